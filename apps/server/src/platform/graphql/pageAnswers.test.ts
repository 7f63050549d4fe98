import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAGE_QUERIES_FILE } from '@dawa/shared/pageAnswers';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageQueries } from './pageAnswers';

describe('readPageQueries', () => {
  let distDir: string | undefined;
  afterEach(() => {
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  const built = (queries: unknown) => {
    distDir = mkdtempSync(path.join(tmpdir(), 'dawa-page-queries-'));
    mkdirSync(path.join(distDir, 'shells'));
    writeFileSync(path.join(distDir, 'shells', PAGE_QUERIES_FILE), JSON.stringify(queries));
    return distDir;
  };

  it('reads each shell’s queries, and none when the build has none', () => {
    const queries = {
      offers: [
        {
          operationName: 'Offers',
          query: 'query Offers { offers { items { id } } }',
          variables: {},
        },
      ],
    };
    expect(readPageQueries(built(queries), 'shells')).toEqual(queries);
    expect(readPageQueries(path.join(tmpdir(), 'no-such-build'), 'shells')).toEqual({});
  });

  it('refuses a build that lists anything but one query: the server runs them for every visitor', () => {
    for (const query of [
      'mutation Out { authSignOut }',
      'subscription Live { notificationChanged { unreadCount } }',
      'query A { authMe { id } } query B { authMe { id } }',
    ]) {
      const dir = built({ offers: [{ operationName: 'A', query, variables: {} }] });
      expect(() => readPageQueries(dir, 'shells'), query).toThrow(/must be one query/);
    }
  });
});
