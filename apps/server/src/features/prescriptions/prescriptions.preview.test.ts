import { describe, expect, it } from 'vitest';
import { pngImage, uploadImage } from '../../../test/support/fixtures';
import { previewSuite } from '../../../test/support/previews';

const CREATE = `mutation($data: PrescriptionInput!) { prescriptionCreate(data: $data) { id } }`;
const ACCEPT = `mutation($id: ID!) { prescriptionAccept(id: $id) { id } }`;

describe('prescription link previews', () => {
  const suite = previewSuite(4);
  const { gql, page } = suite;

  const create = async (cookie: string, title: string, description: string) => {
    const imageUploadId = await uploadImage(suite.server(), { cookie }, await pngImage(40, 30));
    const created = await gql<{ prescriptionCreate: { id: string } }>(
      CREATE,
      { data: { title, description, imageUploadId } },
      { cookie },
    );
    expect(created.errors).toBeUndefined();
    return created.data!.prescriptionCreate.id;
  };
  it('renders the title and description of a listed prescription, signed out, in both languages', async () => {
    const author = await suite.server().signIn();
    const moderator = await suite.server().signIn({ roles: ['entityEditor'] });
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
      expect(html).toContain(`content="${suite.server().url}/${language}/prescriptions/${id}"`);
      // The photo is not offered to whoever fetches the link.
      expect(html).not.toContain('og:image');
    }

    const unknown = await page('/en/prescriptions/00000000-0000-7000-8000-000000000000');
    expect(unknown).not.toContain('og:title');
  });
});
