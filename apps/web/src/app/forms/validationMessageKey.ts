import { isValidationKey, type ValidationKey } from '@dawa/shared/validationMessages';

/**
 * The catalogue key for a field error's message (a key under `validation.` from the shared
 * schemas or the API); anything else (zod's own wording) becomes the generic `invalid`.
 */
export function validationMessageKey(message: string): `validation.${ValidationKey}` {
  return `validation.${isValidationKey(message) ? message : 'invalid'}`;
}
