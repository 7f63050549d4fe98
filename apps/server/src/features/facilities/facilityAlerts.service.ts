import { FACILITY_ALERTS_LIMIT_MESSAGE, FACILITY_ALERTS_MAX } from '@dawa/shared/facilityAlerts';
import { facilityAlertFilterSchema } from '@dawa/shared/facilityAlertInput';
import { defineAlertKind, regionInCity } from '../alerts/alerts.service';
import { facility } from './facilities.tables';

/**
 * Facility alerts (ADR 0026): the facility list's filters; an ad matches them as the list
 * would show it (`filterCondition` in facilities.service read the other way round): the same
 * listed-for, type, governorate, district and status, its price and area within the ranges.
 */
export const facilityAlertKind = defineAlertKind({
  kind: 'facility',
  names: { entity: 'propertyAlert', noun: 'Facility alert' },
  schema: facilityAlertFilterSchema,
  references: {
    listedForId: {
      message: 'invalidListedFor',
      valid: (id, ref) => ref.facilityListedForById.has(id),
    },
    typeId: { message: 'invalidType', valid: (id, ref) => ref.facilityTypeById.has(id) },
    cityId: { message: 'invalidCity', valid: (id, ref) => ref.cityById.has(id) },
    regionId: { message: 'invalidRegion', valid: regionInCity },
  },
  key: (filter) => JSON.stringify(Object.values(filter)),
  limit: {
    max: FACILITY_ALERTS_MAX,
    message: FACILITY_ALERTS_LIMIT_MESSAGE,
    text: `You can keep at most ${FACILITY_ALERTS_MAX} facility alerts. Delete one to save another.`,
  },
  table: facility,
  scope: { field: 'cityId', of: (post) => post.cityId },
  matches: (post, on) => [
    on.equal('listedForId', post.listedForId),
    on.equal('typeId', post.typeId),
    on.equal('regionId', post.regionId),
    on.atMost('priceMin', post.price),
    on.atLeast('priceMax', post.price),
    on.atMost('areaMin', post.spaceArea),
    on.atLeast('areaMax', post.spaceArea),
    on.flag('isClosed', post.isClosed),
  ],
  notification: 'propertyAlert',
  description: (post) => post.name,
});
