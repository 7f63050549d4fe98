import type { LoaderFunctionArgs } from 'react-router';
import { isLanguage } from '@dawa/shared/language';
import { loadMessages } from '../../app/i18n/i18n';

/** `/{lang}/auth/reset-password?token=…`: where the password-reset e-mail's link lands. */
export async function loader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  if (isLanguage(params.lang)) await loadMessages(params.lang, ['auth']);
  return null;
}

export { ResetPasswordPage as Component } from './ResetPasswordPage';
