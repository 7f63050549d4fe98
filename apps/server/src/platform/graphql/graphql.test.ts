import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObjectType } from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { serverRoot } from '../config/paths';
import { getSchema, printSdl } from './schema';

describe('GraphQL endpoint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers { __typename } with Query', async () => {
    const response = await server.graphql('{ __typename }');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ __typename: 'Query' });
  });

  it('serves public data without sign-in', async () => {
    const response = await server.graphql<{ supportSettings: { email: string } }>(
      '{ supportSettings { email } }',
    );
    expect(response.data?.supportSettings.email).toMatch(/@/);
  });

  it('names the company in the caller’s language: no Latin word in Arabic text', async () => {
    const company = async (language: string) =>
      (
        await server.graphql<{ supportSettings: { company: string } }>(
          '{ supportSettings { company } }',
          {},
          { headers: { 'accept-language': language } },
        )
      ).data?.supportSettings.company;
    expect(await company('en')).toBe('Dawa');
    expect(await company('ar')).toMatch(/^[\u0600-\u06FF «»]+$/);
  });

  it('gives GraphQL validation errors the BAD_REQUEST code', async () => {
    const response = await server.graphql('{ nothingHere }');
    expect(response.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
  });

  it('refuses queries that are too aliased or too long', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: supportSettings { email }`).join(
      ' ',
    );
    const tooManyAliases = await server.graphql(`{ ${aliases} }`);
    expect(tooManyAliases.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');

    const tooLong = await server.graphql(`{ ${'__typename '.repeat(2100)} }`);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(tooLong.data ?? null).toBeNull();
  });

  it('limits writes per signed-in user, not per shared address', async () => {
    const track = `mutation($anonymousId: String!) {
      analyticsTrack(anonymousId: $anonymousId, events: [{ name: "app_open" }])
    }`;
    const variables = { anonymousId: '0195f0a2-3c4d-7e8f-9a0b-1c2d3e4f5a6b' };
    const headers = { 'x-forwarded-for': '10.9.8.7' };
    const busy = await server.signIn();
    let limited = 0;
    for (let i = 0; i < 121; i++) {
      const answer = await server.graphql(track, variables, { cookie: busy.cookie, headers });
      if (answer.errors?.[0]?.extensions?.code === 'RATE_LIMITED') limited += 1;
    }
    expect(limited).toBe(1);
    expect(
      (await server.graphql(track, variables, { cookie: busy.cookie, headers })).errors?.[0]
        ?.extensions?.code,
    ).toBe('RATE_LIMITED');
    // Someone else behind the same address is not held up by that user.
    const colleague = await server.signIn();
    const theirs = await server.graphql(track, variables, { cookie: colleague.cookie, headers });
    expect(theirs.data).toEqual({ analyticsTrack: 1 });
    const visitor = await server.graphql(track, variables, { headers });
    expect(visitor.data).toEqual({ analyticsTrack: 1 });
  });

  it('refuses batched operations', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});

describe('GraphQL in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40) });
  });
  afterAll(() => server.close());

  it('turns introspection and field suggestions off', async () => {
    const introspection = await server.graphql('{ __schema { queryType { name } } }');
    expect(introspection.errors?.length).toBeGreaterThan(0);
    const typo = await server.graphql('{ supportSetting { email } }');
    expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe('GraphQL schema', () => {
  it('states who may call every query, mutation and subscription', () => {
    const schema = getSchema();
    const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
    const missing: string[] = [];
    for (const root of roots) {
      if (!root || !isObjectType(root)) continue;
      for (const field of Object.values(root.getFields())) {
        const options = field.extensions.pothosOptions as { authScopes?: unknown } | undefined;
        if (!options?.authScopes) missing.push(`${root.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('matches the committed schema.graphql (run `npm run schema -w @dawa/server`)', () => {
    const committed = readFileSync(path.join(serverRoot(), 'schema.graphql'), 'utf8');
    expect(committed).toBe(printSdl());
  });
});
