/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's SQLSTATEs for a server that is going or gone: class 08 (connection exception),
 * 57P01–57P03 (shutting down, crashed, not yet accepting), 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres's own words for a connection that ended or could not be had in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * Whether an error (or one of its causes: drizzle wraps the driver's) says the database
 * cannot be reached, rather than that a statement failed. Such an error is the caller's to
 * retry in a moment (503 UNAVAILABLE), not a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code)))
      return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
