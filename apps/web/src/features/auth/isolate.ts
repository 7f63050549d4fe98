/**
 * Wraps a left-to-right value (an e-mail address) in Unicode isolates so it keeps its own
 * order inside an Arabic sentence and does not reorder the text around it.
 */
export function isolate(value: string): string {
  return `\u2068${value}\u2069`;
}
