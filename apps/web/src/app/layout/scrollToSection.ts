import { prefersReducedMotion } from '../theme/useReducedMotion';

/** The home page sections, in page order; their elements carry these ids. */
export const HOME_SECTIONS = ['home', 'services', 'about', 'downloadNow', 'contactUs'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** SPEC §2: the footer waits 150 ms, then scrolls for 1000 ms. */
export const SECTION_SCROLL_DELAY_MS = 150;
export const SECTION_SCROLL_DURATION_MS = 1000;

export interface ScrollOptions {
  delayMs?: number;
  durationMs?: number;
}

/** Slow start, fast middle, slow end. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scroll position `elapsedMs` into an eased scroll from `from` to `to`. */
export function scrollPositionAt(
  from: number,
  to: number,
  elapsedMs: number,
  durationMs: number,
): number {
  if (durationMs <= 0) return to;
  return from + (to - from) * easeInOutCubic(elapsedMs / durationMs);
}

/** Page offset that puts `element` just below the sticky header. */
export function sectionTop(element: Element): number {
  const header = document.querySelector('[data-sticky-header]');
  const headerHeight = header ? header.getBoundingClientRect().height : 0;
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - headerHeight);
}

let running: { cancel: () => void } | undefined;

/**
 * What a person does that takes the page from the eased scroll: their input wins. (Not focus
 * changes: the app moves the focus itself, e.g. back to the menu button when the drawer that
 * started the scroll closes.)
 */
const USER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls the page to the element with id `sectionId`, eased with requestAnimationFrame (not
 * `scroll-behavior: smooth`, whose duration the browser picks). Resolves when done; a newer
 * call cancels an older one, and so does the person scrolling, tapping or typing meanwhile
 * (the page must not move under a click or a field being filled). Returns
 * false when there is no such element or the scroll was cancelled.
 */
export function scrollToSection(sectionId: string, options: ScrollOptions = {}): Promise<boolean> {
  const { delayMs = 0, durationMs = SECTION_SCROLL_DURATION_MS } = options;
  running?.cancel();
  return new Promise((resolve) => {
    let frame = 0;
    let timer = 0;
    const finish = (done: boolean) => {
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      for (const type of USER_INPUT) window.removeEventListener(type, cancel, true);
      if (running?.cancel === cancel) running = undefined;
      resolve(done);
    };
    const cancel = () => finish(false);
    for (const type of USER_INPUT)
      window.addEventListener(type, cancel, { capture: true, passive: true });
    running = { cancel };
    timer = window.setTimeout(() => {
      const element = document.getElementById(sectionId);
      if (!element) return finish(false);
      const from = window.scrollY;
      if (prefersReducedMotion() || durationMs <= 0) {
        window.scrollTo(0, sectionTop(element));
        return finish(true);
      }
      let start: number | undefined;
      const step = (now: number) => {
        start ??= now;
        const elapsed = now - start;
        // The target is measured each frame: sections above may still be loading and moving it.
        window.scrollTo(0, scrollPositionAt(from, sectionTop(element), elapsed, durationMs));
        if (elapsed < durationMs) frame = requestAnimationFrame(step);
        else finish(true);
      };
      frame = requestAnimationFrame(step);
    }, delayMs);
  });
}

/**
 * Resolves with the element once it is in the page, e.g. after navigating home and waiting for
 * the lazy home route to render. Gives up after `timeoutMs`.
 */
export function whenElementExists(id: string, timeoutMs = 5000): Promise<HTMLElement | null> {
  const found = document.getElementById(id);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) finish(element);
    });
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    function finish(element: HTMLElement | null) {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(element);
    }
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
