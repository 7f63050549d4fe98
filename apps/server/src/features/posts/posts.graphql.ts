import type { EnumRef, InputObjectRef, ObjectFieldBuilder, ObjectRef } from '@pothos/core';
import { listen, mapLive } from '../../platform/bus/bus';
import type { Db } from '../../platform/db/db';
import { EVENTS_TOPIC, isPublishedEvent, type PublishedEvent } from '../../platform/events/events';
import { builder, type SchemaTypes } from '../../platform/graphql/builder';
import { describedValues } from '../../platform/graphql/enums';
import type { RequestContext, Viewer } from '../../platform/graphql/context';
import { pageArgs, pageRef, type Page, type PageArgs } from '../../platform/graphql/pagination';
import type { Platform } from '../../platform/platform';
import {
  POST_KINDS,
  POST_STATUSES,
  canSeeDeactivationReason,
  canSeePendingEdit,
  isPostTransition,
  ownListRule,
  publicListRule,
  transitionChange,
  type LiveChange,
  type OwnListRule,
  type PostKind,
  type PostState,
  type PostStatus,
} from './posts';
import {
  loadRevisions,
  moderationQueue,
  postQuotaOfKind,
  revised,
  type Creator,
  type ModerationEdit,
  type ModerationQueueItem,
  type ModerationVersion,
  type PostKindDefinition,
  type PostRequest,
  type PostRowOf,
  type PostTable,
} from './posts.service';
import type { PostRevision } from './posts.tables';
import { DeactivationReasonRef, requestReference } from '../reference/reference.graphql';

export const PostStatusRef = builder.enumType('PostStatus', {
  description: 'SPEC §4: a new post is pending until a moderator accepts or deletes it.',
  values: describedValues(POST_STATUSES, {
    pending:
      'Waiting for a moderator: new, or re-activated by its author. (An edit of an accepted post ' +
      'waits beside it: see `hasPendingEdit`.)',
    accepted: 'Accepted by a moderator: shown in public lists.',
    deleted: 'Deleted by its author or a moderator; public lists still show it while it is active.',
  }),
});

export const PostKindRef = builder.enumType('PostKind', {
  description: 'The kinds of moderated post.',
  values: describedValues(POST_KINDS, {
    prescription: 'A prescription (SPEC §3).',
    job: 'A job opportunity (SPEC §3).',
    facility: 'A facility ad: a pharmacy, store or clinic to sell, rent or buy (SPEC §3 Property).',
  }),
});

export const LiveChangeKindRef = builder.enumType('LiveChangeKind', {
  description: 'How a live list applies a change (SPEC §4): add, update or remove the item.',
  values: describedValues(['add', 'update', 'remove'] as const, {
    add: 'The item became visible in this list: insert it.',
    update: 'The item changed and stays visible: replace it.',
    remove: 'The item is no longer in this list (deleted, back in review, or hidden): drop it.',
  }),
});

export const CreatorRef = builder.objectRef<Creator>('Creator').implement({
  description:
    'A user as cards show them: the author of a post, comment or offer, who sent a notification, who is typing.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The user's id." }),
    fullName: t.exposeString('fullName', { description: 'Their full name.' }),
    avatar: t.exposeString('avatar', {
      nullable: true,
      description:
        'URL of their picture (their avatar, else their sign-in picture); null when none.',
    }),
  }),
});

/** What every kind's post type shows the same way. */
interface PostFieldsSource {
  createdAt: Date;
  updatedAt: Date;
  createdBy: string;
  creator: Creator | null;
  postStatus: PostStatus;
  isActive: boolean;
}

/**
 * The fields every post type has (SPEC §3): its dates, its author (`who` names them: author,
 * owner) and its review status. The kind adds its own, and its deactivation reason.
 */
export function postFields<View extends PostFieldsSource>(
  t: ObjectFieldBuilder<SchemaTypes, View>,
  who: string,
) {
  return {
    createdAt: t.field({
      type: 'DateTime',
      description: 'When it was created.',
      resolve: (row) => row.createdAt,
    }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When it last changed (an edit, a review or a status change).',
      resolve: (row) => row.updatedAt,
    }),
    createdBy: t.id({ description: `The ${who}'s user id.`, resolve: (row) => row.createdBy }),
    creator: t.field({
      type: CreatorRef,
      nullable: true,
      description: `Null when the ${who} no longer exists (SPEC §8: empty creator).`,
      resolve: (row) => row.creator,
    }),
    postStatus: t.field({
      type: PostStatusRef,
      description: 'Its review status (SPEC §4).',
      resolve: (row) => row.postStatus,
    }),
    isActive: t.boolean({
      description:
        'The ad’s on/off switch (SPEC §4 Active / Inactive); deleting turns it off, and a ' +
        'deleted post stays in public lists only while it is on.',
      resolve: (row) => row.isActive,
    }),
  };
}

