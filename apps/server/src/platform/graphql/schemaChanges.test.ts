import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { getSchema } from './schema';
import { announcedChanges, breakingChanges, releasedSchema } from './schemaChanges';

describe('schema changes (#20 §8)', () => {
  it('breaks nothing for released clients that was not announced in schema-changes.json', async () => {
    const breaking = await breakingChanges(releasedSchema(), getSchema());
    const announced = announcedChanges().map((entry) => entry.change);
    expect(
      breaking.filter((change) => !announced.includes(change)),
      'announce these in apps/server/schema-changes.json, or keep the old field (deprecate it)',
    ).toEqual([]);
    // An announcement that matches nothing any more is stale: the list says what really changed.
    expect(announced.filter((change) => !breaking.includes(change))).toEqual([]);
    for (const entry of announcedChanges()) expect(entry.reason.length).toBeGreaterThan(20);
  });

  // The check itself, on a small schema of its own.
  const schema = (query: string) => buildSchema(`type Query {\n${query}\n}`);
  const released = schema('me: String\n  offer(id: ID!): String');

  it('names a removed field and a new required argument as breaking', async () => {
    expect(await breakingChanges(released, schema('offer(id: ID!, extra: Int!): String'))).toEqual([
      'FIELD_ARGUMENT_ADDED Query.offer.extra',
      'FIELD_REMOVED Query.me',
    ]);
  });

  it('lets a field deprecated in the released schema go, and additions through', async () => {
    const deprecated = schema(
      'me: String @deprecated(reason: "Use viewer.")\n  offer(id: ID!): String',
    );
    expect(await breakingChanges(deprecated, schema('offer(id: ID!): String'))).toEqual([]);
    expect(
      await breakingChanges(
        released,
        schema('me: String\n  offer(id: ID!, page: Int): String\n  viewer: String'),
      ),
    ).toEqual([]);
  });
});
