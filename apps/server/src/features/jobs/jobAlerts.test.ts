import { JOB_ALERTS_MAX, JOB_QUOTA_SETTING } from '@dawa/shared/jobs';
import { addDays, cairoDate } from '@dawa/shared/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlFromOwnAddresses, jobInput } from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { notificationsRuntime } from '../notifications/notifications.consumer';
import { notification } from '../notifications/notifications.tables';
import { putSetting } from '../settings/settings.service';
import { postAlert } from '../alerts/alerts.tables';
import { job } from './jobs.tables';

const ALERT_FIELDS = `id type workplaceId positionId cityId regionId salaryMin salaryPeriod text`;
const ALERTS = `query { jobAlerts { ${ALERT_FIELDS} } }`;
const SAVE = `mutation($filter: JobFilter!) { jobAlertCreate(filter: $filter) { ${ALERT_FIELDS} } }`;
const REMOVE = `mutation($id: ID!) { jobAlertDelete(id: $id) }`;
const CREATE = `mutation($data: JobInput!) { jobCreate(data: $data) { id } }`;
const UPDATE = `mutation($id: ID!, $data: JobInput!) { jobUpdate(id: $id, data: $data) { id } }`;
const ACCEPT = `mutation($id: ID!) { jobAccept(id: $id) { id } }`;
const ACTIVATE = `mutation($id: ID!, $runUntil: String!) { jobActivate(id: $id, runUntil: $runUntil) { id } }`;

type User = { cookie: string; userId: string };
interface Alert {
  id: string;
  cityId: string | null;
  regionId: string | null;
  salaryMin: number | null;
  salaryPeriod: string | null;
  text: string | null;
}
type Failed = {
  errors?: {
    extensions?: {
      code?: string;
      fieldErrors?: { path: string; message: string; params?: unknown }[];
    };
  }[];
};
const codeOf = (response: Failed) => response.errors?.[0]?.extensions?.code;
const fieldsOf = (response: Failed) =>
  (response.errors?.[0]?.extensions?.fieldErrors ?? []).map((error) => [error.path, error.message]);

const jobData = (overrides: Record<string, unknown> = {}) =>
  jobInput({
    name: 'Pharmacist for the night shift',
    description: 'Night shift midnight to 8 am, five nights a week. One year of experience.',
    ...overrides,
  });

