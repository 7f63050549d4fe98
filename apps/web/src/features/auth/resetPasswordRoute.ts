import { messagesLoader } from '../../app/i18n/messagesRoute';

/** `/{lang}/auth/reset-password?token=…`: where the password-reset e-mail's link lands. */
export const loader = messagesLoader(['auth']);

export { ResetPasswordPage as Component } from './ResetPasswordPage';
