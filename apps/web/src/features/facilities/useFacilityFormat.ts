import { useTranslation } from '../../app/i18n/useTranslation';
import { formatNumber } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { placeOf } from '../../app/reference/referenceOptions';
import type { PropertyItem } from './facilities.graphql';

export interface FacilityFormat {
  /** "1,250,000 L.E." */
  price: (amount: number) => string;
  /** "85 m²" */
  area: (area: number) => string;
  /** "3,000 L.E. a day" */
  income: (amount: number) => string;
  /** "Dokki, Giza", or the governorate alone. */
  place: (facility: Pick<PropertyItem, 'city' | 'region'>) => string;
  /** "Open" or "Closed". */
  status: (isClosed: boolean) => string;
  /** The facility's type and what it is listed for, in the page language. */
  typeName: (facility: Pick<PropertyItem, 'type'>) => string;
  listedForName: (facility: Pick<PropertyItem, 'listedFor'>) => string;
}

/** A facility's amounts, place and status as text in the page language (ADR 0020's numbers). */
export function useFacilityFormat(): FacilityFormat {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  return {
    price: (amount) => t('amounts.price', { amount: formatNumber(amount, language) }),
    area: (area) => t('amounts.area', { area: formatNumber(area, language) }),
    income: (amount) => t('amounts.income', { amount: formatNumber(amount, language) }),
    place: (facility) =>
      placeOf(facility, language, (region, city) => t('card.place', { region, city })),
    status: (isClosed) => (isClosed ? t('status.closed') : t('status.opened')),
    typeName: (facility) => facility.type?.name[language] ?? '',
    listedForName: (facility) => facility.listedFor?.name[language] ?? '',
  };
}
