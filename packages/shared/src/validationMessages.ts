import type { Language } from './language';
import { VALIDATION as VALIDATION_AR } from './texts/ar';
import { VALIDATION as VALIDATION_EN } from './texts/en';
import { pluralKey, type PluralForm } from './plural';

/**
 * The texts of field error keys (`FieldError.message`) and of the forms' own checks, in each
 * language: the API answers them as each field error's `text` in the caller's language, and the
 * web app shows them as `validation.<key>` in every catalogue (its i18n.ts merges them in). A
 * feature may word a key its own way in its catalogue's `validation` section.
 * Placeholders are i18next's JSON v4 ones: `{{name}}`, filled from the field error's `params`. A message that
 * counts has plural keys (`jobQuota_one`, `jobQuota_other`; Arabic all six forms),
 * chosen by `params.count`.
 */
export const VALIDATION_MESSAGES = {
  en: VALIDATION_EN,
  ar: VALIDATION_AR,
} as const satisfies Record<Language, ValidationTexts>;

/**
 * Every message key, a counted one without its plural suffix: each language's texts have them
 * all (validationMessages.test.ts). A list of its own, so the web app's shell can tell a key
 * without carrying either language's texts.
 */
export const VALIDATION_KEYS = [
  'avatarNotUploaded',
  'cannotDeleteSelf',
  'cannotDisableSelf',
  'cannotRevokeOwnOwner',
  'codeDigits',
  'codeExpired',
  'documentActiveContent',
  'duplicateId',
  'duplicateName',
  'emailRequired',
  'emailInvalid',
  'facilityAlertsLimit',
  'fileTooLarge',
  'imageDimensionsTooLarge',
  'imageRequired',
  'imageShapeUnsupported',
  'importAlreadyImported',
  'importEmptyFile',
  'importInvalidFile',
  'importInvalidType',
  'importOnlyXlsx',
  'importTooManyRows',
  'importTooLarge',
  'facilityQuota',
  'invalid',
  'invalidAttachments',
  'invalidBirthdate',
  'invalidCustomer',
  'invalidEmployee',
  'invalidGender',
  'invalidProducts',
  'invalidAddress',
  'invalidAvatar',
  'invalidCity',
  'invalidCode',
  'invalidComment',
  'invalidCompanyName',
  'invalidCountryCode',
  'invalidDescription',
  'invalidEmail',
  'invalidExpectedPrice',
  'invalidFormat',
  'invalidIdNumber',
  'invalidIncome',
  'invalidLanguage',
  'invalidListedFor',
  'invalidMessage',
  'invalidName',
  'invalidPassword',
  'invalidPhone',
  'invalidPhotos',
  'invalidPosition',
  'invalidPrice',
  'invalidPushSubscription',
  'invalidReason',
  'invalidRecipients',
  'invalidRegion',
  'invalidRole',
  'invalidRunUntil',
  'invalidSalary',
  'invalidSpaceArea',
  'invalidStatus',
  'invalidText',
  'invalidTitle',
  'invalidType',
  'invalidUrl',
  'invalidUser',
  'invalidUserCategory',
  'invalidUserType',
  'invalidWorkplace',
  'drugFollowsLimit',
  'jobAlertsLimit',
  'jobQuota',
  'nothingToUpdate',
  'numberRange',
  'onlyOwnerManagesOwners',
  'passwordsDiffer',
  'phoneNumberInUse',
  'phoneNumberMissing',
  'phoneNumberVerified',
  'prescriptionQuota',
  'recordInOrders',
  'referenceInUse',
  'required',
  'tooLong',
  'tooMany',
  'tooManyPhotos',
  'tooManyAttachments',
  'tooShort',
  'tooManyAttempts',
  'uploadAlreadyUsed',
  'uploadNotFound',
  'uploadWrongPurpose',
  'userEmailExists',
  'wrongCode',
] as const;

/** A message key: the key itself, or, for a counted message, the key without `_one`, `_other`… */
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** A language's texts: each key, or each plural form of a counted one. */
export type ValidationTexts = Partial<
  Record<ValidationKey | `${ValidationKey}_${PluralForm}`, string>
>;

const KEYS = new Set<string>(VALIDATION_KEYS);

export function isValidationKey(value: string): value is ValidationKey {
  return KEYS.has(value);
}

/**
 * A key's text in `language` with its `params` filled in, in the plural form for `params.count`
 * when it has them; null for a key the catalogue lacks, or a counted one without a count.
 */
export function validationText(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string | null {
  if (!isValidationKey(key)) return null;
  const messages: Readonly<Record<string, string>> = VALIDATION_MESSAGES[language];
  const { count } = params;
  const text =
    messages[key] ??
    (typeof count === 'number' ? messages[pluralKey(language, key, count)] : undefined);
  return text === undefined ? null : withParams(text, params);
}

/** A catalogue text with its i18next placeholders (`{{name}}`) filled from `params`. */
export function withParams(text: string, params: Record<string, string | number>): string {
  return text.replace(/{{(\w+)}}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
