/** `/{lang}/offers/:id`: one offer; its messages: app/router.tsx. */
export { OfferDetailPage as Component } from './OfferDetailPage';
