/**
 * Still-new notifications that toast on app start: the newest only. A stack of toasts would
 * cover a phone's screen; the badge counts the others, which stay unread.
 */
export const STARTUP_TOAST_MAX = 1;
/** Characters of a description a 3 s toast shows (an offer's may have 2000). */
export const TOAST_DESCRIPTION_MAX = 140;

interface Toastable {
  id: string;
  new: boolean;
}

/** The text cut to `max` characters (not UTF-16 units, so no emoji is split), with "…". */
export function clampForToast(text: string, max = TOAST_DESCRIPTION_MAX): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * What to do on app start with the newest notifications (newest first) still flagged `new`,
 * i.e. created while no tab was open (SPEC §4): the newest toasts, and every one has `new`
 * cleared (the toasted ones after their toast). Ids already handled (delivered live
 * meanwhile) are left alone.
 */
export function startupToasts<T extends Toastable>(
  items: readonly T[],
  handled: ReadonlySet<string>,
  max = STARTUP_TOAST_MAX,
): { toast: T[]; clearOnly: T[] } {
  const fresh = items.filter((item) => item.new && !handled.has(item.id));
  return { toast: fresh.slice(0, max), clearOnly: fresh.slice(max) };
}
