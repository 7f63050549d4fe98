import { messagesLoader, revalidateOnLanguageChange } from '../../app/i18n/messagesRoute';

export { NotificationListPage as Component } from './NotificationListPage';

/** `/{lang}/notification` (sign-in: session/guard.ts): its messages before it renders. */
export const loader = messagesLoader(['notifications']);

export const shouldRevalidate = revalidateOnLanguageChange;
