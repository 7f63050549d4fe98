import { addDays, cairoDate } from '@dawa/shared/time';
import { describe, expect, it } from 'vitest';
import { previewSuite } from '../../../test/support/previews';

const CREATE = `mutation($data: JobInput!) { jobCreate(data: $data) { id } }`;
const ACCEPT = `mutation($id: ID!) { jobAccept(id: $id) { id } }`;
const HIRED = `mutation($id: ID!) { jobHiredSet(id: $id, hired: true) { id } }`;

describe('job link previews', () => {
  const suite = previewSuite(8);
  const { gql, page } = suite;

  it('renders the name, company and description of a listed ad, signed out; nothing once filled', async () => {
    const poster = await suite.server().signIn();
    const moderator = await suite.server().signIn({ roles: ['entityEditor'] });
    const created = await gql<{ jobCreate: { id: string } }>(
      CREATE,
      {
        data: {
          name: 'Pharmacist <night shift>',
          type: 'companyOwner',
          companyName: 'El Nour',
          workplaceId: 'community-pharmacy',
          positionId: 'pharmacist',
          cityId: 'giza',
          regionId: 'giza.dokki',
          address: '12 Tahrir Street, Dokki',
          description: 'Night shift, five days a week, "one year" of experience at least.',
          salary: { negotiable: true },
          email: 'jobs@elnour.example',
          phoneNumber: '01012345678',
          runUntil: addDays(cairoDate(), 20),
        },
      },
      poster,
    );
    const id = created.data?.jobCreate.id ?? '';
    expect((await page(`/en/job-opportunities/${id}`)).includes('og:title')).toBe(false);

    expect((await gql(ACCEPT, { id }, moderator)).errors).toBeUndefined();
    for (const language of ['en', 'ar']) {
      const html = await page(`/${language}/job-opportunities/${id}`);
      expect(html).toContain(
        `<meta property="og:title" content="Pharmacist &lt;night shift&gt; · El Nour | ${language === 'ar' ? 'دواء' : 'Dawa'}" />`,
      );
      expect(html).toContain(
        '<meta property="og:description" content="Night shift, five days a week, &quot;one year&quot; of experience at least." />',
      );
      expect(html).toContain(
        `<meta property="og:locale" content="${language === 'ar' ? 'ar_EG' : 'en_US'}" />`,
      );
      // A JobPosting for search engines; its text cannot close the script element.
      const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(block).not.toContain('<night');
      expect(JSON.parse(block)).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Pharmacist <night shift>',
        hiringOrganization: { '@type': 'Organization', name: 'El Nour' },
        jobLocation: {
          address: {
            streetAddress: '12 Tahrir Street, Dokki',
            addressRegion: language === 'ar' ? 'الجيزة' : 'Giza',
            addressCountry: 'EG',
          },
        },
      });
    }
    expect((await gql(HIRED, { id }, poster)).errors).toBeUndefined();
    expect((await page(`/en/job-opportunities/${id}`)).includes('og:title')).toBe(false);
  });
});
