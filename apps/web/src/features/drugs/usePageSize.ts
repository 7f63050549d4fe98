import { useSyncExternalStore } from 'react';
import { pageSizeForWidth } from './drugFormat';

/** The SPEC §9 breakpoints that change the number of hits per page. */
const QUERIES = ['(min-width: 600px)', '(min-width: 1024px)'] as const;

function subscribe(onChange: () => void): () => void {
  const lists = QUERIES.map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function snapshot(): number {
  return pageSizeForWidth(window.innerWidth);
}

/** Hits per page for the current viewport: 4, 6 or 9 (SPEC §9). */
export function usePageSize(): number {
  return useSyncExternalStore(subscribe, snapshot, () => pageSizeForWidth(1024));
}
