import { expect, type Page } from '@playwright/test';

/**
 * Addresses (e-mail, links) keep the characters they are written with in either language, and
 * so does what a person wrote (shown in its own direction, `dir="auto"`): the rule is for what
 * the page itself writes.
 */
const KEPT_AS_WRITTEN = ['a[href^="mailto:"]', 'a[href^="http"]', '[dir="auto"]'];

/**
 * The page's visible text uses one kind of digit (ADR 0020: Latin in both languages): no
 * Arabic-Indic digit (٠-٩, ۰-۹) beside a Latin one. Returns the digits seen, for the caller to
 * check that the page did show some.
 */
export async function expectOneDigitStyle(page: Page): Promise<string> {
  const text = await page.evaluate((kept) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest(kept.join(','))) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  }, KEPT_AS_WRITTEN);
  const latin = text.match(/[0-9]/g) ?? [];
  const arabic = text.match(/[\u0660-\u0669\u06F0-\u06F9]/g) ?? [];
  expect(
    latin.length === 0 || arabic.length === 0,
    `Latin and Arabic-Indic digits on one page: ${text.replace(/\s+/g, ' ').slice(0, 400)}`,
  ).toBe(true);
  return [...latin, ...arabic].join('');
}
