import { PRESCRIPTION_QUOTA_DEFAULT, PRESCRIPTION_QUOTA_SETTING } from '@dawa/shared/prescriptions';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphqlFromOwnAddresses, uploadImage } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { subscribe } from '../../../test/support/sse';
import { event } from '../../platform/events/event.tables';
import { cairoMonthStart } from '../../platform/time';
import { notificationsRuntime } from '../notifications/notifications.consumer';
import { notification } from '../notifications/notifications.tables';
import { putSetting } from '../settings/settings.service';
import { upload } from '../uploads/uploads.tables';
import { comment, prescription } from './prescriptions.tables';

const FIELDS = `id title description image thumbnail createdAt createdBy postStatus isActive
  deactivationReason viewers subscribers commentsLength creator { id fullName avatar }`;
const CREATE = `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $data: PrescriptionUpdateInput!) {
  prescriptionUpdate(id: $id, data: $data) { title postStatus } }`;
const EDIT_FIELDS = `id title image postStatus commentsLength hasPendingEdit
  pendingEdit { title image }`;
const UPDATE_EDIT = `mutation($id: ID!, $data: PrescriptionUpdateInput!) {
  prescriptionUpdate(id: $id, data: $data) { ${EDIT_FIELDS} } }`;
const ONE_EDIT = `query($id: ID!) { prescription(id: $id) { ${EDIT_FIELDS} } }`;
const EDIT_ACCEPT = `mutation($id: ID!) { prescriptionEditAccept(id: $id) { ${EDIT_FIELDS} } }`;
const EDIT_REJECT = `mutation($id: ID!, $reason: String!) {
  prescriptionEditReject(id: $id, reason: $reason) { ${EDIT_FIELDS} } }`;
const EDIT_QUEUE = `query { moderationQueue(kind: prescription, first: 100) {
  items { id title imageUrl postStatus edit { fields before { title imageUrl } } } } }`;
const DESTROY = `mutation($id: ID!) { prescriptionDestroy(id: $id) }`;
const ACCEPT = `mutation($id: ID!) { prescriptionAccept(id: $id) { id postStatus } }`;
const DELETE = `mutation($id: ID!, $reason: String!) {
  prescriptionDelete(id: $id, reason: $reason) { id postStatus isActive deactivationReason } }`;
const PAGE = `items { ${FIELDS} } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }`;
const LIST = `query($first: Int, $after: String, $last: Int, $before: String) {
  prescriptions(first: $first, after: $after, last: $last, before: $before) { ${PAGE} } }`;
const MINE = `query { myPrescriptions { ${PAGE} } }`;
const ONE = `query($id: ID!) { prescription(id: $id) { ${FIELDS} } }`;
const QUEUE = `query { moderationQueue(kind: prescription) { items { kind id title postStatus } } }`;
const COMMENTS = `query($id: ID!, $first: Int, $after: String) {
  prescriptionComments(prescriptionId: $id, first: $first, after: $after) {
    items { id comment createdBy creator { id fullName } }
    pageInfo { hasNextPage hasPreviousPage endCursor } } }`;
const COMMENT_CREATE = `mutation($id: ID!, $data: CommentInput!) {
  commentCreate(id: $id, data: $data) { id comment createdBy } }`;
const COMMENT_UPDATE = `mutation($p: ID!, $c: ID!, $data: CommentInput!) {
  commentUpdate(prescriptionId: $p, commentId: $c, data: $data) { id comment } }`;
const COMMENT_DESTROY = `mutation($p: ID!, $ids: [ID!]!) { commentDestroy(prescId: $p, ids: $ids) }`;
const TYPING_SET = 'mutation($id: ID!) { prescriptionTypingSet(prescriptionId: $id) }';
const TYPING = 'subscription($id: ID!) { prescriptionTyping(prescriptionId: $id) { user { id } } }';
const COMMENTS_CHANGED = `subscription($id: ID!) {
  prescriptionCommentsChanged(prescriptionId: $id) { kind id comment { comment } } }`;
const MISSING_ID = '0190a3b4-7c1d-7e2f-8a9b-0c1d2e3f4a5b';

interface View {
  id: string;
  title: string;
  description: string;
  postStatus: string;
  isActive: boolean;
  deactivationReason: string | null;
  image: string;
  thumbnail: string;
  createdBy: string;
  viewers: number;
  subscribers: number;
  commentsLength: number;
  creator: { id: string; fullName: string } | null;
}
interface PageOf<T> {
  items: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string;
    endCursor: string;
  };
}
interface EditView {
  id: string;
  title: string;
  image: string | null;
  postStatus: string;
  commentsLength: number;
  hasPendingEdit: boolean;
  pendingEdit: { title: string; image: string | null } | null;
}
type User = { cookie: string; userId: string };

const png = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#3c8' } })
    .png()
    .toBuffer();