describe('job alerts', () => {
  let server: TestServer;
  let moderator: User;
  let poster: User;

  const gql = graphqlFromOwnAddresses(() => server, 9);
  const db = () => server.app.platform.database.db;

  const save = async (user: User, filter: Record<string, unknown>) => {
    const response = await gql<{ jobAlertCreate: Alert }>(SAVE, { filter }, user);
    expect(response.errors).toBeUndefined();
    return response.data?.jobAlertCreate as Alert;
  };
  const alertsOf = async (user: User) =>
    (await gql<{ jobAlerts: Alert[] }>(ALERTS, {}, user)).data?.jobAlerts ?? [];
  const postAndAccept = async (overrides: Record<string, unknown> = {}) => {
    const created = await gql<{ jobCreate: { id: string } }>(
      CREATE,
      { data: jobData(overrides) },
      poster,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data?.jobCreate.id as string;
    expect((await gql(ACCEPT, { id }, moderator)).errors).toBeUndefined();
    return id;
  };
  /** The jobAlert notifications of each user for `jobId`, once every event was handled. */
  const alertsTold = async (users: User[], jobId: string) => {
    await notificationsRuntime(server.app.platform)?.settled();
    const rows = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.postId, jobId), eq(notification.type, 'jobAlert')));
    return users.map((user) => rows.filter((row) => row.userId === user.userId).length);
  };

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    moderator = await server.signIn({ roles: ['entityEditor'] });
    poster = await server.signIn();
    await putSetting(db(), JOB_QUOTA_SETTING, 100);
  });
  afterAll(() => server.close());

  it('needs sign-in', async () => {
    expect(codeOf(await gql(ALERTS, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(SAVE, { filter: { cityId: 'giza' } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(REMOVE, { id: crypto.randomUUID() }))).toBe('UNAUTHENTICATED');
  });

  it('refuses bad filters with every field named, and stores nothing', async () => {
    const user = await server.signIn();
    const unknown = await gql(
      SAVE,
      {
        filter: {
          workplaceId: 'no-such-place',
          positionId: 'no-such-position',
          cityId: 'cairo',
          regionId: 'giza.dokki',
        },
      },
      user,
    );
    expect(codeOf(unknown)).toBe('VALIDATION');
    expect(fieldsOf(unknown)).toEqual([
      ['workplaceId', 'invalidWorkplace'],
      ['positionId', 'invalidPosition'],
      ['regionId', 'invalidRegion'],
    ]);
    const shape = await gql(
      SAVE,
      { filter: { cityId: 'x'.repeat(101), salaryMin: -5, text: 'y'.repeat(101) } },
      user,
    );
    expect(codeOf(shape)).toBe('VALIDATION');
    expect(fieldsOf(shape)).toEqual([
      ['cityId', 'invalidCity'],
      ['salaryMin', 'invalidSalary'],
      ['text', 'invalidText'],
    ]);
    expect(await db().select().from(postAlert).where(eq(postAlert.userId, user.userId))).toEqual(
      [],
    );
  });

  it('keeps one alert per set of filters and at most ten, even when saved at once', async () => {
    const user = await server.signIn();
    const first = await save(user, { cityId: 'giza', text: '  Night  ' });
    expect(first).toMatchObject({ cityId: 'giza', text: 'Night', salaryMin: null });
    // The same filters (text in other case, a period without an amount) are the same alert.
    const again = await save(user, { cityId: 'giza', text: 'night', salaryPeriod: 'hour' });
    expect(again.id).toBe(first.id);
    for (let amount = 1; amount < JOB_ALERTS_MAX - 1; amount += 1)
      await save(user, { salaryMin: amount * 1000, salaryPeriod: 'month' });
    expect(await alertsOf(user)).toHaveLength(JOB_ALERTS_MAX - 1);
    const results = await Promise.all(
      ['alexandria', 'luxor'].map((cityId) => gql(SAVE, { filter: { cityId } }, user)),
    );
    expect(results.map((result) => codeOf(result) ?? 'OK').sort()).toEqual([
      'OK',
      'QUOTA_EXCEEDED',
    ]);
    expect(
      results.find((result) => result.errors)?.errors?.[0]?.extensions?.fieldErrors,
    ).toMatchObject([
      {
        path: 'quota',
        message: 'jobAlertsLimit',
        params: { limit: JOB_ALERTS_MAX, count: JOB_ALERTS_MAX },
      },
    ]);
    expect(await alertsOf(user)).toHaveLength(JOB_ALERTS_MAX);
  });

  it('is deleted by its owner only; another user changes nothing', async () => {
    const [owner, other] = [await server.signIn(), await server.signIn()];
    const alert = await save(owner, { positionId: 'pharmacist' });
    expect(codeOf(await gql(REMOVE, { id: alert.id }, other))).toBe('NOT_FOUND');
    expect(await alertsOf(other)).toEqual([]);
    expect((await alertsOf(owner)).map((each) => each.id)).toEqual([alert.id]);
    expect(codeOf(await gql(REMOVE, { id: 'not-a-uuid' }, owner))).toBe('NOT_FOUND');
    expect((await gql(REMOVE, { id: alert.id }, owner)).errors).toBeUndefined();
    expect(await alertsOf(owner)).toEqual([]);
    expect(codeOf(await gql(REMOVE, { id: alert.id }, owner))).toBe('NOT_FOUND');
  });

  it('tells each matching user once when an ad is first published, and again when activated', async () => {
    const signIn = () => server.signIn();
    const [giza, cairo, wellPaid, poorlyPaid, byText, individual, twoAlerts, hourly] =
      await Promise.all([
        signIn(),
        signIn(),
        signIn(),
        signIn(),
        signIn(),
        signIn(),
        signIn(),
        signIn(),
      ]);
    const users = [giza, cairo, wellPaid, poorlyPaid, byText, individual, twoAlerts, hourly];
    await save(giza, { cityId: 'giza', regionId: 'giza.dokki' });
    await save(cairo, { cityId: 'cairo' });
    await save(wellPaid, { positionId: 'pharmacist', salaryMin: 11000, salaryPeriod: 'month' });
    await save(poorlyPaid, { salaryMin: 15000 });
    await save(byText, { text: 'NOUR' });
    await save(individual, { type: 'individualEmployee' });
    await save(twoAlerts, { cityId: 'giza' });
    await save(twoAlerts, { workplaceId: 'community-pharmacy' });
    await save(hourly, { salaryMin: 100, salaryPeriod: 'hour' });
    // The poster's own alert does not tell them of their own ad.
    await save(poster, { cityId: 'giza' });

    const id = await postAndAccept();
    expect(await alertsTold([...users, poster], id)).toEqual([1, 0, 1, 0, 1, 0, 1, 0, 0]);
    const [told] = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.postId, id), eq(notification.userId, giza.userId)));
    expect(told).toMatchObject({
      title: { en: 'A new job matches your alert', ar: 'فرصة عمل جديدة تطابق تنبيهك' },
      description: {
        en: 'Pharmacist for the night shift · El Nour Pharmacies',
        ar: 'Pharmacist for the night shift · El Nour Pharmacies',
      },
      createdBy: poster.userId,
    });

    // An accepted edit is not news: nobody is told twice.
    expect(
      (await gql(UPDATE, { id, data: jobData({ name: 'Night pharmacist' }) }, poster)).errors,
    ).toBeUndefined();
    expect(
      (await gql('mutation($id: ID!) { jobEditAccept(id: $id) { id } }', { id }, moderator)).errors,
    ).toBeUndefined();
    expect(await alertsTold(users, id)).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);

    // Expired, activated and accepted again: it is news again.
    await db()
      .update(job)
      .set({ runUntil: addDays(cairoDate(), -1) })
      .where(eq(job.id, id));
    const activated = await gql(ACTIVATE, { id, runUntil: addDays(cairoDate(), 10) }, poster);
    expect(activated.errors).toBeUndefined();
    expect(await alertsTold(users, id)).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);
    expect((await gql(ACCEPT, { id }, moderator)).errors).toBeUndefined();
    expect(await alertsTold(users, id)).toEqual([2, 0, 2, 0, 2, 0, 2, 0]);
  });

  it('tells nobody of an ad still waiting for review; a negotiable ad matches alerts without a salary', async () => {
    const watcher = await server.signIn();
    await save(watcher, { cityId: 'alexandria' });
    const created = await gql<{ jobCreate: { id: string } }>(
      CREATE,
      { data: jobData({ cityId: 'alexandria', regionId: 'alexandria.smouha' }) },
      poster,
    );
    const id = created.data?.jobCreate.id as string;
    expect(await alertsTold([watcher], id)).toEqual([0]);
    const negotiable = await postAndAccept({
      cityId: 'alexandria',
      regionId: 'alexandria.smouha',
      salary: { negotiable: true },
    });
    expect(await alertsTold([watcher], negotiable)).toEqual([1]);
  });
});
