import { JOB_ALERTS_MAX, JOB_QUOTA_SETTING } from '@dawa/shared/jobs';
import { addDays, cairoDate } from '@dawa/shared/time';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobInput } from '../../../test/support/fixtures';
import { codeOf, fieldsOf } from '../../../test/support/graphqlErrors';
import { postAlertsSuite } from '../../../test/support/postAlerts';
import { postAlert } from '../alerts/alerts.tables';
import { notification } from '../notifications/notifications.tables';
import { job } from './jobs.tables';

interface Alert {
  id: string;
  cityId: string | null;
  regionId: string | null;
  salaryMin: number | null;
  salaryPeriod: string | null;
  text: string | null;
}

const ACTIVATE = `mutation($id: ID!, $runUntil: String!) { jobActivate(id: $id, runUntil: $runUntil) { id } }`;

const jobData = (overrides: Record<string, unknown> = {}) =>
  jobInput({
    name: 'Pharmacist for the night shift',
    description: 'Night shift midnight to 8 am, five nights a week. One year of experience.',
    ...overrides,
  });

describe('job alerts', () => {
  const suite = postAlertsSuite<Alert>({
    kind: 'job',
    alertFields: `id type workplaceId positionId cityId regionId salaryMin salaryPeriod text`,
    quotaSetting: JOB_QUOTA_SETTING,
    input: jobData,
    network: 9,
  });
  const { ALERTS, SAVE, REMOVE, UPDATE, ACCEPT, EDIT_ACCEPT } = suite;
  const { gql, db, ok, save, alertsOf, post, postAndAccept, alertsTold } = suite;
  const signIn = () => suite.server().signIn();

  it('needs sign-in', async () => {
    expect(codeOf(await gql(ALERTS, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(SAVE, { filter: { cityId: 'giza' } }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await gql(REMOVE, { id: crypto.randomUUID() }))).toBe('UNAUTHENTICATED');
  });

  it('refuses bad filters with every field named, and stores nothing', async () => {
    const user = await signIn();
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
    const user = await signIn();
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
    const [owner, other] = [await signIn(), await signIn()];
    const alert = await save(owner, { positionId: 'pharmacist' });
    expect(codeOf(await gql(REMOVE, { id: alert.id }, other))).toBe('NOT_FOUND');
    expect(await alertsOf(other)).toEqual([]);
    expect((await alertsOf(owner)).map((each) => each.id)).toEqual([alert.id]);
    expect(codeOf(await gql(REMOVE, { id: 'not-a-uuid' }, owner))).toBe('NOT_FOUND');
    await ok(REMOVE, { id: alert.id }, owner);
    expect(await alertsOf(owner)).toEqual([]);
    expect(codeOf(await gql(REMOVE, { id: alert.id }, owner))).toBe('NOT_FOUND');
  });

  it('tells each matching user once when an ad is first published, and again when activated', async () => {
    const [poster, moderator] = [suite.poster(), suite.moderator()];
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
    await ok(UPDATE, { id, data: jobData({ name: 'Night pharmacist' }) }, poster);
    await ok(EDIT_ACCEPT, { id }, moderator);
    expect(await alertsTold(users, id)).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);

    // Expired, activated and accepted again: it is news again.
    await db()
      .update(job)
      .set({ runUntil: addDays(cairoDate(), -1) })
      .where(eq(job.id, id));
    await ok(ACTIVATE, { id, runUntil: addDays(cairoDate(), 10) }, poster);
    expect(await alertsTold(users, id)).toEqual([1, 0, 1, 0, 1, 0, 1, 0]);
    await ok(ACCEPT, { id }, moderator);
    expect(await alertsTold(users, id)).toEqual([2, 0, 2, 0, 2, 0, 2, 0]);
  });

  it('tells nobody of an ad still waiting for review; a negotiable ad matches alerts without a salary', async () => {
    const watcher = await signIn();
    await save(watcher, { cityId: 'alexandria' });
    const id = await post({ cityId: 'alexandria', regionId: 'alexandria.smouha' });
    expect(await alertsTold([watcher], id)).toEqual([0]);
    const negotiable = await postAndAccept({
      cityId: 'alexandria',
      regionId: 'alexandria.smouha',
      salary: { negotiable: true },
    });
    expect(await alertsTold([watcher], negotiable)).toEqual([1]);
  });
});