describe('prescriptions', () => {
  let server: TestServer;
  let moderator: User;
  // Sign-ups are rate limited per address: a few shared users, a fresh one only for the quota.
  let alice: User;
  let bob: User;
  let carol: User;
  let dave: User;

  /** Each call from its own address, so the per-IP mutation limit does not interfere. */
  const gql = graphqlFromOwnAddresses(() => server, 1);
  const db = () => server.app.platform.database.db;

  const uploadPhoto = async (user: User): Promise<string> => uploadImage(server, user, await png());

  const create = async (user: User, title = 'Chest infection case') => {
    const response = await gql<{ prescriptionCreate: View }>(
      CREATE,
      {
        data: {
          title,
          description: 'Adult, 40, productive cough for 5 days. Which antibiotic?',
          imageUploadId: await uploadPhoto(user),
        },
      },
      user,
    );
    expect(response.errors).toBeUndefined();
    return response.data?.prescriptionCreate as View;
  };

  const createAccepted = async (user: User, title?: string) => {
    const created = await create(user, title);
    const accepted = await gql(ACCEPT, { id: created.id }, moderator);
    expect(accepted.errors).toBeUndefined();
    return created;
  };

  const list = async (user: User, variables: Record<string, unknown> = {}) => {
    const response = await gql<{ prescriptions: PageOf<View> }>(LIST, variables, user);
    expect(response.errors).toBeUndefined();
    return response.data?.prescriptions as PageOf<View>;
  };

  const commentOn = async (user: User, prescriptionId: string, text: string) => {
    const response = await gql<{ commentCreate: { id: string } }>(
      COMMENT_CREATE,
      { id: prescriptionId, data: { comment: text } },
      user,
    );
    expect(response.errors).toBeUndefined();
    return response.data?.commentCreate.id as string;
  };

  /** The stored rows, to check a refused call changed nothing. */
  const storedPrescription = async (id: string) =>
    (await db().select().from(prescription).where(eq(prescription.id, id)))[0];
  const storedComment = async (id: string) =>
    (await db().select().from(comment).where(eq(comment.id, id)))[0];
  const commentsOf = async (prescriptionId: string) =>
    db().select().from(comment).where(eq(comment.prescriptionId, prescriptionId));

  type Failed = { errors?: { message: string; extensions?: { code?: string } }[] };
  const codeOf = (response: Failed) => response.errors?.[0]?.extensions?.code;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    moderator = await server.signIn({ roles: ['entityEditor'] });
    [alice, bob, carol, dave] = [
      await server.signIn(),
      await server.signIn(),
      await server.signIn(),
      await server.signIn(),
    ];
    // Tests post more than 3 each; the quota test sets the limit back to its default.
    await putSetting(server.app.platform.database.db, PRESCRIPTION_QUOTA_SETTING, 100);
  });
  afterAll(() => server.close());

  it('needs sign-in for every call', async () => {
    const anonymousList = await gql(LIST, {});
    expect(anonymousList.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const anonymousCreate = await gql(CREATE, {
      data: { title: 'Title', description: 'A description here', imageUploadId: 'x' },
    });
    expect(anonymousCreate.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const anonymousComment = await gql(COMMENT_CREATE, {
      id: '0190a3b4-7c1d-7e2f-8a9b-0c1d2e3f4a5b',
      data: { comment: 'hi' },
    });
    expect(anonymousComment.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('rejects bad input with the catalogue keys', async () => {
    const response = await gql(
      CREATE,
      { data: { title: 'ab', description: 'short', imageUploadId: null } },
      alice,
    );
    expect(response.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(response.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      { path: 'title', message: 'invalidTitle' },
      { path: 'description', message: 'invalidDescription' },
      { path: 'imageUploadId', message: 'imageRequired' },
    ]);
    const long = await gql(
      CREATE,
      {
        data: {
          title: 'x'.repeat(121),
          description: 'y'.repeat(2001),
          imageUploadId: await uploadPhoto(alice),
        },
      },
      alice,
    );
    expect(long.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      { path: 'title', message: 'invalidTitle' },
      { path: 'description', message: 'invalidDescription' },
    ]);
  });

  it('creates a pending prescription with its uploaded photo and tells the author', async () => {
    const created = await create(alice);
    expect(created).toMatchObject({
      title: 'Chest infection case',
      postStatus: 'pending',
      isActive: true,
      createdBy: alice.userId,
      viewers: 0,
      subscribers: 1,
      commentsLength: 0,
      creator: { id: alice.userId, fullName: 'Test User' },
    });
    expect(created.image).toMatch(/^\/files\/uploads\/prescription\/.+\.webp$/);
    // Pending: its author sees the photo, nobody else does (ADR 0013).
    const photo = (user?: User) =>
      fetch(`${server.url}${created.image}`, { headers: user ? { cookie: user.cookie } : {} });
    expect((await photo(alice)).status).toBe(200);
    expect((await photo(bob)).status).toBe(404);
    expect((await photo()).status).toBe(404);

    const [recorded] = await server.app.platform.database.db
      .select()
      .from(event)
      .where(and(eq(event.entityId, created.id), eq(event.action, 'create')));
    expect(recorded?.values).toMatchObject({
      notify: { kind: 'postStatus', type: 'prescriptionPending', userIds: [alice.userId] },
    });

    // The photo cannot be used twice, nor someone else's.
    const stolen = await gql(
      CREATE,
      {
        data: {
          title: 'Another case',
          description: 'Some description text',
          imageUploadId: await uploadPhoto(alice),
        },
      },
      bob,
    );
    expect(stolen.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('allows 3 per Cairo month: of 5 parallel creates at 0 of 3, exactly 3 pass', async () => {
    const { db } = server.app.platform.database;
    await putSetting(db, PRESCRIPTION_QUOTA_SETTING, PRESCRIPTION_QUOTA_DEFAULT);
    try {
      await quotaScenario(await server.signIn());
    } finally {
      await putSetting(db, PRESCRIPTION_QUOTA_SETTING, 100);
    }
  });

  const quotaScenario = async (author: User) => {
    const send = (imageUploadId: string) =>
      gql(
        CREATE,
        {
          data: { title: 'Racing case', description: 'Five tabs, one click each.', imageUploadId },
        },
        author,
      );
    // More racers than the quota, all at once: on PostgreSQL (CI) they run in parallel
    // transactions, so only the per-owner advisory lock keeps the count honest (without it,
    // all five count 0 and pass). PGlite runs transactions one at a time.
    const images: string[] = [];
    for (let i = 0; i < 5; i++) images.push(await uploadPhoto(author));
    const results = await Promise.all(images.map(send));
    const codes = results.map((result) => result.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'OK', 'OK', 'QUOTA_EXCEEDED', 'QUOTA_EXCEEDED']);
    const refused = results.find((result) => result.errors)?.errors?.[0];
    expect(refused?.message).toBe('You Can Not Add More Than 3 Prescriptions In A Month');
    expect(refused?.extensions?.fieldErrors).toMatchObject([
      { path: 'quota', message: 'prescriptionQuota', params: { limit: 3, count: 3 } },
    ]);
    // What the form asks before it opens (#23: say it before the user fills it in).
    const quota = await gql<{ postQuota: { used: number; limit: number } }>(
      'query { postQuota(kind: prescription) { used limit } }',
      {},
      author,
    );
    expect(quota.data?.postQuota).toEqual({ used: 3, limit: 3 });

    // Deleting does not give a slot back; a post from last month does not count.
    const { db } = server.app.platform.database;
    const mine = await db
      .select()
      .from(prescription)
      .where(eq(prescription.createdBy, author.userId));
    expect(mine).toHaveLength(3);
    const first = mine[0];
    if (!first) throw new Error('no row');
    await gql(DESTROY, { id: first.id }, author);
    const again = await send(await uploadPhoto(author));
    expect(again.errors?.[0]?.extensions?.code).toBe('QUOTA_EXCEEDED');
    await db
      .update(prescription)
      .set({ createdAt: new Date(cairoMonthStart().getTime() - 1000) })
      .where(eq(prescription.id, first.id));
    const afterMonthChange = await send(await uploadPhoto(author));
    expect(afterMonthChange.errors).toBeUndefined();
  };

  it('moderates: pending is hidden, accepted is listed, deleted is hidden with its reason', async () => {
    const created = await create(alice, 'Moderated case');
    const listed = async () => (await list(bob, { first: 50 })).items.map((item) => item.id);

    expect(await listed()).not.toContain(created.id);
    const mine = await gql<{ myPrescriptions: PageOf<View> }>(MINE, {}, alice);
    expect(mine.data?.myPrescriptions.items.map((item) => item.id)).not.toContain(created.id);
    const hidden = await gql(ONE, { id: created.id }, bob);
    expect(hidden.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const own = await gql<{ prescription: View }>(ONE, { id: created.id }, alice);
    expect(own.data?.prescription.postStatus).toBe('pending');

    expect((await gql(ACCEPT, { id: created.id }, bob)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await gql(QUEUE, {}, bob)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const queue = await gql<{ moderationQueue: { items: { id: string; kind: string }[] } }>(
      QUEUE,
      {},
      moderator,
    );
    expect(queue.data?.moderationQueue.items).toContainEqual(
      expect.objectContaining({ id: created.id, kind: 'prescription' }),
    );

    await gql(ACCEPT, { id: created.id }, moderator);
    expect(await listed()).toContain(created.id);
    const mineNow = await gql<{ myPrescriptions: PageOf<View> }>(MINE, {}, alice);
    expect(mineNow.data?.myPrescriptions.items.map((item) => item.id)).toContain(created.id);
    const queueNow = await gql<{ moderationQueue: { items: { id: string }[] } }>(
      QUEUE,
      {},
      moderator,
    );
    expect(queueNow.data?.moderationQueue.items.map((item) => item.id)).not.toContain(created.id);
    expect((await gql(ACCEPT, { id: created.id }, moderator)).errors?.[0]?.extensions?.code).toBe(
      'CONFLICT',
    );

    const short = await gql(DELETE, { id: created.id, reason: '' }, moderator);
    expect(short.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      { path: '', message: 'invalidReason' },
    ]);
    const deleted = await gql<{ prescriptionDelete: View }>(
      DELETE,
      { id: created.id, reason: 'Personal data visible' },
      moderator,
    );
    expect(deleted.data?.prescriptionDelete).toMatchObject({
      postStatus: 'deleted',
      isActive: false,
      deactivationReason: 'Personal data visible',
    });
    expect(await listed()).not.toContain(created.id);
    const [recorded] = await server.app.platform.database.db
      .select()
      .from(event)
      .where(and(eq(event.entityId, created.id), eq(event.action, 'delete')));
    expect(recorded?.values).toMatchObject({
      notify: { kind: 'postStatus', type: 'prescriptionDestroyed', userIds: [alice.userId] },
      reason: 'Personal data visible',
    });

    // SPEC §4: a deleted post stays in public lists while isActive is true.
    await server.app.platform.database.db
      .update(prescription)
      .set({ isActive: true })
      .where(eq(prescription.id, created.id));
    expect(await listed()).toContain(created.id);
    const seen = await gql<{ prescription: View }>(ONE, { id: created.id }, bob);
    expect(seen.data?.prescription.deactivationReason).toBeNull();
  });

  it('lets only the author edit or delete; an edit waits beside the accepted post', async () => {
    const created = await createAccepted(alice, 'Editable case');

    const foreign = await gql(UPDATE, { id: created.id, data: { title: 'Hijacked' } }, bob);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byModerator = await gql(UPDATE, { id: created.id, data: { title: 'Mod' } }, moderator);
    expect(byModerator.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(DESTROY, { id: created.id }, bob)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const invalid = await gql(UPDATE, { id: created.id, data: { title: 'x' } }, alice);
    expect(invalid.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      { path: 'title', message: 'invalidTitle' },
    ]);
    const missing = await gql(
      UPDATE,
      { id: '0190a3b4-7c1d-7e2f-8a9b-0c1d2e3f4a5b', data: { title: 'Whatever' } },
      alice,
    );
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const [before] = await db().select().from(prescription).where(eq(prescription.id, created.id));
    const newPhoto = await uploadPhoto(alice);
    const edited = await gql<{ prescriptionUpdate: EditView }>(
      UPDATE_EDIT,
      { id: created.id, data: { title: 'Edited case', imageUploadId: newPhoto } },
      alice,
    );
    expect(edited.data?.prescriptionUpdate).toMatchObject({
      title: 'Editable case',
      image: before?.imageUrl,
      postStatus: 'accepted',
      hasPendingEdit: true,
      pendingEdit: { title: 'Edited case' },
    });
    const attached = async () =>
      Object.fromEntries(
        (
          await db()
            .select({ id: upload.id, attachedTo: upload.attachedTo })
            .from(upload)
            .where(inArray(upload.id, [before?.imageUploadId ?? '', newPhoto]))
        ).map((row) => [row.id, row.attachedTo]),
      );
    // The new photo waits apart, seen by the author and moderators only; the post keeps its own.
    expect(await attached()).toEqual({
      [before?.imageUploadId ?? '']: `prescription:${created.id}`,
      [newPhoto]: `prescriptionEdit:${created.id}`,
    });
    const newImage = edited.data?.prescriptionUpdate.pendingEdit?.image ?? '';
    const photoStatus = async (user: User, path: string) =>
      (await fetch(`${server.url}${path}`, { headers: { cookie: user.cookie } })).status;
    expect(await photoStatus(alice, newImage)).toBe(200);
    expect(await photoStatus(moderator, newImage)).toBe(200);
    expect(await photoStatus(bob, newImage)).toBe(404);
    expect(await photoStatus(bob, before?.imageUrl ?? '')).toBe(200);
    expect((await list(bob, { first: 50 })).items.map((item) => item.title)).toContain(
      'Editable case',
    );

    // Accepted: the new photo becomes the post's, the replaced one goes, files too.
    const accepted = await gql<{ prescriptionEditAccept: EditView }>(
      EDIT_ACCEPT,
      { id: created.id },
      moderator,
    );
    expect(accepted.data?.prescriptionEditAccept).toMatchObject({
      title: 'Edited case',
      image: newImage,
      hasPendingEdit: false,
    });
    expect(await attached()).toEqual({ [newPhoto]: `prescription:${created.id}` });
    for (const file of [before?.imageUrl, before?.thumbnailUrl])
      expect((await fetch(`${server.url}${file}`)).status).toBe(404);
    expect(await photoStatus(bob, newImage)).toBe(200);

    expect((await gql(DESTROY, { id: created.id }, alice)).data).toEqual({
      prescriptionDestroy: true,
    });
    const own = await gql<{ prescription: View }>(ONE, { id: created.id }, alice);
    expect(own.data?.prescription).toMatchObject({ postStatus: 'deleted', isActive: false });
    const afterDelete = await gql(UPDATE, { id: created.id, data: { title: 'Again' } }, alice);
    expect(afterDelete.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('pages newest first with probes at both edges, authors in one batch', async () => {
    const authors = [alice, bob];
    for (const [index, author] of [...authors, ...authors].entries())
      await createAccepted(author, `Paged case ${index}`);
    const reader = carol;

    const first = await list(reader, { first: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.items[0]?.title).toBe('Paged case 3');
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await list(reader, { first: 2, after: first.pageInfo.endCursor });
    expect(second.items.map((item) => item.title)).toEqual(['Paged case 1', 'Paged case 0']);
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const back = await list(reader, { last: 2, before: second.pageInfo.startCursor });
    expect(back.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(first.items.every((item) => item.creator?.fullName === 'Test User')).toBe(true);

    // The number of statements does not grow with the page: counts and authors are batched.
    const { db } = server.app.platform.database;
    const selects = vi.spyOn(db, 'select');
    try {
      await list(reader, { first: 1 });
      const small = selects.mock.calls.length;
      selects.mockClear();
      const big = await list(reader, { first: 20 });
      expect(big.items.length).toBeGreaterThan(3);
      expect(new Set(big.items.map((item) => item.createdBy)).size).toBeGreaterThan(1);
      expect(selects.mock.calls.length).toBe(small);
    } finally {
      selects.mockRestore();
    }
  });

  it('counts distinct signed-in viewers, not the author', async () => {
    const created = await createAccepted(alice);
    await gql(ONE, { id: created.id }, alice);
    await gql(ONE, { id: created.id }, bob);
    await gql(ONE, { id: created.id }, bob);
    const seen = await gql<{ prescription: View }>(ONE, { id: created.id }, carol);
    expect(seen.data?.prescription.viewers).toBe(2);
    const bad = await gql(ONE, { id: 'not-a-uuid' }, bob);
    expect(bad.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('comments: 5 newest first, own edits only, subscribers are author and commenters', async () => {
    const created = await createAccepted(alice);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const author = i % 2 ? carol : bob;
      const response = await gql<{ commentCreate: { id: string; createdBy: string } }>(
        COMMENT_CREATE,
        { id: created.id, data: { comment: `Comment ${i}` } },
        author,
      );
      expect(response.data?.commentCreate.createdBy).toBe(author.userId);
      ids.push(response.data?.commentCreate.id ?? '');
    }
    const empty = await gql(COMMENT_CREATE, { id: created.id, data: { comment: '  ' } }, bob);
    expect(empty.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      { path: 'comment', message: 'invalidComment' },
    ]);

    type Comments = { prescriptionComments: PageOf<{ id: string; comment: string }> };
    const page = await gql<Comments>(COMMENTS, { id: created.id }, alice);
    expect(page.data?.prescriptionComments.items.map((item) => item.comment)).toEqual([
      'Comment 6',
      'Comment 5',
      'Comment 4',
      'Comment 3',
      'Comment 2',
    ]);
    expect(page.data?.prescriptionComments.pageInfo.hasNextPage).toBe(true);
    const more = await gql<Comments>(
      COMMENTS,
      { id: created.id, after: page.data?.prescriptionComments.pageInfo.endCursor },
      alice,
    );
    expect(more.data?.prescriptionComments.items.map((item) => item.comment)).toEqual([
      'Comment 1',
      'Comment 0',
    ]);
    expect(more.data?.prescriptionComments.pageInfo.hasNextPage).toBe(false);

    const view = await gql<{ prescription: View }>(ONE, { id: created.id }, alice);
    expect(view.data?.prescription).toMatchObject({ subscribers: 3, commentsLength: 7 });
    const [recorded] = await server.app.platform.database.db
      .select()
      .from(event)
      .where(and(eq(event.entityId, ids[6] ?? ''), eq(event.action, 'create')));
    expect(recorded?.values).toMatchObject({
      prescriptionId: created.id,
      notify: { kind: 'comment', type: 'prescriptionComment', authorId: alice.userId },
    });
    const values = recorded?.values as { subscriberIds: string[]; notify: { userIds: string[] } };
    expect(values.subscriberIds.sort()).toEqual([alice.userId, bob.userId, carol.userId].sort());
    // Comment 6 is Bob's: the author and the other commenter hear of it, not Bob.
    expect(values.notify.userIds.sort()).toEqual([alice.userId, carol.userId].sort());

    const bobsComment = ids[0] ?? '';
    const carolsComment = ids[1] ?? '';
    const foreignEdit = await gql(
      COMMENT_UPDATE,
      { p: created.id, c: bobsComment, data: { comment: 'Edited by Carol' } },
      carol,
    );
    expect(foreignEdit.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ownEdit = await gql<{ commentUpdate: { comment: string } }>(
      COMMENT_UPDATE,
      { p: created.id, c: bobsComment, data: { comment: 'Edited by Bob' } },
      bob,
    );
    expect(ownEdit.data?.commentUpdate.comment).toBe('Edited by Bob');

    const foreignDelete = await gql(COMMENT_DESTROY, { p: created.id, ids: [carolsComment] }, bob);
    expect(foreignDelete.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mixed = await gql(
      COMMENT_DESTROY,
      { p: created.id, ids: [bobsComment, carolsComment] },
      bob,
    );
    expect(mixed.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(COMMENT_DESTROY, { p: created.id, ids: [bobsComment] }, bob)).data).toEqual({
      commentDestroy: [bobsComment],
    });
    expect(
      (await gql(COMMENT_DESTROY, { p: created.id, ids: [carolsComment] }, moderator)).data,
    ).toEqual({ commentDestroy: [carolsComment] });
    const after = await gql<{ prescription: View }>(ONE, { id: created.id }, alice);
    expect(after.data?.prescription.commentsLength).toBe(5);
  });

  it('streams list changes by the SPEC §4 rule', async () => {
    type Message = {
      data?: { prescriptionChanged: { kind: string; id: string; prescription: View | null } };
    };
    const stream = await subscribe<Message>(
      server.url,
      'subscription { prescriptionChanged { kind id prescription { id title postStatus commentsLength creator { id } } } }',
      { cookie: carol.cookie },
    );
    const mine = await subscribe<Message>(
      server.url,
      'subscription { prescriptionChanged(mine: true) { kind id } }',
      { cookie: alice.cookie },
    );
    try {
      const created = await create(alice, 'Live case'); // pending: nobody's list changes
      await gql(ACCEPT, { id: created.id }, moderator);
      const added = await stream.next();
      expect(added.data?.prescriptionChanged).toMatchObject({
        kind: 'add',
        id: created.id,
        prescription: { title: 'Live case', postStatus: 'accepted', creator: { id: alice.userId } },
      });
      expect((await mine.next()).data?.prescriptionChanged).toEqual({
        kind: 'add',
        id: created.id,
      });

      // A comment changes the card's count, in both lists; deleting it changes it back.
      const commented = await gql<{ commentCreate: { id: string } }>(
        COMMENT_CREATE,
        { id: created.id, data: { comment: 'Which dose?' } },
        bob,
      );
      expect((await stream.next()).data?.prescriptionChanged).toMatchObject({
        kind: 'update',
        id: created.id,
        prescription: { commentsLength: 1 },
      });
      expect((await mine.next()).data?.prescriptionChanged).toEqual({
        kind: 'update',
        id: created.id,
      });
      await gql(COMMENT_DESTROY, { p: created.id, ids: [commented.data?.commentCreate.id] }, bob);
      expect((await stream.next()).data?.prescriptionChanged).toMatchObject({
        kind: 'update',
        prescription: { commentsLength: 0 },
      });
      expect((await mine.next()).data?.prescriptionChanged).toMatchObject({ kind: 'update' });

      // An edit waits beside the accepted post: the lists update it in place, no flicker.
      await gql(UPDATE, { id: created.id, data: { title: 'Live case, edited' } }, alice);
      expect((await stream.next()).data?.prescriptionChanged).toMatchObject({
        kind: 'update',
        prescription: { title: 'Live case' },
      });
      expect((await mine.next()).data?.prescriptionChanged).toMatchObject({ kind: 'update' });
      await gql(EDIT_ACCEPT, { id: created.id }, moderator);
      expect((await stream.next()).data?.prescriptionChanged).toMatchObject({
        kind: 'update',
        prescription: { title: 'Live case, edited' },
      });
      expect((await mine.next()).data?.prescriptionChanged).toMatchObject({ kind: 'update' });
      await gql(DELETE, { id: created.id, reason: 'Duplicate post' }, moderator);
      expect((await stream.next()).data?.prescriptionChanged).toMatchObject({
        kind: 'remove',
        id: created.id,
      });
    } finally {
      stream.close();
      mine.close();
    }
  });

  it('shows who is typing and new comments live to other readers', async () => {
    const created = await createAccepted(alice);
    const pending = await create(alice, 'Still pending');

    const refused = await subscribe<{ errors?: { extensions?: { code?: string } }[] }>(
      server.url,
      'subscription($id: ID!) { prescriptionTyping(prescriptionId: $id) { at } }',
      { cookie: dave.cookie, variables: { id: pending.id } },
    );
    expect((await refused.next()).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    refused.close();

    const typing = await subscribe<{
      data?: { prescriptionTyping: { prescriptionId: string; user: { id: string } } };
    }>(
      server.url,
      'subscription($id: ID!) { prescriptionTyping(prescriptionId: $id) { prescriptionId user { id fullName } at } }',
      { cookie: bob.cookie, variables: { id: created.id } },
    );
    const comments = await subscribe<{
      data?: {
        prescriptionCommentsChanged: { kind: string; comment: { comment: string } | null };
      };
    }>(
      server.url,
      'subscription($id: ID!) { prescriptionCommentsChanged(prescriptionId: $id) { kind id comment { comment creator { id } } } }',
      { cookie: bob.cookie, variables: { id: created.id } },
    );
    try {
      const signal = 'mutation($id: ID!) { prescriptionTypingSet(prescriptionId: $id) }';
      expect((await gql(signal, { id: created.id }, alice)).data).toEqual({
        prescriptionTypingSet: true,
      });
      // Repeated at once: dropped by the rate limit, not an error.
      expect((await gql(signal, { id: created.id }, alice)).data).toEqual({
        prescriptionTypingSet: false,
      });
      expect((await typing.next()).data?.prescriptionTyping).toMatchObject({
        prescriptionId: created.id,
        user: { id: alice.userId },
      });

      const sent = await gql<{ commentCreate: { id: string } }>(
        COMMENT_CREATE,
        { id: created.id, data: { comment: 'Amoxicillin first.' } },
        alice,
      );
      expect((await comments.next()).data?.prescriptionCommentsChanged).toMatchObject({
        kind: 'add',
        comment: { comment: 'Amoxicillin first.' },
      });
      await gql(COMMENT_DESTROY, { p: created.id, ids: [sent.data?.commentCreate.id] }, alice);
      expect((await comments.next()).data?.prescriptionCommentsChanged).toMatchObject({
        kind: 'remove',
        comment: null,
      });
    } finally {
      typing.close();
      comments.close();
    }
  });

  it('trims every text field; blank or too long is refused with its key and changes nothing', async () => {
    const author = dave;
    const mine = async () =>
      (await db().select().from(prescription).where(eq(prescription.createdBy, author.userId)))
        .length;
    const before = await mine();
    const photo = await uploadPhoto(author);
    const blank = await gql(
      CREATE,
      { data: { title: '   ', description: ' \n\t  ', imageUploadId: photo } },
      author,
    );
    expect(codeOf(blank)).toBe('VALIDATION');
    expect(blank.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      { path: 'title', message: 'invalidTitle' },
      { path: 'description', message: 'invalidDescription' },
    ]);
    // Long enough only with the padding: the bounds apply to the trimmed text.
    const padded = await gql(
      CREATE,
      {
        data: {
          title: '   ab   ',
          description: `     ${'d'.repeat(9)}     `,
          imageUploadId: photo,
        },
      },
      author,
    );
    expect(padded.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      { path: 'title', message: 'invalidTitle' },
      { path: 'description', message: 'invalidDescription' },
    ]);
    expect(await mine()).toBe(before);
    const [unclaimed] = await db().select().from(upload).where(eq(upload.id, photo));
    expect(unclaimed?.attachedTo).toBeNull();

    // At the maximum once trimmed: accepted, stored trimmed.
    const longest = 'T'.repeat(120);
    const created = await gql<{ prescriptionCreate: View }>(
      CREATE,
      {
        data: {
          title: `  ${longest}  `,
          description: '\n  Child, 6, fever since yesterday.  \n',
          imageUploadId: photo,
        },
      },
      author,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.prescriptionCreate.id as string;
    expect(await storedPrescription(id)).toMatchObject({
      title: longest,
      description: 'Child, 6, fever since yesterday.',
    });
    expect((await gql(ACCEPT, { id }, moderator)).errors).toBeUndefined();

    // Edits follow the same rules; a refused edit leaves the row (and its review state) alone.
    const accepted = await storedPrescription(id);
    for (const data of [
      { title: '    ' },
      { title: '  ab  ' },
      { title: 'x'.repeat(121) },
      { description: '  \n  ' },
      { description: 'y'.repeat(2001) },
    ]) {
      const refused = await gql(UPDATE, { id, data }, author);
      expect(codeOf(refused)).toBe('VALIDATION');
      const [field] = Object.keys(data);
      expect(refused.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
        { path: field, message: field === 'title' ? 'invalidTitle' : 'invalidDescription' },
      ]);
    }
    expect(await storedPrescription(id)).toEqual(accepted);
    // The same title with padding is no change: the post stays accepted.
    const same = await gql<{ prescriptionUpdate: { title: string; postStatus: string } }>(
      UPDATE,
      { id, data: { title: ` ${longest} ` } },
      author,
    );
    expect(same.data?.prescriptionUpdate).toEqual({ title: longest, postStatus: 'accepted' });
    expect(await storedPrescription(id)).toEqual(accepted);
    const renamed = await gql<{ prescriptionUpdate: EditView }>(
      UPDATE_EDIT,
      { id, data: { title: '  Renamed case  ', description: '  Child, 6, fever for two days.  ' } },
      author,
    );
    expect(renamed.data?.prescriptionUpdate).toMatchObject({
      title: longest,
      postStatus: 'accepted',
      pendingEdit: { title: 'Renamed case' },
    });
    expect((await gql(EDIT_ACCEPT, { id }, moderator)).errors).toBeUndefined();
    expect(await storedPrescription(id)).toMatchObject({
      title: 'Renamed case',
      description: 'Child, 6, fever for two days.',
    });

    // Comments: 1–1000 characters after trimming, on create and on edit.
    for (const text of ['c'.repeat(1001), ' \n\t ', `  ${'c'.repeat(1001)}  `]) {
      const refused = await gql(COMMENT_CREATE, { id, data: { comment: text } }, bob);
      expect(refused.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
        { path: 'comment', message: 'invalidComment' },
      ]);
    }
    expect(await commentsOf(id)).toHaveLength(0);
    const longestComment = 'c'.repeat(1000);
    const longCommentId = await commentOn(bob, id, `   ${longestComment}   `);
    expect((await storedComment(longCommentId))?.comment).toBe(longestComment);
    const commentId = await commentOn(bob, id, '  Which dose for a child?  ');
    const stored = await storedComment(commentId);
    expect(stored?.comment).toBe('Which dose for a child?');
    for (const text of ['x'.repeat(1001), '   ', '']) {
      const refused = await gql(
        COMMENT_UPDATE,
        { p: id, c: commentId, data: { comment: text } },
        bob,
      );
      expect(refused.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
        { path: 'comment', message: 'invalidComment' },
      ]);
    }
    expect(await storedComment(commentId)).toEqual(stored);
    const edited = await gql<{ commentUpdate: { comment: string } }>(
      COMMENT_UPDATE,
      { p: id, c: commentId, data: { comment: '\t Which dose for a 6-year-old? \n' } },
      bob,
    );
    expect(edited.data?.commentUpdate.comment).toBe('Which dose for a 6-year-old?');
    expect((await storedComment(commentId))?.comment).toBe('Which dose for a 6-year-old?');

    // A moderator's deletion reason: 3–500 characters after trimming.
    for (const reason of ['r'.repeat(501), '      ', '  ab  ']) {
      const refused = await gql(DELETE, { id, reason }, moderator);
      expect(codeOf(refused)).toBe('VALIDATION');
      expect(refused.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
        { path: '', message: 'invalidReason' },
      ]);
    }
    const beforeDelete = await storedPrescription(id);
    expect(beforeDelete).toMatchObject({
      postStatus: 'accepted',
      isActive: true,
      deactivationReason: null,
    });
    const deleted = await gql<{ prescriptionDelete: View }>(
      DELETE,
      { id, reason: `  ${'r'.repeat(500)}  ` },
      moderator,
    );
    expect(deleted.data?.prescriptionDelete).toMatchObject({
      postStatus: 'deleted',
      deactivationReason: 'r'.repeat(500),
    });
  });

  it('keeps a hidden post hidden from other users in every call, as if it did not exist', async () => {
    const pending = await create(alice, 'Not yet reviewed');
    const removed = await createAccepted(alice, 'Removed by a moderator');
    await commentOn(carol, removed.id, 'Written while it was public.');
    expect((await gql(DELETE, { id: removed.id, reason: 'Off topic' }, moderator)).errors).toBe(
      undefined,
    );

    for (const hidden of [pending.id, removed.id]) {
      const commentsBefore = await commentsOf(hidden);
      const stored = await storedPrescription(hidden);
      const calls = {
        read: await gql(ONE, { id: hidden }, bob),
        comments: await gql(COMMENTS, { id: hidden }, bob),
        comment: await gql(COMMENT_CREATE, { id: hidden, data: { comment: 'Hello?' } }, bob),
        typing: await gql(TYPING_SET, { id: hidden }, bob),
        // A commenter from before it was hidden reads it no more either.
        commenter: await gql(COMMENTS, { id: hidden }, carol),
      };
      const missing = await gql(COMMENTS, { id: MISSING_ID }, bob);
      for (const [call, response] of Object.entries(calls)) {
        expect({ call, code: codeOf(response) }).toEqual({ call, code: 'NOT_FOUND' });
        // The same answer as for an id that does not exist: nothing leaks.
        expect(response.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
        expect(Object.values(response.data ?? {}).filter((value) => value !== null)).toEqual([]);
      }
      expect(await commentsOf(hidden)).toEqual(commentsBefore);
      expect(await storedPrescription(hidden)).toEqual(stored);

      // Live: neither the comments nor the typing indicator can be followed.
      for (const query of [COMMENTS_CHANGED, TYPING]) {
        const refused = await subscribe<Failed>(server.url, query, {
          cookie: bob.cookie,
          variables: { id: hidden },
        });
        try {
          expect(codeOf(await refused.next())).toBe('NOT_FOUND');
        } finally {
          refused.close();
        }
      }
      // The author and moderators still see it, read-only: it takes no new comments.
      for (const reader of [alice, moderator]) {
        expect(codeOf(await gql(COMMENTS, { id: hidden }, reader))).toBeUndefined();
        const comment = await gql(COMMENT_CREATE, { id: hidden, data: { comment: 'Hi' } }, reader);
        expect(codeOf(comment)).toBe('CONFLICT');
      }
      expect(await commentsOf(hidden)).toEqual(commentsBefore);
    }

    // Carol's own comment on the now hidden post: she can no longer edit it either.
    const [carols] = await commentsOf(removed.id);
    const edit = await gql(
      COMMENT_UPDATE,
      { p: removed.id, c: carols?.id, data: { comment: 'Edited after removal' } },
      carol,
    );
    expect(codeOf(edit)).toBe('NOT_FOUND');
    expect((await storedComment(carols?.id ?? ''))?.comment).toBe('Written while it was public.');
  });

  it('stops live comments and typing of a post once it is hidden from the follower', async () => {
    const post = await createAccepted(alice, 'Followed live');
    const comments = await subscribe<{
      data?: { prescriptionCommentsChanged: { kind: string; comment: { comment: string } | null } };
    }>(server.url, COMMENTS_CHANGED, { cookie: bob.cookie, variables: { id: post.id } });
    const typing = await subscribe<{ data?: { prescriptionTyping: { user: { id: string } } } }>(
      server.url,
      TYPING,
      { cookie: bob.cookie, variables: { id: post.id } },
    );
    try {
      const carols = await commentOn(carol, post.id, 'While public');
      expect((await comments.next()).data?.prescriptionCommentsChanged.comment?.comment).toBe(
        'While public',
      );

      await gql(DELETE, { id: post.id, reason: 'Personal data visible' }, moderator);
      // Moderators still remove comments and the author types there; Bob hears of it no more.
      const removed = await gql(COMMENT_DESTROY, { p: post.id, ids: [carols] }, moderator);
      expect(removed.errors).toBeUndefined();
      expect((await gql(TYPING_SET, { id: post.id }, alice)).data).toEqual({
        prescriptionTypingSet: true,
      });

      await expect(comments.next(500)).rejects.toThrow('no subscription message in time');
      await expect(typing.next(100)).rejects.toThrow('no subscription message in time');

      await gql(ACCEPT, { id: post.id }, moderator);
      await commentOn(carol, post.id, 'Public again');
      expect((await gql(TYPING_SET, { id: post.id }, carol)).data).toEqual({
        prescriptionTypingSet: true,
      });
      // The next messages Bob gets are those from after the post came back.
      expect((await comments.next()).data?.prescriptionCommentsChanged.comment?.comment).toBe(
        'Public again',
      );
      expect((await typing.next()).data?.prescriptionTyping.user.id).toBe(carol.userId);
    } finally {
      comments.close();
      typing.close();
    }
  });

  it('answers NOT_FOUND, not FORBIDDEN, for comments under a prescription the viewer may not open', async () => {
    const post = await createAccepted(alice, 'Deleted with its comments');
    const carols = await commentOn(carol, post.id, 'Seen before the deletion');
    // Another signed-in user who may open it: the comment is someone else's.
    expect(codeOf(await gql(COMMENT_DESTROY, { p: post.id, ids: [carols] }, bob))).toBe(
      'FORBIDDEN',
    );
    expect(
      codeOf(await gql(DELETE, { id: post.id, reason: 'Against the rules' }, moderator)),
    ).toBeUndefined();
    // Now only its author and moderators may open it: to anyone else it is not there.
    expect(codeOf(await gql(COMMENT_DESTROY, { p: post.id, ids: [carols] }, bob))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await gql(COMMENT_DESTROY, { p: post.id, ids: [carols] }, carol))).toBe(
      'NOT_FOUND',
    );
    expect(await storedComment(carols)).toBeDefined();
  });

  it('lets moderators delete comments, never edit them or the post', async () => {
    const post = await createAccepted(alice, 'Moderated comments');
    const bobs = await commentOn(bob, post.id, 'Buy my pills at example.com');
    const stored = await storedComment(bobs);
    const storedPost = await storedPrescription(post.id);

    const edited = await gql(
      COMMENT_UPDATE,
      { p: post.id, c: bobs, data: { comment: 'Edited by a moderator' } },
      moderator,
    );
    expect(codeOf(edited)).toBe('FORBIDDEN');
    // The post's author does not own the comments under it.
    const byPostAuthor = await gql(
      COMMENT_UPDATE,
      { p: post.id, c: bobs, data: { comment: 'Edited by the post author' } },
      alice,
    );
    expect(codeOf(byPostAuthor)).toBe('FORBIDDEN');
    expect(codeOf(await gql(COMMENT_DESTROY, { p: post.id, ids: [bobs] }, alice))).toBe(
      'FORBIDDEN',
    );
    expect(await storedComment(bobs)).toEqual(stored);

    // The post: moderators delete it with a reason (prescriptionDelete), never as its author.
    const postEdit = await gql(UPDATE, { id: post.id, data: { title: 'By moderator' } }, moderator);
    expect(codeOf(postEdit)).toBe('FORBIDDEN');
    expect(codeOf(await gql(DESTROY, { id: post.id }, moderator))).toBe('FORBIDDEN');
    expect(await storedPrescription(post.id)).toEqual(storedPost);

    // A comment id under another post is not found there.
    const other = await createAccepted(carol, 'Another post');
    const wrongPost = await gql(
      COMMENT_UPDATE,
      { p: other.id, c: bobs, data: { comment: 'Moved' } },
      bob,
    );
    expect(codeOf(wrongPost)).toBe('NOT_FOUND');
    expect(codeOf(await gql(COMMENT_DESTROY, { p: other.id, ids: [bobs] }, moderator))).toBe(
      'NOT_FOUND',
    );
    expect(await storedComment(bobs)).toEqual(stored);

    expect((await gql(COMMENT_DESTROY, { p: post.id, ids: [bobs] }, moderator)).data).toEqual({
      commentDestroy: [bobs],
    });
    expect(await storedComment(bobs)).toBeUndefined();
    const [recorded] = await db()
      .select()
      .from(event)
      .where(and(eq(event.entityId, bobs), eq(event.action, 'delete')));
    expect(recorded).toMatchObject({
      actorId: moderator.userId,
      values: { prescriptionId: post.id, byModerator: true, authorId: bob.userId },
    });
  });

  it('stores a prescriptionDestroyed notification for the author when a moderator deletes', async () => {
    const post = await createAccepted(carol, 'To be removed');
    const own = await createAccepted(carol, 'Removed by its author');
    expect((await gql(DELETE, { id: post.id, reason: 'Duplicate post' }, moderator)).errors).toBe(
      undefined,
    );
    expect((await gql(DESTROY, { id: own.id }, carol)).errors).toBeUndefined();
    const runtime = notificationsRuntime(server.app.platform);
    if (!runtime) throw new Error('the notifications consumer is not running');
    await runtime.settled();

    const destroyed = await db()
      .select()
      .from(notification)
      .where(
        and(
          eq(notification.type, 'prescriptionDestroyed'),
          inArray(notification.postId, [post.id, own.id]),
        ),
      );
    expect(destroyed).toHaveLength(1);
    expect(destroyed[0]).toMatchObject({
      userId: carol.userId,
      postId: post.id,
      createdBy: moderator.userId,
      status: 'unread',
      isNew: true,
      title: {
        en: 'Your prescription “\u2068To be removed\u2069” has been removed',
        ar: 'تم حذف روشتتك «\u2068To be removed\u2069»',
      },
      // The moderator's reason, in the reader's language.
      description: { en: 'Reason: Duplicate post', ar: 'السبب: Duplicate post' },
    });
    // The author sees it in their list; deleting one's own post tells nobody.
    const listed = await gql<{ notifications: { items: { type: string; postId: string }[] } }>(
      'query { notifications(first: 50) { items { type postId } } }',
      {},
      carol,
    );
    expect(listed.data?.notifications.items).toContainEqual({
      type: 'prescriptionDestroyed',
      postId: post.id,
    });
    expect(
      listed.data?.notifications.items.filter((item) => item.postId === own.id).map((i) => i.type),
    ).toEqual(['prescriptionAccepted', 'prescriptionPending']);
  });

  it('keeps an edited prescription public with its comments; a rejected edit leaves it as it was', async () => {
    const post = await createAccepted(dave, 'Rash after amoxicillin');
    await commentOn(bob, post.id, 'Any fever?');
    const used = async () =>
      (
        await gql<{ postQuota: { used: number } }>(
          'query { postQuota(kind: prescription) { used } }',
          {},
          dave,
        )
      ).data?.postQuota.used;
    const usedBefore = await used();
    const edit = async (title: string) =>
      gql<{ prescriptionUpdate: EditView }>(UPDATE_EDIT, { id: post.id, data: { title } }, dave);
    await edit('Rash after amoxicillin, day 2');
    // A second edit changes the waiting one.
    const again = await edit('Rash after amoxicillin, day 3');
    expect(again.data?.prescriptionUpdate).toMatchObject({
      title: 'Rash after amoxicillin',
      hasPendingEdit: true,
      pendingEdit: { title: 'Rash after amoxicillin, day 3' },
    });
    expect(await used()).toBe(usedBefore);

    // Everyone else reads the accepted version with its comments, in the list and alone.
    const listed = (await list(carol, { first: 100 })).items.find((item) => item.id === post.id);
    expect(listed).toMatchObject({ title: 'Rash after amoxicillin', commentsLength: 1 });
    const seen = await gql<{ prescription: EditView }>(ONE_EDIT, { id: post.id }, carol);
    expect(seen.data?.prescription).toMatchObject({
      title: 'Rash after amoxicillin',
      postStatus: 'accepted',
      commentsLength: 1,
      hasPendingEdit: false,
      pendingEdit: null,
    });
    const comments = await gql<{ prescriptionComments: { items: unknown[] } }>(
      COMMENTS,
      { id: post.id },
      carol,
    );
    expect(comments.data?.prescriptionComments.items).toHaveLength(1);
    await commentOn(carol, post.id, 'Stop it and see a doctor.');
    const mine = await gql<{ myPrescriptions: { items: EditView[] } }>(
      `query { myPrescriptions(first: 100) { items { ${EDIT_FIELDS} } } }`,
      {},
      dave,
    );
    expect(mine.data?.myPrescriptions.items).toContainEqual(
      expect.objectContaining({ id: post.id, hasPendingEdit: true }),
    );

    // Only moderators decide on it; they see it in the queue as an edit.
    for (const user of [dave, carol]) {
      expect(codeOf(await gql(EDIT_ACCEPT, { id: post.id }, user))).toBe('FORBIDDEN');
      expect(codeOf(await gql(EDIT_REJECT, { id: post.id, reason: 'Nope, sorry' }, user))).toBe(
        'FORBIDDEN',
      );
    }
    const queue = await gql<{ moderationQueue: { items: { id: string }[] } }>(
      EDIT_QUEUE,
      {},
      moderator,
    );
    expect(queue.data?.moderationQueue.items).toContainEqual(
      expect.objectContaining({
        id: post.id,
        title: 'Rash after amoxicillin, day 3',
        postStatus: 'accepted',
        edit: {
          fields: ['title'],
          before: expect.objectContaining({ title: 'Rash after amoxicillin' }),
        },
      }),
    );

    const rejected = await gql<{ prescriptionEditReject: EditView }>(
      EDIT_REJECT,
      { id: post.id, reason: 'The title names the patient' },
      moderator,
    );
    expect(rejected.data?.prescriptionEditReject).toMatchObject({
      title: 'Rash after amoxicillin',
      postStatus: 'accepted',
      commentsLength: 2,
      hasPendingEdit: false,
    });
    expect(codeOf(await gql(EDIT_REJECT, { id: post.id, reason: 'Again' }, moderator))).toBe(
      'CONFLICT',
    );
    await notificationsRuntime(server.app.platform)?.settled();
    const notices = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.postId, post.id), eq(notification.userId, dave.userId)));
    const quoted = '“\u2068Rash after amoxicillin\u2069”';
    expect(notices.map((row) => [row.type, row.title.en, row.description?.en ?? null])).toEqual(
      expect.arrayContaining([
        [
          'prescriptionPending',
          `Your edit of the prescription ${quoted} is waiting for admin approval; the published version stays meanwhile`,
          null,
        ],
        [
          'prescriptionDestroyed',
          `Your edit of the prescription ${quoted} was not approved; the published version stays`,
          'Reason: The title names the patient',
        ],
      ]),
    );
    // Told once that the edit waits, although it was edited twice.
    expect(notices.filter((row) => row.type === 'prescriptionPending')).toHaveLength(2);
  });
});
