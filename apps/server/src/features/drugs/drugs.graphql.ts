import { DRUG_ORDERS, DRUG_SEARCH_BY } from '@dawa/shared/drugs';
import { builder } from '../../platform/graphql/builder';
import { describedValues } from '../../platform/graphql/enums';
import { LocalizedTextRef } from '../../platform/graphql/localized';
import { tableArgs, tablePageRef } from '../../platform/graphql/pagination';
import {
  createDrug,
  deleteDrug,
  drugEquivalents,
  drugLabels,
  drugPriceHistory,
  findDrug,
  listDrugsTable,
  mostSearchedDrugs,
  recordSearchHit,
  searchDrugs,
  searchCorrections,
  suggestDrugs,
  updateDrug,
  type DrugSearchPage,
} from './drugs.service';
import { followDrug, followedDrugs, followsDrug, unfollowDrug } from './drugFollows.service';
import type { Drug } from './drugs.tables';

const DrugSearchByRef = builder.enumType('DrugSearchBy', {
  description: 'What a drug search matches (SPEC §2); newPrice is the current price.',
  values: describedValues(DRUG_SEARCH_BY, {
    tradeName:
      'The English trade name or the Arabic name; a query in Arabic also finds, after those, the drugs whose category, uses or dosage form have a matching Arabic label (أقراص, مضاد حيوي).',
    genericName: 'Any of its generic names.',
    newPrice:
      'The current price in L.E., matched exactly to the piastre (the query is a number such as 75, 16.5 or 1,250).',
    company: 'Any of its companies.',
  }),
});

const DrugOrderRef = builder.enumType('DrugOrder', {
  description: 'Order of an equivalents list after the chosen drug: by name or cheapest first.',
  values: describedValues(DRUG_ORDERS, {
    name: 'By trade name.',
    price: 'Cheapest first; equal prices by trade name.',
  }),
});

const DrugRef = builder.objectRef<Drug>('Drug').implement({
  description: 'A drug of the catalogue (SPEC §3). Prices are in L.E.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The drug’s id, as `drug(id)` and shared links use it.' }),
    tradeName: t.exposeString('tradeName', { description: 'English trade name (drugName).' }),
    arabicName: t.exposeString('arabicName', {
      nullable: true,
      description: 'Arabic trade name, searched with tradeName; null when the catalogue has none.',
    }),
    genericNames: t.exposeStringList('genericNames', {
      description: 'Generic names (active ingredients); similarities share the same set.',
    }),
    companies: t.exposeStringList('companies', {
      description: 'Manufacturer, then distributors.',
    }),
    routes: t.exposeStringList('routes', { description: 'Route / dosage form.' }),
    routeLabels: t.field({
      type: [LocalizedTextRef],
      description:
        'The routes in both languages, in the same order: en as written, ar its Arabic label (أقراص وكبسولات for ORAL.SOLID), or the English when the vocabulary has none.',
      resolve: (row, _args, context) =>
        row.routes.map((route) => drugLabels(context.platform).label('route', route)),
    }),
    pharmacologicalUses: t.exposeStringList('pharmacologicalUses', {
      description: 'Pharmacological uses; alternatives share the same set.',
    }),
    pharmacologicalUseLabels: t.field({
      type: [LocalizedTextRef],
      description:
        'The pharmacological uses in both languages, in the same order: en as written, ar its Arabic label, or the English when the vocabulary has none.',
      resolve: (row, _args, context) =>
        row.pharmacologicalUses.map((use) => drugLabels(context.platform).label('class', use)),
    }),
    category: t.exposeString('category', {
      nullable: true,
      description: 'Pharmacological class (e.g. ANTIBIOTIC.QUINOLONE); null when unknown.',
    }),
    categoryLabel: t.field({
      type: LocalizedTextRef,
      nullable: true,
      description:
        'The category in both languages: en as written, ar its Arabic label (مضاد حيوي - كينولون), or the English when the vocabulary has none; null when the category is.',
      resolve: (row, _args, context) =>
        row.category === null ? null : drugLabels(context.platform).label('class', row.category),
    }),
    mechanismOfAction: t.exposeString('mechanismOfAction', {
      nullable: true,
      description: 'Additional information; paragraphs are separated by blank lines.',
    }),
    barcode: t.exposeString('barcode', {
      nullable: true,
      description: 'Pack barcode; null when unknown.',
    }),
    price: t.exposeFloat('price', { description: 'Current price in L.E.' }),
    oldPrice: t.exposeFloat('oldPrice', {
      nullable: true,
      description: 'Previous price in L.E.; null when none is known.',
    }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'When the record last changed.',
    }),
  }),
});

