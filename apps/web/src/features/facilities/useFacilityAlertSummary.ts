import { useTranslation } from '../../app/i18n/useTranslation';
import { optionLabel, useAlertSummary } from '../../app/alerts/useAlertSummary';
import { formatNumber } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import type { FacilityFilterValues } from './facilityFilter';
import type { FacilityReferenceOptions } from './useFacilityReference';

/**
 * What a facility alert asks for, in words of the page language: "Dokki, Giza · Pharmacy · For
 * sale · 500,000 to 2,000,000 L.E. · From 60 m² · Open", or "Every new facility".
 */
export function useFacilityAlertSummary(
  reference: FacilityReferenceOptions | undefined,
): (filter: FacilityFilterValues) => string {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  const range = (unit: 'price' | 'area', min?: number, max?: number) => {
    const from = min === undefined ? undefined : formatNumber(min, language);
    const to = max === undefined ? undefined : formatNumber(max, language);
    if (from && to) return t(`alerts.${unit}Between`, { from, to });
    if (from) return t(`alerts.${unit}From`, { amount: from });
    return to && t(`alerts.${unit}UpTo`, { amount: to });
  };
  return useAlertSummary<FacilityFilterValues>('facility', reference, (filter) => [
    optionLabel(reference?.types, filter.typeId),
    optionLabel(reference?.listedFor, filter.listedForId),
    range('price', filter.priceMin, filter.priceMax),
    range('area', filter.areaMin, filter.areaMax),
    filter.isClosed !== undefined && t(filter.isClosed ? 'status.closed' : 'status.opened'),
  ]);
}
