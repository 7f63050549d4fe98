import { FACILITY_LABELS, FACILITY_PHOTOS_MAX, FACILITY_SORTS } from '@dawa/shared/facilities';
import { builder } from '../../platform/graphql/builder';
import { describedValues } from '../../platform/graphql/enums';
import { pageArgs, pageRef } from '../../platform/graphql/pagination';
import {
  AD_OPERATION_TEXTS,
  adModerationMutations,
  adReviewFields,
  postChangedField,
  postKindFields,
  postOperations,
} from '../posts/posts.graphql';
import {
  CityRef,
  FacilityKindRef,
  FacilityListedForRef,
  RegionRef,
  referenceFields,
  requestReference,
} from '../reference/reference.graphql';
import { facilityKind, type FacilityView } from './facilities.kind';
import {
  acceptFacility,
  acceptFacilityEdit,
  activateFacility,
  createFacility,
  deleteFacility,
  destroyFacility,
  getFacility,
  listFacilities,
  listMyFacilities,
  rejectFacilityEdit,
  similarFacilities,
  updateFacility,
} from './facilities.service';
import type { FacilityImage } from './facilities.tables';

export const PropertyLabelRef = builder.enumType('PropertyLabel', {
  description:
    'What the owner’s list says of a facility ad (SPEC §4 labels): the first that applies of inReview or ready, inactive, active.',
  values: describedValues(FACILITY_LABELS, {
    inReview: 'A new ad waiting for a moderator.',
    ready:
      'Published before, then activated again; waiting to go back live. (An edit of a live ad leaves it active: see hasPendingEdit.)',
    active: 'Accepted and listed.',
    inactive: 'Taken down by a moderator or deleted by its owner; "Activate ad" applies.',
  }),
});

export const PropertySortRef = builder.enumType('PropertySort', {
  description: 'The order of the public list of facilities (SPEC §7).',
  values: describedValues(FACILITY_SORTS, {
    newest: 'Newest published first.',
    priceAsc: 'Lowest expected price first.',
    priceDesc: 'Highest expected price first.',
  }),
});

const PropertyImageRef = builder.objectRef<FacilityImage>('PropertyImage').implement({
  description: 'One picture of a facility’s gallery (WebP, metadata stripped).',
  fields: (t) => ({
    uploadId: t.exposeID('uploadId', {
      description: 'The upload’s id, as `imageUploadIds` of PropertyInput takes it back on edit.',
    }),
    url: t.exposeString('url', { description: 'URL of the picture (same origin).' }),
    thumbnailUrl: t.exposeString('thumbnailUrl', {
      description: 'URL of its thumbnail, for cards and the gallery strip.',
    }),
    width: t.exposeInt('width', { nullable: true, description: 'Width in pixels.' }),
    height: t.exposeInt('height', { nullable: true, description: 'Height in pixels.' }),
  }),
});