const DrugSearchResultRef = builder.objectRef<DrugSearchPage>('DrugSearchResult').implement({
  description:
    'One page of a drug search. Ranked: exact match, then prefix of the whole value, then prefix of a later word, then matches with typos (one forgiven in a word of 5+ letters, two from 9; fewer typos first; numbers never corrected); ties by trade name. A price search lists by trade name.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Matching drugs over all pages.' }),
    page: t.exposeInt('page', { description: 'This page’s number, from 1.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Hits per page, as asked (default 10).' }),
    items: t.field({
      type: [DrugRef],
      description: 'This page’s drugs, at most pageSize.',
      resolve: (result) => result.items,
    }),
    didYouMean: t.stringList({
      description:
        'When the search found nothing: up to 5 closest spellings of the query that the searched field knows (one typo more than the search forgives), each a query that finds drugs, closest first. Empty when drugs were found, and for a price search.',
      resolve: (result, _args, context) => searchCorrections(context.platform, result),
    }),
  }),
});

const DrugTableRef = tablePageRef('Drug', DrugRef);

const DrugFilterInputRef = builder.inputType('DrugFilterInput', {
  description: 'The admin drugs table’s filters; each matches the start of a value, any case.',
  fields: (t) => ({
    search: t.string({ description: 'The start of the English or the Arabic trade name.' }),
    company: t.string({ description: 'The start of one of the drug’s companies.' }),
  }),
});

const DrugPriceChangeRef = builder
  .objectRef<Awaited<ReturnType<typeof drugPriceHistory>>[number]>('DrugPriceChange')
  .implement({
    description:
      'One change of a drug’s price (import or admin edit), kept with its date so that an old price is never lost.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The change’s id.' }),
      previousPrice: t.exposeFloat('previousPrice', {
        description: 'Price before the change, in L.E.',
      }),
      price: t.exposeFloat('price', { description: 'Price after the change, in L.E.' }),
      createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it changed.' }),
    }),
  });

const DrugInputRef = builder.inputType('DrugInput', {
  description:
    'A whole drug record: an update sends every field again (a text or list left out is cleared). Lists hold up to 30 values of up to 300 characters; prices are L.E., above 0, at most two decimals, up to 10,000,000.',
  fields: (t) => ({
    tradeName: t.string({ required: true, description: 'English trade name, 1–300 characters.' }),
    arabicName: t.string({ description: 'Arabic trade name, up to 300 characters.' }),
    genericNames: t.stringList({ description: 'Generic names (active ingredients).' }),
    companies: t.stringList({ description: 'Manufacturer, then distributors.' }),
    routes: t.stringList({ description: 'Routes or dosage forms, e.g. ORAL.SOLID.' }),
    pharmacologicalUses: t.stringList({
      description: 'Pharmacological uses; alternatives are matched on them.',
    }),
    category: t.string({ description: 'Pharmacological class, up to 300 characters.' }),
    mechanismOfAction: t.string({
      description:
        'Mechanism of action and other information, up to 5000 characters; blank lines separate paragraphs.',
    }),
    barcode: t.string({ description: 'Pack barcode, up to 64 characters.' }),
    price: t.float({ required: true, description: 'Current price in L.E.' }),
    oldPrice: t.float({
      description:
        'Previous price in L.E.; null clears it. Left out: a changed price moves the previous one here; an unchanged price keeps the stored old price.',
    }),
  }),
});

