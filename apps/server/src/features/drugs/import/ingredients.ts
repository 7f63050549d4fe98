/**
 * Splitting the free-text list columns of a drug price list into clean lists. The rules
 * follow what the real Egyptian list holds (see /work/shared/data/README.md, "Quirks") and
 * are documented with examples in docs/drug-import.md. All functions are pure.
 */

/** Marks for a masked parenthesised group; from Unicode's private use area, so not in data. */
const OPEN_MARK = '\uE000';
const CLOSE_MARK = '\uE001';
const MARK_RE = /\uE000(\d+)\uE001/g;

/**
 * Words that, standing alone before a dash, are a chemical prefix and not an ingredient:
 * `ALPHA - GALACTOSIDASE`, `D - BIOTIN`, `L- CARNITINE`.
 */
const DASH_PREFIX_RE = /^(?:ALPHA|BETA|GAMMA|DELTA|OMEGA|DL|[DLNRS])$/i;

/**
 * What may follow a `/` that states a dose per unit (`35 MG/5ML`, `400 IU/DROP`,
 * `600MG/CAPSULE`, `2000 SU/MG`): a number, or a unit word ending there.
 */
const PER_UNIT_RE =
  /^\s*(?:\.?\d|(?:ML|L|DL|G|GM|GMS|MG|MCG|KG|IU|U|W|V|DROPS?|DROPPER|CAPS?|CAPSULES?|TABS?|TABLETS?|SERVINGS?|DOSES?|SACHETS?|SPRAYS?|PUFFS?)(?=$|[\s)+&.,;:]))/i;

/**
 * A piece whose last word is a collective noun names one blend, so a `&` or `AND` inside it
 * joins words of that name (`VITAL HAIR & SCALP COMPLEX`, `CLEANSING & FOAMING BASE`);
 * likewise a vaccine (`MEASLES MUMPS AND RUBELLA VIRUS VACCINE LIVE`).
 */
const COLLECTIVE_RE = /\b(?:COMPLEX|BASE|SYSTEM|GROUPS?)\W*$|\bVACCINES?\b/i;

/**
 * `&` (not before a number: `OMEGA 3 & 6` is one name) or the word `AND` between spaces.
 * The spaces around them go with the separator.
 */
const CONJUNCTION_RE = /\s*&(?!\s*\d)\s*|\s+AND\s+/i;
const EDGE_CONJUNCTION_RE = /^(?:\s*(?:&|AND\b))+|(?:(?:&|\bAND)\s*)+$/gi;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Replaces each outermost matched `( … )` group with a mark, so separators inside it are
 * not seen (`VITAMINS(C+D3+E)` stays one name). A parenthesis without a partner is a typo
 * in the source (`IRON (FERROUS BISGLYCINATE (140 MG)+FOLIC ACID`); it becomes a space,
 * which keeps every produced name balanced and lets the rest of the string split.
 */
function maskParentheses(text: string): { masked: string; groups: string[] } {
  const source = text.replace(/[\uE000\uE001]/g, ' ');
  const partner = new Map<number, number>();
  const stack: number[] = [];
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '(') stack.push(i);
    else if (source[i] === ')') {
      const open = stack.pop();
      if (open !== undefined) partner.set(open, i);
    }
  }
  const groups: string[] = [];
  let masked = '';
  for (let i = 0; i < source.length; i++) {
    const ch = source[i] ?? '';
    const close = partner.get(i);
    if (close !== undefined) {
      // Every parenthesis inside a matched pair is itself matched (stack order).
      groups.push(source.slice(i, close + 1));
      masked += `${OPEN_MARK}${groups.length - 1}${CLOSE_MARK}`;
      i = close;
    } else if (ch === '(' || ch === ')') {
      masked += ' ';
    } else {
      masked += ch;
    }
  }
  return { masked, groups };
}

function unmask(text: string, groups: string[]): string {
  return text.replace(MARK_RE, (_, index: string) => groups[Number(index)] ?? '');
}

/**
 * A `/` separates ingredients (`METFORMIN/EMPAGLIFLOZIN/LINAGLIPTIN`), except when it states
 * a dose per unit (`35 MG/5ML`), and except between two spellings of one stem written
 * without spaces (`CAPRYLIC/CAPRIC TRIGLYCERIDE` is one substance).
 */
function slashSplits(masked: string, at: number): boolean {
  const after = masked.slice(at + 1);
  if (PER_UNIT_RE.test(after)) return false;
  const left = /[A-Z]+$/i.exec(masked.slice(0, at))?.[0] ?? '';
  const right = /^[A-Z]+/i.exec(after)?.[0] ?? '';
  return !(
    left.length >= 4 &&
    right.length >= 4 &&
    left.slice(0, 4).toUpperCase() === right.slice(0, 4).toUpperCase()
  );
}

