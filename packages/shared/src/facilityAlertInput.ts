import { z } from 'zod';
import { FACILITY_AREA_MAX, FACILITY_PRICE_MAX } from './facilities';
import { optionalReferenceId, wholeNumber } from './fields';

/*
 * The facility alert input schemas (zod). The constants and types they use live in
 * `facilityAlerts.ts`, which loads no zod: a page that needs a page size or a label does not pay
 * for the form's rules (ADR 0035).
 */

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
