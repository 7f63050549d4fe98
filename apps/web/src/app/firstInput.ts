// What a visitor does first on a page: move or press a pointer, touch, type, scroll, or move
// the focus (as screen readers do).
const INPUT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
];

let happened = false;
const listeners = new Set<() => void>();

function onInput(): void {
  happened = true;
  for (const type of INPUT_EVENTS) window.removeEventListener(type, onInput, true);
  for (const listener of listeners) listener();
}

// From the moment this module loads (not in the build's prerendering, which has no window).
if (typeof window !== 'undefined') {
  for (const type of INPUT_EVENTS)
    window.addEventListener(type, onInput, { capture: true, passive: true });
}

/** Whether the visitor has used the page yet. */
export function hasFirstInput(): boolean {
  return happened;
}

/** Calls `listener` on the visitor's first input; returns the unsubscribe function. */
export function onFirstInput(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
