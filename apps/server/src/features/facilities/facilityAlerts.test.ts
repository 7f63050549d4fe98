import { FACILITY_QUOTA_SETTING } from '@dawa/shared/facilities';
import { FACILITY_ALERTS_MAX } from '@dawa/shared/facilityAlerts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { facilityInput as input } from '../../../test/support/fixtures';
import { codeOf, fieldsOf } from '../../../test/support/graphqlErrors';
import { postAlertsSuite, type User } from '../../../test/support/postAlerts';
import { postAlert } from '../alerts/alerts.tables';
import { notification } from '../notifications/notifications.tables';

interface Alert {
  id: string;
  listedForId: string | null;
  cityId: string | null;
  priceMin: number | null;
  isClosed: boolean | null;
}

describe('facility alerts', () => {
  const suite = postAlertsSuite<Alert>({
    kind: 'property',
    alertFields: `id listedForId typeId cityId regionId priceMin priceMax areaMin areaMax isClosed createdAt`,
    quotaSetting: FACILITY_QUOTA_SETTING,
    input,
    network: 11,
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
          listedForId: 'no-such-listing',
          typeId: 'no-such-type',
          cityId: 'cairo',
          regionId: 'giza.dokki',
        },
      },
      user,
    );
    expect(codeOf(unknown)).toBe('VALIDATION');
    expect(fieldsOf(unknown)).toEqual([
      ['listedForId', 'invalidListedFor'],
      ['typeId', 'invalidType'],
      ['regionId', 'invalidRegion'],
    ]);
    const numbers = await gql(SAVE, { filter: { priceMin: -1, areaMax: 2_000_000 } }, user);
    expect(codeOf(numbers)).toBe('VALIDATION');
    expect(fieldsOf(numbers)).toEqual([
      ['priceMin', 'invalidExpectedPrice'],
      ['areaMax', 'invalidSpaceArea'],
    ]);
    expect(await db().select().from(postAlert).where(eq(postAlert.userId, user.userId))).toEqual(
      [],
    );
  });

  it('keeps one alert per set of filters, at most ten, apart from the user’s job alerts', async () => {
    const user = await signIn();
    const first = await save(user, { cityId: 'giza', isClosed: false, priceMax: 3_000_000 });
    expect(first).toMatchObject({ cityId: 'giza', isClosed: false, priceMin: null });
    const again = await save(user, { priceMax: 3_000_000, isClosed: false, cityId: 'giza' });
    expect(again.id).toBe(first.id);
    // A job alert of the same user is another kind: neither list shows the other's.
    const job = await gql<{ jobAlertCreate: { id: string } }>(
      'mutation($filter: JobFilter!) { jobAlertCreate(filter: $filter) { id } }',
      { filter: { cityId: 'giza' } },
      user,
    );
    expect(job.errors).toBeUndefined();
    for (let amount = 1; amount < FACILITY_ALERTS_MAX; amount += 1)
      await save(user, { areaMin: amount * 10 });
    expect(await alertsOf(user)).toHaveLength(FACILITY_ALERTS_MAX);
    expect((await alertsOf(user)).map((alert) => alert.id)).not.toContain(
      job.data?.jobAlertCreate.id,
    );
    const refused = await gql(SAVE, { filter: { cityId: 'luxor' } }, user);
    expect(codeOf(refused)).toBe('QUOTA_EXCEEDED');
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toMatchObject([
      {
        path: 'quota',
        message: 'facilityAlertsLimit',
        params: { limit: FACILITY_ALERTS_MAX, count: FACILITY_ALERTS_MAX },
      },
    ]);
    // The job alert cannot be deleted as a facility alert either.
    expect(codeOf(await gql(REMOVE, { id: job.data?.jobAlertCreate.id }, user))).toBe('NOT_FOUND');
  });

  it('is read and deleted by its owner only; another user changes nothing', async () => {
    const [owner, other] = [await signIn(), await signIn()];
    const alert = await save(owner, { typeId: 'pharmacy' });
    expect(await alertsOf(other)).toEqual([]);
    expect(codeOf(await gql(REMOVE, { id: alert.id }, other))).toBe('NOT_FOUND');
    expect((await alertsOf(owner)).map((each) => each.id)).toEqual([alert.id]);
    await ok(REMOVE, { id: alert.id }, owner);
    expect(await alertsOf(owner)).toEqual([]);
    expect(codeOf(await gql(REMOVE, { id: alert.id }, owner))).toBe('NOT_FOUND');
  });

  it('tells each matching user once when an ad is published; an accepted edit tells nobody twice', async () => {
    const [poster, moderator] = [suite.poster(), suite.moderator()];
    const users = await Promise.all(Array.from({ length: 9 }, signIn));
    const [dokki, cairo, forSale, forRent, affordable, tooCheap, roomy, opened, closed] = users;
    const alerts: [User | undefined, Record<string, unknown>][] = [
      [dokki, { cityId: 'giza', regionId: 'giza.dokki' }],
      [cairo, { cityId: 'cairo' }],
      [forSale, { listedForId: 'sale', typeId: 'pharmacy' }],
      [forRent, { listedForId: 'rent' }],
      [affordable, { priceMin: 2_000_000, priceMax: 2_500_000 }],
      [tooCheap, { priceMax: 2_499_999 }],
      [roomy, { areaMin: 60, areaMax: 80 }],
      [opened, { isClosed: false }],
      [closed, { isClosed: true }],
      // The poster's own alert does not tell them of their own ad.
      [poster, { cityId: 'giza' }],
    ];
    for (const [user, filter] of alerts) await save(user as User, filter);

    const id = await postAndAccept();
    expect(await alertsTold([...users, poster], id)).toEqual([1, 0, 1, 0, 1, 0, 1, 1, 0, 0]);
    const [told] = await db()
      .select()
      .from(notification)
      .where(and(eq(notification.postId, id), eq(notification.userId, dokki?.userId ?? '')));
    expect(told).toMatchObject({
      title: { en: 'A new facility matches your alert', ar: 'إعلان منشأة جديد يطابق تنبيهك' },
      description: { en: 'Pharmacy for sale in Dokki', ar: 'Pharmacy for sale in Dokki' },
      createdBy: poster.userId,
    });

    // An accepted edit is not news: nobody is told twice, even an alert it now matches.
    await ok(UPDATE, { id, data: input({ isClosed: true, price: 2_400_000 }) }, poster);
    await ok(EDIT_ACCEPT, { id }, moderator);
    expect(await alertsTold(users, id)).toEqual([1, 0, 1, 0, 1, 0, 1, 1, 0]);

    // Taken down, activated by its owner and accepted again: it is news again.
    const reasons = await gql<{ deactivationReasons: { id: string }[] }>(
      '{ deactivationReasons(category: property) { id } }',
      {},
      moderator,
    );
    const reasonId = reasons.data?.deactivationReasons[0]?.id;
    await ok(
      'mutation($id: ID!, $reasonId: ID!) { propertyDelete(id: $id, reasonId: $reasonId) { id } }',
      { id, reasonId },
      moderator,
    );
    await ok('mutation($id: ID!) { propertyActivate(id: $id) { id } }', { id }, poster);
    expect(await alertsTold(users, id)).toEqual([1, 0, 1, 0, 1, 0, 1, 1, 0]);
    await ok(ACCEPT, { id }, moderator);
    expect(await alertsTold(users, id)).toEqual([2, 0, 2, 0, 2, 1, 2, 1, 1]);
  });

  it('tells nobody of an ad still waiting for review', async () => {
    const watcher = await signIn();
    await save(watcher, { cityId: 'alexandria' });
    const id = await post({ cityId: 'alexandria', regionId: null });
    expect(await alertsTold([watcher], id)).toEqual([0]);
    await ok(ACCEPT, { id }, suite.moderator());
    expect(await alertsTold([watcher], id)).toEqual([1]);
  });
});
