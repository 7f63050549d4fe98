/** `/{lang}/auth/update-account-roles`: where a phone sign-in with an incomplete registration goes. */
export { CompleteRegistrationPage as Component } from './CompleteRegistrationPage';
