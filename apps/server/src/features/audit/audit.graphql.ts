import { listen } from '../../platform/bus/bus';
import { EVENTS_TOPIC, isPublishedEvent, type PublishedEvent } from '../../platform/events/events';
import { builder } from '../../platform/graphql/builder';
import { tableArgs, tablePageRef } from '../../platform/graphql/pagination';
import {
  auditLogOptions,
  listAuditLog,
  searchAuditLogActors,
  type AuditLogRow,
} from './audit.service';

const AuditEventRef = builder.objectRef<PublishedEvent>('AuditEvent').implement({
  description: 'One recorded state change (an audit-log entry, SPEC §3 Audit log).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The event’s id.' }),
    actorId: t.exposeString('actorId', {
      nullable: true,
      description: 'The user who made the change; null for the system or a signed-out visitor.',
    }),
    entity: t.exposeString('entity', {
      description: 'What kind of record changed, e.g. job, prescription, offer, drug, contact.',
    }),
    entityId: t.exposeString('entityId', { description: 'The changed record’s id.' }),
    action: t.exposeString('action', {
      description: 'What happened, e.g. create, update, delete, accept.',
    }),
    values: t.expose('values', {
      type: 'JSON',
      description: 'What the change recorded; its shape depends on entity and action.',
    }),
    ip: t.exposeString('ip', {
      nullable: true,
      description: 'The client IP of the request; null for system changes.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was recorded.' }),
  }),
});

builder.subscriptionField('auditEvents', (t) =>
  t.field({
    type: AuditEventRef,
    description:
      'Every state change as it is committed, on any server process (the live audit log). Owner and auditLogViewer only; no past entries.',
    authScopes: { access: { section: 'auditLog', level: 'read' } },
    args: {
      entity: t.arg.string({
        required: false,
        description: 'Only changes of this entity (exact name); all when left out.',
      }),
    },
    subscribe: (_root, args, context) =>
      listen(
        context.platform.bus,
        EVENTS_TOPIC,
        (message): message is PublishedEvent =>
          isPublishedEvent(message) && (!args.entity || message.entity === args.entity),
      ),
    resolve: (event) => event,
  }),
);

const AuditLogRowRef = builder.objectRef<AuditLogRow>('AuditLogRow').implement({
  description: 'One row of the audit log (SPEC §3 Audit log): a recorded change and who made it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The event’s id.' }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When the change was recorded (the timestamp).',
    }),
    entity: t.exposeString('entity', {
      description: 'The entity name: what kind of record changed (user, offer, drug, job…).',
    }),
    entityId: t.exposeString('entityId', { description: 'The changed record’s id.' }),
    action: t.exposeString('action', {
      description: 'What happened: create, update, delete, setRoles, accept…',
    }),
    values: t.expose('values', {
      type: 'JSON',
      description:
        'What the change recorded. An update that knows the previous values records them as ' +
        '`before` and the new ones as `after`, for the before/after difference.',
    }),
    actorId: t.exposeString('actorId', {
      nullable: true,
      description: 'The user who made the change; null for the system or a signed-out visitor.',
    }),
    createdByEmail: t.exposeString('createdByEmail', {
      nullable: true,
      description:
        'The e-mail address of the user who made the change; null for the system, a ' +
        'signed-out visitor or a user deleted since.',
    }),
    ip: t.exposeString('ip', {
      nullable: true,
      description: 'The client IP of the request; null for system changes.',
    }),
  }),
});

const AuditLogTableRef = tablePageRef('AuditLogRow', AuditLogRowRef);

const AuditLogFilterInputRef = builder.inputType('AuditLogFilterInput', {
  description: 'The audit log’s filters; each narrows the list, none lists every change.',
  fields: (t) => ({
    entity: t.string({ description: 'Only changes of this entity name (exactly).' }),
    action: t.string({ description: 'Only this action (exactly).' }),
    createdByEmail: t.string({
      description: 'Only changes made by the user with this e-mail address (any case).',
    }),
    from: t.field({ type: 'DateTime', description: 'Only changes at or after this instant.' }),
    to: t.field({ type: 'DateTime', description: 'Only changes at or before this instant.' }),
  }),
});

builder.queryField('auditLog', (t) =>
  t.field({
    type: AuditLogTableRef,
    description:
      'The audit log (owner and auditLogViewer): every recorded change, filtered, sorted by ' +
      '`createdAt` (newest first by default), `entity` or `action`, in numbered pages.',
    authScopes: { access: { section: 'auditLog', level: 'read' } },
    args: {
      filter: t.arg({ type: AuditLogFilterInputRef, description: 'What to narrow the list to.' }),
      ...tableArgs,
    },
    resolve: (_root, args, context) =>
      listAuditLog(context.platform, context.viewer, args.filter, args),
  }),
);

const AuditLogOptionsRef = builder
  .objectRef<{ entities: string[]; actions: string[] }>('AuditLogOptions')
  .implement({
    description: 'What the audit log’s filters offer, from the changes recorded so far.',
    fields: (t) => ({
      entities: t.exposeStringList('entities', {
        description: 'Every entity name recorded, alphabetically.',
      }),
      actions: t.exposeStringList('actions', {
        description: 'Every action recorded, alphabetically.',
      }),
    }),
  });

builder.queryField('auditLogOptions', (t) =>
  t.field({
    type: AuditLogOptionsRef,
    description: 'The entity names and actions the audit log can be filtered by.',
    authScopes: { access: { section: 'auditLog', level: 'read' } },
    resolve: (_root, _args, context) => auditLogOptions(context.platform, context.viewer),
  }),
);

builder.queryField('auditLogActors', (t) =>
  t.stringList({
    description:
      'The audit log’s user filter, searched remotely: e-mail addresses containing `search` of ' +
      'users who made a recorded change, alphabetically, at most 20.',
    authScopes: { access: { section: 'auditLog', level: 'read' } },
    args: {
      search: t.arg.string({
        required: false,
        description: 'Part of the e-mail address; all (the first 20) when left out.',
      }),
    },
    resolve: (_root, args, context) =>
      searchAuditLogActors(context.platform, context.viewer, args.search),
  }),
);