builder.queryFields((t) => ({
  drugSearch: t.field({
    type: DrugSearchResultRef,
    authScopes: { public: true },
    description: 'Ranked prefix search; an empty query gives no results.',
    args: {
      query: t.arg.string({
        required: true,
        description: 'What the user typed; cut at 100 characters.',
      }),
      searchBy: t.arg({ type: DrugSearchByRef, required: true, description: 'The field matched.' }),
      page: t.arg.int({ description: 'Page number from 1 (default 1); below 1 is VALIDATION.' }),
      pageSize: t.arg.int({ description: 'Hits per page, 1 to 100 (default 10).' }),
    },
    resolve: (_root, args, context) => searchDrugs(context.platform, args.searchBy, args),
  }),
  drugsTable: t.field({
    type: DrugTableRef,
    authScopes: { access: { section: 'drugs', level: 'read' } },
    description:
      'The admin table of drugs (roles that read drugs), from the database so a change shows at ' +
      'once: filtered, sorted by `tradeName` (the default), `price` or `updatedAt`, in numbered pages.',
    args: {
      filter: t.arg({ type: DrugFilterInputRef, description: 'What to narrow the list to.' }),
      ...tableArgs,
    },
    resolve: (_root, args, context) =>
      listDrugsTable(context.platform, context.viewer, args.filter, args),
  }),
  drugSuggestions: t.stringList({
    authScopes: { public: true },
    description: 'Type-ahead: distinct matching values of the searched field.',
    args: {
      query: t.arg.string({
        required: true,
        description: 'What the user typed so far; cut at 100 characters.',
      }),
      searchBy: t.arg({
        type: DrugSearchByRef,
        required: true,
        description: 'The field suggested from; for newPrice, at most the one matching price.',
      }),
      limit: t.arg.int({ description: 'At most this many values (default 10, at most 100).' }),
    },
    resolve: (_root, args, context) =>
      suggestDrugs(context.platform, args.searchBy, args.query, args.limit),
  }),
  drug: t.field({
    type: DrugRef,
    nullable: true,
    authScopes: { public: true },
    description: 'One drug (a drug-index link); null when there is none with this id.',
    args: { id: t.arg.id({ required: true, description: 'The drug’s id.' }) },
    resolve: (_root, args, context) => findDrug(context.platform, String(args.id)),
  }),
  drugAlternatives: t.field({
    type: [DrugRef],
    authScopes: { public: true },
    description: 'Same set of pharmacological uses; the chosen drug first (up to 250).',
    args: {
      id: t.arg.id({
        required: true,
        description: 'The chosen drug; an unknown id gives an empty list.',
      }),
      orderBy: t.arg({
        type: DrugOrderRef,
        defaultValue: 'name',
        description: 'Order of the drugs after the chosen one.',
      }),
    },
    resolve: (_root, args, context) =>
      drugEquivalents(context.platform, String(args.id), 'alternatives', args.orderBy ?? 'name'),
  }),
  drugSimilarities: t.field({
    type: [DrugRef],
    authScopes: { public: true },
    description: 'Same set of generic names; the chosen drug first (up to 250).',
    args: {
      id: t.arg.id({
        required: true,
        description: 'The chosen drug; an unknown id gives an empty list.',
      }),
      orderBy: t.arg({
        type: DrugOrderRef,
        defaultValue: 'name',
        description: 'Order of the drugs after the chosen one.',
      }),
    },
    resolve: (_root, args, context) =>
      drugEquivalents(context.platform, String(args.id), 'similarities', args.orderBy ?? 'name'),
  }),
  drugsMostSearched: t.field({
    type: [DrugRef],
    authScopes: { public: true },
    description: 'Drugs most often opened from a search in the last 30 days.',
    args: {
      limit: t.arg.int({ description: 'At most this many drugs (default 10, at most 20).' }),
    },
    resolve: (_root, args, context) => mostSearchedDrugs(context.platform, args.limit),
  }),
  drugPriceHistory: t.field({
    type: [DrugPriceChangeRef],
    authScopes: { public: true },
    description:
      'Price changes of a drug, newest first (the last 100), for the detail dialog’s chart and the admin form; a drug imported with an old price but never changed here has none.',
    args: {
      id: t.arg.id({ required: true, description: 'The drug; an unknown id gives an empty list.' }),
    },
    resolve: (_root, args, context) => drugPriceHistory(context.platform, String(args.id)),
  }),
  drugFollowed: t.boolean({
    authScopes: { public: true },
    description:
      'Whether the signed-in viewer follows this drug’s price (price alerts); false when signed out.',
    args: { id: t.arg.id({ required: true, description: 'The drug.' }) },
    resolve: (_root, args, context) =>
      followsDrug(context.platform, context.viewer, String(args.id)),
  }),
  myFollowedDrugs: t.field({
    type: [DrugRef],
    authScopes: { signedIn: true },
    description: 'The drugs the viewer follows for price alerts, last followed first (up to 200).',
    resolve: (_root, _args, context) => followedDrugs(context.platform, context.viewer),
  }),
}));

