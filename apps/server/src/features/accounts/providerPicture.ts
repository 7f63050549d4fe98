import { UPLOAD_MAX_BYTES } from '@dawa/shared/uploads';
import { and, eq } from 'drizzle-orm';
import { user } from '../../platform/auth/auth.tables';
import {
  isFromPictureSource,
  pictureSource,
  providerSettings,
  type PictureSource,
} from '../../platform/auth/providers';
import type { Platform } from '../../platform/platform';
import { claimReplacingUpload, createUpload, uploadUrls } from '../uploads/uploads.service';

/** The first sign-in waits for the copy, so the header shows the picture at once: not long. */
const PICTURE_FETCH_TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;

class PictureNotCopied extends Error {}

/** Reads a response body, giving up past `maxBytes` instead of buffering whatever is sent. */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes)
    throw new PictureNotCopied('picture too large');
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new PictureNotCopied('picture too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Fetches a picture, following redirects only while they stay on the provider's hosts. */
export async function fetchProviderPicture(
  address: string,
  source: PictureSource,
  options: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? PICTURE_FETCH_TIMEOUT_MS);
  let url = new URL(address);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!isFromPictureSource(url, source))
      throw new PictureNotCopied(`not a picture host of the provider: ${url.host}`);
    const response = await fetch(url, {
      redirect: 'manual',
      signal,
      headers: { Accept: 'image/webp,image/png,image/jpeg' },
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new PictureNotCopied(`picture answered ${response.status}`);
    }
    return readCapped(response, options.maxBytes ?? UPLOAD_MAX_BYTES);
  }
  throw new PictureNotCopied('too many redirects');
}

/**
 * A new social user's picture is the provider's URL, which the web app's CSP (`img-src 'self'`)
 * will not load and which the provider may change or drop. Copy it into our uploads (checked,
 * re-encoded, stripped like any avatar) and point the user at the copy; when that cannot be
 * done, drop the URL so the initials show. Pictures already ours are left alone.
 */
export async function adoptProviderPicture(
  platform: Platform,
  account: { userId: string; providerId: string },
): Promise<void> {
  const { db } = platform.database;
  const [row] = await db
    .select({ image: user.image })
    .from(user)
    .where(eq(user.id, account.userId));
  const external = row?.image;
  if (!external || !/^https?:\/\//i.test(external)) return;
  const actor = { userId: account.userId, ip: null, requestId: null };
  // Only while the user still shows that picture (they may have changed it meanwhile).
  const showsExternal = and(eq(user.id, account.userId), eq(user.image, external));
  try {
    const source = pictureSource(providerSettings(platform.config), account.providerId);
    if (!source) throw new PictureNotCopied(`no picture hosts for ${account.providerId}`);
    const bytes = await fetchProviderPicture(external, source);
    const stored = await createUpload(platform, {
      actor,
      ownerId: account.userId,
      purpose: 'avatar',
      bytes,
    });
    await platform.transact(actor, async (tx, record) => {
      const { url } = uploadUrls(stored);
      const adopted = await tx
        .update(user)
        .set({ image: url, avatar: url })
        .where(showsExternal)
        .returning({ id: user.id });
      // A picture the user chose meanwhile stays; the copy is left unclaimed for the cleanup.
      if (adopted.length === 0) return;
      await claimReplacingUpload(tx, record, {
        uploadId: stored.id,
        ownerId: account.userId,
        purpose: 'avatar',
        attachTo: `user:${account.userId}`,
      });
      await record({
        entity: 'user',
        entityId: account.userId,
        action: 'adoptProviderPicture',
        values: { providerId: account.providerId, uploadId: stored.id },
      });
    });
  } catch (error) {
    platform.logger.warn(
      { err: error, userId: account.userId, providerId: account.providerId },
      'provider picture not copied; initials stand in',
    );
    await platform.transact(actor, async (tx, record) => {
      const dropped = await tx
        .update(user)
        .set({ image: null, avatar: null })
        .where(showsExternal)
        .returning({ id: user.id });
      if (dropped.length > 0)
        await record({
          entity: 'user',
          entityId: account.userId,
          action: 'dropProviderPicture',
          values: { providerId: account.providerId },
        });
    });
  }
}
