import { listen } from '../../platform/bus/bus';
import { EVENTS_TOPIC, isPublishedEvent, type PublishedEvent } from '../../platform/events/events';
import { builder } from '../../platform/graphql/builder';

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
