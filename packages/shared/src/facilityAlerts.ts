import { z } from 'zod';
import { FACILITY_AREA_MAX, FACILITY_PRICE_MAX } from './facilities';
import { optionalReferenceId, wholeNumber } from './fields';

/**
 * Facility alerts: a user saves the facility list's filters; each ad published for the first
 * time (or activated again) that matches them notifies the user once (`propertyAlert`). A user
 * keeps at most FACILITY_ALERTS_MAX of them; saving the same filters again keeps the one alert.
 */
export const FACILITY_ALERTS_MAX = 10;
/** The error key when a user already has FACILITY_ALERTS_MAX facility alerts. */
export const FACILITY_ALERTS_LIMIT_MESSAGE = 'facilityAlertsLimit';

const price = wholeNumber(0, FACILITY_PRICE_MAX, 'invalidExpectedPrice').nullish();
const area = wholeNumber(0, FACILITY_AREA_MAX, 'invalidSpaceArea').nullish();

/** The filters a facility alert keeps: those of the list (`PropertyFilter`), each optional. */
export const facilityAlertFilterSchema = z
  .object({
    listedForId: optionalReferenceId('invalidListedFor'),
    typeId: optionalReferenceId('invalidType'),
    cityId: optionalReferenceId('invalidCity'),
    regionId: optionalReferenceId('invalidRegion'),
    priceMin: price,
    priceMax: price,
    areaMin: area,
    areaMax: area,
    isClosed: z.boolean({ error: 'invalidStatus' }).nullish(),
  })
  .transform((filter) => ({
    listedForId: filter.listedForId,
    typeId: filter.typeId,
    cityId: filter.cityId,
    regionId: filter.regionId,
    priceMin: filter.priceMin ?? null,
    priceMax: filter.priceMax ?? null,
    areaMin: filter.areaMin ?? null,
    areaMax: filter.areaMax ?? null,
    isClosed: filter.isClosed ?? null,
  }));
export type FacilityAlertFilter = z.output<typeof facilityAlertFilterSchema>;
