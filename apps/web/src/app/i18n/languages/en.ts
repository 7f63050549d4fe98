import { AUTH_ERRORS, ERRORS, VALIDATION } from '@dawa/shared/texts/en';
import app from '../../messages/en.json';
import type { LanguageTexts } from '../translate';

/** The English shell catalogue and texts shared with the API: one chunk, for English pages only. */
export const texts: LanguageTexts = {
  app,
  validation: VALIDATION,
  errors: ERRORS,
  authErrors: AUTH_ERRORS,
};
