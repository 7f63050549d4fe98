import { expect, test } from '../fixtures';

test.describe('analytics', () => {
  test('sends app_open and screen_view in one batch a few seconds after the page opens', async ({
    page,
    lang,
  }) => {
    const sent = page.waitForRequest(
      (request) => request.postData()?.includes('AnalyticsTrack') ?? false,
      { timeout: 15_000 },
    );
    await page.goto(`/${lang}/about`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const request = await sent;
    const body = request.postDataJSON() as {
      variables: {
        anonymousId: string;
        events: { name: string; params: Record<string, string> }[];
      };
    };
    expect(body.variables.anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.variables.events.map((event) => event.name)).toEqual(['app_open', 'screen_view']);
    expect(body.variables.events[1]?.params).toEqual({
      screenName: '/about',
      screenClass: 'about',
    });
    const response = await request.response();
    expect(await response?.json()).toEqual({ data: { analyticsTrack: 2 } });
  });
});
