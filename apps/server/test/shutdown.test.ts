import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/features/accounts/accounts.seed';
import { postGraphQL, signInWithPassword, spawnServer } from './support/process';

const SUBSCRIBE = `subscription { notificationChanged { unreadCount } }`;

/**
 * SIGTERM with a live stream open (docs/decisions/0015-graceful-shutdown.md): readiness goes
 * red at once while requests are still served for DRAIN_SECONDS, the stream ends with its
 * reconnect hint, and the process exits by itself within a few seconds.
 */
describe('graceful shutdown', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'dawa-shutdown-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('drains, ends live streams and exits on SIGTERM', async () => {
    const server = await spawnServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SEED_DEMO: 'true',
      DRAIN_SECONDS: '1',
    });
    try {
      const demo = DEMO_ACCOUNTS[0];
      if (!demo) throw new Error('no demo account');
      const cookie = await signInWithPassword(server.url, demo.email, demo.password);
      const stream = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { accept: 'text/event-stream', 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: SUBSCRIBE }),
      });
      expect(stream.status).toBe(200);
      const streamText = stream.text();
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      const events = await streamText;
      const streamEndedAfter = performance.now() - signalled;
      expect(events).toMatch(/^retry: 1000\n\n/);
      expect(events).toContain('event: complete');
      expect(streamEndedAfter).toBeLessThan(1000);

      // Draining: the load balancer is told to go elsewhere, but what still comes is served.
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining' });
      const read = await postGraphQL<{ authMe: { email: string } | null }>(
        server.url,
        '{ authMe { email } }',
        {},
        { cookie },
      );
      expect(read.data?.authMe?.email).toBe(demo.email);

      expect(await server.exited).toBe(0);
      const exitedAfter = performance.now() - signalled;
      expect(exitedAfter).toBeGreaterThanOrEqual(1000);
      expect(exitedAfter).toBeLessThan(5000);
    } finally {
      await server.stop('SIGKILL');
    }
    // A server of its own, seeded, starts first: up to spawnServer's minute on a busy machine.
  }, 120_000);
});