/**
 * The fields of an ad that a moderator publishes and takes down with a reason of the reference
 * data (jobs, facilities): when it was published, why it was taken down (its owner and
 * moderators only), and its owner's label (`labelRef`, the kind's label enum).
 */
export function adReviewFields<
  Label extends string,
  View extends PostFieldsSource & {
    publishedAt: Date | null;
    deactivationReasonId: string | null;
    label: Label;
  },
>(t: ObjectFieldBuilder<SchemaTypes, View>, labelRef: EnumRef<SchemaTypes, Label>) {
  return {
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When a moderator last accepted it; orders the public list. Null until first accepted.',
      resolve: (row) => row.publishedAt,
    }),
    deactivationReason: t.field({
      type: DeactivationReasonRef,
      nullable: true,
      description: 'Why it was taken down; shown to its owner and moderators only.',
      resolve: async (row, _args, context) =>
        row.deactivationReasonId && canSeeDeactivationReason(row, context.viewer)
          ? ((await requestReference(context)).deactivationReasonById.get(
              row.deactivationReasonId,
            ) ?? null)
          : null,
    }),
    label: t.field({
      type: labelRef,
      description: 'What the owner’s list shows.',
      // Pothos cannot resolve its result type for a generic Label; the row's label is one.
      resolve: (row) => row.label as never,
    }),
  };
}

/**
 * Reads the waiting edits of the posts a response shows, one query per kind and tick: the posts
 * of a list resolve their fields together. Nothing is kept after the read (a subscription's
 * context lives long, and each event must see the edit as it is then).
 */
const revisionReaders = new WeakMap<
  RequestContext,
  Map<PostKind, (id: string) => Promise<PostRevision | undefined>>
>();

function readRevision(
  context: RequestContext,
  kind: PostKind,
  id: string,
): Promise<PostRevision | undefined> {
  const readers = revisionReaders.get(context) ?? new Map();
  revisionReaders.set(context, readers);
  let read = readers.get(kind);
  if (!read) {
    let batch: { ids: Set<string>; revisions: Promise<Map<string, PostRevision>> } | null = null;
    read = async (postId: string) => {
      if (!batch) {
        const ids = new Set<string>();
        const revisions = Promise.resolve().then(() => {
          batch = null;
          return loadRevisions(context.platform.database.db, kind, [...ids]);
        });
        batch = { ids, revisions };
      }
      batch.ids.add(postId);
      return (await batch.revisions).get(postId);
    };
    readers.set(kind, read);
  }
  return read(id);
}

/** The waiting edit of a post, if the viewer may see it: its author and moderators only. */
function visibleRevision(
  context: RequestContext,
  kind: PostKind,
  row: { id: string; createdBy: string },
): Promise<PostRevision | undefined> {
  return canSeePendingEdit(row, context.viewer)
    ? readRevision(context, kind, row.id)
    : Promise.resolve(undefined);
}

/**
 * `hasPendingEdit` of a post type (ADR 0021): shown to its author and moderators only, false
 * for everyone else. The kind adds `pendingEdit` of its own type with `pendingEditOf`.
 */
export function hasPendingEditField<View extends PostFieldsSource & { id: string }>(
  t: ObjectFieldBuilder<SchemaTypes, View>,
  kind: PostKind,
) {
  return t.boolean({
    description:
      'Its author edited it after it was accepted and the edit waits for a moderator; the ' +
      'accepted version stays public meanwhile. Author and moderators only (false for others).',
    resolve: async (row, _args, context) =>
      (await visibleRevision(context, kind, row)) !== undefined,
  });
}

/** What `pendingEdit` says (every kind's post type has it). */
export const PENDING_EDIT_DESCRIPTION =
  'The post as its waiting edit would make it (what the author’s edit form shows); null when ' +
  'no edit waits. Author and moderators only (null for others).';

/** Resolves `pendingEdit`: the post with its waiting edit's values, for whoever may see it. */
export function pendingEditOf<T extends PostTable, View extends PostRowOf<T>>(
  definition: PostKindDefinition<T, View>,
): (row: View, context: RequestContext) => Promise<View | null> {
  return async (row, context) => {
    const revision = await visibleRevision(context, definition.kind, row);
    return revision ? revised(row, revision) : null;
  };
}

