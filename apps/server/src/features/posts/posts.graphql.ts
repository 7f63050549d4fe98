import { builder } from '../../platform/graphql/builder';
import { pageArgs, pageRef } from '../../platform/graphql/pagination';
import { POST_KINDS, POST_MODERATORS, POST_STATUSES } from './posts';
import { moderationQueue, type Creator, type ModerationQueueItem } from './posts.service';

export const PostStatusRef = builder.enumType('PostStatus', {
  description: 'SPEC §4: a new post is pending until a moderator accepts or deletes it.',
  values: POST_STATUSES,
});

export const PostKindRef = builder.enumType('PostKind', {
  description: 'The kinds of moderated post (jobs and facilities join later).',
  values: POST_KINDS,
});

export const LiveChangeKindRef = builder.enumType('LiveChangeKind', {
  description: 'How a live list applies a change (SPEC §4): add, update or remove the item.',
  values: ['add', 'update', 'remove'] as const,
});

export const CreatorRef = builder.objectRef<Creator>('Creator').implement({
  description: 'The author of a post or comment, as shown on cards.',
  fields: (t) => ({
    id: t.exposeID('id'),
    fullName: t.exposeString('fullName'),
    avatar: t.exposeString('avatar', { nullable: true }),
  }),
});

const ModerationItemRef = builder.objectRef<ModerationQueueItem>('ModerationItem').implement({
  description: 'A post waiting for a moderator, whatever its kind.',
  fields: (t) => ({
    kind: t.field({ type: PostKindRef, resolve: (item) => item.kind }),
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true }),
    postStatus: t.field({ type: PostStatusRef, resolve: (item) => item.postStatus }),
    createdBy: t.exposeID('createdBy'),
    creator: t.field({
      type: CreatorRef,
      nullable: true,
      description: 'Null when the author no longer exists (SPEC §8: empty creator).',
      resolve: (item) => item.creator,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ModerationItemPageRef = pageRef('ModerationItem', ModerationItemRef);

builder.queryField('moderationQueue', (t) =>
  t.field({
    type: ModerationItemPageRef,
    description: 'Pending posts of a kind, for moderators (owner, editor, entityEditor).',
    authScopes: { anyRole: POST_MODERATORS },
    args: { kind: t.arg({ type: PostKindRef, required: true }), ...pageArgs },
    resolve: (_root, args, context) =>
      moderationQueue(context.platform, context.viewer, args.kind, args),
  }),
);
