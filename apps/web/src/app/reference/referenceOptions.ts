import type { Language } from '@dawa/shared/language';

/** A choice of a list: its value and what it says. */
export interface ReferenceOption {
  value: string;
  label: string;
}

interface Named {
  id: string;
  name: { en: string; ar: string };
}

/** Reference rows (workplaces, facility types…) as choices in the page language. */
export function optionsOf(items: readonly Named[], language: Language): ReferenceOption[] {
  return items.map((item) => ({ value: item.id, label: item.name[language] }));
}

export interface CityOptions {
  cities: ReferenceOption[];
  /** The districts of a governorate; none without one. */
  regionsOf: (cityId: string | undefined) => ReferenceOption[];
}

/** The governorates and, per governorate, its districts, as choices. */
export function cityOptions(
  cities: readonly (Named & { regions: readonly Named[] })[],
  language: Language,
): CityOptions {
  const regions = new Map(cities.map((city) => [city.id, optionsOf(city.regions, language)]));
  return {
    cities: optionsOf(cities, language),
    regionsOf: (cityId) => (cityId ? (regions.get(cityId) ?? []) : []),
  };
}

/** "Nasr City, Cairo": a district and its governorate, or the governorate alone. */
export function placeOf(
  place: { city?: Named | null; region?: Named | null },
  language: Language,
  join: (region: string, city: string) => string,
): string {
  if (place.city && place.region)
    return join(place.region.name[language], place.city.name[language]);
  return place.city?.name[language] ?? '';
}
