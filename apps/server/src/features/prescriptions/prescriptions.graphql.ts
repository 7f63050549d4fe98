import { listen, mapLive } from '../../platform/bus/bus';
import { EVENTS_TOPIC, isPublishedEvent, type PublishedEvent } from '../../platform/events/events';
import { builder } from '../../platform/graphql/builder';
import type { Viewer } from '../../platform/graphql/context';
import { pageArgs, pageRef } from '../../platform/graphql/pagination';
import { canSeeDeactivationReason, canView, type LiveChange } from '../posts/posts';
import {
  CreatorRef,
  LiveChangeKindRef,
  postChangedField,
  postKindFields,
  postOperations,
  readOncePerMessage,
} from '../posts/posts.graphql';
import {
  loadPrescriptionView,
  prescriptionKind,
  type PrescriptionView,
} from './prescriptions.kind';
import { TYPING_TOPIC } from './prescriptions.policy';
import {
  acceptPrescription,
  acceptPrescriptionEdit,
  createComment,
  createPrescription,
  deletePrescription,
  destroyComments,
  destroyPrescription,
  getPrescription,
  isTypingSignal,
  listComments,
  listMyPrescriptions,
  listPrescriptions,
  loadCommentView,
  rejectPrescriptionEdit,
  requireFollowable,
  setTyping,
  updateComment,
  updatePrescription,
  type CommentView,
  type TypingSignal,
} from './prescriptions.service';

/** What every `id` argument of a prescription says. */
const PRESCRIPTION_ID = "The prescription's id.";

const PrescriptionRef = builder.objectRef<PrescriptionView>('Prescription');
PrescriptionRef.implement({
  description: 'A prescription post (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id', { description: PRESCRIPTION_ID }),
    title: t.exposeString('title', { description: 'Its title (3–120 characters).' }),
    description: t.exposeString('description', {
      description: 'The case, as its author describes it (10–2000 characters).',
    }),
    image: t.exposeString('imageUrl', {
      nullable: true,
      description:
        'URL of the photo (WebP, no metadata); null once its author deleted the post, which removes the photo.',
    }),
    thumbnail: t.exposeString('thumbnailUrl', {
      nullable: true,
      description:
        'URL of the photo’s thumbnail (WebP, at most 320 px wide); null once its author deleted the post.',
    }),
    ...postKindFields(t, prescriptionKind, PrescriptionRef, 'author'),
    deactivationReason: t.string({
      nullable: true,
      description: 'Why it was deleted; shown to its author and moderators only.',
      resolve: (row, _args, context) =>
        canSeeDeactivationReason(row, context.viewer) ? row.deactivationReason : null,
    }),
    viewers: t.exposeInt('viewers', {
      description: 'Distinct signed-in viewers (not the author).',
    }),
    subscribers: t.exposeInt('subscribers', { description: 'The author and every commenter.' }),
    commentsLength: t.exposeInt('commentsLength', { description: 'How many comments it has.' }),
  }),
});

const PrescriptionPageRef = pageRef('Prescription', PrescriptionRef);

const CommentRef = builder.objectRef<CommentView>('Comment').implement({
  description: 'A comment under a prescription (SPEC §3).',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The comment's id." }),
    prescriptionId: t.exposeID('prescriptionId', {
      description: 'The prescription it is under.',
    }),
    comment: t.exposeString('comment', { description: 'Its text (1–1000 characters).' }),
    createdBy: t.exposeID('createdBy', { description: "Its author's user id." }),
    creator: t.field({
      type: CreatorRef,
      nullable: true,
      description: 'Its author; null when the author no longer exists (SPEC §8: empty creator).',
      resolve: (row) => row.creator,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    updatedAt: t.expose('updatedAt', {
      type: 'DateTime',
      description: 'When it was last edited; its creation time until then.',
    }),
  }),
});

const CommentPageRef = pageRef('Comment', CommentRef);

const PrescriptionInputRef = builder.inputType('PrescriptionInput', {
  description: 'A new prescription; a field that breaks its rule is a VALIDATION error.',
  fields: (t) => ({
    title: t.string({
      required: true,
      description: '3–120 characters after trimming (`invalidTitle`).',
    }),
    description: t.string({
      required: true,
      description: 'The case: 10–2000 characters after trimming (`invalidDescription`).',
    }),
    imageUploadId: t.string({
      description:
        'The id answered by POST /api/uploads?purpose=prescription. Required: left out or ' +
        'empty, it is a VALIDATION error (`imageRequired`); an unknown, used or other user’s ' +
        'upload is refused.',
    }),
  }),
});

