import { OFFER_EDITORS } from '@dawa/shared/offers';
import { builder } from '../../platform/graphql/builder';
import { pageArgs, pageRef } from '../../platform/graphql/pagination';
import { LocalizedTextInputRef, LocalizedTextRef } from '../../platform/graphql/localized';
import { CreatorRef } from '../posts/posts.graphql';
import {
  createOffer,
  deleteOffer,
  getOffer,
  isOfferSubscribed,
  listOffers,
  setOfferSubscribed,
  updateOffer,
  type OfferView,
} from './offers.service';

const OfferRef = builder.objectRef<OfferView>('Offer').implement({
  description: 'A daily offer (SPEC §3); shared with its bilingual title and description.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.field({ type: LocalizedTextRef, resolve: (row) => row.title }),
    description: t.field({ type: LocalizedTextRef, resolve: (row) => row.description }),
    createdBy: t.exposeID('createdBy', { nullable: true }),
    creator: t.field({ type: CreatorRef, nullable: true, resolve: (row) => row.creator }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const OfferPageRef = pageRef('Offer', OfferRef);

const OfferInputRef = builder.inputType('OfferInput', {
  fields: (t) => ({
    title: t.field({ type: LocalizedTextInputRef, required: true }),
    description: t.field({ type: LocalizedTextInputRef, required: true }),
  }),
});

const OfferUpdateInputRef = builder.inputType('OfferUpdateInput', {
  fields: (t) => ({
    title: t.field({ type: LocalizedTextInputRef }),
    description: t.field({ type: LocalizedTextInputRef }),
  }),
});

builder.queryField('offers', (t) =>
  t.field({
    type: OfferPageRef,
    description: 'Offers, newest first, 10 a page.',
    authScopes: { signedIn: true },
    args: pageArgs,
    resolve: (_root, args, context) => listOffers(context.platform, context.viewer, args),
  }),
);

builder.queryField('offer', (t) =>
  t.field({
    type: OfferRef,
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true }) },
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
    args: { subscribed: t.arg.boolean({ required: true }) },
    resolve: (_root, args, context) =>
      setOfferSubscribed(context.platform, context, args.subscribed),
  }),
);

builder.mutationField('offerCreate', (t) =>
  t.field({
    type: OfferRef,
    description: 'Admins add an offer; every user subscribed to offers is notified.',
    authScopes: { anyRole: OFFER_EDITORS },
    args: { data: t.arg({ type: OfferInputRef, required: true }) },
    resolve: (_root, args, context) => createOffer(context.platform, context, args.data),
  }),
);

builder.mutationField('offerUpdate', (t) =>
  t.field({
    type: OfferRef,
    authScopes: { anyRole: OFFER_EDITORS },
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: OfferUpdateInputRef, required: true }),
    },
    resolve: (_root, args, context) =>
      updateOffer(context.platform, context, String(args.id), args.data),
  }),
);

builder.mutationField('offerDelete', (t) =>
  t.boolean({
    authScopes: { anyRole: OFFER_EDITORS },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => deleteOffer(context.platform, context, String(args.id)),
  }),
);
