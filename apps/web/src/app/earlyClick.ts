// A prerendered page shows before the app runs (main.tsx); its links work without it, its
// buttons do not. The visitor's last press of a button in that time (or a form sent with
// Enter) is held, without the browser's own form submission, and done again once the page
// responds. Text typed into a field in that time is given to the app too: hydration would
// put the field back to the app's value.
const BUTTONS = 'button, [role="button"], [role="tab"], [role="menuitem"]';

let pending: (() => void) | undefined;
let typed: { field: HTMLInputElement; value: string } | undefined;

function onInput(event: Event): void {
  if (event.target instanceof HTMLInputElement)
    typed = { field: event.target, value: event.target.value };
}

/** Types `value` into `field` again as the visitor did, so that the app's handler gets it. */
function retype(field: HTMLInputElement, value: string): void {
  if (!field.isConnected) return;
  // React tells a change by the value it last saw: it sees the field empty (its own setter on
  // the element), then the text arrive (the prototype's setter, which it does not see).
  field.value = '';
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

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
  document.addEventListener('input', onInput, true);
}

/**
 * Stops holding presses (React handles them from hydration on) and returns what gives the app
 * the held one and the text typed, once the page is hydrated.
 */
export function takeEarlyClick(): () => void {
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('submit', onSubmit, true);
  const held = pending;
  pending = undefined;
  // Typing goes on being noted until the page is hydrated, which resets the field.
  return () => {
    document.removeEventListener('input', onInput, true);
    if (typed?.value) retype(typed.field, typed.value);
    typed = undefined;
    held?.();
  };
}
