import { useTranslation } from '../../app/i18n/useTranslation';
import { FACILITY_AREA_MAX, FACILITY_PRICE_MAX } from '@dawa/shared/facilities';
import { FilterChoice, FilterField, FilterPanel, PlaceChoices } from '../../app/ui/FilterPanel';
import {
  activeFilterCount,
  FACILITY_STATUSES,
  rangesFromForm,
  type FacilityFilterValues,
} from './facilityFilter';
import type { FacilityReferenceOptions } from './useFacilityReference';

export interface FacilityFiltersProps {
  filter: FacilityFilterValues;
  /** Undefined while the reference lists load (the choices wait; the ranges work). */
  reference: FacilityReferenceOptions | undefined;
  onChange: (filter: FacilityFilterValues) => void;
}

interface RangeProps {
  label: string;
  name: string;
  value: number | undefined;
  max: number;
}

/** One end of a price or area range: a whole number. */
function RangeEnd({ label, name, value, max }: RangeProps) {
  return (
    <FilterField label={label}>
      {(id) => (
        <input
          id={id}
          type="number"
          name={name}
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          defaultValue={value ?? ''}
        />
      )}
    </FilterField>
  );
}

/**
 * The list's filters (SPEC §7), all in the URL: lists apply as soon as one is chosen; the price
 * and area ranges when sent (Enter or the button).
 */
export function FacilityFilters({ filter, reference, onChange }: FacilityFiltersProps) {
  const { t } = useTranslation('facilities');
  const set = (changes: Partial<FacilityFilterValues>) => {
    onChange({ ...filter, ...changes });
  };

  return (
    <FilterPanel
      namespace="facilities"
      count={activeFilterCount(filter)}
      onSubmit={(data) => onChange({ ...filter, ...rangesFromForm(data) })}
      onClear={() => onChange({})}
      // A new filter from the URL (back, a link) resets the amounts typed here.
      formKey={[filter.priceMin, filter.priceMax, filter.areaMin, filter.areaMax].join('|')}
    >
      <FilterChoice
        label={t('filters.listedFor')}
        any={t('filters.anyListedFor')}
        value={filter.listedForId}
        options={reference?.listedFor}
        onChange={(listedForId) => set({ listedForId })}
      />
      <FilterChoice
        label={t('filters.type')}
        any={t('filters.anyType')}
        value={filter.typeId}
        options={reference?.types}
        onChange={(typeId) => set({ typeId })}
      />
      <PlaceChoices
        namespace="facilities"
        cityId={filter.cityId}
        regionId={filter.regionId}
        reference={reference}
        onChange={(changes) => onChange({ ...filter, ...changes })}
      />
      <FilterChoice
        label={t('filters.status')}
        any={t('filters.anyStatus')}
        value={filter.isClosed === undefined ? undefined : filter.isClosed ? 'closed' : 'opened'}
        options={FACILITY_STATUSES.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
        onChange={(status) =>
          set({ isClosed: status === undefined ? undefined : status === 'closed' })
        }
      />
      <RangeEnd
        label={t('filters.priceMin')}
        name="priceMin"
        value={filter.priceMin}
        max={FACILITY_PRICE_MAX}
      />
      <RangeEnd
        label={t('filters.priceMax')}
        name="priceMax"
        value={filter.priceMax}
        max={FACILITY_PRICE_MAX}
      />
      <RangeEnd
        label={t('filters.areaMin')}
        name="areaMin"
        value={filter.areaMin}
        max={FACILITY_AREA_MAX}
      />
      <RangeEnd
        label={t('filters.areaMax')}
        name="areaMax"
        value={filter.areaMax}
        max={FACILITY_AREA_MAX}
      />
    </FilterPanel>
  );
}
