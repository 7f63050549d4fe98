const CANDIDATES =
  'a[href], button, input, select, textarea, iframe, [tabindex], [contenteditable="true"]';

/**
 * Where Tab should go instead of the browser's choice, or null to let the browser move focus.
 * Focus wraps from the last item to the first (and back with Shift+Tab), and comes back in
 * when it is on something outside `items` (the dialog panel itself, or nothing).
 */
export function wrapTarget<T>(items: readonly T[], active: T | null, backwards: boolean): T | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (first === undefined || last === undefined) return null;
  const index = active === null ? -1 : items.indexOf(active);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === items.length - 1) return first;
  return null;
}

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert]')) return false;
  if ('disabled' in element && element.disabled === true) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(isTabbable);
}

/**
 * Keeps Tab and Shift+Tab inside `container`. antd 6's own trap only reacts to `focusin`, which
 * never fires when Tab leaves the page for the browser's toolbar after the last element.
 */
export function trapTabKey(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  container: HTMLElement,
): void {
  if (event.key !== 'Tab') return;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const target = wrapTarget(tabbableElements(container), active, event.shiftKey);
  if (!target) return;
  event.preventDefault();
  target.focus();
}
