import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@dawa/shared/language';
import type { PageAnswer, PageQueries, PageQuery } from '@dawa/shared/pageAnswers';
import { PAGE_QUERIES_FILE } from '@dawa/shared/pageAnswers';
import type { FastifyRequest } from 'fastify';
import { Kind, parse } from 'graphql';
import { requestScope } from '../http/request-scope';
import type { RequestContext } from './context';
import type { createGraphQL } from './yoga';

/**
 * How long a page waits for its answers: past it, the page goes without them and the app asks
 * as it always did. A list's queries take a few milliseconds; this bounds a slow database.
 */
export const PAGE_ANSWERS_WAIT_MS = 250;

/**
 * The build's list of each shell's queries (apps/web/scripts/prerender.mjs), checked to be
 * queries only: the server runs them for whoever opens the page. None when the build has none.
 */
export function readPageQueries(distDir: string, shellsDir: string): PageQueries {
  let text: string;
  try {
    text = readFileSync(path.join(distDir, shellsDir, PAGE_QUERIES_FILE), 'utf8');
  } catch {
    return {};
  }
  const queries = JSON.parse(text) as PageQueries;
  for (const [page, list] of Object.entries(queries)) {
    for (const { query, operationName } of list) {
      const operations = parse(query).definitions.filter(
        (definition) => definition.kind === Kind.OPERATION_DEFINITION,
      );
      if (operations.length !== 1 || operations[0]?.operation !== 'query')
        throw new Error(`${PAGE_QUERIES_FILE}: ${page} › ${operationName} must be one query`);
    }
  }
  return queries;
}

/** Answers a page's queries as its visitor, or none. */
export type PageAnswerer = (
  request: FastifyRequest,
  language: Language,
  queries: readonly PageQuery[],
) => Promise<PageAnswer[]>;

/**
 * Runs a page's queries through the API as the request's visitor would ask them (same
 * context, policies, limits and error masking), in the page's language. Signed out, or past
 * `PAGE_ANSWERS_WAIT_MS`, there are none; a query that fails is left for the app to ask.
 */
export function createPageAnswerer(
  graphql: ReturnType<typeof createGraphQL>,
  contextOf: (request: FastifyRequest, language: Language) => Promise<RequestContext>,
): PageAnswerer {
  const answer = async (
    context: RequestContext,
    { operationName, query, variables }: PageQuery,
  ) => {
    const response = await graphql.fetch(
      'http://page-answers.invalid/graphql',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ operationName, query, variables }),
      },
      context,
    );
    if (!response.ok) return undefined;
    const result = (await response.json()) as { data?: unknown; errors?: unknown[] };
    if (result.errors?.length || !result.data) return undefined;
    const given: PageAnswer = { operationName, variables, data: result.data };
    return given;
  };
  return async (request, language, queries) => {
    if (queries.length === 0) return [];
    const context = await contextOf(request, language);
    if (!context.viewer) return [];
    const scope = { logger: request.log, requestId: request.id, language };
    const answers = requestScope
      .run(scope, () => Promise.all(queries.map((query) => answer(context, query))))
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'page answers failed; the page goes without them');
        return [];
      });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<[]>((resolve) => {
      timer = setTimeout(() => resolve([]), PAGE_ANSWERS_WAIT_MS);
    });
    const given: (PageAnswer | undefined)[] = await Promise.race([answers, late]).finally(() =>
      clearTimeout(timer),
    );
    return given.filter((found): found is PageAnswer => found !== undefined);
  };
}
