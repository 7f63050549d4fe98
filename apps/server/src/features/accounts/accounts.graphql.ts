import { builder } from '../../platform/graphql/builder';
import { DeviceTokenRef } from '../devices/devices.graphql';
import { deviceTokensOf } from '../devices/devices.service';
import { requireSignedIn } from '../../platform/errors';
import { tableArgs, tablePageRef } from '../../platform/graphql/pagination';
import {
  deleteUser,
  getCurrentUser,
  inviteUser,
  isEmailConfigured,
  issueSignInToken,
  listAuthProviders,
  listUsers,
  sendEmailVerification,
  sendPhoneVerificationCode,
  sendPasswordResetEmail,
  sendWelcomeEmail,
  setUserDisabled,
  setUserRoles,
  updateProfile,
  verifyPhoneNumber,
  type CurrentUser,
  type IamUser,
} from './accounts.service';
import { presenceStream } from './presence';

const CurrentUserRef = builder.objectRef<CurrentUser>('CurrentUser').implement({
  description: 'The signed-in user (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user’s id.' }),
    authenticationUid: t.exposeString('authenticationUid', {
      description: 'The identity provider’s id of the user (SPEC §3); the same as `id` here.',
    }),
    fullName: t.exposeString('fullName', { description: 'The name as the user wrote it.' }),
    firstName: t.exposeString('firstName', { description: 'The first word of the full name.' }),
    lastName: t.exposeString('lastName', { description: 'The rest of the full name.' }),
    email: t.exposeString('email', { description: 'The sign-in e-mail address.' }),
    emailVerified: t.exposeBoolean('emailVerified', {
      description: 'Whether the link sent to the address was followed.',
    }),
    phoneNumber: t.exposeString('phoneNumber', {
      nullable: true,
      description: 'The Egyptian mobile number, 11 digits starting 01; null when none is saved.',
    }),
    phoneNumberVerified: t.exposeBoolean('phoneNumberVerified', {
      description: 'Whether the number was proven with an SMS code (phone sign-in needs it).',
    }),
    countryCode: t.exposeString('countryCode', {
      nullable: true,
      description: 'The phone number’s country calling code, e.g. +20.',
    }),
    countryName: t.exposeString('countryName', { nullable: true, description: 'The country.' }),
    avatar: t.exposeString('avatar', {
      nullable: true,
      description: 'The picture’s URL; null when there is none.',
    }),
    accountType: t.exposeString('accountType', {
      description:
        'The kind of account, `client` or `pharmacy`; an app signs in only its own kind (`account-type` header, ADR 0019).',
    }),
    disabled: t.exposeBoolean('disabled', {
      description: 'Always false for the viewer: a disabled account is signed out.',
    }),
    language: t.exposeString('language', {
      description: 'The language of the user’s e-mails and pushes: `en` or `ar`.',
    }),
    deviceTokens: t.field({
      type: [DeviceTokenRef],
      description:
        'SPEC §3 deviceTokens: each of the user’s devices by platform and token, with its ' +
        'language (recorded from the `device-tokens` header; `devices` lists them in full).',
      resolve: (me, _args, context) => deviceTokensOf(context.platform, me.id),
    }),
    idNumber: t.exposeString('idNumber', {
      nullable: true,
      description: 'The professional id (syndicate number); part of a complete registration.',
    }),
    userType: t.exposeString('userType', {
      nullable: true,
      description: 'What the user does (e.g. pharmacist); part of a complete registration.',
    }),
    userCategory: t.exposeString('userCategory', {
      nullable: true,
      description: 'Where the user works; part of a complete registration.',
    }),
    roles: t.exposeStringList('roles', {
      description: 'Back-office roles (SPEC §6); empty for most users.',
    }),
    registrationComplete: t.exposeBoolean('registrationComplete', {
      description: 'phoneNumber, idNumber, userType and userCategory are all present (SPEC §6).',
    }),
    lastSeenAt: t.expose('lastSeenAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the user’s last live connection ended; null while never recorded.',
    }),
    termsAcceptedAt: t.expose('termsAcceptedAt', {
      type: 'DateTime',
      nullable: true,
      description:
        'When the user confirmed at sign-up being 13 or older and accepting the Terms and conditions and the Privacy policy (SPEC §1); null for accounts created before sign-up asked (issue #23).',
    }),
    termsVersion: t.exposeString('termsVersion', {
      nullable: true,
      description:
        'The version of the terms then accepted: the date they took effect (`2020-07-07`); null with `termsAcceptedAt`.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When they signed up.' }),
  }),
});

