import { DRUG_QUERY_MAX } from '@dawa/shared/drugs';

/** SPEC §9 "drug list 10". */
export const ADMIN_DRUGS_PAGE_SIZE = 10;

/** The list's state lives in the URL (`?q=&page=`) so back, forward and links keep it. */
export interface DrugListParams {
  q: string;
  page: number;
}

export function readListParams(search: URLSearchParams): DrugListParams {
  const q = (search.get('q') ?? '').trim().slice(0, DRUG_QUERY_MAX);
  const page = Number(search.get('page'));
  return { q, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** `?q=…&page=…` without the defaults (no query, page 1); '' when both are defaults. */
export function listSearch({ q, page }: DrugListParams): string {
  const params = new URLSearchParams();
  const query = q.trim();
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The last page that has results; a page past it (after deletions) goes back to it. */
export function lastPage(total: number, pageSize = ADMIN_DRUGS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
