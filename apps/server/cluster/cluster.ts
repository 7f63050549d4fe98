import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import S3rver from 's3rver';
import { serverRoot } from '../src/platform/config/paths';
import { freePort } from '../test/support/server';
import { haproxyConfig } from './haproxy';

/** Where the load balancer and instances are run from (the built server, as in production). */
const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];
const READY_TIMEOUT_MS = 60_000;

export interface ClusterOptions {
  instances: number;
  databaseUrl: string;
  redisUrl: string;
  /** Holds haproxy.cfg, the instances' logs and DATA_DIR, and the bucket's files. */
  directory: string;
  /** The load balancer's port (0: a free one). */
  port: number;
  /** More environment for every instance (NODE_ENV, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /**
   * Start all instances at the same moment, none seeding demo data (the migration lock's
   * test); by default the first migrates and seeds alone, then the others start together.
   */
  startTogether?: boolean;
}

export interface Instance {
  name: string;
  port: number;
  /** Starts it (again) and resolves once it logged that it is ready. */
  start(extraEnv?: Record<string, string>): Promise<void>;
  /** Sends the signal and resolves with the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  readonly running: boolean;
  readonly pid: number | undefined;
}

export interface Cluster {
  /** The load balancer's URL, which is also every instance's PUBLIC_URL. */
  url: string;
  instances: Instance[];
  /** The S3_* variables of the cluster's bucket (s3rver). */
  s3Env: Record<string, string>;
  /** HAProxy's view of each instance: UP, DOWN, … */
  serverStates(): Promise<Record<string, string>>;
  /** Resolves once HAProxy sees every running instance UP and every stopped one DOWN. */
  settled(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export function findHaproxy(): string | undefined {
  return HAPROXY.find((candidate) => existsSync(candidate));
}

/**
 * Three (or `instances`) servers on one PostgreSQL, one Redis and one S3 bucket, behind
 * HAProxy: what `npm run cluster` runs and what the cluster tests and bench drive.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxy = findHaproxy();
  if (!haproxy)
    throw new Error(
      'HAProxy is needed for the cluster and was not found.\n' +
        'Install it with:  sudo apt-get install -y haproxy',
    );
  mkdirSync(options.directory, { recursive: true });
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;

  const bucket = 'dawa-files';
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(options.directory, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: s3Port } = await s3.run();
  const s3Env = {
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: bucket,
    // s3rver's fixed credentials; it checks request signatures against them.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };

  const dataDir = path.join(options.directory, 'data');
  const sharedEnv: Record<string, string> = {
    ...readJson<Record<string, string>>('process-env.json'),
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    ...s3Env,
    // One secret (and one VAPID pair, made in the shared DATA_DIR) for all instances.
    AUTH_SECRET: authSecret(options.directory),
    DATA_DIR: dataDir,
    // HAProxy appends the client's address to X-Forwarded-For (option forwardfor).
    TRUST_PROXY: '1',
    // Two failed checks at 500 ms take an instance out; draining gives them time.
    DRAIN_SECONDS: '2',
    ...options.env,
  };

  const instances: Instance[] = [];
  for (let i = 1; i <= options.instances; i++)
    instances.push(createInstance(`app${i}`, await freePort(), sharedEnv, options.directory));

  const socket = path.join(options.directory, 'haproxy.sock');
  const configFile = path.join(options.directory, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig({
      bind: `127.0.0.1:${port}`,
      socket,
      servers: instances.map((instance) => ({
        name: instance.name,
        address: `127.0.0.1:${instance.port}`,
      })),
    }),
  );
  const check = spawnSync(haproxy, ['-c', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`haproxy.cfg is invalid:\n${check.stdout}${check.stderr}`);

  let balancer: ChildProcess | undefined;
  const stop = async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
    if (balancer && balancer.exitCode === null) {
      const exited = new Promise((resolve) => balancer?.once('exit', resolve));
      balancer.kill('SIGTERM');
      await exited;
    }
    await s3.close();
  };

  try {
    if (options.startTogether)
      await Promise.all(instances.map((instance) => instance.start({ SEED_DEMO: 'false' })));
    else {
      const [first, ...others] = instances;
      await first?.start();
      await Promise.all(others.map((instance) => instance.start({ SEED_DEMO: 'false' })));
    }
    balancer = spawn(haproxy, ['-db', '-f', configFile], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let balancerOutput = '';
    balancer.stderr?.on('data', (chunk: Buffer) => (balancerOutput += chunk.toString()));
    balancer.stderr?.pipe(createWriteStream(path.join(options.directory, 'haproxy.log')));
    const started = balancer;
    const cluster: Cluster = {
      url,
      instances,
      s3Env,
      serverStates: () => serverStates(socket),
      async settled(timeoutMs = 15_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const states = await serverStates(socket).catch(() => ({}) as Record<string, string>);
          if (instances.every((instance) => (states[instance.name] === 'UP') === instance.running))
            return;
          if (started.exitCode !== null)
            throw new Error(`HAProxy exited with ${started.exitCode}:\n${balancerOutput}`);
          if (Date.now() > deadline)
            throw new Error(`HAProxy did not settle: ${JSON.stringify(states)}`);
          await sleep(100);
        }
      },
      stop,
    };
    await cluster.settled(READY_TIMEOUT_MS);
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(serverRoot(), file), 'utf8')) as T;
}

/** Kept in the cluster's directory, so sessions survive a restart of `npm run cluster`. */
function authSecret(directory: string): string {
  const file = path.join(directory, 'auth-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

function createInstance(
  name: string,
  port: number,
  sharedEnv: Record<string, string>,
  directory: string,
): Instance {
  const nodeArgs = readJson<string[]>('node-args.json');
  let child: ChildProcess | undefined;
  let exited: Promise<number | null> = Promise.resolve(null);
  const log = createWriteStream(path.join(directory, `${name}.log`), { flags: 'a' });
  return {
    name,
    port,
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    get pid() {
      return child?.pid;
    },
    async start(extraEnv = {}) {
      const started = spawn(
        process.execPath,
        [...nodeArgs, '--enable-source-maps', path.join(serverRoot(), 'dist/main.js')],
        {
          cwd: serverRoot(),
          env: { ...process.env, ...sharedEnv, PORT: String(port), ...extraEnv },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child = started;
      exited = new Promise((resolve) => started.once('exit', (code) => resolve(code)));
      started.stdout?.pipe(log, { end: false });
      started.stderr?.pipe(log, { end: false });
      let output = '';
      const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
      started.stdout?.on('data', collect);
      started.stderr?.on('data', collect);
      // Ready when it says so on /readyz (whatever LOG_LEVEL says), or failed when it exits.
      const deadline = Date.now() + READY_TIMEOUT_MS;
      let ready = false;
      while (!ready) {
        if (started.exitCode !== null)
          throw new Error(`${name} exited with ${started.exitCode}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`${name} did not start:\n${output}`);
        ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (response) => response.ok,
          () => false,
        );
        if (!ready) await sleep(100);
      }
      started.stdout?.off('data', collect);
      started.stderr?.off('data', collect);
    },
    stop(signal = 'SIGTERM') {
      if (this.running) child?.kill(signal);
      return exited;
    },
  };
}

/** Server states from HAProxy's admin socket (`show stat`, CSV). */
async function serverStates(socket: string): Promise<Record<string, string>> {
  const csv = await new Promise<string>((resolve, reject) => {
    let text = '';
    const connection = connect(socket, () => connection.end('show stat\n'));
    connection.on('data', (chunk) => (text += chunk.toString()));
    connection.on('end', () => resolve(text));
    connection.on('error', reject);
  });
  const [header = '', ...rows] = csv.replace(/^# /, '').trim().split('\n');
  const columns = header.split(',');
  const name = columns.indexOf('svname');
  const status = columns.indexOf('status');
  const states: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(',');
    const server = cells[name] ?? '';
    if (server !== 'FRONTEND' && server !== 'BACKEND') states[server] = cells[status] ?? '';
  }
  return states;
}
