import { isValidationKey, type ValidationKey } from '@dawa/shared/validationMessages';

/**
 * The catalogue key for a validation message (a key under `validation.` from the shared
 * schemas or the import route); anything else becomes the generic `invalid`.
 */
export function adminValidationKey(message: string): `validation.${ValidationKey}` {
  return `validation.${isValidationKey(message) ? message : 'invalid'}`;
}
