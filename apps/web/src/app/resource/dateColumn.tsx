import type { Language } from '@dawa/shared/language';
import { formatLongDate } from '../format/format';
import { adminCells } from '../ui/adminCells';
import type { ResourceColumn } from './ResourceTable';

export interface DateColumnOptions<Row> {
  key: string;
  title: string;
  /** The row's instant (ISO 8601), as the API gives it and the CSV keeps it. */
  date: (row: Row) => string;
  language: Language;
  hidden?: boolean;
}

/** A sortable column of a row's date: the long date on one line, the ISO instant in the CSV. */
export function dateColumn<Row>({
  key,
  title,
  date,
  language,
  hidden,
}: DateColumnOptions<Row>): ResourceColumn<Row> {
  return {
    key,
    title,
    sortable: true,
    hidden,
    noWrap: true,
    responsive: ['sm'],
    render: (row) => (
      <time dateTime={date(row)} className={adminCells.noWrap}>
        {formatLongDate(date(row), language)}
      </time>
    ),
    csv: date,
  };
}