const IamUserRef = builder.objectRef<IamUser>('IamUser').implement({
  description: 'A user as the IAM screens manage them.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user’s id.' }),
    email: t.exposeString('email', { description: 'The sign-in e-mail address.' }),
    fullName: t.exposeString('fullName', { description: 'The user’s name.' }),
    roles: t.exposeStringList('roles', { description: 'Back-office roles (SPEC §6).' }),
    disabled: t.exposeBoolean('disabled', {
      description: 'A disabled user cannot sign in and their sessions count no more.',
    }),
    phoneNumber: t.exposeString('phoneNumber', {
      nullable: true,
      description: 'The mobile number, 11 digits; null when none is saved.',
    }),
    accountType: t.exposeString('accountType', {
      description: 'The kind of account, `client` or `pharmacy` (ADR 0019).',
    }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When the account was created.',
    }),
  }),
});

const IamUserTableRef = tablePageRef('IamUser', IamUserRef);

const UserFilterInputRef = builder.inputType('UserFilterInput', {
  description: 'The IAM table’s filters; each narrows the list, none lists every user.',
  fields: (t) => ({
    search: t.string({ description: 'Part of the name, e-mail address or phone number.' }),
    role: t.string({ description: 'Only users holding this role (one of SPEC §6).' }),
    status: t.string({ description: '`enabled` or `disabled`.' }),
    accountType: t.string({ description: '`client` or `pharmacy`.' }),
    createdFrom: t.field({
      type: 'DateTime',
      description: 'Only accounts created at or after this instant.',
    }),
    createdTo: t.field({
      type: 'DateTime',
      description: 'Only accounts created at or before this instant.',
    }),
  }),
});

builder.queryField('users', (t) =>
  t.field({
    type: IamUserTableRef,
    description:
      'IAM: users with their roles, filtered, sorted by `fullName`, `email`, `accountType` or ' +
      '`createdAt` (newest first by default), in numbered pages.',
    authScopes: { access: { section: 'users', level: 'read' } },
    args: {
      filter: t.arg({ type: UserFilterInputRef, description: 'What to narrow the list to.' }),
      ...tableArgs,
    },
    resolve: (_root, args, context) =>
      listUsers(context.platform, context.viewer, args.filter, args),
  }),
);

builder.mutationField('userInvite', (t) =>
  t.field({
    type: IamUserRef,
    description:
      'IAM managers create a user by e-mail with their roles; a mail with a link to set the ' +
      'password (valid 7 days) leaves through the outbox. CONFLICT `userEmailExists` when the ' +
      'address has an account; only an owner invites an owner.',
    authScopes: { access: { section: 'users', level: 'write' } },
    args: {
      email: t.arg.string({ required: true, description: 'The sign-in e-mail address.' }),
      fullName: t.arg.string({
        required: true,
        description: 'The user’s name, 2 to 120 characters.',
      }),
      roles: t.arg.stringList({
        required: true,
        description: 'The roles to start with, of the 13 of SPEC §6; may be empty.',
      }),
    },
    resolve: (_root, args, context) => inviteUser(context.platform, context, args),
  }),
);

const ProfileInputRef = builder.inputType('ProfileInput', {
  description: 'Fields left out stay as they are; null clears a clearable field.',
  fields: (t) => ({
    fullName: t.string({ description: 'The name, 2 to 120 characters.' }),
    phoneNumber: t.string({
      description:
        'An Egyptian mobile number as typed (+20 10…, 010…); stored as 11 digits, unverified until proven.',
    }),
    countryCode: t.string({ description: 'The phone number’s country calling code.' }),
    countryName: t.string({ description: 'The country.' }),
    avatar: t.string({
      description:
        'null removes the picture; the current value changes nothing. A new picture comes only as `avatarUploadId`.',
    }),
    avatarUploadId: t.id({
      description:
        'An image uploaded with purpose `avatar`; becomes the avatar (not with `avatar`).',
    }),
    language: t.string({ description: '`en` or `ar`: the language of e-mails and pushes.' }),
    idNumber: t.string({ description: 'The professional id (syndicate number).' }),
    userType: t.string({ description: 'What the user does (e.g. pharmacist).' }),
    userCategory: t.string({ description: 'Where the user works.' }),
  }),
});

builder.queryField('authMe', (t) =>
  t.field({
    type: CurrentUserRef,
    description: 'The signed-in user; UNAUTHENTICATED when signed out.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => getCurrentUser(context.platform, context.viewer),
  }),
);

builder.queryField('authIsEmailConfigured', (t) =>
  t.boolean({
    description: 'Whether mail leaves through SMTP (otherwise it only reaches the dev mailbox).',
    authScopes: { public: true },
    resolve: (_root, _args, context) => isEmailConfigured(context.platform),
  }),
);

