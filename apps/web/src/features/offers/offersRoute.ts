import { messagesLoader, revalidateOnLanguageChange } from '../../app/i18n/messagesRoute';

export { OfferListPage as Component } from './OfferListPage';

/** `/{lang}/offers?page=` (sign-in: session/guard.ts): its messages before it renders. */
export const loader = messagesLoader(['offers']);

export const shouldRevalidate = revalidateOnLanguageChange;
