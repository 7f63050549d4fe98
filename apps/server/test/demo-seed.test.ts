import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@dawa/shared/legal';
import {
  DEMO_ACCOUNTS,
  DEMO_EMAILS,
  seedDemoAccounts,
} from '../src/features/accounts/accounts.seed';
import { seedDemoFacilities } from '../src/features/facilities/facilities.seed';
import { seedDemoJobs } from '../src/features/jobs/jobs.seed';
import { notificationsRuntime } from '../src/features/notifications/notifications.consumer';
import { seedDemoOffers } from '../src/features/offers/offers.seed';
import { seedDemoPrescriptions } from '../src/features/prescriptions/prescriptions.seed';
import { user } from '../src/platform/auth/auth.tables';
import { pngImage, uploadImage } from './support/fixtures';
import { sessionCookie, startTestServer, type TestServer } from './support/server';

const LIST = `{ prescriptions { items { title createdAt commentsLength image creator { fullName } } } }`;
const QUEUE = `{ moderationQueue(kind: prescription) { items { title } } }`;
const OFFERS = `{ offers { items { title { en ar } } } }`;
const NOTIFICATIONS = `{ notifications(first: 20) { items { title { en } } } }`;
const CREATE = `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) { id } }`;

const DEMO_ACCOUNT_EMAILS = DEMO_ACCOUNTS.map(({ email }) => email);

interface Listed {
  title: string;
  createdAt: string;
  commentsLength: number;
  image: string;
  creator: { fullName: string };
}

