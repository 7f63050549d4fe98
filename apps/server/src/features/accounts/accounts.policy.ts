import { IAM_ERRORS } from '@dawa/shared/accounts';
import type { Role } from '@dawa/shared/roles';
import { AppError, requireAccess } from '../../platform/errors';
import type { Viewer } from '../../platform/graphql/context';

/** Per IP, and per address, so the public form cannot be used to flood a mailbox. */
export const PASSWORD_RESET_PER_IP = { points: 10, durationSeconds: 60 * 60 };
export const PASSWORD_RESET_PER_ADDRESS = { points: 3, durationSeconds: 60 * 60 };
/** Per user, for the mails a signed-in user can ask for again and again. */
export const ACCOUNT_MAIL_PER_USER = { points: 5, durationSeconds: 60 * 60 };
/** Sign-in tokens for the viewer's other contexts: a handful an hour is every real use. */
export const STORAGE_TOKENS_PER_USER = { points: 10, durationSeconds: 60 * 60 };
/** SMS cost money: five codes an hour to prove one's own number is plenty. */
export const PHONE_CODE_PER_USER = { points: 5, durationSeconds: 60 * 60 };

/** SPEC §6: the roles the table lets write users (owner, iamSecurityReviewer) manage them. */
export function requireIamManager(viewer: Viewer | null): Viewer {
  return requireAccess(viewer, 'users', 'write');
}

const ruleBroken = (path: string, key: string, message: string) =>
  new AppError('VALIDATION', message, [{ path, message: key }]);

/** Only an owner may make or unmake owners, or act on an owner's account. */
function assertMayTouchOwner(viewer: Viewer, involvesOwner: boolean): void {
  if (involvesOwner && !viewer.roles.includes('owner'))
    throw new AppError('FORBIDDEN', 'Only an owner may manage owners.', [
      { path: 'userId', message: IAM_ERRORS.onlyOwnerManagesOwners },
    ]);
}

export function assertMaySetRoles(
  viewer: Viewer,
  target: { id: string; roles: readonly Role[] },
  next: readonly Role[],
): void {
  const ownerChanges = target.roles.includes('owner') !== next.includes('owner');
  if (target.id === viewer.id && target.roles.includes('owner') && !next.includes('owner'))
    throw ruleBroken(
      'roles',
      IAM_ERRORS.cannotRevokeOwnOwner,
      'You cannot revoke your own owner permission.',
    );
  assertMayTouchOwner(viewer, ownerChanges);
}

export function assertMayDisable(
  viewer: Viewer,
  target: { id: string; roles: readonly Role[] },
): void {
  if (target.id === viewer.id)
    throw ruleBroken('userId', IAM_ERRORS.cannotDisableSelf, 'You cannot disable yourself.');
  assertMayTouchOwner(viewer, target.roles.includes('owner'));
}

export function assertMayDelete(
  viewer: Viewer,
  target: { id: string; roles: readonly Role[] },
): void {
  if (target.id === viewer.id)
    throw ruleBroken('uid', IAM_ERRORS.cannotDeleteSelf, 'You cannot delete your own account.');
  assertMayTouchOwner(viewer, target.roles.includes('owner'));
}