builder.queryField('authStorageToken', (t) =>
  t.string({
    description:
      'SPEC §7: a one-use sign-in token, valid 5 minutes, for another context of the viewer ' +
      '(the installed app’s storage, a web view, a second device). Exchange it with ' +
      '`POST /api/auth/sign-in/storage-token {"token"}` for a session of its own (docs/api.md). ' +
      'Ten an hour; then RATE_LIMITED.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => issueSignInToken(context.platform, context),
  }),
);

builder.queryField('authProviders', (t) =>
  t.stringList({
    description: 'Social and OIDC sign-in providers enabled on this server.',
    authScopes: { public: true },
    resolve: (_root, _args, context) => listAuthProviders(context.platform),
  }),
);

builder.mutationField('authUpdateProfile', (t) =>
  t.field({
    type: CurrentUserRef,
    description:
      'Updates the viewer’s own profile; answers the user as saved (VALIDATION per field).',
    authScopes: { signedIn: true },
    args: {
      profile: t.arg({ type: ProfileInputRef, required: true, description: 'What changes.' }),
    },
    resolve: (_root, args, context) => updateProfile(context.platform, context, args.profile),
  }),
);

builder.mutationField('authSendWelcomeEmail', (t) =>
  t.boolean({
    description:
      'Sends the welcome e-mail: to the viewer’s own address, or by IAM managers to anyone. Five an hour per recipient.',
    authScopes: { signedIn: true },
    args: {
      email: t.arg.string({ required: true, description: 'The recipient’s sign-in address.' }),
      name: t.arg.string({ required: true, description: 'The name the e-mail greets.' }),
    },
    resolve: (_root, args, context) => sendWelcomeEmail(context.platform, context, args),
  }),
);

builder.mutationField('authSendEmailAddressVerificationEmail', (t) =>
  t.boolean({
    description:
      'Sends the viewer a new verification link; CONFLICT when already verified. Five an hour.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => sendEmailVerification(context.platform, context),
  }),
);

builder.mutationField('authSendPhoneVerificationCode', (t) =>
  t.boolean({
    description: 'SMS a code to prove the saved, not yet verified mobile number.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => sendPhoneVerificationCode(context.platform, context),
  }),
);

builder.mutationField('authVerifyPhoneNumber', (t) =>
  t.field({
    type: CurrentUserRef,
    description: 'Proves the saved mobile number with the code sent to it.',
    authScopes: { signedIn: true },
    args: {
      code: t.arg.string({ required: true, description: 'The 6 digits of the SMS (SPEC §5).' }),
    },
    resolve: (_root, args, context) => verifyPhoneNumber(context.platform, context, args),
  }),
);

builder.mutationField('authSendPasswordResetEmail', (t) =>
  t.boolean({
    description: 'Answers true whether or not the address has an account.',
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true, description: 'The sign-in address.' }) },
    resolve: (_root, args, context) =>
      sendPasswordResetEmail(context.platform, context, args.email),
  }),
);

builder.mutationField('deleteUserFromAuthTable', (t) =>
  t.boolean({
    description:
      'IAM managers delete a user with their sessions, posts and files; not themselves, and an owner only by an owner.',
    authScopes: { access: { section: 'users', level: 'write' } },
    args: { uid: t.arg.string({ required: true, description: 'The user’s id.' }) },
    resolve: (_root, args, context) => deleteUser(context.platform, context, args.uid),
  }),
);

builder.mutationField('userRolesSet', (t) =>
  t.field({
    type: IamUserRef,
    description:
      'IAM managers replace a user’s roles (SPEC §6); no one revokes their own owner role, and only an owner grants or revokes owner.',
    authScopes: { access: { section: 'users', level: 'write' } },
    args: {
      userId: t.arg.string({ required: true, description: 'The user’s id.' }),
      roles: t.arg.stringList({
        required: true,
        description: 'The whole new set, of the 13 SPEC §6 roles.',
      }),
    },
    resolve: (_root, args, context) => setUserRoles(context.platform, context, args),
  }),
);

builder.mutationField('userDisable', (t) =>
  t.field({
    type: IamUserRef,
    description:
      'IAM managers disable or enable a user; a disabled user is signed out everywhere at once. Not oneself.',
    authScopes: { access: { section: 'users', level: 'write' } },
    args: {
      userId: t.arg.string({ required: true, description: 'The user’s id.' }),
      disabled: t.arg.boolean({ required: true, description: 'true disables, false enables.' }),
    },
    resolve: (_root, args, context) =>
      setUserDisabled(context.platform, context, args.userId, args.disabled),
  }),
);

builder.subscriptionField('viewerPresence', (t) =>
  t.field({
    type: 'DateTime',
    description:
      'Held open by a signed-in client: sends the connection time once; when the connection ends the user’s lastSeenAt is recorded (SPEC §7).',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, context) =>
      presenceStream(context.platform, requireSignedIn(context.viewer).id),
    resolve: (connectedAt) => connectedAt,
  }),
);