builder.mutationFields((t) => ({
  drugFollow: t.boolean({
    authScopes: { signedIn: true },
    description:
      'The viewer follows a drug’s price: each change (import or admin edit) sends them a drugPrice notification. Again: no change. NOT_FOUND for an unknown drug; QUOTA_EXCEEDED past 200 drugs.',
    args: { id: t.arg.id({ required: true, description: 'The drug.' }) },
    resolve: (_root, args, context) => followDrug(context.platform, context, String(args.id)),
  }),
  drugUnfollow: t.boolean({
    authScopes: { signedIn: true },
    description: 'The viewer stops following a drug’s price; NOT_FOUND when they do not follow it.',
    args: { id: t.arg.id({ required: true, description: 'The drug.' }) },
    resolve: (_root, args, context) => unfollowDrug(context.platform, context, String(args.id)),
  }),
  drugSearchHit: t.boolean({
    authScopes: { public: true },
    description:
      'A search led to opening this drug (counts towards most searched): once per visitor and Cairo day; 120 calls a minute per IP, then RATE_LIMITED.',
    args: {
      id: t.arg.id({ required: true, description: 'The drug opened; NOT_FOUND when unknown.' }),
      anonymousId: t.arg.string({
        description:
          'A signed-out visitor’s anonymous id (a UUID); without it, the IP counts as the visitor.',
      }),
    },
    resolve: (_root, args, context) =>
      recordSearchHit(context.platform, context, {
        id: String(args.id),
        anonymousId: args.anonymousId,
      }),
  }),
  drugCreate: t.field({
    type: DrugRef,
    authScopes: { access: { section: 'drugs', level: 'write' } },
    description:
      'Drug editors (owner, editor, productEditor) add a drug; VALIDATION lists the bad fields.',
    args: { data: t.arg({ type: DrugInputRef, required: true, description: 'The new drug.' }) },
    resolve: (_root, args, context) =>
      createDrug(context.platform, context.viewer, context.actor, args.data),
  }),
  drugUpdate: t.field({
    type: DrugRef,
    authScopes: { access: { section: 'drugs', level: 'write' } },
    description:
      'Drug editors replace a drug’s record; a price change is kept in the price history.',
    args: {
      id: t.arg.id({ required: true, description: 'The drug; NOT_FOUND when unknown.' }),
      data: t.arg({
        type: DrugInputRef,
        required: true,
        description: 'The whole record, every field again.',
      }),
    },
    resolve: (_root, args, context) =>
      updateDrug(context.platform, context.viewer, context.actor, String(args.id), args.data),
  }),
  drugDelete: t.id({
    authScopes: { access: { section: 'drugs', level: 'write' } },
    description:
      'Drug editors delete a drug, with its price history and search counts; answers its id.',
    args: { id: t.arg.id({ required: true, description: 'The drug; NOT_FOUND when unknown.' }) },
    resolve: (_root, args, context) =>
      deleteDrug(context.platform, context.viewer, context.actor, String(args.id)),
  }),
}));
