import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/**
 * The GraphQL-over-HTTP conformance audits of `graphql-http`, a client the project did not
 * write, against the real server: every MUST, SHOULD and MAY passes (issue #20 §10), so a
 * generic GraphQL client works with the API as the specification says.
 */
describe('GraphQL over HTTP audits', () => {
  const audits = serverAudits({ url: () => `${server.url}/graphql` });

  it('has the whole list of audits to run', () => {
    expect(audits.length).toBeGreaterThanOrEqual(60);
  });

  it.each(audits.map((audit) => [audit.name, audit] as const))('%s', async (_name, audit) => {
    const result = await audit.fn();
    expect(result.status === 'ok' ? 'ok' : `${result.status}: ${result.reason}`).toBe('ok');
  });
});
