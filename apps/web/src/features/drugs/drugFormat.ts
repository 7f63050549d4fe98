import {
  DRUG_CARD_GENERIC_MAX,
  DRUG_CARD_NAME_MAX,
  DRUG_CARD_PRICE_CHARS,
  DRUG_PAGE_SIZES,
} from '@dawa/shared/drugs';
import type { Language } from '@dawa/shared/language';
import { formatPrice } from '../../app/format/format';
import { isolate } from '../../app/i18n/isolate';

export const ELLIPSIS = '…';

/** Cuts a text at `max` characters (not UTF-16 units) and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters.slice(0, max).join('').trimEnd()}${ELLIPSIS}`;
}

/** The drug's name on a card (SPEC §2): cut at 50 characters. */
export function cardName(name: string): string {
  return truncate(name, DRUG_CARD_NAME_MAX);
}

/**
 * The card's generic line (SPEC §2): the first generic name cut at 40 characters, with an
 * ellipsis when it was cut or when the drug has more generic names.
 */
export function cardGenericLine(genericNames: readonly string[]): string {
  const [first = '', ...rest] = genericNames.map((name) => name.trim()).filter(Boolean);
  const cut = truncate(first, DRUG_CARD_GENERIC_MAX);
  if (rest.length === 0 || cut.endsWith(ELLIPSIS)) return cut;
  return `${cut}${ELLIPSIS}`;
}

/**
 * A price on a card (SPEC §2): its first five characters. A cut that would end on the
 * decimal point drops the point (1234.5 → "1234").
 */
export function cardPrice(value: number, language: Language): string {
  return formatPrice(value, language).slice(0, DRUG_CARD_PRICE_CHARS).replace(/\.$/, '');
}

/** The name to show first: the Arabic name on Arabic pages when the drug has one. */
export function displayName(
  drug: { tradeName: string; arabicName?: string | null },
  language: Language,
): string {
  const arabic = drug.arabicName?.trim();
  return language === 'ar' && arabic ? arabic : drug.tradeName;
}

/**
 * A category, dosage form or use as a page shows it: on Arabic pages its Arabic label with
 * the English that pharmacists know from the pack beside it (`both` puts them together); the
 * English alone on English pages and when it has no Arabic label.
 */
export function termText(
  label: { en: string; ar: string },
  language: Language,
  both: (label: string, english: string) => string,
): string {
  return language === 'ar' && label.ar !== label.en ? both(label.ar, isolate(label.en)) : label.en;
}

/** Additional information split into paragraphs at blank lines. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n[^\S\r\n]*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** External image search for the drug's name (opened in a new tab). */
export function imageSearchUrl(name: string): string {
  return `https://www.google.com/search?${new URLSearchParams({ tbm: 'isch', q: name.trim() })}`;
}

/** Hits per page by viewport width (SPEC §9): under 600 px, under 1024 px, wider. */
export function pageSizeForWidth(width: number): number {
  if (width < 600) return DRUG_PAGE_SIZES.extraSmall;
  if (width < 1024) return DRUG_PAGE_SIZES.small;
  return DRUG_PAGE_SIZES.large;
}

/** Number of pages for `total` hits; at least 1 so "page 1 of 1" reads well. */
export function totalPages(total: number, pageSize: number): number {
  if (total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/** The items of one page of a list held in memory (equivalents). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (Math.max(page, 1) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** The next active option of a listbox for an arrow key; -1 when there is none. */
export function nextActiveIndex(
  current: number,
  count: number,
  key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End',
): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
