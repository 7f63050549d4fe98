/** A short excerpt: whole words up to `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max = 220): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:،؛]+$/u, '')}…`;
}

/** A character no title contains, standing in for the value in `sentenceAround`. */
const MARK = '\u{E000}';

/**
 * A translated sentence split around one user-written value, so the value can be bidi-isolated
 * (`<bdi>`): an English title in an Arabic sentence keeps its punctuation on the right side.
 * `render` gets the stand-in to put where the value goes; null when it did not use it.
 */
export function sentenceAround(
  render: (stand: string) => string,
): { before: string; after: string } | null {
  const text = render(MARK);
  const index = text.indexOf(MARK);
  if (index === -1) return null;
  return { before: text.slice(0, index), after: text.slice(index + MARK.length) };
}
