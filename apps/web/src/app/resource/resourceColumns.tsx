import type { ResourceColumn } from './ResourceTable';

/**
 * A column of a value that reads left to right in either language (an e-mail address, a phone
 * number): shown isolated as such, and exported as it is.
 */
export function ltrColumn<Row>(
  column: Omit<ResourceColumn<Row>, 'render' | 'csv'> & { value: (row: Row) => string },
): ResourceColumn<Row> {
  const { value, ...rest } = column;
  return { ...rest, render: (row) => <span dir="ltr">{value(row)}</span>, csv: value };
}
