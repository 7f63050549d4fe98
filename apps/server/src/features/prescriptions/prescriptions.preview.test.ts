import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  builtWebApp,
  graphqlFromOwnAddresses,
  pngImage,
  uploadImage,
} from '../../../test/support/fixtures';
import { startTestServer, type TestServer } from '../../../test/support/server';

const CREATE = `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) { id } }`;
const ACCEPT = `mutation($id: ID!) { prescriptionAccept(id: $id) { id } }`;

describe('prescription link previews', () => {
  let server: TestServer;
  let webDir: string;
  const gql = graphqlFromOwnAddresses(() => server, 4);

  beforeAll(async () => {
    webDir = builtWebApp();
    server = await startTestServer({ TRUST_PROXY: '1', WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const create = async (cookie: string, title: string, description: string) => {
    const imageUploadId = await uploadImage(server, { cookie }, await pngImage(40, 30));
    const created = await gql<{ prescriptionCreate: { id: string } }>(
      CREATE,
      { data: { title, description, imageUploadId } },
      { cookie },
    );
    expect(created.errors).toBeUndefined();
    return created.data!.prescriptionCreate.id;
  };
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();

  it('renders the title and description of a listed prescription, signed out, in both languages', async () => {
    const author = await server.signIn();
    const moderator = await server.signIn({ roles: ['entityEditor'] });
    const id = await create(
      author.cookie,
      'Cough <3 weeks',
      'Adult, 40, productive cough for 5 days. Which "antibiotic"?',
    );

    // Waiting for review: nothing of it in the page.
    const pending = await page(`/en/prescriptions/${id}`);
    expect(pending).toContain('<title>Dawa</title>');
    expect(pending).not.toContain('og:title');
    expect(pending).not.toContain('Cough');

    expect((await gql(ACCEPT, { id }, moderator)).errors).toBeUndefined();
    for (const language of ['en', 'ar']) {
      const html = await page(`/${language}/prescriptions/${id}`);
      // The product's name in the page's language: «دواء» in Arabic, never a Latin word.
      const product = language === 'ar' ? 'دواء' : 'Dawa';
      expect(html).toContain(`<title>Cough &lt;3 weeks | ${product}</title>`);
      expect(html).toContain(
        `<meta property="og:title" content="Cough &lt;3 weeks | ${product}" />`,
      );
      expect(html).toContain(`<meta property="og:site_name" content="${product}" />`);
      expect(html).toContain(
        '<meta property="og:description" content="Adult, 40, productive cough for 5 days. Which &quot;antibiotic&quot;?" />',
      );
      expect(html).toContain(`content="${server.url}/${language}/prescriptions/${id}"`);
      // The photo is not offered to whoever fetches the link.
      expect(html).not.toContain('og:image');
    }

    const unknown = await page('/en/prescriptions/00000000-0000-7000-8000-000000000000');
    expect(unknown).not.toContain('og:title');
  });
});
