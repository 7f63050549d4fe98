/** `/{lang}/offers?page=` (sign-in: session/guard.ts); its messages: app/router.tsx. */
export { OfferListPage as Component } from './OfferListPage';
