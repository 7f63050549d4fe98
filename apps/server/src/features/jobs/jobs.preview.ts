import type { Language } from '@dawa/shared/language';
import { postIdOfPath } from '@dawa/shared/postPages';
import type { SharePreviewSource } from '../../platform/http/sharePreview';
import type { Platform } from '../../platform/platform';
import { isExpired, jobState, loadJobView, type JobView } from './jobs.kind';
import { isPubliclyVisible } from '../posts/posts';
import { referenceData, type ReferenceSnapshot } from '../reference/reference.service';

/**
 * schema.org `JobPosting` of an accepted job (issue #18 point 6): what search engines' job
 * listings read. The place in the page's language; the salary when it is not negotiable.
 */
function jobPosting(ad: JobView, reference: ReferenceSnapshot, language: Language) {
  const city = reference.cityById.get(ad.cityId)?.name[language];
  const region = ad.regionId ? reference.regionById.get(ad.regionId)?.name[language] : undefined;
  const salary =
    !ad.salaryNegotiable && ad.salaryFrom !== null && ad.salaryPeriod
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'EGP',
            value: {
              '@type': 'QuantitativeValue',
              minValue: ad.salaryFrom,
              ...(ad.salaryTo !== null ? { maxValue: ad.salaryTo } : {}),
              unitText: ad.salaryPeriod === 'hour' ? 'HOUR' : 'MONTH',
            },
          },
        }
      : {};
  return {
    '@type': 'JobPosting',
    title: ad.name,
    description: ad.description,
    datePosted: (ad.publishedAt ?? ad.createdAt).toISOString(),
    validThrough: `${ad.runUntil}T23:59:59+02:00`,
    ...(ad.companyName
      ? { hiringOrganization: { '@type': 'Organization', name: ad.companyName } }
      : {}),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: ad.address,
        ...(region ? { addressLocality: region } : {}),
        ...(city ? { addressRegion: city } : {}),
        addressCountry: 'EG',
      },
    },
    ...salary,
  };
}

/**
 * Link previews of `/{lang}/job-opportunities/{id}` (SPEC §3: a job shares its name and
 * description), for ads the public list shows; a filled, expired or pending one says nothing.
 */
export function jobSharePreview(platform: Platform): SharePreviewSource {
  return async (page, language) => {
    const id = postIdOfPath('job', page);
    const ad = id ? await loadJobView(platform.database.db, id) : null;
    if (!ad || !isPubliclyVisible(jobState(ad)) || isExpired(ad)) return null;
    const company = ad.companyName ? ` · ${ad.companyName}` : '';
    const reference = await referenceData(platform).snapshot();
    return {
      title: `${ad.name}${company}`,
      description: ad.description,
      structuredData: jobPosting(ad, reference, language),
    };
  };
}
