import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SERVER_NODE_ARGS from '../../apps/server/node-args.json';
import SERVER_PROCESS_ENV from '../../apps/server/process-env.json';

const root = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  /** The server process, when this bench started it (for its memory). */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * The built server (`npm run build` first) on a throw-away data folder, or the one at
 * BENCH_URL when set (to measure a deployment or the scaled setup).
 */
export async function startBenchServer(
  port = 3200,
  env: Record<string, string> = {},
  /** How long it may take to answer (a big catalogue is loaded and indexed first). */
  startSeconds = 30,
): Promise<BenchServer> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => undefined };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dawa-bench-'));
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_ARGS, path.join(root, 'apps/server/dist/main.js')],
    {
      env: {
        ...SERVER_PROCESS_ENV,
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: 'false',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > startSeconds * 10 || child.exitCode !== null) {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
      throw new Error('bench server did not start (did you run `npm run build`?)');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
