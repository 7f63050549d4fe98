import { alertOperations } from '../alerts/alerts.graphql';
import { PropertyFilterRef } from './facilities.graphql';
import { facilityAlertKind } from './facilityAlerts.service';

alertOperations({
  definition: facilityAlertKind,
  field: 'property',
  typeName: 'PropertyAlert',
  description:
    'Saved filters of the facility list: a new matching ad notifies the user (propertyAlert).',
  noun: 'facility',
  filterInput: PropertyFilterRef,
  fields: (t) => ({
    listedForId: t.id({
      nullable: true,
      description: 'Only ads listed for this (sale, rent, purchase request); null for any.',
      resolve: (alert) => alert.filter.listedForId,
    }),
    typeId: t.id({
      nullable: true,
      description: 'Only ads of this facility type; null for any.',
      resolve: (alert) => alert.filter.typeId,
    }),
    cityId: t.id({
      nullable: true,
      description: 'Only ads in this governorate; null for any.',
      resolve: (alert) => alert.filter.cityId,
    }),
    regionId: t.id({
      nullable: true,
      description: 'Only ads in this district; null for any.',
      resolve: (alert) => alert.filter.regionId,
    }),
    priceMin: t.int({
      nullable: true,
      description: 'Only expected prices of at least this many L.E.; null for any.',
      resolve: (alert) => alert.filter.priceMin,
    }),
    priceMax: t.int({
      nullable: true,
      description: 'Only expected prices of at most this many L.E.; null for any.',
      resolve: (alert) => alert.filter.priceMax,
    }),
    areaMin: t.int({
      nullable: true,
      description: 'Only space areas of at least this many m²; null for any.',
      resolve: (alert) => alert.filter.areaMin,
    }),
    areaMax: t.int({
      nullable: true,
      description: 'Only space areas of at most this many m²; null for any.',
      resolve: (alert) => alert.filter.areaMax,
    }),
    isClosed: t.boolean({
      nullable: true,
      description: 'Only closed (true) or only opened (false) facilities; null for both.',
      resolve: (alert) => alert.filter.isClosed,
    }),
  }),
});
