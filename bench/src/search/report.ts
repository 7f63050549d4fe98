// Plain-text tables for the search benchmark's report.

export type Cell = string | number | null | undefined;

/** A number with a fixed number of decimals; `—` when there is none. */
export function fmt(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? '—'
    : value.toFixed(digits);
}

/** Columns padded to their widest cell; numbers right-aligned, text left-aligned. */
export function table(headers: readonly string[], rows: readonly Cell[][]): string {
  const text = rows.map((row) => headers.map((_, at) => String(row[at] ?? '')));
  const widths = headers.map((header, at) =>
    Math.max(header.length, ...text.map((row) => row[at]!.length)),
  );
  const numeric = headers.map((_, at) =>
    rows.every((row) => typeof row[at] === 'number' || /^[\d.,—×-]*$/.test(String(row[at] ?? ''))),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, at) => (numeric[at] ? cell.padStart(widths[at]!) : cell.padEnd(widths[at]!)))
      .join(' │ ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  return [line(headers), rule, ...text.map(line)].join('\n');
}
