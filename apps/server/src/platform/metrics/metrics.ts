import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { statementCount, type Database } from '../db/db';

/** Prometheus metrics of one server process, served at /metrics. */
export function createMetrics(database: Pick<Database, 'memoryBytes'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const graphqlErrors = new Counter({
    name: 'graphql_errors_total',
    help: 'GraphQL errors returned, by code.',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  const uploadsInFlight = new Gauge({
    name: 'uploads_in_flight',
    help: 'Uploads admitted and not yet answered (each may hold up to 10 MB of body).',
    registers: [registry],
  });
  new Counter({
    name: 'db_statements_total',
    help: 'SQL statements run by the app (what a request costs the database).',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(statementCount());
    },
  });
  // Where the resident set goes, beside the default metrics' RSS, heap and external memory.
  new Gauge({
    name: 'nodejs_array_buffers_bytes',
    help: 'Memory of ArrayBuffers and Buffers (part of the external memory).',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().arrayBuffers);
    },
  });
  new Gauge({
    name: 'db_in_process_memory_bytes',
    help: "The embedded database's WebAssembly memory (PGlite); 0 with PostgreSQL.",
    registers: [registry],
    collect() {
      this.set(database.memoryBytes());
    },
  });
  return { registry, httpDuration, graphqlErrors, uploadsInFlight };
}

export type Metrics = ReturnType<typeof createMetrics>;
