import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The pause before a read's second attempt, as the web client takes it (its retry exchange
 * waits 500 ms, randomised). Tried at once, a retry could meet the killed instance again before
 * the load balancer's next check (every 500 ms) took it out: one run in several failed so.
 */
const READ_RETRY_DELAY_MS = 500;

/**
 * Users of a cluster, as the fault tests drive them: reads (drug searches) tried at most twice
 * (SPEC §7), writes (contact messages) sent once, each acknowledged write remembered so that
 * it can be looked for afterwards. Every request comes from its own loopback address
 * (127.0.x.y), as from many clients, so that per-address limits count each one apart.
 */
export interface LoadOptions {
  url: string;
  /** Requests in flight at any time. */
  concurrency: number;
  /** The share of writes (0–1). */
  writeShare: number;
}

export interface LoadFigures {
  reads: number;
  /** Reads that failed on both attempts. */
  readsFailed: number;
  /** Reads that failed once and were answered on the second attempt. */
  readsRetried: number;
  writes: number;
  writesFailed: number;
  /** The e-mail of every write that was acknowledged. */
  acknowledged: string[];
  /** What the failures were (status or error), counted. */
  failures: Record<string, number>;
}

export interface RunningLoad {
  /** Stops sending and resolves once every request in flight has ended. */
  stop(): Promise<LoadFigures>;
}

interface Answer {
  status: number;
  body: string;
}

let nextAddress = 0;
/** 127.0.1.1 … 127.0.250.250, then again. */
function clientAddress(): string {
  const n = nextAddress++ % 62_500;
  return `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

function post(url: string, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${url}/graphql`,
      {
        method: 'POST',
        localAddress: clientAddress(),
        headers: { 'content-type': 'application/json', connection: 'close' },
        timeout: 10_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** One GraphQL call from a new client address; its status and parsed body. */
export async function graphqlFromNewAddress<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ status: number; body: { data?: T; errors?: { extensions?: { code?: string } }[] } }> {
  const answer = await post(url, JSON.stringify({ query, variables }));
  return { status: answer.status, body: JSON.parse(answer.body) as never };
}

const SEARCHES = ['pan', 'augm', 'cata', 'bru', 'vol', 'con', 'amox', 'para'];
const READ = `query($query: String!) { drugSearch(query: $query, searchBy: tradeName) { total } }`;
const WRITE = `mutation($data: ContactInput!) { contactCreate(data: $data) { email } }`;

/** Why an answer is not a success: its status, or its GraphQL error code; undefined if it is. */
function failure(answer: Answer): string | undefined {
  if (answer.status !== 200) return `HTTP ${answer.status}`;
  const parsed = JSON.parse(answer.body) as { errors?: { extensions?: { code?: string } }[] };
  return parsed.errors ? (parsed.errors[0]?.extensions?.code ?? 'error') : undefined;
}

export function startLoad(options: LoadOptions): RunningLoad {
  const figures: LoadFigures = {
    reads: 0,
    readsFailed: 0,
    readsRetried: 0,
    writes: 0,
    writesFailed: 0,
    acknowledged: [],
    failures: {},
  };
  const count = (reason: string) =>
    (figures.failures[reason] = (figures.failures[reason] ?? 0) + 1);
  let running = true;
  let sequence = 0;
  const run = randomBytes(4).toString('hex');

  const attempt = async (body: string): Promise<string | undefined> => {
    try {
      return failure(await post(options.url, body));
    } catch (error) {
      return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    }
  };

  const read = async () => {
    figures.reads++;
    const query = SEARCHES[sequence % SEARCHES.length];
    const body = JSON.stringify({ query: READ, variables: { query } });
    const first = await attempt(body);
    if (first === undefined) return;
    count(`read: ${first}`);
    await sleep(READ_RETRY_DELAY_MS);
    const second = await attempt(body);
    if (second === undefined) figures.readsRetried++;
    else figures.readsFailed++;
  };

  const write = async () => {
    figures.writes++;
    const email = `load-${run}-${sequence}@example.com`;
    const body = JSON.stringify({
      query: WRITE,
      variables: {
        data: {
          name: 'Load',
          email,
          phone: '01000000000',
          message: 'Sent while instances come and go.',
        },
      },
    });
    const outcome = await attempt(body);
    if (outcome === undefined) figures.acknowledged.push(email);
    else {
      figures.writesFailed++;
      count(`write: ${outcome}`);
    }
  };

  const worker = async () => {
    while (running) {
      sequence++;
      await (Math.random() < options.writeShare ? write() : read());
    }
  };
  const workers = Array.from({ length: options.concurrency }, worker);
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return figures;
    },
  };
}
