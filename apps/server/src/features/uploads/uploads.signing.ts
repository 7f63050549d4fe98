import { createHmac, timingSafeEqual } from 'node:crypto';

/** The server's own signed file route (disk storage); S3 answers presigned bucket URLs. */
export const SIGNED_FILE_PATH = '/files/signed/';

export interface SignedFileQuery {
  expires?: string;
  user?: string;
  signature?: string;
}

function signature(key: Buffer, fileKey: string, expires: number, userId: string): Buffer {
  return createHmac('sha256', key).update(`${fileKey}\n${expires}\n${userId}`).digest();
}

/** The server's own URL of `fileKey` for `userId`, until `expires` (seconds since 1970). */
export function signedFilePath(
  key: Buffer,
  fileKey: string,
  userId: string,
  expires: number,
): string {
  const query = new URLSearchParams({
    expires: String(expires),
    user: userId,
    signature: signature(key, fileKey, expires, userId).toString('base64url'),
  });
  return `${SIGNED_FILE_PATH}${fileKey}?${query.toString()}`;
}

/**
 * The user a disk URL was signed for, if its signature is ours and it has not expired; `null`
 * for a forged, altered or expired one.
 */
export function verifySignedFile(
  key: Buffer,
  fileKey: string,
  query: SignedFileQuery,
  now = Date.now(),
): string | null {
  const expires = Number(query.expires);
  const { user, signature: given } = query;
  if (!Number.isSafeInteger(expires) || !user || !given) return null;
  if (expires * 1000 <= now) return null;
  const expected = signature(key, fileKey, expires, user);
  const actual = Buffer.from(given, 'base64url');
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? user : null;
}
