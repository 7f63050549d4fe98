import { GraphQLError } from 'graphql';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError, forbidden } from '../errors';
import { requestScope } from '../http/request-scope';
import { maskError } from './yoga';

function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('maskError', () => {
  it('keeps the code and field errors of our own errors', () => {
    const { logger } = capturingLogger();
    const error = new GraphQLError('wrapped', {
      originalError: new AppError('VALIDATION', 'Some fields are invalid.', [
        { path: 'email', message: 'invalidEmail' },
      ]),
    });
    const masked = maskError(error, logger);
    expect(masked.message).toBe('Some fields are invalid.');
    expect(masked.extensions).toEqual({
      code: 'VALIDATION',
      fieldErrors: [{ path: 'email', message: 'invalidEmail' }],
    });
  });

  it('says what the code means in Arabic to an Arabic caller', () => {
    const { logger } = capturingLogger();
    const masked = requestScope.run({ logger, requestId: 'req-43', language: 'ar' }, () =>
      maskError(new GraphQLError('wrapped', { originalError: forbidden() }), logger),
    );
    expect(masked.message).toBe('عذراً، ليس لديك صلاحية الوصول إلى هذه الصفحة');
    expect(masked.extensions).toEqual({ code: 'FORBIDDEN' });
  });

  it('hides unexpected errors behind INTERNAL and logs them with the request id', async () => {
    const { logger, lines } = capturingLogger();
    const error = new GraphQLError('wrapped', {
      originalError: new Error('connection refused at 10.0.0.5:5432'),
    });
    const masked = requestScope.run(
      { logger: logger.child({ reqId: 'req-42' }), requestId: 'req-42', language: 'en' },
      () => maskError(error, logger),
    );
    expect(masked.message).toBe('Ops, an error occurred.');
    expect(masked.extensions).toEqual({ code: 'INTERNAL', requestId: 'req-42' });
    expect(JSON.stringify(masked)).not.toContain('10.0.0.5');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatchObject({ reqId: 'req-42', msg: 'unexpected error in GraphQL' });
    expect(JSON.stringify(lines[0])).toContain('connection refused');
  });

  it('answers UNAVAILABLE with 503 when the database cannot be reached', () => {
    const { logger } = capturingLogger();
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const shuttingDown = Object.assign(new Error('terminating connection'), { code: '57P01' });
    for (const cause of [refused, shuttingDown, new Error('Connection terminated unexpectedly')]) {
      const error = new GraphQLError('wrapped', {
        originalError: new Error('Failed query: select 1', { cause }),
      });
      const masked = maskError(error, logger);
      expect(masked.extensions).toEqual({ code: 'UNAVAILABLE' });
      expect(masked.message).not.toContain('127.0.0.1');
    }
    const failedStatement = Object.assign(new Error('duplicate key'), { code: '23505' });
    const masked = maskError(
      new GraphQLError('wrapped', { originalError: failedStatement }),
      logger,
    );
    expect(masked.extensions?.code).toBe('INTERNAL');
  });
});
