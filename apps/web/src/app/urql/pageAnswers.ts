import {
  formatDocument,
  getOperationName,
  makeResult,
  stringifyDocument,
  stringifyVariables,
  type Exchange,
  type Operation,
  type TypedDocumentNode,
} from 'urql';
import { filter, map, merge, pipe, share } from 'wonka';
import type { Language } from '@dawa/shared/language';
import {
  PAGE_ANSWERS_ELEMENT_ID,
  type PageAnswer,
  type PageAnswers,
  type PageQuery,
} from '@dawa/shared/pageAnswers';

/**
 * How long after the page opened its answers may still be taken: its first render asks in the
 * first seconds, even on a slow phone; later asks want fresh data.
 */
export const PAGE_ANSWERS_TTL_MS = 30_000;

/**
 * A query the page's first render asks, for the build's list of each shell's queries
 * (src/prerender.tsx): the document as the client's cache sends it, and its variables, which
 * must be the ones the page asks with (a Playwright test holds the API's answers and still sees
 * each list).
 */
export function pageQuery<Data, Variables extends Record<string, unknown>>(
  query: TypedDocumentNode<Data, Variables>,
  variables?: Variables,
  /** Where the page's largest image is in the answer (`PageQuery.image`). */
  image?: string,
): PageQuery {
  const operationName = getOperationName(query);
  if (!operationName) throw new Error('a page query must be named');
  return {
    operationName,
    query: stringifyDocument(formatDocument(query)),
    variables: variables ?? {},
    ...(image ? { image } : {}),
  };
}

/** The answers the server wrote into this page (`pageAnswersScript`), for `language`'s client. */
export function readPageAnswers(language: Language): PageAnswer[] {
  if (typeof document === 'undefined') return [];
  const element = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return [];
  try {
    const given = JSON.parse(element.textContent) as PageAnswers;
    const { pathname, search } = window.location;
    // Given for this path and language only: a client-side redirect or another language's
    // client asks the server.
    return given.language === language && given.path === pathname && !search ? given.answers : [];
  } catch {
    return [];
  }
}

/**
 * Answers a query the page's answers hold, once, for their first seconds; everything else goes
 * on to the network. Placed after the cache, so an answer is cached like a fetched one.
 */
export function pageAnswersExchange(
  answers: PageAnswer[],
  stillValid: () => boolean = () => performance.now() < PAGE_ANSWERS_TTL_MS,
): Exchange {
  const take = (operation: Operation): PageAnswer | undefined => {
    if (operation.kind !== 'query' || answers.length === 0 || !stillValid()) return undefined;
    const name = getOperationName(operation.query);
    // By value: whatever the order of keys, without undefined ones.
    const key = stringifyVariables(operation.variables ?? {});
    const index = answers.findIndex(
      (answer) => answer.operationName === name && stringifyVariables(answer.variables) === key,
    );
    return index < 0 ? undefined : answers.splice(index, 1)[0];
  };
  return ({ forward }) =>
    (operations$) => {
      const decided = pipe(
        operations$,
        map((operation) => ({ operation, answer: take(operation) })),
        share,
      );
      const answered = pipe(
        decided,
        filter(({ answer }) => answer !== undefined),
        map(({ operation, answer }) =>
          makeResult(operation, { data: answer?.data as Record<string, unknown> }),
        ),
      );
      const forwarded = forward(
        pipe(
          decided,
          filter(({ answer }) => answer === undefined),
          map(({ operation }) => operation),
        ),
      );
      return merge([answered, forwarded]);
    };
}
