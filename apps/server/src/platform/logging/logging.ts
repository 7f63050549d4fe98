import { stdSerializers, type LoggerOptions } from 'pino';

/**
 * How errors are written to the log: with their type, code, query and stack, never the values
 * a user sent. drizzle puts a failed statement's parameters in its error (`params`, and the
 * message's last line), and PostgreSQL the offending value in `detail` ("Key (email)=(…)").
 */
export function logSafeError(error: unknown): ReturnType<typeof stdSerializers.err> | unknown {
  if (!(error instanceof Error)) return error;
  return stdSerializers.err(withoutUserData(error));
}

function withoutUserData(error: Error): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error &
    Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) {
    if (key === 'params' || key === 'detail' || key === 'where') continue;
    copy[key] = (error as unknown as Record<string, unknown>)[key];
  }
  if ('params' in error) {
    copy.message = error.message.replace(/\nparams: [\s\S]*$/, '');
    copy.stack = error.stack?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');
  }
  if (error.cause instanceof Error) copy.cause = withoutUserData(error.cause);
  return copy;
}

/** The server's pino options: errors go through `logSafeError`. */
export function loggerOptions(level: string): LoggerOptions {
  return { level, serializers: { err: logSafeError } };
}
