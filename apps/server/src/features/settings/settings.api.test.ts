import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { event } from '../../platform/events/event.tables';

type Caller = { cookie: string; userId: string; email: string };

const SETTINGS = `{ theme quotas { prescription job facility }
  support { email companyEn companyAr facebookUrl twitterUrl linkedinUrl instagramUrl appStoreUrl googlePlayUrl } }`;

const SUPPORT = {
  email: 'help@dawa.example',
  companyEn: 'Dawa Health',
  companyAr: 'شركة دواء الصحية',
  facebookUrl: 'https://www.facebook.com/dawa',
  twitterUrl: 'https://x.com/dawa',
  linkedinUrl: 'https://www.linkedin.com/company/dawa',
  instagramUrl: 'https://www.instagram.com/dawa',
  appStoreUrl: 'https://apps.apple.com/app/dawa',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=dawa',
};

describe('admin settings (issue #16 point 3)', () => {
  let server: TestServer;
  let webDir: string;
  let owner: Caller;
  let editor: Caller;

  beforeAll(async () => {
    // A built web app as Vite writes it, so the HTML shell is served.
    webDir = mkdtempSync(path.join(tmpdir(), 'dawa-settings-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><meta name="theme-color" content="#006d75" /></head><body><div id="root"></div></body></html>',
    );
    server = await startTestServer({ WEB_DIST_DIR: webDir });
    owner = await server.signIn({ roles: ['owner'] });
    editor = await server.signIn({ roles: ['editor'] });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const settings = (caller: Caller) =>
    server.graphql<{ settings: Record<string, unknown> }>(
      `query { settings ${SETTINGS} }`,
      {},
      caller,
    );

  const eventsOf = (section: string) =>
    server.app.platform.database.db
      .select()
      .from(event)
      .where(and(eq(event.entity, 'setting'), eq(event.entityId, section)));

  it('answers the defaults (quotas of the code, support from the environment) until saved', async () => {
    const response = await settings(owner);
    expect(response.errors).toBeUndefined();
    expect(response.data?.settings).toMatchObject({
      theme: 'default',
      quotas: { prescription: 3, job: 10, facility: 5 },
      support: { email: 'support@dawa.example', companyEn: 'Dawa' },
    });
  });

  it('refuses the settings to a role without the settings section', async () => {
    expect((await settings(editor)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const saved = await server.graphql(
      `mutation { settingsThemeUpdate(theme: "red") { theme } }`,
      {},
      editor,
    );
    expect(saved.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await eventsOf('theme')).toHaveLength(0);
  });

  it('serves the saved theme to every visitor on the first paint, with an audit event', async () => {
    const page = async () => (await fetch(`${server.url}/en/services`)).text();
    expect(await page()).not.toContain('data-theme');

    const saved = await server.graphql<{ settingsThemeUpdate: { theme: string } }>(
      `mutation { settingsThemeUpdate(theme: "geek-blue") { theme } }`,
      {},
      owner,
    );
    expect(saved.data?.settingsThemeUpdate.theme).toBe('geek-blue');
    const html = await page();
    expect(html).toContain('<html data-theme="geek-blue" lang="en" dir="ltr">');
    expect(html).toContain('<meta name="theme-color" content="#2f54eb" />');
    const [recorded] = await eventsOf('theme');
    expect(recorded?.actorId).toBe(owner.userId);
    expect(recorded?.values).toEqual({ before: 'default', after: 'geek-blue' });

    const refused = await server.graphql(
      `mutation { settingsThemeUpdate(theme: "teal") { theme } }`,
      {},
      owner,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(await page()).toContain('data-theme="geek-blue"');

    await server.graphql(`mutation { settingsThemeUpdate(theme: "default") { theme } }`, {}, owner);
    expect(await page()).not.toContain('data-theme');
  });

  it('sets the quotas the add guard and the create read, refusing a number out of range', async () => {
    const update = (data: Record<string, number>) =>
      server.graphql(
        `mutation($data: SettingsQuotasInput!) { settingsQuotasUpdate(data: $data) { quotas { prescription job facility } } }`,
        { data },
        owner,
      );
    const refused = await update({ prescription: -1, job: 10_001, facility: 5 });
    expect(refused.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toEqual([
      expect.objectContaining({
        path: 'prescription',
        message: 'numberRange',
        params: { min: 0, max: 10_000 },
        text: 'Enter a whole number from 0 to 10000',
      }),
      expect.objectContaining({ path: 'job', message: 'numberRange' }),
    ]);
    expect((await settings(owner)).data?.settings).toMatchObject({
      quotas: { prescription: 3, job: 10, facility: 5 },
    });

    expect((await update({ prescription: 7, job: 2, facility: 0 })).errors).toBeUndefined();
    const client = await server.signIn();
    for (const [kind, limit] of [
      ['prescription', 7],
      ['job', 2],
      ['facility', 0],
    ] as const) {
      const quota = await server.graphql<{ postQuota: { limit: number } }>(
        `query { postQuota(kind: ${kind}) { limit } }`,
        {},
        client,
      );
      expect(quota.data?.postQuota.limit, kind).toBe(limit);
    }
    const [recorded] = await eventsOf('quotas');
    expect(recorded?.values).toEqual({
      before: { prescription: 3, job: 10, facility: 5 },
      after: { prescription: 7, job: 2, facility: 0 },
    });
  });

  it('saves the support settings the public footer reads, in each language', async () => {
    const update = (data: Record<string, string>) =>
      server.graphql(
        `mutation($data: SettingsSupportInput!) { settingsSupportUpdate(data: $data) { support { email } } }`,
        { data },
        owner,
      );
    const refused = await update({ ...SUPPORT, email: 'not an address', twitterUrl: 'x.com' });
    expect(
      refused.errors?.[0]?.extensions?.fieldErrors?.map(({ path, message }) => [path, message]),
    ).toEqual([
      ['email', 'invalidEmail'],
      ['twitterUrl', 'invalidUrl'],
    ]);

    expect((await update(SUPPORT)).errors).toBeUndefined();
    const read = (language: string) =>
      server.graphql<{ supportSettings: { email: string; company: string; twitterUrl: string } }>(
        '{ supportSettings { email company twitterUrl } }',
        {},
        { headers: { 'accept-language': language } },
      );
    expect((await read('en')).data?.supportSettings).toEqual({
      email: SUPPORT.email,
      company: SUPPORT.companyEn,
      twitterUrl: SUPPORT.twitterUrl,
    });
    expect((await read('ar')).data?.supportSettings.company).toBe(SUPPORT.companyAr);
    expect(await eventsOf('support')).toHaveLength(1);
  });
});
