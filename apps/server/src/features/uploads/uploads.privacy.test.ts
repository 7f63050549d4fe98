import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlFromOwnAddresses, pngImage, uploadImage } from '../../../test/support/fixtures';
import { startTestS3, type TestS3 } from '../../../test/support/s3';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { event } from '../../platform/events/event.tables';
import { prescription } from '../prescriptions/prescriptions.tables';
import { findUpload, uploadUrls } from './uploads.service';

const CREATE = `mutation($data: PrescriptionInput!) {
  prescriptionCreate(data: $data) { id image thumbnail } }`;
const ACCEPT = `mutation($id: ID!) { prescriptionAccept(id: $id) { id } }`;
const DESTROY = `mutation($id: ID!) { prescriptionDestroy(id: $id) }`;
const DELETE = `mutation($id: ID!, $reason: String!) {
  prescriptionDelete(id: $id, reason: $reason) { id } }`;
const READ = `query($id: ID!) { prescription(id: $id) { image postStatus } }`;
const PROFILE = `mutation($profile: ProfileInput!) { authUpdateProfile(profile: $profile) { avatar } }`;

type User = { cookie: string; userId: string; email: string };

const PRIVATE = 'private, no-cache';
const PUBLIC = 'public, max-age=31536000, immutable';

describe.each(['disk', 's3'] as const)('uploaded files on %s', (store) => {
  let server: TestServer;
  let s3: TestS3 | undefined;
  let author: User;
  let reader: User;
  let moderator: User;
  const gql = graphqlFromOwnAddresses(() => server, 7);

  beforeAll(async () => {
    s3 = store === 's3' ? await startTestS3() : undefined;
    server = await startTestServer({ TRUST_PROXY: '1', ...s3?.env });
    [author, reader, moderator] = [
      await server.signIn(),
      await server.signIn(),
      await server.signIn({ roles: ['entityEditor'] }),
    ];
  });
  afterAll(async () => {
    await server.close();
    await s3?.close();
  });

  /** GET a file as `user` (or signed out), with extra headers. */
  const fetchFile = (url: string, user?: User, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, {
      headers: { ...(user ? { cookie: user.cookie } : {}), ...headers },
    });
  const statusOf = async (url: string, user?: User, headers?: Record<string, string>) =>
    (await fetchFile(url, user, headers)).status;

  it('shows a picture no record shows yet to its owner only, and to no shared cache', async () => {
    const id = await uploadImage(server, author, await pngImage(80, 60));
    const row = await findUpload(server.app.platform.database.db, id);
    if (!row) throw new Error('the upload row is missing');
    const { url, thumbnailUrl } = uploadUrls(row);
    const own = await fetchFile(url, author);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/webp');
    expect(own.headers.get('cache-control')).toBe(PRIVATE);
    expect(own.headers.get('vary')).toMatch(/Cookie/);
    expect(await statusOf(thumbnailUrl, author)).toBe(200);
    for (const url of [row.imageKey, row.thumbnailKey].map((key) => `/files/${key}`)) {
      expect(await statusOf(url, reader)).toBe(404);
      expect(await statusOf(url)).toBe(404);
    }
  });

  it('shows a prescription photo to whoever may open the prescription, and no one else', async () => {
    const created = await gql<{
      prescriptionCreate: { id: string; image: string; thumbnail: string };
    }>(
      CREATE,
      {
        data: {
          title: 'Rash after a new antibiotic',
          description: 'Adult, 30, rash on day 3 of amoxicillin. Photo attached.',
          imageUploadId: await uploadImage(server, author, await pngImage(120, 90)),
        },
      },
      author,
    );
    expect(created.errors).toBeUndefined();
    const post = created.data?.prescriptionCreate;
    if (!post) throw new Error('no prescription');
    const photos = [post.image, post.thumbnail];

    // Pending: its author and the moderators. Spelling the key another way reaches the
    // route of other stored files, which never serves an upload.
    for (const photo of photos) {
      expect(await statusOf(photo, author)).toBe(200);
      expect(await statusOf(photo, moderator)).toBe(200);
      expect(await statusOf(photo, reader)).toBe(404);
      expect(await statusOf(photo)).toBe(404);
      for (const spelling of [/\/uploads\//, /\/prescription\//].map((part) =>
        photo.replace(part, (found) => `${found.slice(0, -1)}%2F`),
      ))
        expect(await statusOf(spelling, reader)).toBe(404);
    }

    // Accepted: every signed-in user, by cookie or by a mobile client's bearer token; still
    // nobody signed out, and never a shared cache.
    expect((await gql(ACCEPT, { id: post.id }, moderator)).errors).toBeUndefined();
    const seen = await fetchFile(post.image, reader);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('cache-control')).toBe(PRIVATE);
    const etag = seen.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetchFile(post.image, reader, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    const signedIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: reader.email, password: 'secret-pass-1' }),
    });
    const token = signedIn.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    expect(await statusOf(post.thumbnail, undefined, { authorization: `Bearer ${token}` })).toBe(
      200,
    );
    expect(await statusOf(post.image)).toBe(404);
    expect(await statusOf(post.image, undefined, { 'if-none-match': etag })).toBe(404);

    // Taken down by a moderator: the photo stays for its author and the moderators, so the
    // post can be restored.
    expect(
      (await gql(DELETE, { id: post.id, reason: 'Shows a patient’s face.' }, moderator)).errors,
    ).toBeUndefined();
    expect(await statusOf(post.image, reader)).toBe(404);
    expect(await statusOf(post.image, reader, { 'if-none-match': etag })).toBe(404);
    expect(await statusOf(post.image, author)).toBe(200);
    expect(await statusOf(post.image, moderator)).toBe(200);
    expect((await gql(ACCEPT, { id: post.id }, moderator)).errors).toBeUndefined();

    // Deleted by its author: the photo and its files are gone for everyone, with an audit
    // event each, and the post can no longer be restored.
    const { db } = server.app.platform.database;
    const [shownBefore] = await db
      .select({ uploadId: prescription.imageUploadId })
      .from(prescription)
      .where(eq(prescription.id, post.id));
    expect((await gql(DESTROY, { id: post.id }, author)).errors).toBeUndefined();
    for (const photo of photos) {
      for (const user of [author, moderator, reader]) expect(await statusOf(photo, user)).toBe(404);
      expect(await server.app.platform.storage.get(photo.replace(/^\/files\//, ''))).toBeNull();
    }
    const discarded = await db
      .select({ values: event.values })
      .from(event)
      .where(and(eq(event.entityId, shownBefore?.uploadId ?? ''), eq(event.action, 'delete')));
    expect(discarded).toEqual([{ values: { reason: 'removed' } }]);
    const shown = await gql<{ prescription: { image: string | null; postStatus: string } }>(
      READ,
      { id: post.id },
      author,
    );
    expect(shown.data?.prescription).toEqual({ image: null, postStatus: 'deleted' });
    const restore = await gql(ACCEPT, { id: post.id }, moderator);
    expect(restore.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await gql(DESTROY, { id: post.id }, author)).errors).toBeUndefined();
  });

  it('shows an avatar a profile shows to anyone, cached for good', async () => {
    const avatarUploadId = await uploadImage(server, reader, await pngImage(64, 64), 'avatar');
    const saved = await server.graphql<{ authUpdateProfile: { avatar: string } }>(
      PROFILE,
      { profile: { avatarUploadId } },
      reader,
    );
    const avatar = saved.data?.authUpdateProfile.avatar ?? '';
    const served = await fetchFile(avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe(PUBLIC);
  });

  it('answers 404 for keys that are not files', async () => {
    for (const key of ['uploads/prescription/nope.webp', 'uploads/../data.db', 'uploads/%00'])
      expect(await statusOf(`/files/${key}`, author)).toBe(404);
  });
});
