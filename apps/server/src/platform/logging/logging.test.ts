import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { logSafeError } from './logging';

describe('logSafeError', () => {
  it('keeps the query, type, stack and cause of a failed statement, not the values sent', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(mona@example.com) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "upload" ("original_name") values ($1)',
      ['secret scan of mona.png'],
      cause,
    );
    const logged = JSON.stringify(logSafeError(error));
    expect(logged).toContain('insert into \\"upload\\"');
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).not.toContain('secret scan');
    expect(logged).not.toContain('mona@example.com');
  });

  it('leaves other errors and values as they are', () => {
    expect(JSON.stringify(logSafeError(new TypeError('bad')))).toContain('bad');
    expect(logSafeError('text')).toBe('text');
  });
});