/**
 * A dash separates ingredients when it has spaces on both sides (`IVY LEAF - THYME`). A
 * hyphen inside a word never splits (`ALPHA-LIPOIC ACID`, `N-ACETYL-L-CYSTEINE`). In a
 * string that is a ` - ` list, a dash with a space on one side only is the same list
 * written carelessly (`IVY LEAF- THYME - LICORICE`) and splits too. A dash never splits
 * before a number (`OMEGA 3 - 6 - 9`, `PEGINTERFERON ALFA - 2A`, `TETRAPEPTIDE -5`) nor
 * after a lone chemical prefix (`ALPHA - GALACTOSIDASE`, `D - BIOTIN`).
 */
function dashSplits(masked: string, at: number, pieceStart: number, dashList: boolean): boolean {
  const spaceBefore = at === 0 || /\s/.test(masked[at - 1] ?? '');
  const spaceAfter = at === masked.length - 1 || /\s/.test(masked[at + 1] ?? '');
  if (!(spaceBefore && spaceAfter) && !(dashList && (spaceBefore || spaceAfter))) return false;
  if (/^\s*\d/.test(masked.slice(at + 1))) return false;
  return !DASH_PREFIX_RE.test(masked.slice(pieceStart, at).trim());
}

/**
 * A `+` separates ingredients, except between two digits (`1+8-CINEOLE`, `VITAMIN
 * B1+2+6+12`): the list writes a decimal or a number series that way, and a bare number
 * is not an ingredient.
 */
function plusSplits(masked: string, at: number): boolean {
  return !(/\d/.test(masked[at - 1] ?? '') && /\d/.test(masked[at + 1] ?? ''));
}

/** First split: `+`, `/`, dash and ` _ ` lists, all outside parentheses (already masked). */
function splitStrong(masked: string): string[] {
  const dashList = /\s-\s/.test(masked);
  const pieces: string[] = [];
  let start = 0;
  for (let i = 0; i < masked.length; i++) {
    const ch = masked[i];
    const cut =
      (ch === '+' && plusSplits(masked, i)) ||
      (ch === '/' && slashSplits(masked, i)) ||
      // A few cosmetics lists use ` _ ` the way others use ` - `; `PEG _40` does not split.
      (ch === '_' && /\s/.test(masked[i - 1] ?? '') && /\s/.test(masked[i + 1] ?? '')) ||
      (ch === '-' && dashSplits(masked, i, start, dashList));
    if (cut) {
      pieces.push(masked.slice(start, i));
      start = i + 1;
    }
  }
  pieces.push(masked.slice(start));
  return pieces;
}

/**
 * Second split, inside each piece: `&` and ` AND ` join ingredients (`CALCIUM AND VITAMIN
 * D3`, `MENTHOL & CAMPHOR`), unless the piece names one blend (see COLLECTIVE_RE). A
 * conjunction at the edge of a piece (`…+AND FOLIC ACID`) is always dropped.
 */
function splitConjunctions(piece: string): string[] {
  const trimmed = piece.trim().replace(EDGE_CONJUNCTION_RE, '');
  if (COLLECTIVE_RE.test(trimmed)) return [trimmed];
  return trimmed.split(CONJUNCTION_RE);
}

/**
 * Splits an active-ingredients string into generic names.
 *
 * Separators, all ignored inside parentheses: `+` (with or without spaces; a trailing `+`
 * leaves nothing; not between digits), `/` (not in a per-unit dose), a ` - ` dash list (not
 * a hyphen in a word), ` _ `, `&` and the word `AND`. Each name is trimmed, its inner
 * whitespace collapsed and edge dashes removed; names without a letter or digit are
 * dropped, and repeats (ignoring case) are dropped keeping the first spelling. Case is
 * kept. Commas and runs of spaces are not separators: the data never uses them as such.
 */
export function splitGenericNames(text: string): string[] {
  const { masked, groups } = maskParentheses(text);
  const names: string[] = [];
  const seen = new Set<string>();
  for (const strong of splitStrong(masked)) {
    for (const piece of splitConjunctions(strong)) {
      const name = collapse(unmask(piece, groups)).replace(/^[\s-]+|[\s-]+$/g, '');
      if (!/[\p{L}\p{N}]/u.test(name)) continue;
      const key = name.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      names.push(name);
    }
  }
  return names;
}

/**
 * Splits a `MAKER > DISTRIBUTOR` chain into company names. Chains may start or end with `>`
 * (a missing maker or distributor); empty parts are dropped, and so are repeats (ignoring
 * case), keeping the first spelling.
 */
export function splitCompanies(text: string): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split('>')) {
    const name = collapse(part);
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/**
 * A category with inner whitespace collapsed, or null for an empty cell or a placeholder:
 * the list uses `.` and bare numbers (`62026`, `224001571039`) for "no class", so a value
 * without any letter is not a category.
 */
export function cleanCategory(text: string | null | undefined): string | null {
  const value = collapse(text ?? '');
  return /\p{L}/u.test(value) ? value : null;
}
