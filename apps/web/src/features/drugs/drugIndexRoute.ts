import { messagesLoader, revalidateOnLanguageChange } from '../../app/i18n/messagesRoute';

export { DrugIndexPage as Component } from './DrugIndexPage';

/** The drug index's messages, before the screen renders. */
export const loader = messagesLoader(['drugs']);

export const shouldRevalidate = revalidateOnLanguageChange;
