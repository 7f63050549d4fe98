import { z } from 'zod';
import { emailSchema } from './contactInput';
import { LANGUAGES } from './language';
import { PASSWORD_MIN_LENGTH, VERIFICATION_CODE_LENGTH } from './limits';
import { ROLES } from './roles';
import { normalisePhoneNumber, USER_TYPES, USER_CATEGORIES } from './accounts';

/*
 * The account input schemas (zod). The constants and types they use live in `accounts.ts`, which
 * loads no zod: a page that needs a page size or a label does not pay for the form's rules (ADR
 * 0035).
 */

export const phoneNumberSchema = z
  .string({ error: 'invalidPhone' })
  .transform(normalisePhoneNumber)
  .pipe(z.string().regex(/^01[0125]\d{8}$/, { error: 'invalidPhone' }));

export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: 'invalidCode' });

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'invalidPassword' })
  .max(128, { error: 'invalidPassword' });

const nameSchema = z.string().trim().min(2, { error: 'invalidName' }).max(120, {
  error: 'invalidName',
});

export const signUpInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'invalidPassword' }),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

export const phoneSignInInputSchema = z.object({
  phoneNumber: phoneNumberSchema,
  code: verificationCodeSchema,
});
export type PhoneSignInInput = z.infer<typeof phoneSignInInputSchema>;

/**
 * An https URL, a file we serve (`/files/<key>`) or a storage key (no `..`). The server takes
 * only `null` or the avatar the user has now (a picture comes as `avatarUploadId`).
 */
const avatarSchema = z
  .string()
  .trim()
  .max(2048, { error: 'invalidAvatar' })
  .refine(
    (value) =>
      /^https?:\/\/[^\s]+$/.test(value) || /^(?!.*\.\.)(\/files\/)?[\w-]+(\/[\w.-]+)*$/.test(value),
    { error: 'invalidAvatar' },
  );

const shortText = (key: string, max: number) =>
  z.string().trim().min(1, { error: key }).max(max, { error: key });

/**
 * Profile update (SPEC §3 plus the registration fields of §6). Every field is optional: a
 * missing one is left as it is; `null` clears the clearable ones.
 */
export const profileInputSchema = z
  .object({
    fullName: nameSchema.optional(),
    phoneNumber: phoneNumberSchema.nullish(),
    countryCode: z
      .string()
      .trim()
      .regex(/^(\+\d{1,4}|[A-Za-z]{2})$/, { error: 'invalidCountryCode' })
      .nullish(),
    countryName: shortText('invalidCountryName', 80).nullish(),
    avatar: avatarSchema.nullish(),
    /** A picture uploaded for purpose `avatar` (`/api/uploads`); becomes the avatar. */
    avatarUploadId: z.string().trim().min(1, { error: 'invalidAvatar' }).optional(),
    language: z.enum(LANGUAGES, { error: 'invalidLanguage' }).optional(),
    idNumber: shortText('invalidIdNumber', 40).nullish(),
    userType: z.enum(USER_TYPES, { error: 'invalidUserType' }).nullish(),
    userCategory: z.enum(USER_CATEGORIES, { error: 'invalidUserCategory' }).nullish(),
  })
  .refine((input) => input.avatar === undefined || input.avatarUploadId === undefined, {
    path: ['avatarUploadId'],
    error: 'invalidAvatar',
  });

export const welcomeEmailInputSchema = z.object({ email: emailSchema, name: nameSchema });

export const userRolesInputSchema = z.object({
  userId: z.string().trim().min(1, { error: 'invalidUser' }),
  roles: z.array(z.enum(ROLES, { error: 'invalidRole' })).max(ROLES.length),
});

/** IAM invites a user by e-mail, with the roles to start with (SPEC §6, issue #16). */
export const userInviteInputSchema = z.object({
  email: emailSchema,
  fullName: nameSchema,
  roles: userRolesInputSchema.shape.roles,
});
export type UserInviteInput = z.infer<typeof userInviteInputSchema>;
