import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { Language } from '@dawa/shared/language';
import { useLanguage } from '../../app/i18n/useLanguage';
import {
  cityOptions,
  optionsOf,
  type CityOptions,
  type ReferenceOption,
} from '../../app/reference/referenceOptions';
import { JobReferenceQuery, type JobReference } from './jobs.graphql';

export interface JobReferenceOptions extends CityOptions {
  workplaces: ReferenceOption[];
  positions: ReferenceOption[];
}

function build(data: JobReference, language: Language): JobReferenceOptions {
  return {
    ...cityOptions(data.cities, language),
    workplaces: optionsOf(data.workplaces, language),
    positions: optionsOf(data.jobPositions, language),
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
