// GraphQL and HTTP throughput of one server process, side by side in one run.
import autocannon from 'autocannon';
import { startBenchServer } from './server';

interface Scenario {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
}

const scenarios: Scenario[] = [
  { name: 'GET /healthz', path: '/healthz', method: 'GET' },
  {
    name: 'GraphQL { __typename }',
    path: '/graphql',
    method: 'POST',
    body: JSON.stringify({ query: '{ __typename }' }),
  },
  {
    name: 'GraphQL supportSettings',
    path: '/graphql',
    method: 'POST',
    body: JSON.stringify({
      query: '{ supportSettings { email company appStoreUrl googlePlayUrl } }',
    }),
  },
];

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const server = await startBenchServer();
const rows: Record<string, number | string>[] = [];
try {
  for (const scenario of scenarios) {
    const result = await autocannon({
      url: `${server.url}${scenario.path}`,
      method: scenario.method,
      headers: { 'content-type': 'application/json' },
      body: scenario.body,
      connections: 20,
      duration,
    });
    rows.push({
      scenario: scenario.name,
      rps: Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
} finally {
  await server.stop();
}
console.table(rows);
console.log(JSON.stringify({ duration_s: duration, connections: 20, results: rows }));
