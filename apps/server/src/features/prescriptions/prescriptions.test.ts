import { PRESCRIPTION_QUOTA_DEFAULT, PRESCRIPTION_QUOTA_SETTING } from '@dawa/shared/prescriptions';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphqlFromOwnAddresses, uploadImage } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { subscribe } from '../../../test/support/sse';
import { event } from '../../platform/events/event.tables';
import { cairoMonthStart } from '../../platform/time';
import { putSetting } from '../settings/settings.service';
import { upload } from '../uploads/uploads.tables';
import { prescription } from './prescriptions.tables';

const FIELDS = `id title description image thumbnail createdAt createdBy postStatus isActive
  deactivationReason viewers subscribers commentsLength creator { id fullName avatar }`;
const CREATE = `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $data: PrescriptionUpdateInput!) {
  prescriptionUpdate(id: $id, data: $data) { title postStatus } }`;
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

interface View {
  id: string;
  title: string;
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

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'true' });
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
    expect(response.errors?.[0]?.extensions?.fieldErrors).toEqual([
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
    expect(long.errors?.[0]?.extensions?.fieldErrors).toEqual([
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
    expect((await fetch(`${server.url}${created.image}`)).status).toBe(200);

    const [recorded] = await server.app.platform.database.db
      .select()
      .from(event)
      .where(and(eq(event.entityId, created.id), eq(event.action, 'create')));
    expect(recorded?.values).toMatchObject({
      notification: 'prescriptionPending',
      notify: [alice.userId],
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

  it('allows 3 per Cairo month, exactly one of two racing creates at 2 of 3', async () => {
    const { db } = server.app.platform.database;
    await putSetting(db, PRESCRIPTION_QUOTA_SETTING, PRESCRIPTION_QUOTA_DEFAULT);
    try {
      await quotaScenario(await server.signIn());
    } finally {
      await putSetting(db, PRESCRIPTION_QUOTA_SETTING, 100);
    }
  });

  const quotaScenario = async (alice: User) => {
    await create(alice, 'First case');
    await create(alice, 'Second case');
    const [imageA, imageB] = [await uploadPhoto(alice), await uploadPhoto(alice)];
    const send = (imageUploadId: string) =>
      gql(
        CREATE,
        { data: { title: 'Racing case', description: 'Two tabs, one click each.', imageUploadId } },
        alice,
      );
    const results = await Promise.all([send(imageA), send(imageB)]);
    const codes = results.map((result) => result.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'QUOTA_EXCEEDED']);
    const refused = results.find((result) => result.errors)?.errors?.[0];
    expect(refused?.message).toBe('You Can Not Add More Than 3 Prescriptions In A Month');
    expect(refused?.extensions?.fieldErrors).toEqual([
      { path: 'quota', message: 'prescriptionQuota', params: { limit: 3 } },
    ]);

    // Deleting does not give a slot back; a post from last month does not count.
    const { db } = server.app.platform.database;
    const mine = await db
      .select()
      .from(prescription)
      .where(eq(prescription.createdBy, alice.userId));
    expect(mine).toHaveLength(3);
    const first = mine[0];
    if (!first) throw new Error('no row');
    await gql(DESTROY, { id: first.id }, alice);
    const again = await send(await uploadPhoto(alice));
    expect(again.errors?.[0]?.extensions?.code).toBe('QUOTA_EXCEEDED');
    await db
      .update(prescription)
      .set({ createdAt: new Date(cairoMonthStart().getTime() - 1000) })
      .where(eq(prescription.id, first.id));
    const afterMonthChange = await send(await uploadPhoto(alice));
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
    expect(short.errors?.[0]?.extensions?.fieldErrors).toEqual([
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
      notification: 'prescriptionDestroyed',
      notify: [alice.userId],
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

  it('lets only the author edit or delete; an edit sends it back to review', async () => {
    const created = await createAccepted(alice, 'Editable case');

    const foreign = await gql(UPDATE, { id: created.id, data: { title: 'Hijacked' } }, bob);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byModerator = await gql(UPDATE, { id: created.id, data: { title: 'Mod' } }, moderator);
    expect(byModerator.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(DESTROY, { id: created.id }, bob)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const invalid = await gql(UPDATE, { id: created.id, data: { title: 'x' } }, alice);
    expect(invalid.errors?.[0]?.extensions?.fieldErrors).toEqual([
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
    const edited = await gql<{ prescriptionUpdate: { title: string; postStatus: string } }>(
      UPDATE,
      { id: created.id, data: { title: 'Edited case', imageUploadId: newPhoto } },
      alice,
    );
    expect(edited.data?.prescriptionUpdate).toEqual({
      title: 'Edited case',
      postStatus: 'pending',
    });
    // The replaced photo is let go (the cleanup job drops it); the new one is attached.
    const attachments = await db()
      .select({ id: upload.id, attachedTo: upload.attachedTo })
      .from(upload)
      .where(inArray(upload.id, [before?.imageUploadId ?? '', newPhoto]));
    expect(Object.fromEntries(attachments.map((row) => [row.id, row.attachedTo]))).toEqual({
      [before?.imageUploadId ?? '']: null,
      [newPhoto]: `prescription:${created.id}`,
    });
    expect((await list(bob, { first: 50 })).items.map((item) => item.id)).not.toContain(created.id);

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
    expect(empty.errors?.[0]?.extensions?.fieldErrors).toEqual([
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
      notification: 'prescriptionComment',
    });
    const values = recorded?.values as { subscriberIds: string[]; notify: string[] };
    expect(values.subscriberIds.sort()).toEqual([alice.userId, bob.userId, carol.userId].sort());
    // Comment 6 is Bob's: the author and the other commenter hear of it, not Bob.
    expect(values.notify.sort()).toEqual([alice.userId, carol.userId].sort());

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

      await gql(UPDATE, { id: created.id, data: { title: 'Live case, edited' } }, alice);
      expect((await stream.next()).data?.prescriptionChanged).toEqual({
        kind: 'remove',
        id: created.id,
        prescription: null,
      });
      await gql(ACCEPT, { id: created.id }, moderator);
      expect((await stream.next()).data?.prescriptionChanged).toMatchObject({
        kind: 'add',
        prescription: { title: 'Live case, edited' },
      });
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
});
