import { listen, mapLive } from '../../platform/bus/bus';
import { EVENTS_TOPIC, isPublishedEvent, type PublishedEvent } from '../../platform/events/events';
import { builder } from '../../platform/graphql/builder';
import type { RequestContext } from '../../platform/graphql/context';
import { pageArgs, pageRef } from '../../platform/graphql/pagination';
import {
  POST_KINDS,
  POST_MODERATORS,
  POST_STATUSES,
  isPostTransition,
  ownListRule,
  publicListRule,
  transitionChange,
  type LiveChange,
  type OwnListRule,
  type PostKind,
  type PostState,
} from './posts';
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

/** One change to apply to a live list of posts (SPEC §4). */
export interface PostListChange<T> {
  kind: Exclude<LiveChange, 'ignore'>;
  id: string;
  item: T | null;
}

export interface PostListChangesOptions<T> {
  kind: PostKind;
  /** The viewer's own list (with its rule) rather than the public one. */
  mine: boolean;
  ownRule: OwnListRule;
  /** The post as a list shows it, read once per event and process. */
  load: (event: PublishedEvent, id: string) => Promise<T | null>;
  /** The list state of a loaded post. */
  stateOf: (item: T) => PostState & { createdBy: string };
  /**
   * Events of other entities that change a post's card (a comment changes its count): the
   * post's id, or undefined when the event does not concern one.
   */
  related?: { entity: string; postId: (event: PublishedEvent) => string | undefined };
}

/**
 * The live changes of a list of one kind of post, public or the viewer's own (SPEC §4): every
 * post transition recorded by the post mechanism, turned into add, update or remove for the
 * list's rule. The post is read again before it is sent: a change that was overtaken by a
 * later one is dropped, since the later event brings the news.
 */
export function postListChanges<T>(
  context: RequestContext,
  options: PostListChangesOptions<T>,
): AsyncIterable<PostListChange<T>> {
  const viewerId = context.viewer?.id ?? '';
  const rule = options.mine ? ownListRule(options.ownRule) : publicListRule;
  const relatedId = (event: PublishedEvent) =>
    options.related && event.entity === options.related.entity
      ? options.related.postId(event)
      : undefined;
  const changeOf = (event: PublishedEvent): LiveChange => {
    if (options.related && event.entity === options.related.entity)
      return relatedId(event) ? 'update' : 'ignore';
    const transition = event.values.post;
    if (!isPostTransition(transition) || transition.kind !== options.kind) return 'ignore';
    if (options.mine && transition.createdBy !== viewerId) return 'ignore';
    return transitionChange(transition, rule);
  };
  const events = listen(
    context.platform.bus,
    EVENTS_TOPIC,
    (message): message is PublishedEvent =>
      isPublishedEvent(message) &&
      (message.entity === options.kind || message.entity === options.related?.entity) &&
      changeOf(message) !== 'ignore',
  );
  return mapLive(events, async (event): Promise<PostListChange<T> | null> => {
    const kind = changeOf(event);
    const id = relatedId(event) ?? event.entityId;
    if (kind === 'ignore') return null;
    if (kind === 'remove') return { kind, id, item: null };
    const item = await options.load(event, id);
    if (!item) return null;
    const state = options.stateOf(item);
    if (!rule(state) || (options.mine && state.createdBy !== viewerId)) return null;
    return { kind, id, item };
  });
}