const PrescriptionUpdateInputRef = builder.inputType('PrescriptionUpdateInput', {
  description: 'An edit: the fields given change; those left out keep their value.',
  fields: (t) => ({
    title: t.string({ description: 'A new title: 3–120 characters after trimming.' }),
    description: t.string({
      description: 'A new description: 10–2000 characters after trimming.',
    }),
    imageUploadId: t.string({ description: 'A new photo; leave out to keep the current one.' }),
  }),
});

const CommentInputRef = builder.inputType('CommentInput', {
  description: 'The text of a comment.',
  fields: (t) => ({
    comment: t.string({
      required: true,
      description: '1–1000 characters after trimming (`invalidComment`).',
    }),
  }),
});

// ---------------------------------------------------------------------------------------------
// Queries and mutations

builder.queryField('prescriptions', (t) =>
  t.field({
    type: PrescriptionPageRef,
    description:
      'The public list (SPEC §4): accepted, and deleted while active; newest first, ' +
      '20 a page by default, at most 500.',
    authScopes: { signedIn: true },
    args: pageArgs,
    resolve: (_root, args, context) => listPrescriptions(context.platform, context.viewer, args),
  }),
);

builder.queryField('prescriptionComments', (t) =>
  t.field({
    type: CommentPageRef,
    description:
      'Comments of a prescription the viewer may open, newest first, 5 a page by default, ' +
      'at most 50.',
    authScopes: { signedIn: true },
    args: {
      prescriptionId: t.arg.id({
        required: true,
        description: 'The prescription; NOT_FOUND if the viewer may not open it.',
      }),
      ...pageArgs,
    },
    resolve: (_root, args, context) =>
      listComments(context.platform, context.viewer, String(args.prescriptionId), args),
  }),
);

postOperations({
  prefix: 'prescription',
  queries: { mine: 'myPrescriptions', one: 'prescription' },
  ref: PrescriptionRef,
  page: PrescriptionPageRef,
  input: PrescriptionInputRef,
  updateInput: PrescriptionUpdateInputRef,
  texts: {
    mine:
      "The viewer's own accepted prescriptions (SPEC §4); newest first, 20 a page by default, " +
      'at most 500.',
    one:
      'One prescription; counts the viewer. Pending or deleted: author and moderators only ' +
      '(NOT_FOUND for others, as for a missing one).',
    oneId: PRESCRIPTION_ID,
    create:
      'A new prescription, pending approval; the author becomes its first subscriber. ' +
      'QUOTA_EXCEEDED past the monthly limit (setting `quota.prescription`, default 3 a Cairo ' +
      'calendar month; deleted ones still count).',
    createData: 'Its fields.',
    update:
      'The author edits. An accepted prescription stays public as it was, with its comments, ' +
      'and the edit waits for a moderator (`hasPendingEdit`, `pendingEdit`; editing again ' +
      'changes that edit); a pending one changes in place. FORBIDDEN for others who may open ' +
      'it, CONFLICT once deleted.',
    updateId: PRESCRIPTION_ID,
    updateData: 'The fields to change.',
    destroy:
      'The author deletes their prescription (it stays, deleted and inactive); its photo and ' +
      'files are removed, so it cannot be restored. Idempotent; answers true. FORBIDDEN for others who may open it.',
    destroyId: PRESCRIPTION_ID,
  },
  services: {
    mine: listMyPrescriptions,
    one: getPrescription,
    create: createPrescription,
    update: updatePrescription,
    destroy: destroyPrescription,
  },
});

builder.mutationField('prescriptionAccept', (t) =>
  t.field({
    type: PrescriptionRef,
    description:
      'Moderators accept a pending prescription, or restore a deleted one; CONFLICT once its author deleted it (its photo is gone).',
    authScopes: { access: { section: 'moderation', level: 'write' } },
    args: { id: t.arg.id({ required: true, description: PRESCRIPTION_ID }) },
    resolve: (_root, args, context) =>
      acceptPrescription(context.platform, context, String(args.id)),
  }),
);

builder.mutationField('prescriptionDelete', (t) =>
  t.field({
    type: PrescriptionRef,
    description:
      'Moderators delete a prescription with a deactivation reason; the author is told. ' +
      'CONFLICT if it is already deleted.',
    authScopes: { access: { section: 'moderation', level: 'write' } },
    args: {
      id: t.arg.id({ required: true, description: PRESCRIPTION_ID }),
      reason: t.arg.string({
        required: true,
        description:
          'Why: 3–500 characters after trimming (`invalidReason`); shown to the author and moderators.',
      }),
    },
    resolve: (_root, args, context) =>
      deletePrescription(context.platform, context, String(args.id), args.reason),
  }),
);