/**
 * The fields every kind's post type has: `postFields`, and its waiting edit (ADR 0021):
 * `hasPendingEdit` and `pendingEdit`, of the kind's own type `ref`.
 */
export function postKindFields<T extends PostTable, View extends PostRowOf<T> & PostFieldsSource>(
  t: ObjectFieldBuilder<SchemaTypes, View>,
  definition: PostKindDefinition<T, View>,
  ref: ObjectRef<SchemaTypes, View>,
  who: string,
) {
  const pendingEdit = pendingEditOf(definition);
  return {
    ...postFields(t, who),
    hasPendingEdit: hasPendingEditField(t, definition.kind),
    pendingEdit: t.field({
      type: ref,
      nullable: true,
      description: PENDING_EDIT_DESCRIPTION,
      // Pothos cannot resolve its result type for a generic View; `pendingEditOf` gives Views.
      resolve: (row, _args, context) => pendingEdit(row, context) as never,
    }),
  };
}

/** What the queue shows of one version of a post: a queue item's own, or an edit's `before`. */
function versionFields<Source extends ModerationVersion>(
  t: ObjectFieldBuilder<SchemaTypes, Source>,
) {
  return {
    title: t.string({
      description: "The post's title (a job's name).",
      resolve: (version) => version.title,
    }),
    description: t.string({
      description: "The post's description.",
      resolve: (version) => version.description,
    }),
    imageUrl: t.string({
      nullable: true,
      description: "URL of the post's photo; null for kinds without one (jobs).",
      resolve: (version) => version.imageUrl,
    }),
    thumbnailUrl: t.string({
      nullable: true,
      description: "URL of the photo's thumbnail; null for kinds without a photo (jobs).",
      resolve: (version) => version.thumbnailUrl,
    }),
  };
}

const ModerationVersionRef = builder.objectRef<ModerationVersion>('ModerationVersion').implement({
  description: 'One version of a post as the moderation queue shows it.',
  fields: versionFields,
});

const ModerationEditRef = builder.objectRef<ModerationEdit>('ModerationEdit').implement({
  description: 'An edit of an accepted post, waiting for a moderator (the post stays public).',
  fields: (t) => ({
    submittedAt: t.expose('submittedAt', {
      type: 'DateTime',
      description: 'When its author last changed the edit.',
    }),
    fields: t.exposeStringList('fields', {
      description: "The kind's fields it changes (e.g. title, description, imageUploadId).",
    }),
    before: t.expose('before', {
      type: ModerationVersionRef,
      description: 'The accepted version, public until the edit is accepted.',
    }),
  }),
});

const ModerationItemRef = builder.objectRef<ModerationQueueItem>('ModerationItem').implement({
  description:
    'A post waiting for a moderator, whatever its kind: a pending post, or an edit of an ' +
    'accepted one (`edit`; its title, text and photo are then the edited ones).',
  fields: (t) => ({
    kind: t.field({
      type: PostKindRef,
      description: 'Which kind of post it is.',
      resolve: (item) => item.kind,
    }),
    id: t.exposeID('id', { description: "The post's id." }),
    ...versionFields(t),
    postStatus: t.field({
      type: PostStatusRef,
      description: 'Pending; accepted when the item is an edit of an accepted post.',
      resolve: (item) => item.postStatus,
    }),
    edit: t.expose('edit', {
      type: ModerationEditRef,
      nullable: true,
      description:
        'Set when the item is an edit of an accepted post: accept or reject it with the ' +
        "kind's edit mutations (`prescriptionEditAccept`…); null for a pending post.",
    }),
    createdBy: t.exposeID('createdBy', { description: "The author's user id." }),
    creator: t.field({
      type: CreatorRef,
      nullable: true,
      description: 'Null when the author no longer exists (SPEC §8: empty creator).',
      resolve: (item) => item.creator,
    }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When the post was created; the queue is newest first.',
    }),
  }),
});

const ModerationItemPageRef = pageRef('ModerationItem', ModerationItemRef);

const PostQuotaRef = builder.objectRef<{ used: number; limit: number }>('PostQuota').implement({
  description:
    'Posts of a kind the viewer created this Cairo calendar month, and the monthly limit ' +
    '(a setting per kind); clients check it before opening the form.',
  fields: (t) => ({
    used: t.exposeInt('used', {
      description: 'Posts the viewer created this month; deleted ones still count.',
    }),
    limit: t.exposeInt('limit', {
      description: 'Posts allowed a month; creating more answers QUOTA_EXCEEDED.',
    }),
  }),
});

