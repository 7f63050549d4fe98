// `npm run cluster`: three instances on PostgreSQL, Redis and S3 (s3rver) behind HAProxy, on
// this machine. Ctrl-C stops everything it started.
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { serverRoot } from '../src/platform/config/paths';
import { startCluster } from './cluster';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/dawa_cluster';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const port = Number(process.env.CLUSTER_PORT || 8080);
const instances = Number(process.env.CLUSTER_INSTANCES || 3);
const directory = path.resolve(serverRoot(), '../../.cluster');

/** Creates the cluster's database on first use; says how to start PostgreSQL if it is down. */
async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${admin.host} (${(error as Error).message}).\n` +
        'Start it (e.g. `pg_ctlcluster 15 main start`) or set DATABASE_URL.',
      { cause: error },
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

async function ensureRedis(url: string): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `Redis is not reachable at ${url} (${(error as Error).message}).\n` +
        'Start it (e.g. `redis-server --daemonize yes`) or set REDIS_URL.',
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }
}

async function main() {
  await ensureDatabase(databaseUrl);
  await ensureRedis(redisUrl);
  console.log(`Starting ${instances} instances behind HAProxy (logs in ${directory})…`);
  const cluster = await startCluster({ instances, databaseUrl, redisUrl, directory, port });
  console.log(
    [
      `\n  Dawa (cluster) is running at ${cluster.url}  (dev mailbox: ${cluster.url}/dev/mailbox)`,
      ...cluster.instances.map(
        (instance) => `    ${instance.name}: 127.0.0.1:${instance.port}, pid ${instance.pid}`,
      ),
      `    PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}, Redis ${new URL(redisUrl).host}, S3 ${cluster.s3Env.S3_ENDPOINT}`,
      '  Every answer names its instance in x-dawa-instance. Ctrl-C stops it all.\n',
    ].join('\n'),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster…');
    cluster.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