builder.mutationField('prescriptionEditAccept', (t) =>
  t.field({
    type: PrescriptionRef,
    description:
      'Moderators accept the edit waiting on an accepted prescription: its values (a new photo ' +
      'included) go public and the author is told. CONFLICT when no edit waits.',
    authScopes: { access: { section: 'moderation', level: 'write' } },
    args: { id: t.arg.id({ required: true, description: PRESCRIPTION_ID }) },
    resolve: (_root, args, context) =>
      acceptPrescriptionEdit(context.platform, context, String(args.id)),
  }),
);

builder.mutationField('prescriptionEditReject', (t) =>
  t.field({
    type: PrescriptionRef,
    description:
      'Moderators reject the edit waiting on an accepted prescription: it is dropped, the ' +
      'accepted version stays public and the author is told why. CONFLICT when no edit waits.',
    authScopes: { access: { section: 'moderation', level: 'write' } },
    args: {
      id: t.arg.id({ required: true, description: PRESCRIPTION_ID }),
      reason: t.arg.string({
        required: true,
        description: 'Why: 3–500 characters after trimming (`invalidReason`); shown to the author.',
      }),
    },
    resolve: (_root, args, context) =>
      rejectPrescriptionEdit(context.platform, context, String(args.id), args.reason),
  }),
);

builder.mutationField('commentCreate', (t) =>
  t.field({
    type: CommentRef,
    description:
      'Comments on a prescription (`id`); the commenter becomes a subscriber. ' +
      'CONFLICT unless the prescription is accepted.',
    authScopes: { signedIn: true },
    args: {
      data: t.arg({ type: CommentInputRef, required: true, description: 'The comment.' }),
      id: t.arg.id({ required: true, description: 'The prescription.' }),
    },
    resolve: (_root, args, context) =>
      createComment(context.platform, context, String(args.id), args.data),
  }),
);

builder.mutationField('commentUpdate', (t) =>
  t.field({
    type: CommentRef,
    description:
      'The author edits their comment (FORBIDDEN for others); CONFLICT unless the prescription ' +
      'is accepted.',
    authScopes: { signedIn: true },
    args: {
      data: t.arg({ type: CommentInputRef, required: true, description: 'The new text.' }),
      prescriptionId: t.arg.id({ required: true, description: 'The prescription it is under.' }),
      commentId: t.arg.id({ required: true, description: "The comment's id." }),
    },
    resolve: (_root, args, context) =>
      updateComment(
        context.platform,
        context,
        String(args.prescriptionId),
        String(args.commentId),
        args.data,
      ),
  }),
);

builder.mutationField('commentDestroy', (t) =>
  t.idList({
    description:
      'Deletes own comments (moderators: any); answers the deleted ids. All or nothing: ' +
      'NOT_FOUND if one is missing or the viewer may not open the prescription, FORBIDDEN if ' +
      'one is someone else’s.',
    authScopes: { signedIn: true },
    args: {
      prescId: t.arg.id({ required: true, description: 'The prescription they are under.' }),
      ids: t.arg.idList({
        required: true,
        description: 'The comments’ ids, at most 50 (BAD_REQUEST beyond); repeats count once.',
      }),
    },
    resolve: (_root, args, context) =>
      destroyComments(context.platform, context, String(args.prescId), args.ids.map(String)),
  }),
);

builder.mutationField('prescriptionTypingSet', (t) =>
  t.boolean({
    description:
      'Signals that the viewer is typing a comment (send at most every 3 s while typing); ' +
      'false when dropped by the rate limit.',
    authScopes: { signedIn: true },
    args: {
      prescriptionId: t.arg.id({
        required: true,
        description: 'The prescription; NOT_FOUND if the viewer may not open it.',
      }),
    },
    resolve: (_root, args, context) =>
      setTyping(context.platform, context.viewer, String(args.prescriptionId)),
  }),
);

// ---------------------------------------------------------------------------------------------
// Subscriptions

interface CommentChange {
  kind: Exclude<LiveChange, 'ignore'>;
  id: string;
  prescriptionId: string;
  comment: CommentView | null;
}

const CommentChangeRef = builder.objectRef<CommentChange>('CommentChange').implement({
  description: 'One change to apply to a live list of comments.',
  fields: (t) => ({
    kind: t.field({
      type: LiveChangeKindRef,
      description: 'add: a new comment; update: an edit; remove: a deletion.',
      resolve: (change) => change.kind,
    }),
    id: t.exposeID('id', { description: "The comment's id (also on remove)." }),
    prescriptionId: t.exposeID('prescriptionId', {
      description: 'The prescription it is under.',
    }),
    comment: t.field({
      type: CommentRef,
      nullable: true,
      description: 'Null on remove.',
      resolve: (change) => change.comment,
    }),
  }),
});

