import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { builtWebApp, graphqlFromOwnAddresses } from './fixtures';
import { startTestServer, type TestServer } from './server';

/**
 * A suite of link previews: a server with a built web app (see `builtWebApp`), started before
 * the suite and removed after it. Call it inside the suite's `describe`; `gql` calls from the
 * suite's own address block (`network`), `page` reads a path's HTML signed out.
 */
export function previewSuite(network: number) {
  let server: TestServer;
  let webDir: string;

  beforeAll(async () => {
    webDir = builtWebApp();
    server = await startTestServer({ TRUST_PROXY: '1', WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  return {
    server: () => server,
    gql: graphqlFromOwnAddresses(() => server, network),
    page: async (path: string) => (await fetch(`${server.url}${path}`)).text(),
  };
}
