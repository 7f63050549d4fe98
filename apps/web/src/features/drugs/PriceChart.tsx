import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@dawa/shared/language';
import { formatPrice, formatShortDate } from '../../app/format/format';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import type { PricePoint } from './drugFormat';
import { useElementWidth } from './useElementWidth';
import styles from './PriceChart.module.css';

export interface PriceChartProps {
  /** The prices over time (`pricePoints`), oldest first; at least two. */
  points: readonly PricePoint[];
  language: Language;
}

/** Before the first layout; then the chart is drawn at its box's width, so text keeps its size. */
const DEFAULT_WIDTH = 600;
const HEIGHT = 180;
/** Closer than this, the first change's date and "today" would overlap: one label only. */
const LABEL_GAP = 120;
/** Room for the price labels on the start side and the dates below. */
const PAD = { start: 64, end: 16, top: 14, bottom: 30 };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A step chart of a drug's prices over time, drawn as plain SVG (no chart library on the
 * drug index). Time runs in the reading direction: left to right in English, right to left
 * in Arabic. A table of the same prices is there for screen readers.
 */
export function PriceChart({ points, language }: PriceChartProps) {
  const { t } = useTranslation('drugs');
  const titleId = useId();
  const box = useRef<HTMLElement>(null);
  const width = Math.round(useElementWidth(box, DEFAULT_WIDTH));
  const rtl = language === 'ar';
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || points.length < 2) return <figure ref={box} className={styles.chart} />;

  // The price before the first known change gets a stretch of its own before it.
  const span = Math.max(last.at - first.at, DAY_MS);
  const from = first.at - span * 0.15;
  const to = last.at;
  const prices = points.map((point) => point.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const margin = high === low ? Math.max(high * 0.1, 1) : (high - low) * 0.15;
  const bottom = Math.max(0, low - margin);
  const top = high + margin;

  const plotWidth = width - PAD.start - PAD.end;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const along = (at: number) => PAD.start + ((at - from) / (to - from)) * plotWidth;
  const x = (at: number) => (rtl ? width - along(at) : along(at));
  const y = (price: number) => PAD.top + (1 - (price - bottom) / (top - bottom)) * plotHeight;

  const steps = points.map((point, index) => ({ ...point, at: index === 0 ? from : point.at }));
  const path = steps
    .map((point, index) => {
      const previous = steps[index - 1];
      const level = previous ? `H${x(point.at).toFixed(1)}V${y(point.price).toFixed(1)}` : '';
      return index === 0 ? `M${x(point.at).toFixed(1)},${y(point.price).toFixed(1)}` : level;
    })
    .join('');
  const changes = points.slice(1, -1);
  const priceLabel = (price: number) => t('card.currency', { value: formatPrice(price, language) });
  const labelX = rtl ? width - PAD.start + 8 : PAD.start - 8;
  const dateOf = (at: number) => formatShortDate(new Date(at).toISOString(), language);
  // The first change's date under it, and "today" at the end, unless they would overlap: then
  // the change's date alone, at the end.
  const firstChange = changes[0] ?? last;
  const dateLabels: { at: number; text: string; anchor: 'middle' | 'end' }[] =
    Math.abs(x(last.at) - x(firstChange.at)) >= LABEL_GAP
      ? [
          { at: firstChange.at, text: dateOf(firstChange.at), anchor: 'middle' },
          { at: last.at, text: t('history.today'), anchor: 'end' },
        ]
      : [{ at: last.at, text: dateOf(firstChange.at), anchor: 'end' }];

  return (
    <figure ref={box} className={styles.chart}>
      <figcaption id={titleId} className={styles.caption}>
        {t('history.chart')}
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className={styles.svg}
        role="img"
        aria-labelledby={titleId}
        data-testid="price-chart"
      >
        {[low, high].map((price) => (
          <g key={price}>
            <line
              className={styles.grid}
              x1={rtl ? PAD.end : PAD.start}
              x2={rtl ? width - PAD.start : width - PAD.end}
              y1={y(price)}
              y2={y(price)}
            />
            <text
              className={styles.label}
              x={labelX}
              y={y(price)}
              dominantBaseline="middle"
              // Away from the plot: to the left in English, to the right in Arabic.
              textAnchor="end"
              direction={rtl ? 'rtl' : 'ltr'}
            >
              {formatPrice(price, language)}
            </text>
          </g>
        ))}
        <path className={styles.line} d={path} />
        {changes.map((point) => (
          <circle
            key={point.at}
            className={styles.dot}
            cx={x(point.at)}
            cy={y(point.price)}
            r={4}
          />
        ))}
        {dateLabels.map((label) => (
          <text
            key={label.at}
            className={styles.label}
            x={x(label.at)}
            y={HEIGHT - 8}
            textAnchor={label.anchor}
            direction={rtl ? 'rtl' : 'ltr'}
          >
            {label.text}
          </text>
        ))}
      </svg>
      <table className={visuallyHidden}>
        <caption>{t('history.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.from')}</th>
            <th scope="col">{t('history.to')}</th>
          </tr>
        </thead>
        <tbody>
          {points.slice(1, -1).map((point, index) => (
            <tr key={point.at}>
              <td>{dateOf(point.at)}</td>
              <td>{priceLabel(points[index]?.price ?? point.price)}</td>
              <td>{priceLabel(point.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
