import { JOB_QUOTA_SETTING } from '@dawa/shared/jobs';
import { addDays, cairoDate } from '@dawa/shared/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlFromOwnAddresses, jobInput } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { subscribe } from '../../../test/support/sse';
import { notificationsRuntime } from '../notifications/notifications.consumer';
import { notification } from '../notifications/notifications.tables';
import { putSetting } from '../settings/settings.service';
import { job } from './jobs.tables';
import { codeOf, fieldsOf } from '../../../test/support/graphqlErrors';

const FIELDS = `id name type companyName workplaceId positionId cityId regionId address description
  salary { negotiable from to period } email phoneNumber runUntil hired expired label postStatus
  isActive publishedAt createdBy creator { id fullName }
  city { id name { en ar } } region { id name { en ar } } workplace { id } position { id }
  deactivationReason { id category }`;
const CREATE = `mutation($data: JobInput!) { jobCreate(data: $data) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $data: JobInput!) { jobUpdate(id: $id, data: $data) { ${FIELDS} } }`;
const HIRED = `mutation($id: ID!, $hired: Boolean!) { jobHiredSet(id: $id, hired: $hired) { ${FIELDS} } }`;
const ACTIVATE = `mutation($id: ID!, $runUntil: String!) { jobActivate(id: $id, runUntil: $runUntil) { ${FIELDS} } }`;
const DESTROY = `mutation($id: ID!) { jobDestroy(id: $id) }`;
const ACCEPT = `mutation($id: ID!) { jobAccept(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!, $reasonId: ID!) { jobDelete(id: $id, reasonId: $reasonId) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { job(id: $id) { ${FIELDS} } }`;
const LIST = `query($filter: JobFilter, $first: Int, $after: String, $last: Int, $before: String) {
  jobs(filter: $filter, first: $first, after: $after, last: $last, before: $before) {
    items { id name } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;
const MINE = `query { myJobs(first: 50) { items { id label } } }`;
const QUOTA = `query { jobQuota { used limit } }`;
const EDIT_FIELDS = `id name label postStatus publishedAt hasPendingEdit pendingEdit { name }`;
const UPDATE_EDIT = `mutation($id: ID!, $data: JobInput!) {
  jobUpdate(id: $id, data: $data) { ${EDIT_FIELDS} } }`;
const ONE_EDIT = `query($id: ID!) { job(id: $id) { ${EDIT_FIELDS} } }`;
const MINE_EDIT = `query { myJobs(first: 50) { items { ${EDIT_FIELDS} } } }`;
const EDIT_ACCEPT = `mutation($id: ID!) { jobEditAccept(id: $id) { ${EDIT_FIELDS} } }`;
const EDIT_REJECT = `mutation($id: ID!, $reasonId: ID!) {
  jobEditReject(id: $id, reasonId: $reasonId) { ${EDIT_FIELDS} } }`;
const QUEUE = `query { moderationQueue(kind: job, first: 100) {
  items { id title postStatus edit { fields before { title } } } } }`;
const POST_QUOTA = `query { postQuota(kind: job) { used } }`;
const CHANGED = `subscription($mine: Boolean) { jobChanged(mine: $mine) { kind id job { id name } } }`;

interface View {
  id: string;
  name: string;
  label: string;
  postStatus: string;
  hired: boolean;
  expired: boolean;
  publishedAt: string | null;
  salary: { negotiable: boolean; from: number | null; to: number | null; period: string | null };
  city: { id: string; name: { en: string; ar: string } } | null;
  region: { id: string } | null;
  deactivationReason: { id: string; category: string } | null;
}
interface EditView {
  id: string;
  name: string;
  label: string;
  postStatus: string;
  publishedAt: string | null;
  hasPendingEdit: boolean;
  pendingEdit: { name: string } | null;
}
interface QueueItem {
  id: string;
  title: string;
  postStatus: string;
  edit: { fields: string[]; before: { title: string } } | null;
}
type User = { cookie: string; userId: string };

const jobData = jobInput;

describe('jobs', () => {
  let server: TestServer;
  let moderator: User;
  let alice: User;
  let bob: User;

  const gql = graphqlFromOwnAddresses(() => server, 7);
  const db = () => server.app.platform.database.db;
  const stored = async (id: string) => (await db().select().from(job).where(eq(job.id, id)))[0];

  const create = async (user: User, overrides: Record<string, unknown> = {}) => {
    const response = await gql<{ jobCreate: View }>(CREATE, { data: jobData(overrides) }, user);
    expect(response.errors).toBeUndefined();
    return response.data?.jobCreate as View;
  };
  const accept = async (id: string) => {
    const response = await gql<{ jobAccept: View }>(ACCEPT, { id }, moderator);
    expect(response.errors).toBeUndefined();
    return response.data?.jobAccept as View;
  };
  const createAccepted = async (user: User, overrides: Record<string, unknown> = {}) =>
    accept((await create(user, overrides)).id);
  const listed = async (filter: Record<string, unknown> = {}, user = bob) => {
    const response = await gql<{ jobs: { items: { id: string }[] } }>(
      LIST,
      { filter, first: 100 },
      user,
    );
    expect(response.errors).toBeUndefined();
    return response.data?.jobs.items.map((item) => item.id) ?? [];
  };
  const notified = async (userId: string, type: string, postId: string) => {
    await notificationsRuntime(server.app.platform)?.settled();
    const rows = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.userId, userId), eq(notification.postId, postId)));
    return rows.some((row) => row.type === type);
  };

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    moderator = await server.signIn({ roles: ['entityEditor'] });
    [alice, bob] = [await server.signIn(), await server.signIn()];
    await putSetting(db(), JOB_QUOTA_SETTING, 100);
  });
  afterAll(() => server.close());

  it('needs sign-in to read or write', async () => {
    for (const query of [LIST, MINE, QUOTA])
      expect(codeOf(await gql(query, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(CREATE, { data: jobData() }))).toBe('UNAUTHENTICATED');
  });

  it('refuses bad input with every field named, and stores nothing', async () => {
    const before = await db().select().from(job).where(eq(job.createdBy, alice.userId));
    const bad = await gql(
      CREATE,
      {
        data: jobData({
          name: 'x',
          companyName: '',
          address: 'abc',
          description: 'too short',
          salary: { negotiable: false, from: 5000, to: 100, period: 'month' },
          email: 'not-an-email',
          phoneNumber: '12345',
          runUntil: cairoDate(),
        }),
      },
      alice,
    );
    expect(codeOf(bad)).toBe('VALIDATION');
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        ['name', 'invalidName'],
        ['companyName', 'invalidCompanyName'],
        ['address', 'invalidAddress'],
        ['description', 'invalidDescription'],
        ['salary', 'invalidSalary'],
        ['email', 'invalidEmail'],
        ['phoneNumber', 'invalidPhone'],
        ['runUntil', 'invalidRunUntil'],
      ]),
    );
    // Reference data: unknown ids, and a region of another city.
    const unknown = await gql(
      CREATE,
      {
        data: jobData({
          workplaceId: 'spaceship',
          positionId: 'astronaut',
          cityId: 'cairo',
          regionId: 'giza.dokki',
        }),
      },
      alice,
    );
    expect(fieldsOf(unknown)).toEqual([
      ['workplaceId', 'invalidWorkplace'],
      ['positionId', 'invalidPosition'],
      ['regionId', 'invalidRegion'],
    ]);
    const tooLate = await gql(
      CREATE,
      { data: jobData({ runUntil: addDays(cairoDate(), 91) }) },
      alice,
    );
    expect(fieldsOf(tooLate)).toEqual([['runUntil', 'invalidRunUntil']]);
    const noDate = await gql(CREATE, { data: jobData({ runUntil: '2026-02-30' }) }, alice);
    expect(fieldsOf(noDate)).toEqual([['runUntil', 'invalidRunUntil']]);
    const salaryWithoutPeriod = await gql(
      CREATE,
      { data: jobData({ salary: { negotiable: false, from: 10, to: 20 } }) },
      alice,
    );
    expect(fieldsOf(salaryWithoutPeriod)).toEqual([['salary', 'invalidSalary']]);
    const after = await db().select().from(job).where(eq(job.createdBy, alice.userId));
    expect(after).toHaveLength(before.length);

    // An individual may leave the company out; a negotiable salary keeps no numbers.
    const individual = await create(alice, {
      type: 'individualEmployee',
      companyName: null,
      salary: { negotiable: true, from: 1, to: 2, period: 'hour' },
    });
    expect(individual.salary).toEqual({ negotiable: true, from: null, to: null, period: null });
  });

  it('waits for a moderator, then is listed and the owner is told at each step', async () => {
    const created = await create(alice);
    expect(created).toMatchObject({ postStatus: 'pending', label: 'inReview', publishedAt: null });
    expect(created.city?.name).toEqual({ en: 'Giza', ar: 'الجيزة' });
    expect(await listed()).not.toContain(created.id);
    expect(codeOf(await gql(ONE, { id: created.id }, bob))).toBe('NOT_FOUND');
    const mine = await gql<{ myJobs: { items: { id: string; label: string }[] } }>(MINE, {}, alice);
    expect(mine.data?.myJobs.items).toContainEqual({ id: created.id, label: 'inReview' });
    expect(await notified(alice.userId, 'jobPending', created.id)).toBe(true);

    // Only moderators accept; a user trying changes nothing.
    expect(codeOf(await gql(ACCEPT, { id: created.id }, bob))).toBe('FORBIDDEN');
    expect((await stored(created.id))?.postStatus).toBe('pending');
    const accepted = await accept(created.id);
    expect(accepted).toMatchObject({ postStatus: 'accepted', label: 'active' });
    expect(accepted.publishedAt).not.toBeNull();
    expect(await listed()).toContain(created.id);
    expect(await notified(alice.userId, 'jobAccepted', created.id)).toBe(true);
  });

  it('lets only the owner edit, hire, activate or delete; others change nothing', async () => {
    const ad = await createAccepted(alice);
    const before = await stored(ad.id);
    const attempts = [
      await gql(UPDATE, { id: ad.id, data: jobData({ name: 'Taken over' }) }, bob),
      await gql(HIRED, { id: ad.id, hired: true }, bob),
      await gql(ACTIVATE, { id: ad.id, runUntil: addDays(cairoDate(), 10) }, bob),
      await gql(DESTROY, { id: ad.id }, bob),
      await gql(UPDATE, { id: ad.id, data: jobData() }, moderator),
    ];
    expect(attempts.map(codeOf)).toEqual(Array(5).fill('FORBIDDEN'));
    expect(await stored(ad.id)).toEqual(before);
    // A pending ad of someone else is not even found.
    const pending = await create(alice);
    expect(codeOf(await gql(HIRED, { id: pending.id, hired: true }, bob))).toBe('NOT_FOUND');
    expect(codeOf(await gql(UPDATE, { id: 'not-a-uuid', data: jobData() }, bob))).toBe('NOT_FOUND');
  });

  it('keeps an edited ad listed as accepted until a moderator accepts the edit (ADR 0021)', async () => {
    const ad = await createAccepted(alice, { name: 'Pharmacist, day shift' });
    const quota = async () =>
      (await gql<{ postQuota: { used: number } }>(POST_QUOTA, {}, alice)).data?.postQuota.used;
    const usedBefore = await quota();
    const edit = async (name: string) => {
      const response = await gql<{ jobUpdate: EditView }>(
        UPDATE_EDIT,
        { id: ad.id, data: jobData({ name }) },
        alice,
      );
      expect(response.errors).toBeUndefined();
      return response.data?.jobUpdate;
    };
    expect(await edit('Pharmacist, night shift')).toMatchObject({
      name: 'Pharmacist, day shift',
      postStatus: 'accepted',
      label: 'active',
      hasPendingEdit: true,
      pendingEdit: { name: 'Pharmacist, night shift' },
    });
    // Editing again edits the waiting edit; the author is told once that it waits.
    await edit('Pharmacist, night shifts');
    expect(await quota()).toBe(usedBefore);
    expect(await listed()).toContain(ad.id);
    const pendingNotices = async () => {
      await notificationsRuntime(server.app.platform)?.settled();
      return db()
        .select()
        .from(notification)
        .where(and(eq(notification.postId, ad.id), eq(notification.type, 'jobPending')));
    };
    expect((await pendingNotices()).map((row) => row.title.en)).toEqual([
      'Your job opportunity “\u2068Pharmacist, day shift\u2069” is waiting for admin approval',
      'Your edit of the job opportunity “\u2068Pharmacist, day shift\u2069” is waiting for admin approval; the published version stays meanwhile',
    ]);

    // Others read the accepted ad and nothing of the edit, and cannot decide on it.
    const seen = await gql<{ job: EditView }>(ONE_EDIT, { id: ad.id }, bob);
    expect(seen.data?.job).toMatchObject({
      name: 'Pharmacist, day shift',
      hasPendingEdit: false,
      pendingEdit: null,
    });
    for (const user of [alice, bob])
      expect(codeOf(await gql(EDIT_ACCEPT, { id: ad.id }, user))).toBe('FORBIDDEN');
    expect(codeOf(await gql(EDIT_REJECT, { id: ad.id, reasonId: 'job.duplicate' }, bob))).toBe(
      'FORBIDDEN',
    );
    const mine = await gql<{ myJobs: { items: EditView[] } }>(MINE_EDIT, {}, alice);
    expect(mine.data?.myJobs.items).toContainEqual(
      expect.objectContaining({ id: ad.id, label: 'active', hasPendingEdit: true }),
    );

    // Moderators see it in the queue as an edit, with the accepted version beside it.
    const queue = await gql<{ moderationQueue: { items: QueueItem[] } }>(QUEUE, {}, moderator);
    expect(queue.data?.moderationQueue.items).toContainEqual({
      id: ad.id,
      title: 'Pharmacist, night shifts',
      postStatus: 'accepted',
      edit: { fields: ['name'], before: { title: 'Pharmacist, day shift' } },
    });

    // Accepted: public at once, in its place in the list (not published anew).
    const accepted = await gql<{ jobEditAccept: EditView }>(EDIT_ACCEPT, { id: ad.id }, moderator);
    expect(accepted.data?.jobEditAccept).toMatchObject({
      name: 'Pharmacist, night shifts',
      postStatus: 'accepted',
      hasPendingEdit: false,
      publishedAt: ad.publishedAt,
    });
    expect(await notified(alice.userId, 'jobAccepted', ad.id)).toBe(true);
    expect(codeOf(await gql(EDIT_ACCEPT, { id: ad.id }, moderator))).toBe('CONFLICT');

    // Rejected: the accepted version stays, and the owner is told why.
    await edit('Taken over');
    const rejected = await gql<{ jobEditReject: EditView }>(
      EDIT_REJECT,
      { id: ad.id, reasonId: 'job.duplicate' },
      moderator,
    );
    expect(rejected.data?.jobEditReject).toMatchObject({
      name: 'Pharmacist, night shifts',
      postStatus: 'accepted',
      hasPendingEdit: false,
      pendingEdit: null,
    });
    expect(await listed()).toContain(ad.id);
    await notificationsRuntime(server.app.platform)?.settled();
    const [notice] = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.postId, ad.id), eq(notification.type, 'jobDestroyed')));
    expect(notice?.title.en).toBe(
      'Your edit of the job opportunity “\u2068Pharmacist, night shifts\u2069” was not approved; the published version stays',
    );
    expect(notice?.description).toEqual({
      en: 'Reason: Duplicate ad',
      ar: 'السبب: إعلان مكرر',
    });
  });

  it('leaves the list while filled', async () => {
    const ad = await createAccepted(alice);
    const hired = await gql<{ jobHiredSet: View }>(HIRED, { id: ad.id, hired: true }, alice);
    expect(hired.data?.jobHiredSet).toMatchObject({ hired: true, label: 'hired' });
    expect(await listed()).not.toContain(ad.id);
    // A shared link still opens it, saying it is filled.
    const opened = await gql<{ job: View }>(ONE, { id: ad.id }, bob);
    expect(opened.data?.job.hired).toBe(true);
    await gql(HIRED, { id: ad.id, hired: false }, alice);
    expect(await listed()).toContain(ad.id);
  });

  it('expires after its run-until date with no job running, and can be activated again', async () => {
    const ad = await createAccepted(alice);
    await db()
      .update(job)
      .set({ runUntil: addDays(cairoDate(), -1) })
      .where(eq(job.id, ad.id));
    expect(await listed()).not.toContain(ad.id);
    const own = await gql<{ job: View }>(ONE, { id: ad.id }, alice);
    expect(own.data?.job).toMatchObject({ expired: true, label: 'expired' });
    const badDate = await gql(ACTIVATE, { id: ad.id, runUntil: cairoDate() }, alice);
    expect(fieldsOf(badDate)).toEqual([['runUntil', 'invalidRunUntil']]);
    // An edit waiting when it is activated joins the ad going back to review.
    const edited = await gql<{ jobUpdate: EditView }>(
      UPDATE_EDIT,
      { id: ad.id, data: jobData({ name: 'Pharmacist, weekends' }) },
      alice,
    );
    expect(edited.data?.jobUpdate).toMatchObject({ label: 'expired', hasPendingEdit: true });
    const runUntil = addDays(cairoDate(), 20);
    const activated = await gql<{ jobActivate: View }>(ACTIVATE, { id: ad.id, runUntil }, alice);
    expect(activated.data?.jobActivate).toMatchObject({ postStatus: 'pending', label: 'ready' });
    expect((await gql<{ job: EditView }>(ONE_EDIT, { id: ad.id }, alice)).data?.job).toMatchObject({
      name: 'Pharmacist, weekends',
      hasPendingEdit: false,
    });
    expect(await notified(alice.userId, 'jobPending', ad.id)).toBe(true);
    // An active ad needs no activation.
    await accept(ad.id);
    expect(codeOf(await gql(ACTIVATE, { id: ad.id, runUntil }, alice))).toBe('CONFLICT');
  });

  it('is taken down by a moderator with a job reason, which only the owner sees', async () => {
    const ad = await createAccepted(alice);
    const wrong = await gql(DELETE, { id: ad.id, reasonId: 'property.sold' }, moderator);
    expect(fieldsOf(wrong)).toEqual([['reasonId', 'invalidReason']]);
    expect(codeOf(await gql(DELETE, { id: ad.id, reasonId: 'job.filled' }, bob))).toBe('FORBIDDEN');
    const deleted = await gql<{ jobDelete: View }>(
      DELETE,
      { id: ad.id, reasonId: 'job.duplicate' },
      moderator,
    );
    expect(deleted.data?.jobDelete).toMatchObject({
      postStatus: 'deleted',
      label: 'inactive',
      deactivationReason: { id: 'job.duplicate', category: 'job' },
    });
    expect(await listed()).not.toContain(ad.id);
    expect(codeOf(await gql(ONE, { id: ad.id }, bob))).toBe('NOT_FOUND');
    expect(await notified(alice.userId, 'jobDestroyed', ad.id)).toBe(true);
    // Its owner may no longer edit it, and it leaves their list.
    expect(codeOf(await gql(UPDATE, { id: ad.id, data: jobData() }, alice))).toBe('CONFLICT');
    const mine = await gql<{ myJobs: { items: { id: string }[] } }>(MINE, {}, alice);
    expect(mine.data?.myJobs.items.map((item) => item.id)).not.toContain(ad.id);
  });

  it('filters by type, workplace, position, city, region, salary and text, combined', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const ads = {
      alexPharmacist: await createAccepted(alice, {
        name: `${tag} pharmacist Smouha`,
        cityId: 'alexandria',
        regionId: 'alexandria.smouha',
      }),
      alexRep: await createAccepted(alice, {
        name: `${tag} representative`,
        cityId: 'alexandria',
        regionId: 'alexandria.miami',
        positionId: 'medical-representative',
        workplaceId: 'pharmaceutical-company',
        salary: { negotiable: false, from: 15000, to: 20000, period: 'month' },
      }),
      hourly: await createAccepted(bob, {
        name: `${tag} hourly assistant`,
        type: 'individualEmployee',
        companyName: 'Dr. Hany',
        positionId: 'assistant-pharmacist',
        salary: { negotiable: false, from: 50, to: 80, period: 'hour' },
      }),
    };
    const ids = (found: string[]) =>
      Object.entries(ads)
        .filter(([, ad]) => found.includes(ad.id))
        .map(([key]) => key)
        .sort();
    const text = { text: tag.toLowerCase() };
    expect(ids(await listed(text))).toEqual(['alexPharmacist', 'alexRep', 'hourly']);
    expect(ids(await listed({ ...text, cityId: 'alexandria' }))).toEqual([
      'alexPharmacist',
      'alexRep',
    ]);
    expect(ids(await listed({ ...text, regionId: 'alexandria.smouha' }))).toEqual([
      'alexPharmacist',
    ]);
    expect(ids(await listed({ ...text, positionId: 'medical-representative' }))).toEqual([
      'alexRep',
    ]);
    expect(ids(await listed({ ...text, workplaceId: 'pharmaceutical-company' }))).toEqual([
      'alexRep',
    ]);
    expect(ids(await listed({ ...text, type: 'individualEmployee' }))).toEqual(['hourly']);
    expect(ids(await listed({ ...text, salaryMin: 13000, salaryPeriod: 'month' }))).toEqual([
      'alexRep',
    ]);
    expect(ids(await listed({ ...text, salaryMin: 60, salaryPeriod: 'hour' }))).toEqual(['hourly']);
    expect(ids(await listed({ text: 'dr. hany' }))).toEqual(['hourly']);
    expect(
      ids(await listed({ ...text, cityId: 'alexandria', type: 'individualEmployee' })),
    ).toEqual([]);
    // LIKE's wildcards are taken literally.
    expect(await listed({ text: '%' })).toEqual([]);
  });

  it('pages 10 at a time, newest published first, probing both edges', async () => {
    const tag = `Pg${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let i = 0; i < 12; i++)
      made.push((await createAccepted(alice, { name: `${tag} ${i}` })).id);
    const page = async (variables: Record<string, unknown>) => {
      const response = await gql<{
        jobs: {
          items: { id: string }[];
          pageInfo: {
            hasNextPage: boolean;
            hasPreviousPage: boolean;
            endCursor: string;
            startCursor: string;
          };
        };
      }>(LIST, { filter: { text: tag }, ...variables }, bob);
      expect(response.errors).toBeUndefined();
      return response.data?.jobs as {
        items: { id: string }[];
        pageInfo: {
          hasNextPage: boolean;
          hasPreviousPage: boolean;
          endCursor: string;
          startCursor: string;
        };
      };
    };
    const first = await page({});
    expect(first.items.map((item) => item.id)).toEqual(made.slice(2).reverse());
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await page({ after: first.pageInfo.endCursor });
    expect(second.items.map((item) => item.id)).toEqual(made.slice(0, 2).reverse());
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    const back = await page({ last: 10, before: second.pageInfo.startCursor });
    expect(back.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
  });

  it('keeps the monthly limit under parallel creates: at 1 of 2, one of two passes', async () => {
    const carol = await server.signIn();
    await putSetting(db(), JOB_QUOTA_SETTING, 2);
    try {
      await create(carol);
      const quota = await gql<{ jobQuota: { used: number; limit: number } }>(QUOTA, {}, carol);
      expect(quota.data?.jobQuota).toEqual({ used: 1, limit: 2 });
      const guard = await gql<{ postQuota: { used: number; limit: number } }>(
        'query { postQuota(kind: job) { used limit } }',
        {},
        carol,
      );
      expect(guard.data?.postQuota).toEqual({ used: 1, limit: 2 });
      const results = await Promise.all([0, 1].map(() => gql(CREATE, { data: jobData() }, carol)));
      expect(results.map((result) => codeOf(result) ?? 'OK').sort()).toEqual([
        'OK',
        'QUOTA_EXCEEDED',
      ]);
      const refused = results.find((result) => result.errors)?.errors?.[0];
      expect(refused?.extensions?.fieldErrors).toMatchObject([
        { path: 'quota', message: 'jobQuota', params: { limit: 2, count: 2 } },
      ]);
      expect(await db().select().from(job).where(eq(job.createdBy, carol.userId))).toHaveLength(2);
    } finally {
      await putSetting(db(), JOB_QUOTA_SETTING, 100);
    }
  });

  it('tells a live list of an accepted ad, and of a filled one leaving it', async () => {
    const live = await subscribe<{
      data?: { jobChanged: { kind: string; id: string; job: { id: string } | null } };
    }>(server.url, CHANGED, { cookie: bob.cookie });
    try {
      const ad = await create(alice, { name: 'Live ad' });
      await accept(ad.id);
      expect((await live.next()).data?.jobChanged).toMatchObject({ kind: 'add', id: ad.id });
      await gql(HIRED, { id: ad.id, hired: true }, alice);
      expect((await live.next()).data?.jobChanged).toMatchObject({
        kind: 'remove',
        id: ad.id,
        job: null,
      });
    } finally {
      live.close();
    }
  });
});
