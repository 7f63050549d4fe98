import type { Language } from './language';

/**
 * Answers in the page (issue #18 point 8, ADR 0035): the server sends a signed-in list's
 * HTML with the answers to the queries its first render asks, so the page's data is not one
 * more round trip after its scripts. The web build lists those queries per page
 * (`PAGE_QUERIES_FILE`); the server runs them as the visitor and writes the answers into the
 * page as JSON (`pageAnswersScript`); the app's API client answers those queries from it once.
 */

/** The element of the page that holds its answers: a JSON data block, never run as script. */
export const PAGE_ANSWERS_ELEMENT_ID = 'page-answers';

/** The build's list of each shell's queries, beside the shells (`shells/`). */
export const PAGE_QUERIES_FILE = 'page-queries.json';

/** A query a page's first render asks, with the variables it asks it with. */
export interface PageQuery {
  operationName: string;
  /** The document as the app's client sends it (with `__typename`). */
  query: string;
  variables: Record<string, unknown>;
  /**
   * Where in the answer the page's largest image is, when it has one (`items.*.cover.url`: the
   * first found), so the HTML can ask for it before the scripts have drawn it.
   */
  image?: string;
}

/** Each shell's queries, by the path after the language (`job-opportunities`). */
export type PageQueries = Record<string, PageQuery[]>;

export interface PageAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/** What a page carries: answers for one URL path, in one language, given at one time. */
export interface PageAnswers {
  path: string;
  language: Language;
  answers: PageAnswer[];
}

/**
 * The answers as an HTML data block. `<` is escaped inside the JSON so that no text of a
 * user (`</script>`, `<!--`) can end the block; JSON.parse reads it back unchanged.
 */
export function pageAnswersScript(answers: PageAnswers): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${json}</script>`;
}

/**
 * The first string at `path` in `data`: dot-separated keys, `*` for every item of a list in
 * turn (`properties.items.*.cover.thumbnailUrl`).
 */
export function firstAt(data: unknown, path: string): string | undefined {
  const [key, ...rest] = path.split('.');
  if (key === undefined || key === '') return typeof data === 'string' ? data : undefined;
  if (key === '*') {
    if (!Array.isArray(data)) return undefined;
    for (const item of data) {
      const found = firstAt(item, rest.join('.'));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!data || typeof data !== 'object' || !Object.hasOwn(data, key)) return undefined;
  return firstAt((data as Record<string, unknown>)[key], rest.join('.'));
}
