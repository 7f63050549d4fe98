import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../graphql-env';

/** Typed documents: result and variable types come from apps/server/schema.graphql. */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
