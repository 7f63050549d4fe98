import { useSyncExternalStore } from 'react';

/** SPEC §9: under 600 px is extra small (the cards cut their text shorter, the filters fold). */
const EXTRA_SMALL = '(max-width: 599.98px)';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(EXTRA_SMALL);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the viewport is extra small (< 600 px); false when prerendering. */
export function useExtraSmall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(EXTRA_SMALL).matches,
    () => false,
  );
}
