import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Language } from '@dawa/shared/language';
import { expect, test } from '../fixtures';
import { ADMIN, makePng, type ApiClient } from '../pages/ApiClient';
import { expectOneDigitStyle } from '../pages/Digits';
import { apiSearch } from '../pages/DrugIndexPage';
import { JobsApiUser } from '../pages/JobsPage';
import { ApiUser } from '../pages/NotificationsApi';
import { screenshot } from '../pages/Screens';

/**
 * Issue #23's sweep: every route, in the project's language, at a phone and a desktop width,
 * as the user it is for (signed out, a client, an admin). Each page must have no serious or
 * critical axe finding, no horizontal scroll and one kind of digit; its screenshot is kept to
 * be looked at (`sweep-<route>-<lang>-<width>.png`).
 */
const WIDTHS = [375, 1280] as const;

type Who = 'signedOut' | 'client' | 'admin';

interface SweptRoute {
  /** The screenshot's name. */
  name: string;
  /** The path after `/{lang}`. */
  path: (ids: Records) => string;
}

/** The ids the routes with a parameter open, made once per worker. */
interface Records {
  drugId: string;
  prescriptionId: string;
  ownPrescriptionId: string;
  jobId: string;
  ownJobId: string;
  facilityId: string;
  ownFacilityId: string;
  offerId: string;
  /** The client: a fresh account, so that its posts stay within its own monthly quota. */
  client: ApiClient;
  admin: ApiClient;
}

/** The routes each user sees, in the order a sweep visits them. */
const ROUTES: Record<Who, SweptRoute[]> = {
  signedOut: [
    { name: 'home', path: () => '' },
    { name: 'services', path: () => '/services' },
    { name: 'about', path: () => '/about' },
    { name: 'drug-index', path: () => '/drug-index' },
    { name: 'drug-search', path: () => '/drug-index?filter=augmentin&searchBy=tradeName&page=1' },
    { name: 'drug', path: (ids) => `/drug-index/${ids.drugId}` },
    { name: 'privacy', path: () => '/privacy' },
    { name: 'terms', path: () => '/terms' },
    { name: 'mail', path: () => '/mail' },
    { name: 'reset-password', path: () => '/auth/reset-password?token=expired' },
    { name: 'sign-in', path: () => '/auth/signin' },
    { name: 'not-found', path: () => '/no-such-page' },
  ],
  client: [
    { name: 'client-home', path: () => '' },
    { name: 'prescriptions', path: () => '/prescriptions' },
    { name: 'prescription', path: (ids) => `/prescriptions/${ids.prescriptionId}` },
    { name: 'my-prescriptions', path: () => '/my-prescriptions' },
    { name: 'edit-prescription', path: (ids) => `/edit-prescription/${ids.ownPrescriptionId}` },
    { name: 'jobs', path: () => '/job-opportunities' },
    { name: 'job', path: (ids) => `/job-opportunities/${ids.jobId}` },
    { name: 'add-job', path: () => '/add-job' },
    { name: 'edit-job', path: (ids) => `/add-job/edit/${ids.ownJobId}` },
    { name: 'my-jobs', path: () => '/my-jobs' },
    { name: 'facilities', path: () => '/facilities' },
    { name: 'facility', path: (ids) => `/facilities/${ids.facilityId}` },
    { name: 'add-facility', path: () => '/add-facility' },
    { name: 'edit-facility', path: (ids) => `/add-facility/edit/${ids.ownFacilityId}` },
    { name: 'my-facilities', path: () => '/my-facilities' },
    { name: 'profile', path: () => '/profile' },
    { name: 'profile-facilities', path: () => '/profile?tab=facilities' },
    { name: 'profile-notifications', path: () => '/profile?tab=notifications' },
    { name: 'edit-profile', path: () => '/auth/edit-profile' },
    { name: 'notifications', path: () => '/notification' },
    { name: 'offers', path: () => '/offers' },
    { name: 'offer', path: (ids) => `/offers/${ids.offerId}` },
  ],
  admin: [
    { name: 'admin-home', path: () => '/admin' },
    { name: 'admin-analytics', path: () => '/admin/analytics' },
    { name: 'admin-drugs', path: () => '/admin/drugs' },
    { name: 'admin-drug-new', path: () => '/admin/drugs/new' },
    { name: 'admin-drug', path: (ids) => `/admin/drugs/${ids.drugId}` },
    { name: 'admin-import', path: () => '/admin/import' },
    { name: 'admin-offers', path: () => '/admin/offers' },
    { name: 'admin-offer-new', path: () => '/admin/offers/new' },
    { name: 'admin-offer', path: (ids) => `/admin/offers/${ids.offerId}` },
    { name: 'admin-moderation', path: () => '/admin/moderation' },
    { name: 'admin-moderation-facilities', path: () => '/admin/moderation?kind=facility' },
  ],
};

