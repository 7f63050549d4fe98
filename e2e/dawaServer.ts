import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The built server, from the e2e folder (`npm run build` first). */
export const SERVER_MAIN = '../apps/server/dist/main.js';

const E2E_DIR = fileURLToPath(new URL('.', import.meta.url));

/** A built server's environment in the e2e runs: embedded PGlite in `dataDir`, no Redis, behind a (pretend) proxy. */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    // Browsers in the tests give their client address in X-Forwarded-For (fixtures.ts).
    TRUST_PROXY: '1',
  };
}

/** A port nothing listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface DawaServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Another built server beside the suite's own (playwright.config's webServer), for settings
 * the other specs must not see, on an empty database of its own; resolves once /readyz answers.
 */
export async function startDawaServer(
  port: number,
  env: Record<string, string>,
): Promise<DawaServer> {
  const dataDir = `.artifacts/data-${port}`;
  const removeData = () => rmSync(path.join(E2E_DIR, dataDir), { recursive: true, force: true });
  removeData();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: E2E_DIR,
    env: { ...process.env, ...serverEnv(port, dataDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept for the error when it does not start (pino logs to stdout).
  let output = '';
  const keep = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    removeData();
  };

  // A first start seeds the demo data: over a minute when the machine is busy with more.
  const deadline = Date.now() + 150_000;
  while (
    !(await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server at ${url} did not start (exit ${child.exitCode}):\n${output}`);
    }
    await sleep(250);
  }
  return { url, stop };
}
