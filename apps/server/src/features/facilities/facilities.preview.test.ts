import { describe, expect, it } from 'vitest';
import { pngImage, uploadImage } from '../../../test/support/fixtures';
import { previewSuite } from '../../../test/support/previews';

const CREATE = `mutation($data: PropertyInput!) { propertyCreate(data: $data) { id cover { url } } }`;
const ACCEPT = `mutation($id: ID!) { propertyAccept(id: $id) { id } }`;
const DESTROY = `mutation($id: ID!) { propertyDestroy(id: $id) }`;

describe('facility link previews', () => {
  const suite = previewSuite(16);
  const { gql, page } = suite;

  it('renders the name, description and cover of a listed ad, signed out; nothing pending or deleted', async () => {
    const owner = await suite.server().signIn();
    const moderator = await suite.server().signIn({ roles: ['entityEditor'] });
    const cover = await uploadImage(suite.server(), owner, await pngImage(80, 60), 'facility');
    const created = await gql<{ propertyCreate: { id: string; cover: { url: string } } }>(
      CREATE,
      {
        data: {
          name: 'Pharmacy <for sale>',
          address: '12 Tahrir Street, Dokki',
          income: 15000,
          cityId: 'giza',
          listedForId: 'sale',
          typeId: 'pharmacy',
          price: 2500000,
          imageUploadIds: [cover],
          description: 'A licensed pharmacy on a "busy" street, with its stock and fittings.',
          phoneNumber: '01012345678',
          spaceArea: 60,
          isClosed: false,
        },
      },
      owner,
    );
    const id = created.data?.propertyCreate.id ?? '';
    const coverUrl = created.data?.propertyCreate.cover.url ?? '';
    expect((await page(`/en/facilities/${id}`)).includes('og:title')).toBe(false);

    expect((await gql(ACCEPT, { id }, moderator)).errors).toBeUndefined();
    for (const language of ['en', 'ar']) {
      const html = await page(`/${language}/facilities/${id}`);
      expect(html).toContain(
        `<meta property="og:title" content="Pharmacy &lt;for sale&gt; | ${language === 'ar' ? 'دواء' : 'Dawa'}" />`,
      );
      expect(html).toContain(
        '<meta property="og:description" content="A licensed pharmacy on a &quot;busy&quot; street, with its stock and fittings." />',
      );
      expect(html).toContain(
        `<meta property="og:image" content="${suite.server().url}${coverUrl}" />`,
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    }
    // The picture itself is public, as the crawler fetches it signed out.
    expect((await fetch(`${suite.server().url}${coverUrl}`)).status).toBe(200);
    expect((await gql(DESTROY, { id }, owner)).errors).toBeUndefined();
    expect((await page(`/en/facilities/${id}`)).includes('og:title')).toBe(false);
  });
});
