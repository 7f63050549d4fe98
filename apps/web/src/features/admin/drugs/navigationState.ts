/**
 * Changes reach the search index of every server process through the bus "within a
 * second" (issue 5): a list opened right after a change asks again once that has passed.
 */
export const INDEX_SETTLE_MS = 1000;

/** History state the drug pages pass each other. */
export interface DrugNavigationState {
  /** When a drug was last created, saved or deleted (ms since epoch). */
  changedAt?: number;
  /** The list's `?q=&page=` to go back to from the form. */
  from?: string;
}

function field(state: unknown, name: keyof DrugNavigationState): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[name]
    : undefined;
}

export function changedAtOf(state: unknown): number | undefined {
  const value = field(state, 'changedAt');
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Only a query string is accepted, so the state cannot send the form anywhere else. */
export function fromOf(state: unknown): string {
  const value = field(state, 'from');
  return typeof value === 'string' && /^\?[^/\\]*$/.test(value) ? value : '';
}

/** How long to wait before asking again after a change at `changedAt`; null for never. */
export function refetchDelay(changedAt: number | undefined, now: number): number | null {
  if (changedAt === undefined) return null;
  const wait = changedAt + INDEX_SETTLE_MS - now;
  return wait > 0 ? wait : null;
}
