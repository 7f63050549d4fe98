// `npm run bench:cluster`: a realistic mix at a fixed rate through HAProxy, for one instance
// and for three side by side, plus what one request costs (SQL statements, CPU) anonymous and
// signed in (issue #19). Needs the built server, HAProxy, PostgreSQL and Redis (this machine's
// by default).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { DEMO_ACCOUNTS } from '../../apps/server/src/features/accounts/accounts.seed';
import { startTestCluster, type TestCluster } from '../../apps/server/cluster/support';

process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
process.env.REDIS_URL ||= 'redis://127.0.0.1:6379';

const RATE = Number(process.env.BENCH_RATE ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 200);
const COST_SAMPLES = 300;

type Kind = 'search' | 'list' | 'detail' | 'write';
interface Call {
  kind: Kind;
  body: string;
  cookie?: string;
}

const SEARCHES = ['pan', 'augm', 'cata', 'bru', 'vol', 'con', 'amox', 'para', 'omep', 'zith'];
const SEARCH = `query($query: String!) { drugSearch(query: $query, searchBy: tradeName) { total items { id tradeName price } } }`;
const JOBS = `{ jobs(first: 10) { items { id name city { name { en ar } } } } }`;
const PRESCRIPTIONS = `{ prescriptions(first: 20) { items { id title } } }`;
const JOB = `query($id: ID!) { job(id: $id) { id name description salary { from to } } }`;
const CONTACT = `mutation($data: ContactInput!) { contactCreate(data: $data) { email } }`;

const agent = new Agent({ keepAlive: true, maxSockets: 512 });
let address = 0;
/** A loopback address of its own (127.0.x.y), as a new visitor: per-address limits apart. */
const nextAddress = () => {
  const n = address++ % 62_500;
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
};

interface Answer {
  status: number;
  body: string;
  ms: number;
}

function send(url: string, call: Pick<Call, 'body' | 'cookie'>, fresh = false): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const outgoing = request(
      `${url}/graphql`,
      {
        method: 'POST',
        // A write comes from a visitor of its own, on a connection of its own.
        ...(fresh ? { localAddress: nextAddress(), headers: { connection: 'close' } } : { agent }),
        headers: {
          'content-type': 'application/json',
          ...(call.cookie ? { cookie: call.cookie } : {}),
          ...(fresh ? { connection: 'close' } : {}),
        },
        timeout: 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }),
        );
      },
    );
    const failed = (error: Error) =>
      resolve({ status: 0, body: error.message, ms: performance.now() - started });
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', failed);
    outgoing.end(call.body);
  });
}

