import type { Language } from './language';
import { PLURAL_SUFFIX, pluralKey, type PluralBase } from './plural';

/**
 * The texts of field error keys (`FieldError.message`) and of the forms' own checks, in each
 * language: the API answers them as each field error's `text` in the caller's language, and the
 * web app shows them as `validation.<key>` in every catalogue (i18n.ts merges them in). A
 * feature may word a key its own way in its catalogue's `validation` section.
 * Placeholders are i18next's: `{{name}}`, filled from the field error's `params`. A message that
 * counts has i18next's plural keys (`jobQuota_one`, `jobQuota_other`; Arabic all six forms),
 * chosen by `params.count`.
 */
export const VALIDATION_MESSAGES = {
  en: {
    avatarNotUploaded: 'Upload the picture; a link to one cannot be used',
    cannotDeleteSelf: 'You cannot delete your own account',
    cannotDisableSelf: 'You cannot disable your own account',
    cannotRevokeOwnOwner: 'You cannot remove your own owner role',
    codeDigits_one: 'The code must be exactly one digit',
    codeDigits_other: 'The code must be exactly {{count}} digits',
    codeExpired: 'This code has expired or was already used. Ask for a new one.',
    duplicateId: 'This id is used by an earlier row',
    emailRequired: 'Enter your email address',
    emailInvalid: 'Email {{value}} is invalid',
    facilityAlertsLimit_one: 'You can save up to one facility alert',
    facilityAlertsLimit_other: 'You can save up to {{count}} facility alerts',
    fileTooLarge: 'File is too big. Max allowed size is {{max}}',
    imageDimensionsTooLarge: 'The image has too many pixels. Max allowed is {{max}}',
    imageRequired: 'You must upload an image',
    imageShapeUnsupported:
      'The image is too long or too wide. Each side may be up to {{max}}, and at most {{ratio}}',
    importEmptyFile: 'The file is empty',
    importInvalidFile: 'Invalid file, please use the latest template',
    importInvalidType: 'Only .csv or .xlsx files',
    importTooLarge: 'File is too big. Max allowed size is {{max}}',
    facilityQuota_one: 'You Can Not Add More Than One Facility In A Month',
    facilityQuota_other: 'You Can Not Add More Than {{count}} Facilities In A Month',
    invalid: 'Invalid field',
    invalidAddress: 'Invalid Address',
    invalidAvatar: 'Invalid picture',
    invalidCity: 'Invalid City Name',
    invalidCode: 'Invalid code',
    invalidComment: 'Write a comment of 1 to 1000 characters',
    invalidCompanyName: 'Invalid Company Name',
    invalidCountryCode: 'Invalid country code',
    invalidDescription: 'Invalid Description',
    invalidEmail: 'Invalid Email Address',
    invalidExpectedPrice: 'Invalid Expected Price',
    invalidFormat: 'Invalid format. Must be {{formats}}',
    invalidIdNumber: 'Enter your ID number (up to 40 characters)',
    invalidIncome: 'Invalid Average Daily Income',
    invalidLanguage: 'Invalid language',
    invalidListedFor: 'Invalid Listed For',
    invalidMessage: 'Invalid message: write at least 10 characters',
    invalidName: 'Invalid Name',
    invalidPassword: 'Invalid Password',
    invalidPhone: 'Invalid Phone Number',
    invalidPhotos: 'Invalid photos: upload them again',
    invalidPosition: 'Invalid Position Name',
    invalidPrice: 'Invalid price: a positive amount with at most 2 decimals',
    invalidPushSubscription: "This browser's push service cannot be used. Try another browser.",
    invalidReason: 'Invalid reason',
    invalidRecipients: 'Invalid recipients',
    invalidRegion: 'Invalid Region Name',
    invalidRole: 'Invalid role',
    invalidRunUntil: 'Choose a date from tomorrow up to 90 days ahead',
    invalidSalary: 'Invalid Salary',
    invalidSpaceArea: 'Invalid Space Area',
    invalidStatus: 'Invalid Status',
    invalidText: 'Invalid text',
    invalidTitle: 'Invalid Title',
    invalidType: 'Invalid Type',
    invalidUrl: 'Invalid URL',
    invalidUser: 'Invalid user',
    invalidUserCategory: 'Choose where you work',
    invalidUserType: 'Choose your profession',
    invalidWorkplace: 'Invalid Workplace Name',
    jobAlertsLimit_one: 'You can save up to one job alert',
    jobAlertsLimit_other: 'You can save up to {{count}} job alerts',
    jobQuota_one: 'You Can Not Add More Than One Job In A Month',
    jobQuota_other: 'You Can Not Add More Than {{count}} Jobs In A Month',
    nothingToUpdate: 'Nothing to update',
    onlyOwnerManagesOwners: 'Only an owner can manage owners',
    passwordsDiffer: 'Passwords do not match',
    phoneNumberInUse: 'This phone number is already used by another account',
    phoneNumberMissing: 'There is no phone number to verify',
    phoneNumberVerified: 'This phone number is already verified',
    prescriptionQuota_one: 'You Can Not Add More Than One Prescription In A Month',
    prescriptionQuota_other: 'You Can Not Add More Than {{count}} Prescriptions In A Month',
    referenceInUse:
      'This entry is used by posts or other entries and cannot be deleted. Hide it instead.',
    required: 'This field is required',
    tooLong: 'Too long',
    tooMany: 'Too many values',
    tooManyPhotos: 'Add up to 10 photos',
    tooShort: 'Too short',
    /** Of a phone code (better-auth's TOO_MANY_ATTEMPTS), not a rate limit: the code is spent. */
    tooManyAttempts: 'Too many wrong codes. Ask for a new one.',
    uploadAlreadyUsed: 'This photo is already used. Upload it again',
    uploadNotFound: 'The photo was not found. Upload it again',
    uploadWrongPurpose: 'This photo cannot be used here. Upload it again',
    userEmailExists: 'User with this e-mail already exists',
    wrongCode: 'The code is not correct. Check the SMS and try again.',
  },
  ar: {
    avatarNotUploaded: 'ارفع الصورة من جهازك؛ لا يمكن استخدام رابط لصورة',
    cannotDeleteSelf: 'لا يمكنك حذف حسابك',
    cannotDisableSelf: 'لا يمكنك تعطيل حسابك',
    cannotRevokeOwnOwner: 'لا يمكنك إزالة دور المالك عن نفسك',
    codeDigits_zero: 'يجب ألا يحتوي الرمز على أي رقم',
    codeDigits_one: 'يجب أن يتكوّن الرمز من رقم واحد بالضبط',
    codeDigits_two: 'يجب أن يتكوّن الرمز من رقمين بالضبط',
    codeDigits_few: 'يجب أن يتكوّن الرمز من {{count}} أرقام بالضبط',
    codeDigits_many: 'يجب أن يتكوّن الرمز من {{count}} رقمًا بالضبط',
    codeDigits_other: 'يجب أن يتكوّن الرمز من {{count}} رقم بالضبط',
    codeExpired: 'انتهت صلاحية هذا الرمز أو سبق استخدامه. اطلب رمزًا جديدًا.',
    duplicateId: 'هذا الرقم (id) مستخدم في صف سابق',
    emailRequired: 'اكتب بريدك الإلكتروني',
    emailInvalid: 'البريد الإلكتروني {{value}} غير صالح',
    facilityAlertsLimit_zero: 'لا يمكنك حفظ تنبيهات منشآت',
    facilityAlertsLimit_one: 'يمكنك حفظ تنبيه منشآت واحد على الأكثر',
    facilityAlertsLimit_two: 'يمكنك حفظ تنبيهين للمنشآت على الأكثر',
    facilityAlertsLimit_few: 'يمكنك حفظ {{count}} تنبيهات منشآت على الأكثر',
    facilityAlertsLimit_many: 'يمكنك حفظ {{count}} تنبيهًا للمنشآت على الأكثر',
    facilityAlertsLimit_other: 'يمكنك حفظ {{count}} تنبيه منشآت على الأكثر',
    fileTooLarge: 'الملف كبير جدًا. الحد الأقصى المسموح به {{max}}',
    imageDimensionsTooLarge: 'عدد نقاط الصورة كبير جدًا. الحد الأقصى {{max}}',
    imageRequired: 'يجب رفع صورة',
    imageShapeUnsupported:
      'الصورة طويلة أو عريضة أكثر من اللازم. الحد الأقصى لكل ضلع {{max}}، وبنسبة لا تتجاوز {{ratio}}',
    importEmptyFile: 'الملف فارغ',
    importInvalidFile: 'ملف غير صالح، يرجى استخدام أحدث قالب',
    importInvalidType: 'ملفات ‎.csv أو ‎.xlsx فقط',
    importTooLarge: 'الملف كبير جداً. الحد الأقصى المسموح به {{max}}',
    facilityQuota_zero: 'لا يمكنك إضافة أي إعلان منشأة في الشهر',
    facilityQuota_one: 'لا يمكنك إضافة أكثر من إعلان منشأة واحد في الشهر',
    facilityQuota_two: 'لا يمكنك إضافة أكثر من إعلاني منشأة في الشهر',
    facilityQuota_few: 'لا يمكنك إضافة أكثر من {{count}} إعلانات منشآت في الشهر',
    facilityQuota_many: 'لا يمكنك إضافة أكثر من {{count}} إعلان منشأة في الشهر',
    facilityQuota_other: 'لا يمكنك إضافة أكثر من {{count}} إعلان منشأة في الشهر',
    invalid: 'حقل غير صالح',
    invalidAddress: 'عنوان غير صالح',
    invalidAvatar: 'صورة غير صالحة',
    invalidCity: 'محافظة غير صالحة',
    invalidCode: 'رمز غير صالح',
    invalidComment: 'اكتب تعليقًا من 1 إلى 1000 حرف',
    invalidCompanyName: 'اسم شركة غير صالح',
    invalidCountryCode: 'رمز دولة غير صالح',
    invalidDescription: 'وصف غير صالح',
    invalidEmail: 'بريد إلكتروني غير صالح',
    invalidExpectedPrice: 'السعر المطلوب غير صالح',
    invalidFormat: 'صيغة غير صالحة. يجب أن تكون {{formats}}',
    invalidIdNumber: 'أدخل الرقم القومي (حتى 40 حرفًا)',
    invalidIncome: 'متوسط الدخل اليومي غير صالح',
    invalidLanguage: 'لغة غير صالحة',
    invalidListedFor: 'نوع الإعلان غير صالح',
    invalidMessage: 'رسالة غير صالحة: اكتب 10 أحرف على الأقل',
    invalidName: 'اسم غير صالح',
    invalidPassword: 'كلمة مرور غير صالحة',
    invalidPhone: 'رقم موبايل غير صالح',
    invalidPhotos: 'صور غير صالحة: ارفعها مرة أخرى',
    invalidPosition: 'وظيفة غير صالحة',
    invalidPrice: 'سعر غير صالح: مبلغ موجب برقمين عشريين على الأكثر',
    invalidPushSubscription: 'لا يمكن استخدام خدمة الإشعارات في هذا المتصفح. جرّب متصفحًا آخر.',
    invalidReason: 'سبب غير صالح',
    invalidRecipients: 'مستلمون غير صالحين',
    invalidRegion: 'منطقة غير صالحة',
    invalidRole: 'دور غير صالح',
    invalidRunUntil: 'اختر تاريخًا من الغد وحتى 90 يومًا',
    invalidSalary: 'راتب غير صالح',
    invalidSpaceArea: 'مساحة غير صالحة',
    invalidStatus: 'حالة غير صالحة',
    invalidText: 'نص غير صالح',
    invalidTitle: 'عنوان غير صالح',
    invalidType: 'نوع غير صالح',
    invalidUrl: 'رابط غير صالح',
    invalidUser: 'مستخدم غير صالح',
    invalidUserCategory: 'اختر مجال عملك',
    invalidUserType: 'اختر مهنتك',
    invalidWorkplace: 'مكان عمل غير صالح',
    jobAlertsLimit_zero: 'لا يمكنك حفظ تنبيهات وظائف',
    jobAlertsLimit_one: 'يمكنك حفظ تنبيه وظائف واحد على الأكثر',
    jobAlertsLimit_two: 'يمكنك حفظ تنبيهين للوظائف على الأكثر',
    jobAlertsLimit_few: 'يمكنك حفظ {{count}} تنبيهات وظائف على الأكثر',
    jobAlertsLimit_many: 'يمكنك حفظ {{count}} تنبيهًا للوظائف على الأكثر',
    jobAlertsLimit_other: 'يمكنك حفظ {{count}} تنبيه وظائف على الأكثر',
    jobQuota_zero: 'لا يمكنك إضافة أي فرصة عمل في الشهر',
    jobQuota_one: 'لا يمكنك إضافة أكثر من فرصة عمل واحدة في الشهر',
    jobQuota_two: 'لا يمكنك إضافة أكثر من فرصتي عمل في الشهر',
    jobQuota_few: 'لا يمكنك إضافة أكثر من {{count}} فرص عمل في الشهر',
    jobQuota_many: 'لا يمكنك إضافة أكثر من {{count}} فرصة عمل في الشهر',
    jobQuota_other: 'لا يمكنك إضافة أكثر من {{count}} فرصة عمل في الشهر',
    nothingToUpdate: 'لا يوجد ما يُحدَّث',
    onlyOwnerManagesOwners: 'لا يدير المالكين إلا مالك',
    passwordsDiffer: 'كلمتا المرور غير متطابقتين',
    phoneNumberInUse: 'رقم الموبايل هذا مستخدم بالفعل في حساب آخر',
    phoneNumberMissing: 'لا يوجد رقم موبايل لتأكيده',
    phoneNumberVerified: 'رقم الموبايل هذا مؤكَّد بالفعل',
    prescriptionQuota_zero: 'لا يمكنك إضافة أي روشتة في الشهر',
    prescriptionQuota_one: 'لا يمكنك إضافة أكثر من روشتة واحدة في الشهر',
    prescriptionQuota_two: 'لا يمكنك إضافة أكثر من روشتتين في الشهر',
    prescriptionQuota_few: 'لا يمكنك إضافة أكثر من {{count}} روشتات في الشهر',
    prescriptionQuota_many: 'لا يمكنك إضافة أكثر من {{count}} روشتة في الشهر',
    prescriptionQuota_other: 'لا يمكنك إضافة أكثر من {{count}} روشتة في الشهر',
    referenceInUse:
      'هذا العنصر مستخدم في إعلانات أو عناصر أخرى ولا يمكن حذفه. يمكنك إخفاؤه بدلًا من ذلك.',
    required: 'هذا الحقل مطلوب',
    tooLong: 'طويل جداً',
    tooMany: 'قيم كثيرة جداً',
    tooManyPhotos: 'أضف 10 صور على الأكثر',
    tooShort: 'قصير جداً',
    tooManyAttempts: 'رموز خاطئة كثيرة. اطلب رمزًا جديدًا.',
    uploadAlreadyUsed: 'هذه الصورة مستخدمة بالفعل. ارفعها مرة أخرى',
    uploadNotFound: 'لم يتم العثور على الصورة. ارفعها مرة أخرى',
    uploadWrongPurpose: 'لا يمكن استخدام هذه الصورة هنا. ارفعها مرة أخرى',
    userEmailExists: 'يوجد مستخدم بهذا البريد الإلكتروني بالفعل',
    wrongCode: 'الرمز غير صحيح. تحقّق من الرسالة النصية وحاول مرة أخرى.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** A message key: the key itself, or, for a counted message, the key without `_one`, `_other`… */
export type ValidationKey = PluralBase<keyof (typeof VALIDATION_MESSAGES)['en']>;

const KEYS = new Set(
  Object.keys(VALIDATION_MESSAGES.en).map((key) => key.replace(PLURAL_SUFFIX, '')),
);

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
