import { useTranslation } from '../i18n/useTranslation';
import { useLanguage } from '../i18n/useLanguage';
import { LISTED_KIND_NAMESPACES, type ListedKind } from '../posts/listedKinds';
import type { CityOptions, ReferenceOption } from '../reference/referenceOptions';

/** A part of an alert's summary; a filter not set gives a falsy one, left out. */
export type AlertSummaryPart = string | false | null | undefined | 0;

/** A chosen reference option's label; its id while the lists load. */
export function optionLabel(
  options: readonly ReferenceOption[] | undefined,
  id?: string,
): string | undefined {
  return id ? (options?.find((option) => option.value === id)?.label ?? id) : undefined;
}

/**
 * What an alert of a kind asks for, in words of the page language: the place first ("Dokki,
 * Giza"), then the kind's own parts, joined by " · "; "Every new job" (facility…) when it
 * asks for nothing.
 */
export function useAlertSummary<Filter extends { cityId?: string; regionId?: string }>(
  kind: ListedKind,
  reference: CityOptions | undefined,
  describe: (filter: Filter) => readonly AlertSummaryPart[],
): (filter: Filter) => string {
  const { t } = useTranslation(LISTED_KIND_NAMESPACES[kind]);
  const language = useLanguage();
  return (filter) => {
    const place =
      filter.cityId &&
      [
        optionLabel(reference?.regionsOf(filter.cityId), filter.regionId),
        optionLabel(reference?.cities, filter.cityId),
      ]
        .filter(Boolean)
        .join(language === 'ar' ? '، ' : ', ');
    const parts = [place, ...describe(filter)].filter(Boolean);
    return parts.length > 0 ? parts.join(' · ') : t('alerts.all');
  };
}
