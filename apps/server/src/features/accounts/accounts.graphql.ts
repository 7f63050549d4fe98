import { builder } from '../../platform/graphql/builder';
import { requireSignedIn } from '../../platform/errors';
import { IAM_MANAGERS } from './accounts.policy';
import {
  deleteUser,
  getCurrentUser,
  isEmailConfigured,
  listAuthProviders,
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
    id: t.exposeID('id'),
    authenticationUid: t.exposeString('authenticationUid'),
    fullName: t.exposeString('fullName'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    emailVerified: t.exposeBoolean('emailVerified'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    phoneNumberVerified: t.exposeBoolean('phoneNumberVerified'),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    countryName: t.exposeString('countryName', { nullable: true }),
    avatar: t.exposeString('avatar', { nullable: true }),
    accountType: t.exposeString('accountType'),
    disabled: t.exposeBoolean('disabled'),
    language: t.exposeString('language'),
    deviceTokens: t.expose('deviceTokens', {
      type: 'JSON',
      description: 'Platform name → push token; `web` holds the language.',
    }),
    idNumber: t.exposeString('idNumber', { nullable: true }),
    userType: t.exposeString('userType', { nullable: true }),
    userCategory: t.exposeString('userCategory', { nullable: true }),
    roles: t.exposeStringList('roles'),
    registrationComplete: t.exposeBoolean('registrationComplete', {
      description: 'phoneNumber, idNumber, userType and userCategory are all present (SPEC §6).',
    }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const IamUserRef = builder.objectRef<IamUser>('IamUser').implement({
  description: 'A user as the IAM screens manage them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    fullName: t.exposeString('fullName'),
    roles: t.exposeStringList('roles'),
    disabled: t.exposeBoolean('disabled'),
  }),
});

const ProfileInputRef = builder.inputType('ProfileInput', {
  description: 'Fields left out stay as they are; null clears a clearable field.',
  fields: (t) => ({
    fullName: t.string(),
    phoneNumber: t.string(),
    countryCode: t.string(),
    countryName: t.string(),
    avatar: t.string({
      description:
        'null removes the picture; the current value changes nothing. A new picture comes only as `avatarUploadId`.',
    }),
    avatarUploadId: t.id({
      description:
        'An image uploaded with purpose `avatar`; becomes the avatar (not with `avatar`).',
    }),
    deviceTokens: t.field({ type: 'JSON' }),
    language: t.string(),
    idNumber: t.string(),
    userType: t.string(),
    userCategory: t.string(),
  }),
});

builder.queryField('authMe', (t) =>
  t.field({
    type: CurrentUserRef,
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
    authScopes: { signedIn: true },
    args: { profile: t.arg({ type: ProfileInputRef, required: true }) },
    resolve: (_root, args, context) => updateProfile(context.platform, context, args.profile),
  }),
);

builder.mutationField('authSendWelcomeEmail', (t) =>
  t.boolean({
    authScopes: { signedIn: true },
    args: { email: t.arg.string({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => sendWelcomeEmail(context.platform, context, args),
  }),
);

builder.mutationField('authSendEmailAddressVerificationEmail', (t) =>
  t.boolean({
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
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => verifyPhoneNumber(context.platform, context, args),
  }),
);

builder.mutationField('authSendPasswordResetEmail', (t) =>
  t.boolean({
    description: 'Answers true whether or not the address has an account.',
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      sendPasswordResetEmail(context.platform, context, args.email),
  }),
);

builder.mutationField('deleteUserFromAuthTable', (t) =>
  t.boolean({
    authScopes: { anyRole: IAM_MANAGERS },
    args: { uid: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => deleteUser(context.platform, context, args.uid),
  }),
);

builder.mutationField('userRolesSet', (t) =>
  t.field({
    type: IamUserRef,
    authScopes: { anyRole: IAM_MANAGERS },
    args: {
      userId: t.arg.string({ required: true }),
      roles: t.arg.stringList({ required: true }),
    },
    resolve: (_root, args, context) => setUserRoles(context.platform, context, args),
  }),
);

builder.mutationField('userDisable', (t) =>
  t.field({
    type: IamUserRef,
    authScopes: { anyRole: IAM_MANAGERS },
    args: {
      userId: t.arg.string({ required: true }),
      disabled: t.arg.boolean({ required: true }),
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
