import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder';
// Each feature registers its types and fields on the builder when imported.
import '../../features/accounts/accounts.graphql';
import '../../features/analytics/analytics.graphql';
import '../../features/audit/audit.graphql';
import '../../features/contact/contact.graphql';
import '../../features/devices/devices.graphql';
import '../../features/drugs/drugs.graphql';
import '../../features/facilities/facilities.graphql';
import '../../features/facilities/facilityAlerts.graphql';
import '../../features/importer/importer.graphql';
import '../../features/jobs/jobs.graphql';
import '../../features/jobs/jobAlerts.graphql';
import '../../features/notifications/notifications.graphql';
import '../../features/commerce/commerce.graphql';
import '../../features/offers/offers.graphql';
import '../../features/posts/posts.graphql';
import '../../features/prescriptions/prescriptions.graphql';
import '../../features/reference/reference.graphql';
import '../../features/settings/settings.graphql';
import '../../features/reference/referenceAdmin.graphql';
import '../../features/support/support.graphql';

let schema: GraphQLSchema | undefined;

export function getSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}

/** The SDL committed as `schema.graphql`, from which the web client's types are generated. */
export function printSdl(): string {
  return `${printSchema(lexicographicSortSchema(getSchema()))}\n`;
}