const PropertyRef = builder.objectRef<FacilityView>('Property');
PropertyRef.implement({
  description:
    'A facility ad (SPEC §3 Property): a pharmacy, store or clinic to sell, rent or buy. The UI calls it a facility.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The ad’s id.' }),
    ...adReviewFields(t, PropertyLabelRef),
    ...postKindFields(t, facilityKind, PropertyRef, 'owner'),
    adNumber: t.exposeInt('adNumber', {
      description: 'The short number shown on the ad ("Ad No. 1042"), unique, from 1001 on.',
    }),
    name: t.exposeString('name', { description: 'The ad’s title.' }),
    address: t.exposeString('address', { description: 'Where the facility is.' }),
    income: t.exposeInt('income', { description: 'Average daily income, whole L.E.' }),
    ...referenceFields(t, 'city', 'Its governorate', CityRef, (data) => data.cityById),
    regionId: t.exposeID('regionId', {
      nullable: true,
      description: 'Its district’s id; null when its owner left it out.',
    }),
    region: t.field({
      type: RegionRef,
      nullable: true,
      description: 'Its district, from the reference data; null when left out or missing there.',
      resolve: async (row, _args, context) =>
        row.regionId
          ? ((await requestReference(context)).regionById.get(row.regionId) ?? null)
          : null,
    }),
    listedForId: t.exposeID('listedForId', { description: 'What it is listed for: its id.' }),
    listedFor: t.field({
      type: FacilityListedForRef,
      nullable: true,
      description:
        'Sale, rent or a purchase request, from the reference data; null if missing there.',
      resolve: async (row, _args, context) =>
        (await requestReference(context)).facilityListedForById.get(row.listedForId) ?? null,
    }),
    ...referenceFields(
      t,
      'type',
      'Its facility type',
      FacilityKindRef,
      (data) => data.facilityTypeById,
    ),
    price: t.exposeInt('price', {
      description:
        'Expected price, whole L.E. (for rent the monthly rent, for a purchase request the budget).',
    }),
    images: t.field({
      type: [PropertyImageRef],
      description: 'Its pictures in gallery order; the first is the cover.',
      resolve: (row) => row.images,
    }),
    cover: t.field({
      type: PropertyImageRef,
      nullable: true,
      description: 'The cover picture (the first of images); null without pictures.',
      resolve: (row) => row.images[0] ?? null,
    }),
    description: t.exposeString('description', {
      description: 'What is sold, rented or wanted: licences, stock, the street.',
    }),
    phoneNumber: t.exposeString('phoneNumber', {
      description: 'Contact mobile number (11 digits, 01…), which the contact buttons call.',
    }),
    email: t.exposeString('email', {
      nullable: true,
      description: 'An e-mail address for buyers, which the e-mail button writes to; null if none.',
    }),
    spaceArea: t.exposeInt('spaceArea', { description: 'Space area, whole m².' }),
    isClosed: t.exposeBoolean('isClosed', {
      description: 'Its status: closed (true) or opened (false).',
    }),
    viewers: t.exposeInt('viewers', {
      description: 'Distinct signed-in viewers (not its owner).',
    }),
  }),
});

const PropertyPageRef = pageRef('Property', PropertyRef);

const PropertyInputRef = builder.inputType('PropertyInput', {
  description:
    'A whole facility ad; an edit sends every field again. Every wrong field is reported at once (VALIDATION).',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The ad’s title, 3–120 characters.' }),
    address: t.string({ required: true, description: 'Where it is, 5–200 characters.' }),
    income: t.int({
      required: true,
      description: 'Average daily income, whole L.E., 0–10,000,000.',
    }),
    cityId: t.id({ required: true, description: 'A governorate of the reference data.' }),
    regionId: t.id({ description: 'One of the city’s regions; optional.' }),
    listedForId: t.id({ required: true, description: 'A listed-for of the reference data.' }),
    typeId: t.id({ required: true, description: 'A facility type of the reference data.' }),
    price: t.int({
      required: true,
      description: 'Expected price, whole L.E., 1–1,000,000,000.',
    }),
    imageUploadIds: t.idList({
      description: `Pictures uploaded with purpose facility, in gallery order (the first is the cover), each once, at most ${FACILITY_PHOTOS_MAX}; none is allowed. Another user’s or an unknown upload: VALIDATION.`,
    }),
    description: t.string({
      required: true,
      description: 'What is sold, rented or wanted, 20–3000 characters.',
    }),
    phoneNumber: t.string({
      required: true,
      description: 'Egyptian mobile number: 11 digits, 010, 011, 012 or 015.',
    }),
    email: t.string({
      description: 'An e-mail address for buyers, optional (left out, null or empty: none).',
    }),
    spaceArea: t.int({ required: true, description: 'Space area, whole m², 1–100,000.' }),
    isClosed: t.boolean({ required: true, description: 'Closed (true) or opened (false).' }),
  }),
});

export const PropertyFilterRef = builder.inputType('PropertyFilter', {
  description: 'Combinable filters of the public list; each left out matches all.',
  fields: (t) => ({
    listedForId: t.id({ description: 'Only ads listed for this (sale, rent, purchase request).' }),
    typeId: t.id({ description: 'Only ads of this facility type.' }),
    cityId: t.id({ description: 'Only ads in this governorate.' }),
    regionId: t.id({ description: 'Only ads in this district.' }),
    priceMin: t.int({ description: 'Expected price at least this many L.E.' }),
    priceMax: t.int({ description: 'Expected price at most this many L.E.' }),
    areaMin: t.int({ description: 'Space area at least this many m².' }),
    areaMax: t.int({ description: 'Space area at most this many m².' }),
    isClosed: t.boolean({ description: 'Only closed (true) or only opened (false) facilities.' }),
  }),
});

const idOrNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

// ---------------------------------------------------------------------------------------------
// Queries and mutations

builder.queryFields((t) => ({
  properties: t.field({
    type: PropertyPageRef,
    description:
      'The public list of facility ads (SPEC §4, §7): published ones, filtered and sorted; 10 a page.',
    authScopes: { signedIn: true },
    args: {
      filter: t.arg({ type: PropertyFilterRef, description: 'Filters; none lists every ad.' }),
      sort: t.arg({
        type: PropertySortRef,
        defaultValue: 'newest',
        description: 'The order; newest published first by default. A cursor belongs to its order.',
      }),
      ...pageArgs,
    },
    resolve: (_root, { filter, sort, ...args }, context) =>
      listFacilities(
        context.platform,
        context.viewer,
        {
          listedForId: idOrNull(filter?.listedForId),
          typeId: idOrNull(filter?.typeId),
          cityId: idOrNull(filter?.cityId),
          regionId: idOrNull(filter?.regionId),
          priceMin: filter?.priceMin,
          priceMax: filter?.priceMax,
          areaMin: filter?.areaMin,
          areaMax: filter?.areaMax,
          isClosed: filter?.isClosed,
        },
        sort ?? 'newest',
        args,
      ),
  }),
  similarProperties: t.field({
    type: [PropertyRef],
    description:
      'Listed ads like this one: the same type and listed-for, in its city first, then the nearest expected price; never the ad itself.',
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({
        required: true,
        description: AD_OPERATION_TEXTS.oneId,
      }),
      first: t.arg.int({ description: 'How many: 4 by default, at most 12.' }),
    },
    resolve: (_root, args, context) =>
      similarFacilities(context.platform, context.viewer, String(args.id), args.first),
  }),
}));

postOperations({
  prefix: 'property',
  queries: { mine: 'myProperties', one: 'property' },
  ref: PropertyRef,
  page: PropertyPageRef,
  input: PropertyInputRef,
  texts: {
    ...AD_OPERATION_TEXTS,
    mine: 'The viewer’s own facility ads, accepted and pending (SPEC §4), newest created first.',
    one: 'One facility ad; counts the viewer (distinct). Pending or deleted: its owner and moderators only.',
    create: 'A new facility ad, pending approval. QUOTA_EXCEEDED past the monthly limit.',
    update:
      'The owner edits. An accepted ad stays listed as it was and the edit (its new pictures too) ' +
      'waits for a moderator (`hasPendingEdit`, `pendingEdit`; editing again changes that edit); ' +
      'a pending ad changes in place.',
  },
  services: {
    mine: listMyFacilities,
    one: getFacility,
    create: createFacility,
    update: updateFacility,
    destroy: destroyFacility,
  },
  activate: {
    description: '"Activate ad": an inactive ad goes back to review.',
    id: 'The viewer’s own ad; CONFLICT unless it is inactive.',
    service: activateFacility,
  },
});

adModerationMutations({
  prefix: 'property',
  ref: PropertyRef,
  category: 'property',
  services: {
    accept: (context, id) => acceptFacility(context.platform, context, id),
    delete: (context, id, reasonId) => deleteFacility(context.platform, context, id, reasonId),
    acceptEdit: (context, id) => acceptFacilityEdit(context.platform, context, id),
    rejectEdit: (context, id, reasonId) =>
      rejectFacilityEdit(context.platform, context, id, reasonId),
  },
});

// ---------------------------------------------------------------------------------------------
// Live lists

postChangedField({
  definition: facilityKind,
  field: 'propertyChanged',
  typeName: 'PropertyChange',
  itemField: 'property',
  itemRef: PropertyRef,
  descriptions: {
    field: 'Live changes of the public list of facilities, or of the viewer’s own with `mine`.',
    type: 'One change to apply to a live list of facility ads (SPEC §4).',
    item: 'The ad to add or update; null on remove.',
  },
});
