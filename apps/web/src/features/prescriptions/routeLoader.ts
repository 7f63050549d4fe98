import { messagesLoader, revalidateOnLanguageChange } from '../../app/i18n/messagesRoute';

/** The prescriptions' messages (and the upload widget's), before a screen renders. */
export const loader = messagesLoader(['prescriptions', 'uploads']);

export const shouldRevalidate = revalidateOnLanguageChange;
