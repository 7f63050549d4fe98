import type { Breakpoint } from 'antd';
import type { Language } from '@dawa/shared/language';
import { formatDateTime, formatLongDate, formatShortDate } from '../format/format';
import { adminCells } from '../ui/adminCells';
import type { ResourceColumn } from './ResourceTable';

/** How a date column writes its instant: the long date, the short date, or date and time. */
const FORMATS = {
  long: formatLongDate,
  short: formatShortDate,
  dateTime: formatDateTime,
} satisfies Record<string, (iso: string, language: Language) => string>;

export interface DateColumnOptions<Row> {
  key: string;
  title: string;
  /** The row's instant (ISO 8601), as the API gives it and the CSV keeps it. */
  date: (row: Row) => string;
  language: Language;
  hidden?: boolean;
  /** Default `long`. */
  format?: keyof typeof FORMATS;
  /** The widths from which it shows (default from `sm`; none: at every width). */
  responsive?: Breakpoint[];
}

/** A sortable column of a row's date on one line; the ISO instant in the CSV. */
export function dateColumn<Row>({
  key,
  title,
  date,
  language,
  hidden,
  format = 'long',
  responsive = ['sm'],
}: DateColumnOptions<Row>): ResourceColumn<Row> {
  return {
    key,
    title,
    sortable: true,
    hidden,
    noWrap: true,
    responsive: responsive.length > 0 ? responsive : undefined,
    render: (row) => (
      <time dateTime={date(row)} className={adminCells.noWrap}>
        {FORMATS[format](date(row), language)}
      </time>
    ),
    csv: date,
  };
}
