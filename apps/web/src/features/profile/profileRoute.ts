import { messagesLoader, revalidateOnLanguageChange } from '../../app/i18n/messagesRoute';

export { ProfilePage as Component } from './ProfilePage';

/** `/{lang}/profile` (sign-in: session/guard.ts) shows the prescriptions', jobs', facilities', drugs', uploads' and notifications' parts too. */
export const loader = messagesLoader([
  'profile',
  'prescriptions',
  'jobs',
  'facilities',
  'drugs',
  'uploads',
  'notifications',
]);

export const shouldRevalidate = revalidateOnLanguageChange;