const ok = (answer: Answer) => answer.status === 200 && !answer.body.includes('"errors"');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** CPU seconds (user + system) of the instances, from /proc. */
function cpuSeconds(cluster: TestCluster): number {
  return cluster.instances.reduce((sum, instance) => {
    const fields = readFileSync(`/proc/${instance.pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    return sum + (Number(fields?.[11]) + Number(fields?.[12])) / 100;
  }, 0);
}

/** SQL statements run so far by all instances (their /metrics). */
async function statements(cluster: TestCluster): Promise<number> {
  let total = 0;
  for (const instance of cluster.instances) {
    const text = await (await fetch(`http://127.0.0.1:${instance.port}/metrics`)).text();
    total += Number(/^db_statements_total (\d+)/m.exec(text)?.[1] ?? 0);
  }
  return total;
}

async function signIn(cluster: TestCluster, email: string, password: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${cluster.url}/api/auth/sign-in/email`,
      {
        method: 'POST',
        localAddress: nextAddress(),
        headers: { 'content-type': 'application/json', origin: cluster.url },
      },
      (response) => {
        response.resume();
        const cookie = (response.headers['set-cookie'] ?? [])
          .map((line) => line.split(';')[0])
          .join('; ');
        if (response.statusCode === 200 && cookie) resolve(cookie);
        else reject(new Error(`sign-in failed: ${response.statusCode}`));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify({ email, password }));
  });
}

/** Live streams held open for the whole run, as signed-in tabs do; how many broke. */
function openStreams(cluster: TestCluster, cookies: string[], count: number) {
  let broken = 0;
  const requests = Array.from({ length: count }, (_, i) => {
    const outgoing = request(`${cluster.url}/graphql`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        cookie: cookies[i % cookies.length] ?? '',
      },
    });
    let closing = false;
    outgoing.on('response', (response) => {
      if (response.statusCode !== 200) broken++;
      response.resume();
      response.on('end', () => {
        if (!closing) broken++;
      });
    });
    outgoing.on('error', () => {
      if (!closing) broken++;
    });
    outgoing.end(JSON.stringify({ query: 'subscription { notificationChanged { unreadCount } }' }));
    return {
      close() {
        closing = true;
        outgoing.destroy();
      },
    };
  });
  return {
    close() {
      for (const stream of requests) stream.close();
      return broken;
    },
  };
}

interface Mix {
  cookies: string[];
  jobId: string;
}

let sequence = 0;
function pick(mix: Mix): Call {
  sequence++;
  const roll = Math.random();
  const cookie = mix.cookies[sequence % mix.cookies.length];
  if (roll < 0.6) {
    const query = SEARCHES[sequence % SEARCHES.length];
    return { kind: 'search', body: JSON.stringify({ query: SEARCH, variables: { query } }) };
  }
  if (roll < 0.8)
    return {
      kind: 'list',
      cookie,
      body: JSON.stringify({ query: sequence % 2 ? JOBS : PRESCRIPTIONS }),
    };
  if (roll < 0.9)
    return {
      kind: 'detail',
      cookie,
      body: JSON.stringify({ query: JOB, variables: { id: mix.jobId } }),
    };
  const email = `bench-${process.pid}-${sequence}@example.com`;
  return {
    kind: 'write',
    body: JSON.stringify({
      query: CONTACT,
      variables: {
        data: { name: 'Bench', email, phone: '01000000000', message: 'A message from the bench.' },
      },
    }),
  };
}

/** Sends `rate` calls a second for `seconds`, not waiting for answers (an open workload). */
async function drive(cluster: TestCluster, mix: Mix, rate: number, seconds: number) {
  const answers: (Answer & { kind: Kind })[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let sent = 0;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const call = pick(mix);
      const pending = send(cluster.url, call, call.kind === 'write').then((answer) => {
        answers.push({ ...answer, kind: call.kind });
        inFlight.delete(pending);
      });
      inFlight.add(pending);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(inFlight);
  return { answers, seconds: (performance.now() - started) / 1000 };
}

async function prepare(cluster: TestCluster): Promise<Mix> {
  const accounts = DEMO_ACCOUNTS.filter((account) => !account.accountType);
  const cookies = [];
  for (const account of accounts)
    cookies.push(await signIn(cluster, account.email, account.password));
  const jobs = await send(cluster.url, {
    body: JSON.stringify({ query: JOBS }),
    cookie: cookies[0],
  });
  const jobId = (JSON.parse(jobs.body) as { data: { jobs: { items: { id: string }[] } } }).data.jobs
    .items[0]?.id;
  if (!jobId) throw new Error('no demo job to read');
  return { cookies, jobId };
}

/** Statements and CPU milliseconds per request of one kind, measured one request at a time. */
async function costOf(cluster: TestCluster, call: () => Call) {
  const statementsBefore = await statements(cluster);
  const cpuBefore = cpuSeconds(cluster);
  for (let i = 0; i < COST_SAMPLES; i++) {
    const answer = await send(cluster.url, call(), call().kind === 'write');
    if (!ok(answer))
      throw new Error(`cost probe failed: ${answer.status} ${answer.body.slice(0, 200)}`);
  }
  return {
    statements: ((await statements(cluster)) - statementsBefore) / COST_SAMPLES,
    cpuMs: ((cpuSeconds(cluster) - cpuBefore) * 1000) / COST_SAMPLES,
  };
}

/** PgBouncer in transaction mode in front of the same PostgreSQL, when given (ADR 0016). */
const PGBOUNCER_URL = process.env.BENCH_PGBOUNCER_URL;

async function measure(instances: number, through = 'PostgreSQL') {
  const previous = process.env.DATABASE_URL;
  if (through === 'PgBouncer' && PGBOUNCER_URL) process.env.DATABASE_URL = PGBOUNCER_URL;
  const cluster = await startTestCluster({ instances, env: { LOG_LEVEL: 'warn' } }).finally(
    () => (process.env.DATABASE_URL = previous),
  );
  try {
    const mix = await prepare(cluster);
    const streams = openStreams(cluster, mix.cookies, STREAMS);
    await drive(cluster, mix, RATE, 5); // warm-up: JIT, connections, caches
    const cpuBefore = cpuSeconds(cluster);
    const { answers, seconds } = await drive(cluster, mix, RATE, SECONDS);
    const cpu = cpuSeconds(cluster) - cpuBefore;
    const brokenStreams = streams.close();
    const latencies = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const failed = answers.filter((answer) => !ok(answer));
    const reasons: Record<string, number> = {};
    for (const answer of failed) {
      const reason = `${answer.kind} ${answer.status} ${/"code":"(\w+)"/.exec(answer.body)?.[1] ?? answer.body.slice(0, 40)}`;
      reasons[reason] = (reasons[reason] ?? 0) + 1;
    }
    const search = {
      kind: 'search' as const,
      body: JSON.stringify({ query: SEARCH, variables: { query: 'pan' } }),
    };
    const costs = {
      anonymousSearch: await costOf(cluster, () => search),
      signedInSearch: await costOf(cluster, () => ({ ...search, cookie: mix.cookies[0] })),
      signedInList: await costOf(cluster, () => ({
        kind: 'list',
        cookie: mix.cookies[0],
        body: JSON.stringify({ query: JOBS }),
      })),
      signedInDetail: await costOf(cluster, () => ({
        kind: 'detail',
        cookie: mix.cookies[0],
        body: JSON.stringify({ query: JOB, variables: { id: mix.jobId } }),
      })),
    };
    return {
      instances: `${instances} on ${through}`,
      row: {
        instances: `${instances} on ${through}`,
        'target req/s': RATE,
        'req/s': Math.round(answers.length / seconds),
        p50_ms: Math.round(percentile(latencies, 50)),
        p95_ms: Math.round(percentile(latencies, 95)),
        p99_ms: Math.round(percentile(latencies, 99)),
        errors: failed.length,
        'app CPU ms/req': Number(((cpu * 1000) / answers.length).toFixed(2)),
        // What one core would serve of this mix, were it the app's alone.
        'req/s per core': Math.round(answers.length / cpu),
        'app CPU cores': Number((cpu / seconds).toFixed(2)),
        'streams broken': brokenStreams,
      },
      reasons,
      costs,
    };
  } finally {
    await cluster.stop();
  }
}

const results = [];
for (const instances of [1, 3]) results.push(await measure(instances));
if (PGBOUNCER_URL) results.push(await measure(3, 'PgBouncer'));
console.log(
  `\n${SECONDS} s at ${RATE} req/s through HAProxy (60 % drug search, 20 % lists, 10 % details, ` +
    `10 % writes) with ${STREAMS} live streams open; this machine has 2 cores, shared by the ` +
    'instances, PostgreSQL, Redis, HAProxy and this load generator:',
);
console.table(results.map((result) => result.row));
for (const result of results)
  if (Object.keys(result.reasons).length)
    console.log(`errors with ${result.instances}:`, result.reasons);
console.log('\nWhat one request costs (sequential, through HAProxy; SQL statements and app CPU):');
console.table(
  results.flatMap((result) =>
    Object.entries(result.costs).map(([request, cost]) => ({
      instances: result.instances,
      request,
      statements: Number(cost.statements.toFixed(2)),
      'CPU ms': Number(cost.cpuMs.toFixed(2)),
    })),
  ),
);
console.log(JSON.stringify({ rate: RATE, seconds: SECONDS, streams: STREAMS, results }));
