/**
 * The router state a resource list gives the links to its rows' pages: the list's query string
 * (filters, sort, page), so that the detail page's back link and a save lead to the same rows.
 */
export interface ListReturnState {
  from: string;
}

export function listReturnState(search: string): ListReturnState {
  return { from: search };
}

/** Only a query string is accepted, so the state cannot send the page anywhere else. */
export function listReturnOf(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null
      ? (state as Record<string, unknown>)['from']
      : undefined;
  return typeof from === 'string' && /^\?[^/\\]*$/.test(from) ? from : '';
}