let records: Promise<Records> | undefined;

/**
 * The sweep's records: a drug of the demo catalogue, posts of others and of the client. Made
 * once per worker process (a failed test restarts it, and the records are made anew).
 */
function sweepRecords(request: Parameters<typeof apiSearch>[0], lang: Language): Promise<Records> {
  records ??= (async () => {
    const [drug] = (await apiSearch(request, 'augmentin 1gm', 'tradeName')).items;
    if (!drug) throw new Error('no Augmentin in the demo catalogue');
    const [admin, client, poster] = await Promise.all([
      ApiUser.signIn(ADMIN),
      JobsApiUser.signUp(lang === 'ar' ? 'نهى الصيدلانية' : 'Noha Pharmacist'),
      JobsApiUser.signUp(lang === 'ar' ? 'صيدلية المسح' : 'Sweep Pharmacy'),
    ]);
    const tag = randomUUID().slice(0, 8);
    const prescriptionId = await poster.createPrescription(`Sweep case ${tag}`, makePng());
    await admin.acceptPrescription(prescriptionId);
    await admin.comment(prescriptionId, 'Amoxicillin 500 mg, 3 times a day for 7 days');
    const ownPrescriptionId = await client.createPrescription(`Sweep own ${tag}`, makePng());
    const jobId = await poster.createAcceptedJob(admin, `Sweep pharmacist ${tag}`, {
      salary: { negotiable: false, from: 9000, to: 12000, period: 'month' },
    });
    const ownJobId = await client.createJob(`Sweep own job ${tag}`);
    const facilityId = await poster.createFacility(`Sweep pharmacy for sale ${tag}`, {
      imageUploadIds: [await poster.upload(makePng(480, 320), 'facility')],
    });
    await admin.acceptFacility(facilityId);
    const ownFacilityId = await client.createFacility(`Sweep own facility ${tag}`);
    const offerId = await admin.createOffer(
      { en: `Sweep offer ${tag}`, ar: `عرض المسح ${tag}` },
      { en: 'Ten percent off vitamins this week.', ar: 'خصم عشرة في المائة على الفيتامينات.' },
    );
    return {
      drugId: drug.id,
      prescriptionId,
      ownPrescriptionId,
      jobId,
      ownJobId,
      facilityId,
      ownFacilityId,
      offerId,
      client,
      admin,
    };
  })();
  return records;
}

/** The page is at rest: its main landmark is shown and nothing in it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('main .ant-spin-spinning, main .ant-skeleton-active')).toHaveCount(0);
}

/** How far the page scrolls sideways, in CSS pixels (0 when it fits). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Routes per test: short tests spread over the workers and keep within a timeout under load. */
const ROUTES_PER_TEST = 3;

test.describe('sweep: every route, both widths (#23)', () => {
  for (const who of ['signedOut', 'client', 'admin'] as const) {
    for (let first = 0; first < ROUTES[who].length; first += ROUTES_PER_TEST) {
      const swept = ROUTES[who].slice(first, first + ROUTES_PER_TEST);
      const names = swept.map((route) => route.name).join(', ');
      test(`${who}: ${names}`, async ({ page, lang, request, seriousA11yViolations }) => {
        test.setTimeout(120_000);
        const ids = await sweepRecords(request, lang);
        await page.context().clearCookies();
        if (who !== 'signedOut') await ids[who].signInBrowser(page.context());
        const findings: string[] = [];
        for (const route of swept) {
          const path = route.path(ids);
          // One visit, both widths: a page must also hold when a phone turns or a window narrows.
          await page.setViewportSize({ width: WIDTHS[0], height: 800 });
          await page.goto(`/${lang}${path}`);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            await settled(page);
            const where = `${route.name} at ${width} px (${path || '/'})`;
            const violations = await seriousA11yViolations();
            if (violations.length) findings.push(`${where}: ${violations.join('; ')}`);
            const overflow = await horizontalOverflow(page);
            if (overflow > 0) findings.push(`${where}: scrolls ${overflow} px sideways`);
            await expectOneDigitStyle(page);
            await screenshot(page, lang, `sweep-${route.name}`, { fullPage: true });
          }
        }
        expect(findings).toEqual([]);
      });
    }
  }
});
