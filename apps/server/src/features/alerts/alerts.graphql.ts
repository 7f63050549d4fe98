import type { FieldMap, InputObjectRef, ObjectFieldBuilder } from '@pothos/core';
import { builder, type SchemaTypes } from '../../platform/graphql/builder';
import {
  deleteAlert,
  listAlerts,
  saveAlert,
  type AlertedTable,
  type AlertFilter,
  type AlertKindDefinition,
  type AlertOf,
} from './alerts.service';

export interface AlertOperationsOptions<F extends AlertFilter, T extends AlertedTable> {
  definition: AlertKindDefinition<F, T>;
  /** The operations' prefix: `job` gives `jobAlerts`, `jobAlertCreate`, `jobAlertDelete`. */
  field: string;
  /** The alert's type (`JobAlert`): its description and its filter fields. */
  typeName: string;
  description: string;
  fields: (t: ObjectFieldBuilder<SchemaTypes, AlertOf<F>>) => FieldMap;
  /** The list's filter input, which an alert saves. */
  filterInput: InputObjectRef<SchemaTypes, unknown>;
  /** The kind's words in the descriptions: 'job', 'facility'. */
  noun: string;
}

/**
 * A kind's alert operations (ADR 0026): the `<Kind>Alert` type, the viewer's alerts, saving
 * the list's filters as one and deleting one, each a thin call of the alerts mechanism.
 */
export function alertOperations<F extends AlertFilter, T extends AlertedTable>(
  options: AlertOperationsOptions<F, T>,
): void {
  const { definition, field, noun } = options;
  const AlertRef = builder.objectRef<AlertOf<F>>(options.typeName).implement({
    description: options.description,
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The alert’s id.' }),
      ...options.fields(t),
      createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was saved.' }),
    }),
  });

  builder.queryField(`${field}Alerts`, (t) =>
    t.field({
      type: [AlertRef],
      description: `The viewer’s saved ${noun} alerts, newest first.`,
      authScopes: { signedIn: true },
      resolve: (_root, _args, context) => listAlerts(context.platform, context.viewer, definition),
    }),
  );

  builder.mutationFields((t) => ({
    [`${field}AlertCreate`]: t.field({
      type: AlertRef,
      description: `Saves filters as an alert; the same filters again answer the saved one. QUOTA_EXCEEDED past ${definition.limit.max}.`,
      authScopes: { signedIn: true },
      args: {
        filter: t.arg({
          type: options.filterInput,
          required: true,
          description:
            'The list’s filters; ids must exist and a district belong to the governorate (VALIDATION).',
        }),
      },
      resolve: (_root, args, context) =>
        saveAlert(context.platform, context, definition, args.filter),
    }),
    [`${field}AlertDelete`]: t.boolean({
      description: 'Deletes one of the viewer’s alerts.',
      authScopes: { signedIn: true },
      args: {
        id: t.arg.id({
          required: true,
          description: 'One of the viewer’s alerts; NOT_FOUND otherwise.',
        }),
      },
      resolve: (_root, args, context) =>
        deleteAlert(context.platform, context, definition, String(args.id)),
    }),
  }));
}
