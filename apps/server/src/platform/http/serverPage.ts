import type { Language } from '@dawa/shared/language';
import { escapeHtml } from '@dawa/shared/html';

/**
 * A record's page rendered on the server (issue #18 point 7): a page the build prerendered
 * (`frame`, the path after the language prefix) with the record's HTML in its empty element
 * `slotId`. The web app keeps that HTML when it hydrates the page.
 */
export interface ServerPage {
  frame: string;
  slotId: string;
  /** Markup built from escaped values only. */
  html: string;
}

/**
 * A feature's server-rendered pages: given the path after the language prefix, its page,
 * `'unknown'` when the path names a record that does not exist (a real 404), or null when the
 * path is none of its pages.
 */
export type ServerPageSource = (
  page: string,
  language: Language,
) => Promise<ServerPage | 'unknown' | null>;

/**
 * The frame with the record's HTML in its slot and marked as prerendered for `url`, so the
 * app hydrates it there (src/app/start.tsx), on the visitor's first input (src/main.tsx);
 * null when the frame has no such empty slot.
 */
export function fillFrame(frame: string, page: ServerPage, url: string): string | null {
  const slot = new RegExp(`(<div id="${page.slotId}"[^>]*>)(</div>)`);
  if (!slot.test(frame)) return null;
  return (
    frame
      .replace(slot, (_match, open: string, close: string) => `${open}${page.html}${close}`)
      // A record's page is read before it is used: the app starts with the first input.
      .replace(
        /data-prerendered="[^"]*"/,
        `data-prerendered="${escapeHtml(url)}" data-start="input"`,
      )
  );
}
