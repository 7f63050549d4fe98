/**
 * RFC 4180 CSV of a table: every cell quoted when it holds a comma, quote or line break; a
 * leading byte-order mark so spreadsheet programs read Arabic as UTF-8. Cells that a spreadsheet
 * would run as a formula (`=`, `+`, `-`, `@` first) get a leading apostrophe.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Saves `text` as a file in the browser. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
