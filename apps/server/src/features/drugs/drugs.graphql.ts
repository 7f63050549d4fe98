import { DRUG_EDITORS, DRUG_ORDERS, DRUG_SEARCH_BY } from '@dawa/shared/drugs';
import { builder } from '../../platform/graphql/builder';
import {
  createDrug,
  deleteDrug,
  drugEquivalents,
  drugPriceHistory,
  findDrug,
  mostSearchedDrugs,
  recordSearchHit,
  searchDrugs,
  suggestDrugs,
  updateDrug,
  type DrugSearchPage,
} from './drugs.service';
import type { Drug } from './drugs.tables';

const DrugSearchByRef = builder.enumType('DrugSearchBy', {
  description: 'What a drug search matches (SPEC §2); newPrice is the current price.',
  values: DRUG_SEARCH_BY,
});

const DrugOrderRef = builder.enumType('DrugOrder', {
  description: 'Order of an equivalents list after the chosen drug: by name or cheapest first.',
  values: DRUG_ORDERS,
});

const DrugRef = builder.objectRef<Drug>('Drug').implement({
  description: 'A drug of the catalogue (SPEC §3). Prices are in L.E.',
  fields: (t) => ({
    id: t.exposeID('id'),
    tradeName: t.exposeString('tradeName', { description: 'English trade name (drugName).' }),
    arabicName: t.exposeString('arabicName', { nullable: true }),
    genericNames: t.exposeStringList('genericNames'),
    companies: t.exposeStringList('companies'),
    routes: t.exposeStringList('routes', { description: 'Route / dosage form.' }),
    pharmacologicalUses: t.exposeStringList('pharmacologicalUses'),
    category: t.exposeString('category', { nullable: true }),
    mechanismOfAction: t.exposeString('mechanismOfAction', {
      nullable: true,
      description: 'Additional information; paragraphs are separated by blank lines.',
    }),
    barcode: t.exposeString('barcode', { nullable: true }),
    price: t.exposeFloat('price'),
    oldPrice: t.exposeFloat('oldPrice', { nullable: true }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const DrugSearchResultRef = builder.objectRef<DrugSearchPage>('DrugSearchResult').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
    items: t.field({ type: [DrugRef], resolve: (result) => result.items }),
  }),
});

const DrugPriceChangeRef = builder
  .objectRef<Awaited<ReturnType<typeof drugPriceHistory>>[number]>('DrugPriceChange')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      previousPrice: t.exposeFloat('previousPrice'),
      price: t.exposeFloat('price'),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
    }),
  });

const DrugInputRef = builder.inputType('DrugInput', {
  fields: (t) => ({
    tradeName: t.string({ required: true }),
    arabicName: t.string(),
    genericNames: t.stringList(),
    companies: t.stringList(),
    routes: t.stringList(),
    pharmacologicalUses: t.stringList(),
    category: t.string(),
    mechanismOfAction: t.string(),
    barcode: t.string(),
    price: t.float({ required: true }),
    oldPrice: t.float(),
  }),
});

builder.queryFields((t) => ({
  drugSearch: t.field({
    type: DrugSearchResultRef,
    authScopes: { public: true },
    description: 'Ranked prefix search; an empty query gives no results.',
    args: {
      query: t.arg.string({ required: true }),
      searchBy: t.arg({ type: DrugSearchByRef, required: true }),
      page: t.arg.int(),
      pageSize: t.arg.int(),
    },
    resolve: (_root, args, context) => searchDrugs(context.platform, args.searchBy, args),
  }),
  drugSuggestions: t.stringList({
    authScopes: { public: true },
    description: 'Type-ahead: distinct matching values of the searched field.',
    args: {
      query: t.arg.string({ required: true }),
      searchBy: t.arg({ type: DrugSearchByRef, required: true }),
      limit: t.arg.int(),
    },
    resolve: (_root, args, context) =>
      suggestDrugs(context.platform, args.searchBy, args.query, args.limit),
  }),
  drug: t.field({
    type: DrugRef,
    nullable: true,
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => findDrug(context.platform, String(args.id)),
  }),
  drugAlternatives: t.field({
    type: [DrugRef],
    authScopes: { public: true },
    description: 'Same set of pharmacological uses; the chosen drug first (up to 250).',
    args: {
      id: t.arg.id({ required: true }),
      orderBy: t.arg({ type: DrugOrderRef, defaultValue: 'name' }),
    },
    resolve: (_root, args, context) =>
      drugEquivalents(context.platform, String(args.id), 'alternatives', args.orderBy ?? 'name'),
  }),
  drugSimilarities: t.field({
    type: [DrugRef],
    authScopes: { public: true },
    description: 'Same set of generic names; the chosen drug first (up to 250).',
    args: {
      id: t.arg.id({ required: true }),
      orderBy: t.arg({ type: DrugOrderRef, defaultValue: 'name' }),
    },
    resolve: (_root, args, context) =>
      drugEquivalents(context.platform, String(args.id), 'similarities', args.orderBy ?? 'name'),
  }),
  drugsMostSearched: t.field({
    type: [DrugRef],
    authScopes: { public: true },
    description: 'Drugs most often opened from a search in the last 30 days.',
    args: { limit: t.arg.int() },
    resolve: (_root, args, context) => mostSearchedDrugs(context.platform, args.limit),
  }),
  drugPriceHistory: t.field({
    type: [DrugPriceChangeRef],
    authScopes: { anyRole: DRUG_EDITORS },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      drugPriceHistory(context.platform, context.viewer, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  drugSearchHit: t.boolean({
    authScopes: { public: true },
    description: 'A search led to opening this drug (counts towards most searched).',
    args: { id: t.arg.id({ required: true }), anonymousId: t.arg.string() },
    resolve: (_root, args, context) =>
      recordSearchHit(context.platform, context, {
        id: String(args.id),
        anonymousId: args.anonymousId,
      }),
  }),
  drugCreate: t.field({
    type: DrugRef,
    authScopes: { anyRole: DRUG_EDITORS },
    args: { data: t.arg({ type: DrugInputRef, required: true }) },
    resolve: (_root, args, context) =>
      createDrug(context.platform, context.viewer, context.actor, args.data),
  }),
  drugUpdate: t.field({
    type: DrugRef,
    authScopes: { anyRole: DRUG_EDITORS },
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: DrugInputRef, required: true }),
    },
    resolve: (_root, args, context) =>
      updateDrug(context.platform, context.viewer, context.actor, String(args.id), args.data),
  }),
  drugDelete: t.id({
    authScopes: { anyRole: DRUG_EDITORS },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      deleteDrug(context.platform, context.viewer, context.actor, String(args.id)),
  }),
}));
