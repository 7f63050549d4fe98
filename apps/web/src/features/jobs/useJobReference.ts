import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { Language } from '@dawa/shared/language';
import { useLanguage } from '../../app/i18n/useLanguage';
import { JobReferenceQuery, type JobReference } from './jobs.graphql';

export interface ReferenceOption {
  value: string;
  label: string;
}

export interface JobReferenceOptions {
  cities: ReferenceOption[];
  regionsOf: (cityId: string | undefined) => ReferenceOption[];
  workplaces: ReferenceOption[];
  positions: ReferenceOption[];
}

function options(
  items: readonly { id: string; name: { en: string; ar: string } }[],
  language: Language,
): ReferenceOption[] {
  return items.map((item) => ({ value: item.id, label: item.name[language] }));
}

function build(data: JobReference, language: Language): JobReferenceOptions {
  const regions = new Map(data.cities.map((city) => [city.id, options(city.regions, language)]));
  return {
    cities: options(data.cities, language),
    regionsOf: (cityId) => (cityId ? (regions.get(cityId) ?? []) : []),
    workplaces: options(data.workplaces, language),
    positions: options(data.jobPositions, language),
  };
}

/**
 * The reference lists (governorates with their districts, workplaces, positions) in the page
 * language, for the filters and the form; asked once and kept by the client's cache.
 * Undefined while loading.
 */
export function useJobReference(): JobReferenceOptions | undefined {
  const language = useLanguage();
  const [{ data }] = useQuery({ query: JobReferenceQuery });
  return useMemo(() => (data ? build(data, language) : undefined), [data, language]);
}
