import { expect, test } from '../fixtures';
import { ApiUser } from '../pages/NotificationsApi';

/**
 * Issue #18 point 8: a signed-in list's HTML comes with the answers to the queries its page
 * asks first, so its data is not one more round trip after the scripts. Here the API holds
 * every query it is asked: what the page shows came with its HTML. A query a page asks with
 * other variables than the build listed would leave it loading.
 */
test.describe('answers in the page', () => {
  test('each signed-in list shows its first page with every query to the API held', async ({
    newContext,
    lang,
  }) => {
    const user = await ApiUser.signUp('Page Answers');
    const context = await newContext();
    await user.signInBrowser(context);
    const page = await context.newPage();
    const held: string[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { query?: string } | null;
      const operation = /^\s*(query|mutation|subscription)\s*(\w*)/.exec(body?.query ?? '');
      if (operation?.[1] !== 'query') return route.continue();
      // Never answered: the page has to do without.
      held.push(operation[2] ?? '');
    });

    // Lists the demo data fills, by their cards.
    for (const path of ['prescriptions', 'job-opportunities', 'facilities', 'offers']) {
      await page.goto(`/${lang}/${path}`);
      await expect(page.getByRole('main').getByRole('listitem').first(), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
    // The facilities' first cover, the page's largest paint, is asked for with the HTML.
    await page.goto(`/${lang}/facilities`);
    const cover = page.getByRole('main').locator('img[fetchpriority="high"]');
    await expect(cover).toBeVisible();
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
      'href',
      (await cover.getAttribute('src')) ?? 'no cover',
    );
    // A new user's notifications: the list, not its loading state.
    await page.goto(`/${lang}/notification`);
    await expect(page.locator('section[aria-busy="false"]')).toBeVisible();
    // Asked anyway: what refreshes an answer already shown (cache-and-network), and the newest
    // notifications to toast, asked once the live stream is open so that none falls between.
    for (const answered of ['Jobs', 'JobReference', 'Properties', 'FacilityReference', 'Offers'])
      expect(held).not.toContain(answered);
  });

  test('another page of a list asks the API as before', async ({ newContext, lang }) => {
    const user = await ApiUser.signUp('Page Answers Paged');
    const context = await newContext();
    await user.signInBrowser(context);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql')) return;
      const body = request.postDataJSON() as { query?: string } | null;
      const operation = /^\s*query\s*(\w*)/.exec(body?.query ?? '');
      if (operation) asked.push(operation[1] ?? '');
    });
    await page.goto(`/${lang}/job-opportunities?type=fullTime`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => asked).toContain('Jobs');
  });
});
