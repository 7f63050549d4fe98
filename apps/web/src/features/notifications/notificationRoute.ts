/** `/{lang}/notification` (sign-in: session/guard.ts); its messages: app/router.tsx. */
export { NotificationListPage as Component } from './NotificationListPage';
