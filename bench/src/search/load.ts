// The load generator, run in a process of its own (forked by http.ts) so that the
// benchmark's large heap (catalogue, index, SQL results) and its garbage collection do not
// add to the latencies it measures.
//
// Two loads, one after the other, at the same rate (docs/decisions/0007-http-load.md):
// - evenly spaced: one request every 1000/rate ms whatever the answers do (an open loop, as
//   wrk2 does), each latency counted from the time the request was due, so a stall of the
//   server counts against every request it delays. This is the figure held to the target.
// - autocannon: its rate limit lets each connection send its share of the second back to back
//   as soon as the second starts, then wait (mcollina/autocannon#174): the same number of
//   requests per second, arriving as a burst. Printed beside it, to compare.
import http from 'node:http';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { percentile, processCpuMs } from './stats';

export interface LoadPlan {
  url: string;
  /** The server's process id, to read its CPU time around the measured part. */
  serverPid: number;
  rate: number;
  /** Keep-alive connections: the paced load's socket pool, autocannon's connections. */
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** GraphQL request bodies, sent in rotation across all connections. */
  bodies: string[];
}

export interface LatencyFigures {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  rps: number;
  requests: number;
}

export interface LoadResult {
  paced: LatencyFigures;
  autocannon: LatencyFigures;
  /** Failures over both loads. */
  non2xx: number;
  errors: number;
  timeouts: number;
  graphqlErrors: number;
  responseBytes: number;
  /** Server CPU time per request during the measured paced load. */
  cpuPerRequestMs: number | null;
  loadAverage: number;
}

const REQUEST_TIMEOUT_MS = 10_000;
/** Time left for the last answers after the last request was due. */
const DRAIN_MS = 2_000;

interface Failures {
  non2xx: number;
  errors: number;
  timeouts: number;
  graphqlErrors: number;
}

interface PacedRun {
  latencies: number[];
  bytes: number;
  elapsedMs: number;
}

function rotation(bodies: readonly string[]): () => string {
  let next = 0;
  return () => bodies[next++ % bodies.length]!;
}

/** Sends `rate` requests per second, evenly spaced, for `seconds`. */
async function paced(
  plan: LoadPlan,
  seconds: number,
  agent: http.Agent,
  nextBody: () => string,
  failures: Failures,
): Promise<PacedRun> {
  const target = new URL('/graphql', plan.url);
  const interval = 1000 / plan.rate;
  const total = Math.round(seconds * plan.rate);
  const latencies: number[] = [];
  let bytes = 0;
  let settled = 0;
  let allSettled: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allSettled = resolve));
  const settle = () => {
    settled += 1;
    if (settled === total) allSettled();
  };

  const send = (dueAt: number) => {
    const body = nextBody();
    const request = http.request(
      target,
      {
        method: 'POST',
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          latencies.push(performance.now() - dueAt);
          const answer = Buffer.concat(chunks);
          bytes += answer.length;
          if (response.statusCode !== 200) failures.non2xx += 1;
          else if (answer.includes('"errors"')) failures.graphqlErrors += 1;
          settle();
        });
      },
    );
    let timedOut = false;
    request.on('timeout', () => {
      timedOut = true;
      failures.timeouts += 1;
      request.destroy();
    });
    request.on('error', () => {
      if (!timedOut) failures.errors += 1;
      settle();
    });
    request.end(body);
  };

  const started = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // After a late timer, everything that fell due goes out at once (and its wait counts).
      while (sent < total && started + sent * interval <= now) {
        send(started + sent * interval);
        sent += 1;
      }
      if (sent < total) setTimeout(tick, started + sent * interval - performance.now());
      else resolve();
    };
    tick();
  });
  const elapsedMs = performance.now() - started;
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, DRAIN_MS))]);
  return { latencies, bytes, elapsedMs };
}

function figures(latencies: readonly number[], requests: number, seconds: number) {
  return {
    p50: percentile(latencies, 50),
    p90: percentile(latencies, 90),
    p99: percentile(latencies, 99),
    max: percentile(latencies, 100),
    rps: requests / seconds,
    requests,
  };
}

async function bursts(
  plan: LoadPlan,
  nextBody: () => string,
  failures: Failures,
): Promise<LatencyFigures> {
  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    overallRate: plan.rate,
    duration: plan.seconds,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: nextBody() }),
      },
    ],
    verifyBody: (text) => !String(text).includes('"errors"'),
  });
  failures.non2xx += result.non2xx;
  failures.errors += result.errors;
  failures.timeouts += result.timeouts;
  failures.graphqlErrors += result.mismatches;
  const requests = result.requests.total;
  return {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    rps: requests / plan.seconds,
    requests,
  };
}

async function run(plan: LoadPlan): Promise<LoadResult> {
  const nextBody = rotation(plan.bodies);
  const failures: Failures = { non2xx: 0, errors: 0, timeouts: 0, graphqlErrors: 0 };
  const agent = new http.Agent({ keepAlive: true, maxSockets: plan.connections });
  try {
    if (plan.warmupSeconds > 0) await paced(plan, plan.warmupSeconds, agent, nextBody, failures);
    const cpuBefore = await processCpuMs(plan.serverPid);
    const measured = await paced(plan, plan.seconds, agent, nextBody, failures);
    const cpuAfter = await processCpuMs(plan.serverPid);
    const loadAverage = loadavg()[0]!;
    const requests = measured.latencies.length;
    const autocannonFigures = await bursts(plan, nextBody, failures);
    return {
      paced: figures(measured.latencies, requests, measured.elapsedMs / 1000),
      autocannon: autocannonFigures,
      ...failures,
      responseBytes: requests ? measured.bytes / requests : 0,
      cpuPerRequestMs:
        cpuBefore === null || cpuAfter === null || !requests
          ? null
          : (cpuAfter - cpuBefore) / requests,
      loadAverage,
    };
  } finally {
    agent.destroy();
  }
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
