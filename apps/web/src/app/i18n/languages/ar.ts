import { AUTH_ERRORS, ERRORS, VALIDATION } from '@dawa/shared/texts/ar';
import app from '../../messages/ar.json';
import type { LanguageTexts } from '../translate';

/** The Arabic shell catalogue and texts shared with the API: one chunk, for Arabic pages only. */
export const texts: LanguageTexts = {
  app,
  validation: VALIDATION,
  errors: ERRORS,
  authErrors: AUTH_ERRORS,
};
