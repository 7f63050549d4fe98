import type { LoaderFunctionArgs } from 'react-router';
import { isLanguage } from '@dawa/shared/language';
import { loadMessages } from '../../app/i18n/i18n';

/** Route loader of the public pages: their text lives in the `home` catalogue. */
export async function publicPageLoader({ params }: Pick<LoaderFunctionArgs, 'params'>) {
  if (isLanguage(params.lang)) await loadMessages(params.lang, ['home']);
  return null;
}
