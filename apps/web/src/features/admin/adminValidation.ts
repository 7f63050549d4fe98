import messages from './messages/en.json';

export type AdminValidationKey = keyof (typeof messages)['validation'];

/**
 * The admin catalogue key for a validation message (a key under `validation.` from the
 * shared schemas or the import route); anything else becomes the generic `invalid`.
 */
export function adminValidationKey(message: string): `validation.${AdminValidationKey}` {
  const key = Object.hasOwn(messages.validation, message)
    ? (message as AdminValidationKey)
    : 'invalid';
  return `validation.${key}`;
}
