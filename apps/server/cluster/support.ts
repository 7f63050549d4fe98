import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, dropPostgresDatabase } from '../test/support/database';
import { startCluster, type Cluster, type ClusterOptions } from './cluster';
import { startFaultyProxy, type FaultyProxy } from './faultyProxy';

export interface TestCluster extends Cluster {
  /** The throw-away database the instances share (reached directly, not through a proxy). */
  databaseUrl: string;
  /** With `faultyServices`: the proxies the instances reach PostgreSQL and Redis through. */
  faults?: { database: FaultyProxy; redis: FaultyProxy };
}

/**
 * A cluster of its own for one test file or bench run: a new database, its own Redis
 * namespace and directory; `stop` removes them.
 */
export async function startTestCluster(
  options: Partial<Pick<ClusterOptions, 'instances' | 'env' | 'startTogether'>> & {
    /** Reach PostgreSQL and Redis through proxies the test can cut (`faults`). */
    faultyServices?: boolean;
  } = {},
): Promise<TestCluster> {
  // PostgreSQL and Redis: CI sets both; the bench defaults to this machine's.
  const { DATABASE_URL: databaseServer, REDIS_URL: redisUrl } = process.env;
  if (!databaseServer || !redisUrl) throw new Error('the cluster needs DATABASE_URL and REDIS_URL');
  const databaseUrl = await createPostgresDatabase(databaseServer);
  const directory = mkdtempSync(path.join(tmpdir(), 'dawa-cluster-'));
  const faults = options.faultyServices
    ? {
        database: await startFaultyProxy(databaseUrl),
        redis: await startFaultyProxy(redisUrl),
      }
    : undefined;
  const cleanUp = async () => {
    await faults?.database.close();
    await faults?.redis.close();
    // KEEP_CLUSTER=1 keeps the logs and haproxy.cfg (in the system temp folder) of a failed run.
    if (!process.env.KEEP_CLUSTER) rmSync(directory, { recursive: true, force: true });
    await dropPostgresDatabase(databaseServer, databaseUrl);
  };
  try {
    const cluster = await startCluster({
      instances: options.instances ?? 3,
      databaseUrl: faults?.database.through(databaseUrl) ?? databaseUrl,
      redisUrl: faults?.redis.through(redisUrl) ?? redisUrl,
      directory,
      port: 0,
      startTogether: options.startTogether,
      env: {
        BUS_NAMESPACE: `cluster-${randomBytes(4).toString('hex')}`,
        ...options.env,
      },
    });
    return {
      ...cluster,
      databaseUrl,
      faults,
      async stop() {
        await cluster.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

export interface Answer<T> {
  status: number;
  /** The instance that answered (HAProxy's x-dawa-instance), or '' for HAProxy itself. */
  instance: string;
  body: T;
}

/** A GraphQL POST through the load balancer. */
export async function graphqlVia<T>(
  cluster: Pick<Cluster, 'url'>,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }>> {
  const response = await fetch(`${cluster.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return {
    status: response.status,
    instance: response.headers.get('x-dawa-instance') ?? '',
    body: text.startsWith('{') ? JSON.parse(text) : { errors: [{ message: text }] },
  };
}
