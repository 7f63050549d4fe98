import {
  DEACTIVATION_CATEGORIES,
  type DeactivationReason,
  type ReferenceItem,
  type Region,
} from '@dawa/shared/reference';
import type { ObjectFieldBuilder, ObjectRef } from '@pothos/core';
import { builder, type SchemaTypes } from '../../platform/graphql/builder';
import { describedValues } from '../../platform/graphql/enums';
import type { RequestContext } from '../../platform/graphql/context';
import { LocalizedTextRef } from '../../platform/graphql/localized';
import {
  reasonsFor,
  referenceData,
  regionsOf,
  shown,
  type ReferenceSnapshot,
} from './reference.service';

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

/**
 * A post's reference to an item of the reference data: `<name>Id`, and `<name>`, the item
 * itself (null if missing there). `what` names it in the descriptions ("Its governorate").
 */
export function referenceFields<
  Name extends string,
  View extends Record<`${Name}Id`, string>,
  Item extends ReferenceItem,
>(
  t: ObjectFieldBuilder<SchemaTypes, View>,
  name: Name,
  what: string,
  ref: ObjectRef<SchemaTypes, Item>,
  byId: (snapshot: ReferenceSnapshot) => ReadonlyMap<string, Item>,
) {
  const idOf = (row: View) => row[`${name}Id`];
  return {
    [`${name}Id`]: t.id({ description: `${what}’s id.`, resolve: idOf }),
    [name]: t.field({
      type: ref,
      nullable: true,
      description: `${what}, from the reference data; null if missing there.`,
      // Pothos cannot resolve its result type for a generic Item; `byId` gives Items.
      resolve: (row, _args, context) =>
        requestReference(context).then(
          (snapshot) => byId(snapshot).get(idOf(row)) ?? null,
        ) as never,
    }),
  };
}

export const DeactivationCategoryRef = builder.enumType('DeactivationCategory', {
  description: 'The kind of post a deactivation reason applies to (SPEC §3).',
  values: describedValues(DEACTIVATION_CATEGORIES, {
    job: 'Reasons for taking down a job ad.',
    property: 'Reasons for taking down a facility (property) ad.',
  }),
});

const itemFields = (name: string, description: string) =>
  builder.objectRef<ReferenceItem>(name).implement({
    description,
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Stable id, as posts and filters refer to it.' }),
      name: t.field({
        type: LocalizedTextRef,
        description: 'Its name in Arabic and English.',
        resolve: (item) => item.name,
      }),
      index: t.exposeInt('index', { description: 'Display order.' }),
    }),
  });

export const WorkplaceRef = itemFields(
  'Workplace',
  'Where a job is (SPEC §3 workplace): community pharmacy, hospital, company, …',
);
export const JobPositionRef = itemFields(
  'JobPosition',
  'What a job is (SPEC §3 jobPosition): pharmacist, assistant, medical representative, …',
);
// The SPEC's facilityType; the schema's lint forbids a "Type" suffix on an object type.
export const FacilityKindRef = itemFields(
  'FacilityKind',
  'What a facility is (SPEC §3 facilityType): pharmacy, clinic, drug warehouse, …',
);
export const FacilityListedForRef = itemFields(
  'FacilityListedFor',
  'What a facility ad is for (SPEC §3 facilityListedFor): sale, rent or a purchase request.',
);

export const CityRef = builder.objectRef<ReferenceItem>('City');
export const RegionRef = builder.objectRef<Region>('Region');

CityRef.implement({
  description: 'A governorate (SPEC §3 city), with its districts.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id, as posts and filters refer to it.' }),
    name: t.field({
      type: LocalizedTextRef,
      description: 'The governorate’s name in Arabic and English.',
      resolve: (item) => item.name,
    }),
    index: t.exposeInt('index', { description: 'Display order.' }),
    regions: t.field({
      type: [RegionRef],
      description: 'Its districts, in display order, hidden ones left out.',
      resolve: async (item, _args, context) =>
        shown(regionsOf(await requestReference(context), item.id)),
    }),
  }),
});

