// The load generator, run in a process of its own (forked by http.ts) so that the
// benchmark's large heap (catalogue, index, SQL results) and its garbage collection do not
// add to the latencies it measures.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { processCpuMs } from './stats';

export interface LoadPlan {
  url: string;
  /** The server's process id, to read its CPU time around the measured part. */
  serverPid: number;
  rate: number;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** GraphQL request bodies, sent in rotation across all connections. */
  bodies: string[];
}

export interface LoadResult {
  latencyP50: number;
  latencyP99: number;
  latencyMax: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  graphqlErrors: number;
  responseBytes: number;
  cpuPerRequestMs: number | null;
  loadAverage: number;
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  let next = 0;
  const load = (seconds: number) =>
    autocannon({
      url: plan.url,
      connections: plan.connections,
      overallRate: plan.rate,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: plan.bodies[next++ % plan.bodies.length]!,
          }),
        },
      ],
      verifyBody: (text) => !String(text).includes('"errors"'),
    });
  if (plan.warmupSeconds > 0) await load(plan.warmupSeconds);
  const cpuBefore = await processCpuMs(plan.serverPid);
  const result = await load(plan.seconds);
  const cpuAfter = await processCpuMs(plan.serverPid);
  const requests = result.requests.total;
  return {
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    latencyMax: result.latency.max,
    rps: requests / plan.seconds,
    requests,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    graphqlErrors: result.mismatches,
    responseBytes: requests ? result.throughput.total / requests : 0,
    cpuPerRequestMs:
      cpuBefore === null || cpuAfter === null || !requests
        ? null
        : (cpuAfter - cpuBefore) / requests,
    loadAverage: loadavg()[0]!,
  };
}

// Forked with an IPC channel: the plan comes in one message, the result goes back in one.
if (process.send) {
  process.once('message', (plan: LoadPlan) => {
    run(plan).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