const TypingRef = builder.objectRef<TypingSignal>('PrescriptionTyping').implement({
  description: 'Someone is typing a comment (ephemeral: never stored).',
  fields: (t) => ({
    prescriptionId: t.exposeID('prescriptionId', { description: 'The prescription.' }),
    user: t.field({
      type: CreatorRef,
      description: 'Who is typing.',
      resolve: (signal) => signal.user,
    }),
    at: t.expose('at', {
      type: 'DateTime',
      description: 'When the server received the signal.',
    }),
  }),
});

/** The prescription as lists show it, read once per message (event or typing signal). */
const readPrescription = readOncePerMessage(loadPrescriptionView);

/**
 * Whether a follower of one prescription may still see it when a message arrives: a post
 * hidden since the subscription started (deleted, or back to review) stops its comments and
 * typing reaching readers who may no longer open it; they resume if it comes back.
 */
async function stillVisible(
  view: Promise<PrescriptionView | null>,
  viewer: Viewer,
): Promise<boolean> {
  const post = await view;
  return post !== null && canView(post, viewer);
}

/** The prescription a comment event belongs to; undefined for other events. */
function commentedPrescription(event: PublishedEvent): string | undefined {
  const id = event.values.prescriptionId;
  return event.entity === 'comment' && typeof id === 'string' ? id : undefined;
}

postChangedField({
  definition: prescriptionKind,
  field: 'prescriptionChanged',
  typeName: 'PrescriptionChange',
  itemField: 'prescription',
  itemRef: PrescriptionRef,
  descriptions: {
    field:
      'Live changes of the public list, or of the viewer’s own list with `mine` (SPEC §4 rules).',
    type: 'One change to apply to a live list (SPEC §4).',
    item: 'The item to add or update; null on remove.',
  },
  read: readPrescription,
  // A new or deleted comment changes the card's comment count.
  related: {
    entity: 'comment',
    postId: (event) => (event.action !== 'update' ? commentedPrescription(event) : undefined),
  },
});

const COMMENT_CHANGES: Record<string, Exclude<LiveChange, 'ignore'>> = {
  create: 'add',
  update: 'update',
  delete: 'remove',
};

builder.subscriptionField('prescriptionCommentsChanged', (t) =>
  t.field({
    type: CommentChangeRef,
    description:
      'New, edited and deleted comments of one prescription; nothing arrives while the viewer ' +
      'may not open it (back in review, deleted).',
    authScopes: { signedIn: true },
    args: {
      prescriptionId: t.arg.id({
        required: true,
        description: 'The prescription; NOT_FOUND if the viewer may not open it.',
      }),
    },
    subscribe: async (_root, args, context) => {
      const prescriptionId = String(args.prescriptionId);
      const me = await requireFollowable(context.platform, context.viewer, prescriptionId);
      const events = listen(
        context.platform.bus,
        EVENTS_TOPIC,
        (message): message is PublishedEvent =>
          isPublishedEvent(message) &&
          message.entity === 'comment' &&
          message.values.prescriptionId === prescriptionId &&
          message.action in COMMENT_CHANGES,
      );
      return mapLive(events, async (event): Promise<CommentChange | null> => {
        const kind = COMMENT_CHANGES[event.action];
        if (!kind) return null;
        if (!(await stillVisible(readPrescription(context, event.id, prescriptionId), me)))
          return null;
        const base = { kind, id: event.entityId, prescriptionId };
        if (kind === 'remove') return { ...base, comment: null };
        const view = await loadCommentView(context.platform.database.db, event.entityId);
        return view ? { ...base, comment: view } : null;
      });
    },
    resolve: (change) => change,
  }),
);

builder.subscriptionField('prescriptionTyping', (t) =>
  t.field({
    type: TypingRef,
    description: 'Someone else is typing a comment on this prescription (ephemeral).',
    authScopes: { signedIn: true },
    args: {
      prescriptionId: t.arg.id({
        required: true,
        description: 'The prescription; NOT_FOUND if the viewer may not open it.',
      }),
    },
    subscribe: async (_root, args, context) => {
      const prescriptionId = String(args.prescriptionId);
      const me = await requireFollowable(context.platform, context.viewer, prescriptionId);
      const signals = listen(
        context.platform.bus,
        TYPING_TOPIC,
        (message): message is TypingSignal =>
          isTypingSignal(message) &&
          message.prescriptionId === prescriptionId &&
          message.user.id !== me.id,
      );
      return mapLive(signals, async (signal) => {
        const key = `typing:${prescriptionId}:${signal.user.id}:${signal.at}`;
        return (await stillVisible(readPrescription(context, key, prescriptionId), me))
          ? signal
          : null;
      });
    },
    resolve: (signal) => signal,
  }),
);