RegionRef.implement({
  description: 'A district of a governorate (SPEC §3 region).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id, as posts and filters refer to it.' }),
    name: t.field({
      type: LocalizedTextRef,
      description: 'The district’s name in Arabic and English.',
      resolve: (item) => item.name,
    }),
    index: t.exposeInt('index', { description: 'Display order within its governorate.' }),
    cityId: t.exposeID('cityId', { description: 'The governorate it belongs to.' }),
  }),
});

export const DeactivationReasonRef = builder
  .objectRef<DeactivationReason>('DeactivationReason')
  .implement({
    description: 'Why a moderator took a job or facility ad down (SPEC §3).',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Stable id, as `jobDelete(reasonId)` takes it.' }),
      name: t.field({
        type: LocalizedTextRef,
        description: 'The reason as its owner reads it, in Arabic and English.',
        resolve: (item) => item.name,
      }),
      index: t.exposeInt('index', { description: 'Display order within its category.' }),
      category: t.field({
        type: DeactivationCategoryRef,
        description: 'The kind of post it applies to.',
        resolve: (item) => item.category,
      }),
    }),
  });

// Reference data is public: a signed-out visitor's filters and forms show the same lists. The
// lists are the pickers of new posts: hidden entries are left out of them, but one id still
// resolves (`city(id)`, a post's `city`), so posts that name a hidden entry keep showing it.
type PlainList = 'workplaces' | 'jobPositions' | 'facilityTypes' | 'facilityListedFor';

builder.queryFields((t) => {
  /** A list without arguments, read whole from the request's snapshot. */
  const plainList = (type: typeof WorkplaceRef, list: PlainList, description: string) =>
    t.field({
      type: [type],
      description,
      authScopes: { public: true },
      resolve: async (_root, _args, context) => shown((await requestReference(context))[list]),
    });
  return {
    cities: t.field({
      type: [CityRef],
      description: "Egypt's governorates, in display order, hidden ones left out.",
      authScopes: { public: true },
      resolve: async (_root, _args, context) => shown((await requestReference(context)).cities),
    }),
    city: t.field({
      type: CityRef,
      nullable: true,
      description: 'One governorate, even a hidden one; null for an unknown id.',
      authScopes: { public: true },
      args: { id: t.arg.id({ required: true, description: 'The governorate’s id.' }) },
      resolve: async (_root, { id }, context) =>
        (await requestReference(context)).cityById.get(String(id)) ?? null,
    }),
    regions: t.field({
      type: [RegionRef],
      description:
        'The districts of a governorate, hidden ones left out; empty for an unknown one.',
      authScopes: { public: true },
      args: { cityId: t.arg.id({ required: true, description: 'The governorate’s id.' }) },
      resolve: async (_root, { cityId }, context) =>
        shown(regionsOf(await requestReference(context), String(cityId))),
    }),
    region: t.field({
      type: RegionRef,
      nullable: true,
      description: 'One district, even a hidden one; null for an unknown id.',
      authScopes: { public: true },
      args: { id: t.arg.id({ required: true, description: 'The district’s id.' }) },
      resolve: async (_root, { id }, context) =>
        (await requestReference(context)).regionById.get(String(id)) ?? null,
    }),
    workplaces: plainList(
      WorkplaceRef,
      'workplaces',
      'Kinds of workplace a job ad names (e.g. community pharmacy), in display order.',
    ),
    jobPositions: plainList(
      JobPositionRef,
      'jobPositions',
      'Positions a job ad offers, in display order.',
    ),
    facilityTypes: plainList(
      FacilityKindRef,
      'facilityTypes',
      'Kinds of facility an ad offers or asks for (e.g. pharmacy), in display order.',
    ),
    facilityListedFor: plainList(
      FacilityListedForRef,
      'facilityListedFor',
      'What a facility ad can be for (sale, rent, purchase request), in display order.',
    ),
    deactivationReasons: t.field({
      type: [DeactivationReasonRef],
      description:
        'The reasons a moderator picks from to take down a post, in display order, hidden ones left out.',
      authScopes: { public: true },
      args: {
        category: t.arg({
          type: DeactivationCategoryRef,
          required: true,
          description: 'The kind of post.',
        }),
      },
      resolve: async (_root, { category }, context) =>
        shown(reasonsFor(await requestReference(context), category)),
    }),
  };
});
