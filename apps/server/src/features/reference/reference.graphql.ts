import {
  DEACTIVATION_CATEGORIES,
  type DeactivationReason,
  type ReferenceItem,
  type Region,
} from '@dawa/shared/reference';
import { builder } from '../../platform/graphql/builder';
import type { RequestContext } from '../../platform/graphql/context';
import { LocalizedTextRef } from '../../platform/graphql/localized';
import { reasonsFor, referenceData, regionsOf, type ReferenceSnapshot } from './reference.service';

const snapshots = new WeakMap<RequestContext, Promise<ReferenceSnapshot>>();

/** One snapshot per request: every list a request shows comes from the same moment. */
export function requestReference(context: RequestContext): Promise<ReferenceSnapshot> {
  let snapshot = snapshots.get(context);
  if (!snapshot) {
    snapshot = referenceData(context.platform).snapshot();
    snapshots.set(context, snapshot);
  }
  return snapshot;
}

export const DeactivationCategoryRef = builder.enumType('DeactivationCategory', {
  description: 'The kind of post a deactivation reason applies to (SPEC §3).',
  values: DEACTIVATION_CATEGORIES,
});

const itemFields = (name: string) =>
  builder.objectRef<ReferenceItem>(name).implement({
    description: `A ${name.toLowerCase()} of the reference data (SPEC §3), in display order.`,
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.field({ type: LocalizedTextRef, resolve: (item) => item.name }),
      index: t.exposeInt('index', { description: 'Display order.' }),
    }),
  });

export const WorkplaceRef = itemFields('Workplace');
export const JobPositionRef = itemFields('JobPosition');

export const CityRef = builder.objectRef<ReferenceItem>('City');
export const RegionRef = builder.objectRef<Region>('Region');

CityRef.implement({
  description: 'A governorate (SPEC §3 city), with its districts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.field({ type: LocalizedTextRef, resolve: (item) => item.name }),
    index: t.exposeInt('index', { description: 'Display order.' }),
    regions: t.field({
      type: [RegionRef],
      description: 'Its districts, in display order.',
      resolve: async (item, _args, context) => regionsOf(await requestReference(context), item.id),
    }),
  }),
});

RegionRef.implement({
  description: 'A district of a governorate (SPEC §3 region).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.field({ type: LocalizedTextRef, resolve: (item) => item.name }),
    index: t.exposeInt('index', { description: 'Display order.' }),
    cityId: t.exposeID('cityId'),
  }),
});

export const DeactivationReasonRef = builder
  .objectRef<DeactivationReason>('DeactivationReason')
  .implement({
    description: 'Why a moderator took a job or facility ad down (SPEC §3).',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.field({ type: LocalizedTextRef, resolve: (item) => item.name }),
      index: t.exposeInt('index', { description: 'Display order.' }),
      category: t.field({ type: DeactivationCategoryRef, resolve: (item) => item.category }),
    }),
  });

// Reference data is public: a signed-out visitor's filters and forms show the same lists.
builder.queryFields((t) => ({
  cities: t.field({
    type: [CityRef],
    description: "Egypt's governorates, in display order.",
    authScopes: { public: true },
    resolve: async (_root, _args, context) => (await requestReference(context)).cities,
  }),
  city: t.field({
    type: CityRef,
    nullable: true,
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) =>
      (await requestReference(context)).cityById.get(String(id)) ?? null,
  }),
  regions: t.field({
    type: [RegionRef],
    description: 'The districts of a governorate; empty for an unknown one.',
    authScopes: { public: true },
    args: { cityId: t.arg.id({ required: true }) },
    resolve: async (_root, { cityId }, context) =>
      regionsOf(await requestReference(context), String(cityId)),
  }),
  region: t.field({
    type: RegionRef,
    nullable: true,
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) =>
      (await requestReference(context)).regionById.get(String(id)) ?? null,
  }),
  workplaces: t.field({
    type: [WorkplaceRef],
    authScopes: { public: true },
    resolve: async (_root, _args, context) => (await requestReference(context)).workplaces,
  }),
  jobPositions: t.field({
    type: [JobPositionRef],
    authScopes: { public: true },
    resolve: async (_root, _args, context) => (await requestReference(context)).jobPositions,
  }),
  deactivationReasons: t.field({
    type: [DeactivationReasonRef],
    authScopes: { public: true },
    args: { category: t.arg({ type: DeactivationCategoryRef, required: true }) },
    resolve: async (_root, { category }, context) =>
      reasonsFor(await requestReference(context), category),
  }),
}));
