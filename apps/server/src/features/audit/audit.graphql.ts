import type { Role } from '@dawa/shared/roles';
import { listen } from '../../platform/bus/bus';
import { EVENTS_TOPIC, isPublishedEvent, type PublishedEvent } from '../../platform/events/events';
import { builder } from '../../platform/graphql/builder';

const AUDIT_READERS: readonly Role[] = ['owner', 'auditLogViewer'];

const AuditEventRef = builder.objectRef<PublishedEvent>('AuditEvent').implement({
  description: 'One recorded state change.',
  fields: (t) => ({
    id: t.exposeID('id'),
    actorId: t.exposeString('actorId', { nullable: true }),
    entity: t.exposeString('entity'),
    entityId: t.exposeString('entityId'),
    action: t.exposeString('action'),
    values: t.expose('values', { type: 'JSON' }),
    ip: t.exposeString('ip', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.subscriptionField('auditEvents', (t) =>
  t.field({
    type: AuditEventRef,
    description:
      'Every state change as it is committed, on any server process (the live audit log).',
    authScopes: { anyRole: AUDIT_READERS },
    args: { entity: t.arg.string({ required: false }) },
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
