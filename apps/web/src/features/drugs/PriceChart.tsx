import { useId, useRef } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import type { PricePoint } from '@dawa/shared/drugPrices';
import type { Language } from '@dawa/shared/language';
import { priceChartMarkup } from '@dawa/shared/priceChart';
import { formatPrice, formatShortDate } from '../../app/format/format';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import { useElementWidth } from './useElementWidth';
import styles from './PriceChart.module.css';

export interface PriceChartProps {
  /** The prices over time (`pricePoints`), oldest first; at least two. */
  points: readonly PricePoint[];
  language: Language;
}

/** Before the first layout; then the chart is drawn at its box's width, so text keeps its size. */
const DEFAULT_WIDTH = 600;

/**
 * The detail dialog's chart of a drug's prices over time: the same SVG the server draws into
 * the drug page (`priceChartMarkup`, no chart library), here at the dialog's width.
 */
export function PriceChart({ points, language }: PriceChartProps) {
  const { t } = useTranslation('drugs');
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const width = Math.round(useElementWidth(box, DEFAULT_WIDTH));
  const price = (value: number) => t('card.currency', { value: formatPrice(value, language) });
  const markup = priceChartMarkup(points, {
    id,
    width,
    rtl: language === 'ar',
    classes: {
      caption: styles.caption,
      svg: styles.svg,
      grid: styles.grid,
      line: styles.line,
      dot: styles.dot,
      label: styles.label,
      table: visuallyHidden,
    },
    texts: {
      chart: t('history.chart'),
      summary: (first, current, since) => t('history.summary', { first, current, since }),
      table: t('history.table'),
      date: t('history.date'),
      from: t('history.from'),
      to: t('history.to'),
      today: t('history.today'),
    },
    axisPrice: (value) => formatPrice(value, language),
    price,
    date: (at) => formatShortDate(new Date(at).toISOString(), language),
  });
  // Markup built from escaped values only.
  return <figure ref={box} className={styles.chart} dangerouslySetInnerHTML={{ __html: markup }} />;
}
