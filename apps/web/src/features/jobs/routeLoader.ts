import { messagesLoader, revalidateOnLanguageChange } from '../../app/i18n/messagesRoute';

/** The jobs' messages, before a screen renders. */
export const loader = messagesLoader(['jobs']);

export const shouldRevalidate = revalidateOnLanguageChange;
