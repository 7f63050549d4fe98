import { messagesLoader, revalidateOnLanguageChange } from '../../app/i18n/messagesRoute';

export { OfferDetailPage as Component } from './OfferDetailPage';

/** `/{lang}/offers/:id`: one offer; a notification click only changes the id. */
export const loader = messagesLoader(['offers']);

export const shouldRevalidate = revalidateOnLanguageChange;
