import { builder } from '../../platform/graphql/builder';
import { pageArgs, pageRef, tableArgs, tablePageRef } from '../../platform/graphql/pagination';
import { LocalizedTextInputRef, LocalizedTextRef } from '../../platform/graphql/localized';
import { CreatorRef } from '../posts/posts.graphql';
import {
  createOffer,
  deleteOffer,
  getOffer,
  isOfferSubscribed,
  listOffers,
  listOffersTable,
  setOfferSubscribed,
  updateOffer,
  type OfferView,
} from './offers.service';

const OfferRef = builder.objectRef<OfferView>('Offer').implement({
  description: 'A daily offer (SPEC §3); shared with its bilingual title and description.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The offer’s id, as `offer` notifications point to it.' }),
    title: t.field({
      type: LocalizedTextRef,
      description: 'Title in Arabic and English.',
      resolve: (row) => row.title,
    }),
    description: t.field({
      type: LocalizedTextRef,
      description: 'Description in Arabic and English.',
      resolve: (row) => row.description,
    }),
    createdBy: t.exposeID('createdBy', {
      nullable: true,
      description: 'The admin who added it; null once that account is deleted.',
    }),
    creator: t.field({
      type: CreatorRef,
      nullable: true,
      description: 'The admin who added it; null when that account no longer exists.',
      resolve: (row) => row.creator,
    }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When it was added; orders the list.',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When it last changed.' }),
  }),
});

const OfferPageRef = pageRef('Offer', OfferRef);
const OfferTableRef = tablePageRef('Offer', OfferRef);

const OfferFilterInputRef = builder.inputType('OfferFilterInput', {
  description: 'The admin offers table’s filters.',
  fields: (t) => ({
    search: t.string({ description: 'Part of the title, in English or Arabic.' }),
  }),
});

builder.queryField('offersTable', (t) =>
  t.field({
    type: OfferTableRef,
    description:
      'The admin table of offers (roles that read offers): filtered, sorted by `createdAt` ' +
      '(newest first by default), in numbered pages.',
    authScopes: { access: { section: 'offers', level: 'read' } },
    args: {
      filter: t.arg({ type: OfferFilterInputRef, description: 'What to narrow the list to.' }),
      ...tableArgs,
    },
    resolve: (_root, args, context) =>
      listOffersTable(context.platform, context.viewer, args.filter, args),
  }),
);

const OfferInputRef = builder.inputType('OfferInput', {
  description: 'A new offer, in both languages (SPEC §3).',
  fields: (t) => ({
    title: t.field({
      type: LocalizedTextInputRef,
      required: true,
      description: 'Title, 3–120 characters in each language.',
    }),
    description: t.field({
      type: LocalizedTextInputRef,
      required: true,
      description: 'Description, 10–2000 characters in each language.',
    }),
  }),
});

const OfferUpdateInputRef = builder.inputType('OfferUpdateInput', {
  description: 'The parts of an offer to change; a part left out is kept.',
  fields: (t) => ({
    title: t.field({
      type: LocalizedTextInputRef,
      description: 'New title, 3–120 characters in each language.',
    }),
    description: t.field({
      type: LocalizedTextInputRef,
      description: 'New description, 10–2000 characters in each language.',
    }),
  }),
});

builder.queryField('offers', (t) =>
  t.field({
    type: OfferPageRef,
    description: 'Offers, newest first, 10 a page (at most 50); signed-in users.',
    authScopes: { signedIn: true },
    args: pageArgs,
    resolve: (_root, args, context) => listOffers(context.platform, context.viewer, args),
  }),
);

builder.queryField('offer', (t) =>
  t.field({
    type: OfferRef,
    description: 'One offer (SPEC §2 offers/:id); signed-in users.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The offer; NOT_FOUND when unknown.' }) },
    resolve: (_root, args, context) => getOffer(context.platform, context.viewer, String(args.id)),
  }),
);

builder.queryField('offerSubscribed', (t) =>
  t.boolean({
    description: 'Whether the viewer is told of new offers (profile switch; on by default).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => isOfferSubscribed(context.platform, context.viewer),
  }),
);

builder.mutationField('offerSubscriptionSet', (t) =>
  t.boolean({
    description: 'Turns `offer` notifications on or off for the viewer; answers the new value.',
    authScopes: { signedIn: true },
    args: {
      subscribed: t.arg.boolean({
        required: true,
        description: 'True to be told of new offers, false to stop.',
      }),
    },
    resolve: (_root, args, context) =>
      setOfferSubscribed(context.platform, context, args.subscribed),
  }),
);

builder.mutationField('offerCreate', (t) =>
  t.field({
    type: OfferRef,
    description:
      'Offer editors (owner, editor, entityEditor) add an offer; every enabled user subscribed to offers is notified.',
    authScopes: { access: { section: 'offers', level: 'write' } },
    args: { data: t.arg({ type: OfferInputRef, required: true, description: 'The offer.' }) },
    resolve: (_root, args, context) => createOffer(context.platform, context, args.data),
  }),
);

builder.mutationField('offerUpdate', (t) =>
  t.field({
    type: OfferRef,
    description: 'Offer editors (owner, editor, entityEditor) edit an offer; nobody is notified.',
    authScopes: { access: { section: 'offers', level: 'write' } },
    args: {
      id: t.arg.id({ required: true, description: 'The offer; NOT_FOUND when unknown.' }),
      data: t.arg({
        type: OfferUpdateInputRef,
        required: true,
        description: 'What changes.',
      }),
    },
    resolve: (_root, args, context) =>
      updateOffer(context.platform, context, String(args.id), args.data),
  }),
);

builder.mutationField('offerDelete', (t) =>
  t.boolean({
    description:
      'Offer editors (owner, editor, entityEditor) delete an offer; its notifications stay. Answers true.',
    authScopes: { access: { section: 'offers', level: 'write' } },
    args: { id: t.arg.id({ required: true, description: 'The offer; NOT_FOUND when unknown.' }) },
    resolve: (_root, args, context) => deleteOffer(context.platform, context, String(args.id)),
  }),
);
