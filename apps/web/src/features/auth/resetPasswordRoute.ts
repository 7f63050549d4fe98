/** `/{lang}/auth/reset-password?token=…`: where the password-reset e-mail's link lands. */
export { ResetPasswordPage as Component } from './ResetPasswordPage';
