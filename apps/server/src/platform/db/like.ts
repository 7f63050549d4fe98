/** `text` as a literal inside a LIKE / ILIKE pattern: its `\`, `%` and `_` match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}