/** What `npm start` seeds outside production, beside the demo accounts and drugs. */
describe('demo posts', () => {
  let server: TestServer;
  let address = 0;
  const headers = () => ({ 'x-forwarded-for': `10.40.0.${++address}` });
  const signIn = async (email: string, password: string) => {
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, ...headers() },
      body: JSON.stringify({ email, password }),
    });
    expect(response.ok).toBe(true);
    return sessionCookie(response);
  };
  const gql = async <T>(query: string, cookie: string, variables = {}) => {
    const answer = await server.graphql<T>(query, variables, { cookie, headers: headers() });
    expect(answer.errors).toBeUndefined();
    return answer.data as T;
  };

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    await seedDemoAccounts(server.app.platform);
  });
  afterAll(() => server.close());

  it('seeds complete registrations, but for Karim, who shows that flow', async () => {
    const ME = '{ authMe { registrationComplete phoneNumberVerified } }';
    type Me = { authMe: { registrationComplete: boolean; phoneNumberVerified: boolean } };
    const mona = await gql<Me>(ME, await signIn(DEMO_EMAILS.mona, 'dawa-demo-2026'));
    expect(mona.authMe).toEqual({ registrationComplete: true, phoneNumberVerified: true });
    const admin = await gql<Me>(ME, await signIn(DEMO_EMAILS.admin, 'dawa-admin-2026'));
    expect(admin.authMe.registrationComplete).toBe(true);
    const karim = await gql<Me>(ME, await signIn(DEMO_EMAILS.karim, 'dawa-demo-2026'));
    expect(karim.authMe.registrationComplete).toBe(false);
  });

  it('seeds accounts that confirmed age and terms, as every sign-up must', async () => {
    const rows = await server.app.platform.database.db
      .select({ email: user.email, version: user.termsVersion, at: user.termsAcceptedAt })
      .from(user);
    expect(rows.map(({ email }) => email)).toEqual(expect.arrayContaining(DEMO_ACCOUNT_EMAILS));
    for (const row of rows) {
      expect(row.version, row.email).toBe(TERMS_VERSION);
      expect(row.at, row.email).toBeInstanceOf(Date);
    }
  });

  it('seeds cases with photos, comments and a review queue, then offers, once', async () => {
    const now = new Date();
    expect(await seedDemoPrescriptions(server.app.platform, now)).toBe(5);
    expect(await seedDemoOffers(server.app.platform, now)).toBe(3);
    // Never a second time, nor beside real posts.
    expect(await seedDemoPrescriptions(server.app.platform)).toBe(0);
    expect(await seedDemoOffers(server.app.platform)).toBe(0);

    const mona = await signIn(DEMO_EMAILS.mona, 'dawa-demo-2026');
    const { prescriptions } = await gql<{ prescriptions: { items: Listed[] } }>(LIST, mona);
    expect(prescriptions.items.map((item) => item.title)).toEqual([
      'Child, 4 years, ear pain: is this amoxicillin dose enough?',
      'Heartburn at 24 weeks of pregnancy',
      'تداخل بين الوارفارين والكلاريثروميسين',
      'Metformin before a contrast CT scan',
    ]);
    expect(prescriptions.items.map((item) => item.commentsLength)).toEqual([3, 0, 1, 2]);
    expect(prescriptions.items[0]?.creator.fullName).toBe('Karim Adel');
    const postedDaysAgo = (item: Listed) =>
      Math.round((now.getTime() - Date.parse(item.createdAt)) / 86_400_000);
    expect(prescriptions.items.map(postedDaysAgo)).toEqual([31, 38, 45, 58]);
    // Seen by a signed-in member (prescription photos are private, ADR 0013).
    const photo = await fetch(`${server.url}${prescriptions.items[0]?.image}`, {
      headers: { cookie: mona },
    });
    expect(photo.headers.get('content-type')).toBe('image/webp');

    const admin = await signIn(DEMO_EMAILS.admin, 'dawa-admin-2026');
    const { moderationQueue } = await gql<{ moderationQueue: { items: { title: string }[] } }>(
      QUEUE,
      admin,
    );
    expect(moderationQueue.items.map((item) => item.title)).toEqual([
      'Nine medicines for an 82-year-old: where to start deprescribing?',
    ]);

    const { offers } = await gql<{ offers: { items: { title: { en: string } }[] } }>(OFFERS, mona);
    expect(offers.items.map((item) => item.title.en)).toEqual([
      'Winter season: cold and flu bundle',
      '10% off blood glucose test strips',
      'Free delivery on orders over 2,000 L.E.',
    ]);
    // Mona was told of her approvals, the offers, and Karim's comment on her case, by name.
    const titles = async () =>
      (
        await gql<{ notifications: { items: { title: { en: string } }[] } }>(NOTIFICATIONS, mona)
      ).notifications.items.map((item) => item.title.en);
    await expect.poll(titles).toContain('Karim Adel commented on your prescription');
    expect(await titles()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Your prescription “\u2068.+\u2069” has been approved$/),
        'New offer: Winter season: cold and flu bundle',
      ]),
    );

    // The seeded cases sit in earlier months: Mona still has this month's three.
    for (const index of [1, 2, 3]) {
      const imageUploadId = await uploadImage(server, { cookie: mona }, await pngImage(30, 20));
      await gql(CREATE, mona, {
        data: { title: `My case ${index}`, description: 'A case of this month.', imageUploadId },
      });
    }
  });

  it('seeds a living job board: published ads newest first, one filled, one expired, two to review', async () => {
    expect(await seedDemoJobs(server.app.platform)).toBe(12);
    expect(await seedDemoJobs(server.app.platform)).toBe(0);
    const mona = await signIn(DEMO_EMAILS.mona, 'dawa-demo-2026');
    const { jobs } = await gql<{
      jobs: { items: { name: string; city: { name: { en: string } } }[] };
    }>('{ jobs(first: 20) { items { name city { name { en } } } } }', mona);
    expect(jobs.items).toHaveLength(8);
    expect(jobs.items.slice(0, 2).map((item) => item.name)).toEqual([
      'Pharmacist for the evening shift',
      'صيدلي للوردية الليلية',
    ]);
    expect(jobs.items[1]?.city.name.en).toBe('Giza');
    const { myJobs } = await gql<{ myJobs: { items: { label: string }[] } }>(
      '{ myJobs(first: 20) { items { label } } }',
      mona,
    );
    expect(myJobs.items.map((item) => item.label).sort()).toEqual([
      'active',
      'active',
      'active',
      'active',
      'hired',
      'inReview',
    ]);
    const admin = await signIn(DEMO_EMAILS.admin, 'dawa-admin-2026');
    const { moderationQueue } = await gql<{ moderationQueue: { items: { title: string }[] } }>(
      '{ moderationQueue(kind: job) { items { title } } }',
      admin,
    );
    expect(moderationQueue.items).toHaveLength(2);

    // Mona's alert for pharmacists in Giza was told of Karim's night-shift ad, not of her own.
    const { jobAlerts } = await gql<{ jobAlerts: { cityId: string; positionId: string }[] }>(
      '{ jobAlerts { cityId positionId } }',
      mona,
    );
    expect(jobAlerts).toEqual([{ cityId: 'giza', positionId: 'pharmacist' }]);
    await notificationsRuntime(server.app.platform)?.settled();
    const { notifications } = await gql<{
      notifications: { items: { type: string; description: { en: string } | null }[] };
    }>('{ notifications(first: 50) { items { type description { en } } } }', mona);
    expect(
      notifications.items
        .filter((item) => item.type === 'jobAlert')
        .map((item) => item.description?.en),
    ).toEqual(['صيدلي للوردية الليلية · صيدليات النور']);
  });

  it('seeds facility ads in both languages with galleries: published ones newest first, one taken down, two to review', async () => {
    expect(await seedDemoFacilities(server.app.platform)).toBe(10);
    expect(await seedDemoFacilities(server.app.platform)).toBe(0);
    const karim = await signIn(DEMO_EMAILS.karim, 'dawa-demo-2026');
    const { properties } = await gql<{
      properties: { items: { name: string; images: { url: string }[]; type: { id: string } }[] };
    }>('{ properties(first: 20) { items { name images { url } type { id } } } }', karim);
    expect(properties.items).toHaveLength(7);
    expect(properties.items.slice(0, 2).map((item) => item.name)).toEqual([
      'Licensed pharmacy for sale in Nasr City',
      'صيدلية للبيع في الدقي',
    ]);
    expect(properties.items.map((item) => item.images.length)).toEqual([3, 2, 4, 3, 2, 3, 0]);
    // Facility pictures are public once an ad shows them (ADR 0013).
    const cover = await fetch(`${server.url}${properties.items[0]?.images[0]?.url}`);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    const { myProperties } = await gql<{ myProperties: { items: { label: string }[] } }>(
      '{ myProperties(first: 20) { items { label } } }',
      karim,
    );
    // The one taken down has left his list (accepted and pending only, SPEC §4).
    expect(myProperties.items.map((item) => item.label).sort()).toEqual([
      'active',
      'active',
      'active',
      'inReview',
    ]);
    const admin = await signIn(DEMO_EMAILS.admin, 'dawa-admin-2026');
    const { moderationQueue } = await gql<{ moderationQueue: { items: { title: string }[] } }>(
      '{ moderationQueue(kind: facility) { items { title } } }',
      admin,
    );
    expect(moderationQueue.items).toHaveLength(2);
    // Seeded ads sit mostly in earlier months: Karim may still add facilities this month.
    const { postQuota } = await gql<{ postQuota: { used: number; limit: number } }>(
      '{ postQuota(kind: facility) { used limit } }',
      karim,
    );
    expect(postQuota).toEqual({ used: 1, limit: 5 });
  });
});
