import type { LoaderFunctionArgs } from 'react-router';
import { isLanguage } from '@dawa/shared/language';
import { loadMessages } from '../../app/i18n/i18n';

export async function loader({ params }: LoaderFunctionArgs) {
  if (isLanguage(params.lang)) await loadMessages(params.lang, ['home']);
  return null;
}

export { HomePage as Component } from './HomePage';
