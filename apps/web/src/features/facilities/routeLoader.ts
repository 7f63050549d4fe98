import { messagesLoader, revalidateOnLanguageChange } from '../../app/i18n/messagesRoute';

/** The facilities' messages, before a screen renders. */
export const loader = messagesLoader(['facilities']);

export const shouldRevalidate = revalidateOnLanguageChange;
