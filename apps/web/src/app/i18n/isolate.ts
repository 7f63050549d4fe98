/**
 * Wraps text from the data (an e-mail address, a drug or person's name, a query) in Unicode
 * isolates, so a Latin value in an Arabic sentence (or the reverse) keeps its own order and the
 * punctuation around it stays put.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
