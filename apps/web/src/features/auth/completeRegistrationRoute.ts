import { messagesLoader } from '../../app/i18n/messagesRoute';

/** `/{lang}/auth/update-account-roles`: where a phone sign-in with an incomplete registration goes. */
export const loader = messagesLoader(['auth']);

export { CompleteRegistrationPage as Component } from './CompleteRegistrationPage';
