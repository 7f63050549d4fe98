import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CriticalityLevel, DiffRule, diff } from '@graphql-inspector/core';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { serverRoot } from '../config/paths';

/**
 * The schema's contract with clients we do not ship (#20 §8, docs/api.md "Schema changes"):
 * `schema.released.graphql` is what installed apps and other clients were built against, and a
 * breaking change to it must be announced in `schema-changes.json` (with the reason clients
 * read) until the next release. A field deprecated in the released schema may be removed.
 */
export const RELEASED_SCHEMA_FILE = path.join(serverRoot(), 'schema.released.graphql');
export const ANNOUNCED_CHANGES_FILE = path.join(serverRoot(), 'schema-changes.json');

export interface AnnouncedChange {
  /** `<inspector change type> <schema coordinate>`, as `breakingChanges` names it. */
  change: string;
  /** What clients must do, in a sentence. */
  reason: string;
}

export function releasedSchema(): GraphQLSchema {
  return buildSchema(readFileSync(RELEASED_SCHEMA_FILE, 'utf8'));
}

export function announcedChanges(): AnnouncedChange[] {
  return (
    JSON.parse(readFileSync(ANNOUNCED_CHANGES_FILE, 'utf8')) as { announced: AnnouncedChange[] }
  ).announced;
}

/** Each change from `before` to `after` that can break a client, named `<type> <path>`. */
export async function breakingChanges(
  before: GraphQLSchema,
  after: GraphQLSchema,
): Promise<string[]> {
  const changes = await diff(before, after, [DiffRule.suppressRemovalOfDeprecatedField]);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .map((change) => `${change.type} ${change.path ?? ''}`.trim())
    .sort();
}

/** A release: the current schema becomes the contract and the announcements are spent. */
export function releaseSchema(sdl: string): void {
  writeFileSync(RELEASED_SCHEMA_FILE, sdl);
  writeFileSync(ANNOUNCED_CHANGES_FILE, `${JSON.stringify({ announced: [] }, null, 2)}\n`);
}
