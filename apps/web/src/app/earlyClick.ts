// A prerendered page shows before the app runs (main.tsx); its links work without it, its
// buttons do not. The visitor's last press of a button in that time (or a form sent with
// Enter) is held, without the browser's own form submission, and done again once the page
// responds.
const BUTTONS = 'button, [role="button"], [role="tab"], [role="menuitem"]';

let pending: (() => void) | undefined;

function onClick(event: MouseEvent): void {
  if (!(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLElement>(BUTTONS);
  if (!button || button.closest('a[href]')) return;
  event.preventDefault();
  pending = () => {
    if (button.isConnected) button.click();
  };
}

function onSubmit(event: SubmitEvent): void {
  if (!(event.target instanceof HTMLFormElement)) return;
  const form = event.target;
  const submitter = event.submitter;
  event.preventDefault();
  pending = () => {
    if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
  };
}

// From the moment this module loads (not in the build's prerendering, which has no document).
if (typeof document !== 'undefined') {
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
}

/**
 * Stops holding presses (React handles them from hydration on) and returns the held one, to
 * run once the page is hydrated.
 */
export function takeEarlyClick(): (() => void) | undefined {
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  const held = pending;
  pending = undefined;
  return held;
}
