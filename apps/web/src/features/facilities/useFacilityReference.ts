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
import { FacilityReferenceQuery, type FacilityReference } from './facilities.graphql';

export interface FacilityReferenceOptions extends CityOptions {
  types: ReferenceOption[];
  listedFor: ReferenceOption[];
}

function build(data: FacilityReference, language: Language): FacilityReferenceOptions {
  return {
    ...cityOptions(data.cities, language),
    types: optionsOf(data.facilityTypes, language),
    listedFor: optionsOf(data.facilityListedFor, language),
  };
}

/**
 * The reference lists (governorates with their districts, facility types, listed-for) in the
 * page language, for the filters and the form; asked once and kept by the client's cache.
 * Undefined while loading.
 */
export function useFacilityReference(): FacilityReferenceOptions | undefined {
  const language = useLanguage();
  const [{ data }] = useQuery({ query: FacilityReferenceQuery });
  return useMemo(() => (data ? build(data, language) : undefined), [data, language]);
}
