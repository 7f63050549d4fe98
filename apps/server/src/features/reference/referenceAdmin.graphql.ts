import { REFERENCE_LISTS } from '@dawa/shared/reference';
import { builder } from '../../platform/graphql/builder';
import { describedValues } from '../../platform/graphql/enums';
import { LocalizedTextInputRef, LocalizedTextRef } from '../../platform/graphql/localized';
import { tableArgs, tablePageRef } from '../../platform/graphql/pagination';
import { CityRef, DeactivationCategoryRef, requestReference } from './reference.graphql';
import {
  createReferenceEntry,
  deleteReferenceEntry,
  listReferenceTable,
  moveReferenceEntry,
  updateReferenceEntry,
  type ReferenceEntry,
} from './referenceAdmin.service';

const ReferenceListRef = builder.enumType('ReferenceList', {
  description: 'A list of reference data (SPEC §3) the back office edits.',
  values: describedValues(REFERENCE_LISTS, {
    city: 'Governorates.',
    region: 'Districts of a governorate.',
    workplace: 'Workplaces of job ads.',
    jobPosition: 'Positions of job ads.',
    deactivationReason: 'Reasons for taking a job or facility ad down.',
    facilityType: 'Kinds of facility.',
    facilityListedFor: 'What a facility ad is for.',
  }),
});

const ReferenceEntryRef = builder.objectRef<ReferenceEntry>('ReferenceEntry').implement({
  description: 'One entry of a reference list, as the back office edits it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Stable id, as posts and filters refer to it.' }),
    list: t.field({
      type: ReferenceListRef,
      description: 'The list it belongs to.',
      resolve: (entry) => entry.list,
    }),
    name: t.field({
      type: LocalizedTextRef,
      description: 'Its name in Arabic and English.',
      resolve: (entry) => entry.name,
    }),
    index: t.exposeInt('index', {
      description: 'Display order (within its governorate or category).',
    }),
    hidden: t.exposeBoolean('hidden', {
      description: 'Left out of the pickers of new posts; posts that name it still show it.',
    }),
    city: t.field({
      type: CityRef,
      nullable: true,
      description: 'A region’s governorate; null in other lists.',
      resolve: async (entry, _args, context) =>
        entry.cityId
          ? ((await requestReference(context)).cityById.get(entry.cityId) ?? null)
          : null,
    }),
    category: t.field({
      type: DeactivationCategoryRef,
      nullable: true,
      description: 'A deactivation reason’s category; null in other lists.',
      resolve: (entry) => entry.category,
    }),
  }),
});

const ReferenceEntryTableRef = tablePageRef('ReferenceEntry', ReferenceEntryRef);

const ReferenceEntryFilterRef = builder.inputType('ReferenceEntryFilter', {
  description: 'What to narrow a reference list to; every field optional.',
  fields: (t) => ({
    search: t.string({ description: 'Words in the English or Arabic name.' }),
    cityId: t.id({ description: 'Regions: those of this governorate.' }),
    category: t.field({
      type: DeactivationCategoryRef,
      description: 'Deactivation reasons: those of this category.',
    }),
  }),
});

const ReferenceEntryInputRef = builder.inputType('ReferenceEntryInput', {
  description: 'A new entry of a reference list.',
  fields: (t) => ({
    name: t.field({
      type: LocalizedTextInputRef,
      required: true,
      description: 'Its name, 1–100 characters in each language.',
    }),
    hidden: t.boolean({ required: true, description: 'Whether the pickers leave it out.' }),
    cityId: t.id({ description: 'Regions (required there): the governorate.' }),
    category: t.field({
      type: DeactivationCategoryRef,
      description: 'Deactivation reasons (required there): the kind of post.',
    }),
  }),
});

const ReferenceEntryUpdateRef = builder.inputType('ReferenceEntryUpdate', {
  description: 'Changes to an entry; fields left out stay. Its governorate or category stays.',
  fields: (t) => ({
    name: t.field({ type: LocalizedTextInputRef, description: 'A new name.' }),
    hidden: t.boolean({ description: 'Hide it from the pickers, or show it again.' }),
  }),
});

const listArg = builder.args((t) => ({
  list: t.field({ type: ReferenceListRef, required: true, description: 'The list.' }),
}));

builder.queryField('referenceEntries', (t) =>
  t.field({
    type: ReferenceEntryTableRef,
    description:
      'The admin table of one reference list (roles that read reference data), hidden entries ' +
      'included, in display order, in numbered pages. The only sort is `index`.',
    authScopes: { access: { section: 'referenceData', level: 'read' } },
    args: {
      ...listArg,
      filter: t.arg({ type: ReferenceEntryFilterRef, description: 'What to narrow it to.' }),
      ...tableArgs,
    },
    resolve: (_root, args, context) =>
      listReferenceTable(context.platform, context.viewer, args.list, args.filter, args),
  }),
);

builder.mutationFields((t) => ({
  referenceEntryCreate: t.field({
    type: ReferenceEntryRef,
    description:
      'Adds an entry at the end of its list (of its governorate or category). VALIDATION for a ' +
      'bad name or an unknown governorate.',
    authScopes: { access: { section: 'referenceData', level: 'write' } },
    args: {
      ...listArg,
      data: t.arg({ type: ReferenceEntryInputRef, required: true, description: 'The entry.' }),
    },
    resolve: (_root, args, context) =>
      createReferenceEntry(context.platform, context, args.list, args.data),
  }),
  referenceEntryUpdate: t.field({
    type: ReferenceEntryRef,
    description: 'Renames an entry, or hides or shows it. NOT_FOUND for an unknown id.',
    authScopes: { access: { section: 'referenceData', level: 'write' } },
    args: {
      ...listArg,
      id: t.arg.id({ required: true, description: 'The entry.' }),
      data: t.arg({ type: ReferenceEntryUpdateRef, required: true, description: 'The changes.' }),
    },
    resolve: (_root, args, context) =>
      updateReferenceEntry(context.platform, context, args.list, String(args.id), args.data),
  }),
  referenceEntryMove: t.field({
    type: ReferenceEntryRef,
    description:
      'Moves an entry to a position (from 1) among its list (its governorate’s regions, its ' +
      'category’s reasons); past the end means last.',
    authScopes: { access: { section: 'referenceData', level: 'write' } },
    args: {
      ...listArg,
      id: t.arg.id({ required: true, description: 'The entry.' }),
      position: t.arg.int({ required: true, description: 'Its new place, from 1.' }),
    },
    resolve: (_root, args, context) =>
      moveReferenceEntry(context.platform, context, args.list, String(args.id), args.position),
  }),
  referenceEntryDelete: t.boolean({
    description:
      'Deletes an entry nothing points at; CONFLICT (field `id`, `referenceInUse`) when a post ' +
      'or a region uses it: hide it instead. Answers true.',
    authScopes: { access: { section: 'referenceData', level: 'write' } },
    args: { ...listArg, id: t.arg.id({ required: true, description: 'The entry.' }) },
    resolve: (_root, args, context) =>
      deleteReferenceEntry(context.platform, context, args.list, String(args.id)),
  }),
}));