builder.queryField('postQuota', (t) =>
  t.field({
    type: PostQuotaRef,
    description:
      'The add guard of SPEC §2 for any kind: at or above the limit, the form says so at once.',
    authScopes: { signedIn: true },
    args: { kind: t.arg({ type: PostKindRef, required: true, description: 'Which kind.' }) },
    resolve: (_root, args, context) => postQuotaOfKind(context.platform, context.viewer, args.kind),
  }),
);

builder.queryField('moderationQueue', (t) =>
  t.field({
    type: ModerationItemPageRef,
    description:
      'Pending posts of a kind, and accepted ones whose edit waits, newest created first, for ' +
      'whoever the role table lets read moderation (owner, editor, viewer, entityEditor, entityViewer); 20 a page by default, at most 100.',
    authScopes: { access: { section: 'moderation', level: 'read' } },
    args: {
      kind: t.arg({ type: PostKindRef, required: true, description: 'Which kind of post.' }),
      ...pageArgs,
    },
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

/**
 * Reads a post once per bus message and process, not once per subscriber (many subscribers
 * hear the same message); a read is kept 5 s, long enough for all of them.
 */
export function readOncePerMessage<View>(
  load: (db: Db, id: string) => Promise<View | null>,
): (context: RequestContext, key: string, id: string) => Promise<View | null> {
  const recent = new Map<string, Promise<View | null>>();
  return (context, key, id) => {
    let read = recent.get(key);
    if (!read) {
      read = load(context.platform.database.db, id);
      recent.set(key, read);
      setTimeout(() => recent.delete(key), 5000).unref();
    }
    return read;
  };
}

export interface PostChangedOptions<T extends PostTable, View extends PostRowOf<T>> {
  definition: PostKindDefinition<T, View>;
  /** The subscription (`prescriptionChanged`), its change type and the item's field in it. */
  field: string;
  typeName: string;
  itemField: string;
  itemRef: ObjectRef<SchemaTypes, View>;
  descriptions: { field: string; type: string; item: string };
  /**
   * How a post is read for the list (see `readOncePerMessage`); left out, the kind's
   * `loadView` once per message.
   */
  read?: (context: RequestContext, key: string, id: string) => Promise<View | null>;
  /** The list state of a read post when the kind's own state is not all (jobs: expiry). */
  listState?: (view: View, mine: boolean) => PostState;
  related?: PostListChangesOptions<View>['related'];
}

/**
 * A kind's live list: the `<Kind>Change` type and the `<kind>Changed(mine)` subscription of
 * its public list, or of the viewer's own with `mine` (see `postListChanges`).
 */
export function postChangedField<T extends PostTable, View extends PostRowOf<T>>(
  options: PostChangedOptions<T, View>,
): void {
  const { definition, itemRef, descriptions } = options;
  const read = options.read ?? readOncePerMessage(definition.loadView);
  const ChangeRef = builder.objectRef<PostListChange<View>>(options.typeName).implement({
    description: descriptions.type,
    fields: (t) => ({
      kind: t.field({
        type: LiveChangeKindRef,
        description: 'Whether to add, update or remove the item.',
        resolve: (change) => change.kind,
      }),
      id: t.exposeID('id', {
        description: `The id of the ${options.itemField} that changed (also on remove).`,
      }),
      [options.itemField]: t.expose('item', {
        type: itemRef,
        nullable: true,
        description: descriptions.item,
      }),
    }),
  });
  builder.subscriptionField(options.field, (t) =>
    t.field({
      type: ChangeRef,
      description: descriptions.field,
      authScopes: { signedIn: true },
      args: {
        mine: t.arg.boolean({
          required: false,
          description:
            'True: follow the viewer’s own list (its own status rule per kind, SPEC §4); ' +
            'false or left out: the public list.',
        }),
      },
      subscribe: (_root, args, context) => {
        const mine = Boolean(args.mine);
        return postListChanges(context, {
          kind: definition.kind,
          mine,
          ownRule: definition.ownList,
          load: (event, id) => read(context, event.id, id),
          stateOf: (view) => ({
            ...(options.listState ? options.listState(view, mine) : definition.state(view)),
            createdBy: view.createdBy,
          }),
          related: options.related,
        });
      },
      resolve: (change) => change,
    }),
  );
}

/** A kind's moderator decisions, each taking the post's id (and a reason for the refusals). */
export interface AdModerationServices<View> {
  accept: (context: RequestContext, id: string) => Promise<View>;
  delete: (context: RequestContext, id: string, reasonId: string) => Promise<View>;
  acceptEdit: (context: RequestContext, id: string) => Promise<View>;
  rejectEdit: (context: RequestContext, id: string, reasonId: string) => Promise<View>;
}

/**
 * The four moderator mutations of an ad kind whose reasons come from the reference data (jobs,
 * facilities): `<prefix>Accept`, `<prefix>Delete`, `<prefix>EditAccept`, `<prefix>EditReject`.
 */
export function adModerationMutations<View>(options: {
  prefix: string;
  ref: ObjectRef<SchemaTypes, View>;
  /** The deactivation reasons' category (SPEC §3): job or property. */
  category: string;
  services: AdModerationServices<View>;
}) {
  const { prefix, ref, category, services } = options;
  const moderators = { access: { section: 'moderation', level: 'write' } } as const;
  // Pothos computes a resolver's result type with a conditional type it cannot resolve for a
  // generic View; the services are typed by `AdModerationServices<View>` above.
  const answer = (result: Promise<View>) => result as never;
  builder.mutationFields((t) => {
    const reasonId = () =>
      t.arg.id({
        required: true,
        description: `A deactivation reason of category ${category}; VALIDATION otherwise.`,
      });
    return {
      [`${prefix}Accept`]: t.field({
        type: ref,
        description:
          'Moderators (owner, editor, entityEditor) accept a pending ad, or restore a deleted one; it is published now and its owner told.',
        authScopes: moderators,
        args: {
          id: t.arg.id({ required: true, description: 'The ad; CONFLICT when already accepted.' }),
        },
        resolve: (_root, args, context) => answer(services.accept(context, String(args.id))),
      }),
      [`${prefix}Delete`]: t.field({
        type: ref,
        description: `Moderators take an ad down with a ${category} deactivation reason; its owner is told.`,
        authScopes: moderators,
        args: {
          id: t.arg.id({ required: true, description: 'The ad; CONFLICT when already deleted.' }),
          reasonId: reasonId(),
        },
        resolve: (_root, args, context) =>
          answer(services.delete(context, String(args.id), String(args.reasonId))),
      }),
      [`${prefix}EditAccept`]: t.field({
        type: ref,
        description:
          'Moderators accept the edit waiting on an accepted ad: its values (and pictures) go public, ' +
          'it keeps its place in the list, and its owner is told. CONFLICT when no edit waits.',
        authScopes: moderators,
        args: { id: t.arg.id({ required: true, description: 'The ad.' }) },
        resolve: (_root, args, context) => answer(services.acceptEdit(context, String(args.id))),
      }),
      [`${prefix}EditReject`]: t.field({
        type: ref,
        description:
          `Moderators reject the edit waiting on an accepted ad with a ${category} deactivation ` +
          'reason: the accepted version stays listed and its owner is told why. CONFLICT when no edit waits.',
        authScopes: moderators,
        args: { id: t.arg.id({ required: true, description: 'The ad.' }), reasonId: reasonId() },
        resolve: (_root, args, context) =>
          answer(services.rejectEdit(context, String(args.id), String(args.reasonId))),
      }),
    };
  });
}

/** What a kind's author operations say: its queries, mutations and their arguments. */
export interface PostOperationTexts {
  /** The query of the viewer's own list (`myJobs`) and of one post (`job`). */
  mine: string;
  one: string;
  create: string;
  update: string;
  destroy: string;
  /** The `id` argument of the query of one post, of the edit and of the author's delete. */
  oneId: string;
  updateId: string;
  destroyId: string;
  /** The `data` argument of create and of the edit. */
  createData: string;
  updateData: string;
}

/** The texts every ad kind (jobs, facilities) says the same way. */
export const AD_OPERATION_TEXTS = {
  oneId: 'The ad; NOT_FOUND when unknown or not the viewer’s to see.',
  updateId: 'The viewer’s own ad: FORBIDDEN for another’s, CONFLICT once deleted.',
  destroyId: 'The viewer’s own ad; FORBIDDEN for another’s.',
  destroy:
    'The owner deletes their ad (it stays counted in the monthly limit). Idempotent; answers true.',
  createData: 'The ad.',
  updateData: 'The whole ad again.',
} as const satisfies Partial<PostOperationTexts>;

/** A kind's author operations (its service functions, as the post mechanism names them). */
export interface PostOperationServices<View> {
  mine: (platform: Platform, viewer: Viewer | null, args: PageArgs) => Promise<Page<View>>;
  one: (platform: Platform, request: PostRequest, id: string) => Promise<View>;
  create: (platform: Platform, request: PostRequest, input: unknown) => Promise<View>;
  update: (platform: Platform, request: PostRequest, id: string, input: unknown) => Promise<View>;
  destroy: (platform: Platform, request: PostRequest, id: string) => Promise<boolean>;
}

/** "Activate ad" of an ad kind: an inactive (for jobs also expired) ad goes back to review. */
export interface PostActivation<View> {
  description: string;
  id: string;
  /** The `runUntil` argument of a kind that runs until a date (jobs); left out, none. */
  runUntil?: string;
  /** The service; a kind without a run-until date ignores the last argument. */
  service: (
    platform: Platform,
    request: PostRequest,
    id: string,
    runUntil: string,
  ) => Promise<View>;
}

/**
 * A kind's author operations, the same shape for every kind (SPEC §4): the queries
 * `<mine>` (its own list) and `<one>` (one post), the mutations `<prefix>Create`,
 * `<prefix>Update`, `<prefix>Destroy` and, for ads, `<prefix>Activate`. The public list, with
 * its kind's filters, stays written out in the kind's module.
 */
export function postOperations<View>(options: {
  prefix: string;
  queries: { mine: string; one: string };
  ref: ObjectRef<SchemaTypes, View>;
  page: ObjectRef<SchemaTypes, Page<View>>;
  input: InputObjectRef<SchemaTypes, unknown>;
  /** The edit's input, when it is not the whole post again (prescriptions). */
  updateInput?: InputObjectRef<SchemaTypes, unknown>;
  texts: PostOperationTexts;
  services: PostOperationServices<View>;
  activate?: PostActivation<View>;
}): void {
  const { prefix, ref, texts, services, activate } = options;
  const signedIn = { signedIn: true } as const;
  // Pothos computes a resolver's result type with a conditional type it cannot resolve for a
  // generic View; the services are typed by `PostOperationServices<View>` above.
  const answer = (result: Promise<View> | Promise<Page<View>>) => result as never;
  builder.queryFields((t) => ({
    [options.queries.mine]: t.field({
      type: options.page,
      description: texts.mine,
      authScopes: signedIn,
      args: pageArgs,
      resolve: (_root, args, context) =>
        answer(services.mine(context.platform, context.viewer, args)),
    }),
    [options.queries.one]: t.field({
      type: ref,
      description: texts.one,
      authScopes: signedIn,
      args: { id: t.arg.id({ required: true, description: texts.oneId }) },
      resolve: (_root, args, context) =>
        answer(services.one(context.platform, context, String(args.id))),
    }),
  }));
  builder.mutationFields((t) => ({
    [`${prefix}Create`]: t.field({
      type: ref,
      description: texts.create,
      authScopes: signedIn,
      args: {
        data: t.arg({ type: options.input, required: true, description: texts.createData }),
      },
      resolve: (_root, args, context) =>
        answer(services.create(context.platform, context, args.data)),
    }),
    [`${prefix}Update`]: t.field({
      type: ref,
      description: texts.update,
      authScopes: signedIn,
      args: {
        id: t.arg.id({ required: true, description: texts.updateId }),
        data: t.arg({
          type: options.updateInput ?? options.input,
          required: true,
          description: texts.updateData,
        }),
      },
      resolve: (_root, args, context) =>
        answer(services.update(context.platform, context, String(args.id), args.data)),
    }),
    [`${prefix}Destroy`]: t.boolean({
      description: texts.destroy,
      authScopes: signedIn,
      args: { id: t.arg.id({ required: true, description: texts.destroyId }) },
      resolve: (_root, args, context) =>
        services.destroy(context.platform, context, String(args.id)),
    }),
  }));
  if (!activate) return;
  builder.mutationField(`${prefix}Activate`, (t) =>
    t.field({
      type: ref,
      description: activate.description,
      authScopes: signedIn,
      args: {
        id: t.arg.id({ required: true, description: activate.id }),
        ...(activate.runUntil
          ? { runUntil: t.arg.string({ required: true, description: activate.runUntil }) }
          : {}),
      },
      resolve: (_root, args, context) =>
        answer(
          activate.service(
            context.platform,
            context,
            String(args.id),
            'runUntil' in args ? String(args.runUntil) : '',
          ),
        ),
    }),
  );
}
