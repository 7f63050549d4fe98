import { useTranslation } from '../../../app/i18n/useTranslation';
import { formatDayMonth, formatNumber } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { axisTicks, labelledDays, sum, type Series } from './chartData';
import { useElementWidth } from './useElementWidth';
import styles from './charts.module.css';

export interface ChartSeries extends Series {
  label: string;
}

export interface TimeChartProps {
  titleId: string;
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  /** Stacked bars (counts per day) or lines (levels, such as users or a backlog). */
  kind: 'bars' | 'lines';
}

const HEIGHT = 200;
const AXIS = 44;
const BOTTOM = 24;
const TOP = 8;
const END = 24;

/**
 * A chart of one value per day: SVG drawn at the element's width. Time runs along the reading
 * direction: left to right in English, right to left in Arabic, with the value axis at the
 * reading start. Every day has a tooltip with its values; numbers come from the format module.
 */
export function TimeChart({ titleId, title, days, series, kind }: TimeChartProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const rtl = language === 'ar';

  const totals = days.map((_, day) => sum(series.map((line) => line.values[day] ?? 0)));
  const peak =
    kind === 'bars'
      ? Math.max(0, ...totals)
      : Math.max(0, ...series.flatMap((line) => line.values));
  const ticks = axisTicks(peak);
  const top = ticks[ticks.length - 1] ?? 1;
  // The plot's physical edges: the value axis on the reading-start side, room for the last
  // day's label on the other.
  const left = rtl ? END : AXIS;
  const right = Math.max(left, width - (rtl ? AXIS : END));
  const plot = right - left;
  const band = days.length > 0 ? plot / days.length : plot;
  // The day's band: the first day at the reading start.
  const bandStart = (day: number) => (rtl ? right - (day + 1) * band : left + day * band);
  const middle = (day: number) => bandStart(day) + band / 2;
  const y = (value: number) => TOP + (HEIGHT - TOP - BOTTOM) * (1 - value / top);
  const axisX = rtl ? right : left;
  const labelled = labelledDays(days.length, Math.max(2, Math.floor(plot / 72)));
  const number = (value: number) => formatNumber(value, language);
  const grandTotal = sum(totals);

  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </figcaption>
      <div ref={ref} className={styles.plot}>
        {width > 0 && (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-label={`${title}: ${t('analytics.total', { value: number(grandTotal) })}`}
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line className={styles.grid} x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
                <text
                  className={styles.axisLabel}
                  x={rtl ? axisX + 6 : axisX - 6}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor="end"
                >
                  {number(tick)}
                </text>
              </g>
            ))}
            {days.map((day, position) =>
              labelled.has(position) ? (
                <text
                  key={day}
                  className={styles.axisLabel}
                  x={middle(position)}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                >
                  {formatDayMonth(day, language)}
                </text>
              ) : null,
            )}
            {kind === 'bars'
              ? days.map((day, position) => {
                  let base = 0;
                  const gap = band > 6 ? Math.min(band * 0.2, 8) : 0;
                  return series.map((line, index) => {
                    const value = line.values[position] ?? 0;
                    if (value === 0) return null;
                    const from = base;
                    base += value;
                    return (
                      <rect
                        key={`${day}-${line.key}`}
                        className={styles[`series${(index % 6) + 1}`]}
                        x={bandStart(position) + gap / 2}
                        width={Math.max(1, band - gap)}
                        y={y(base)}
                        height={Math.max(0, y(from) - y(base))}
                      />
                    );
                  });
                })
              : series.map((line, index) => (
                  <g key={line.key} className={styles[`series${(index % 6) + 1}`]}>
                    <polyline
                      className={styles.line}
                      points={line.values
                        .map((value, position) => `${middle(position)},${y(value)}`)
                        .join(' ')}
                    />
                    {band >= 10 &&
                      line.values.map((value, position) => (
                        <circle key={days[position]} cx={middle(position)} cy={y(value)} r={2.5} />
                      ))}
                  </g>
                ))}
            {/* One hover target per day, with the day's values as its tooltip. */}
            {days.map((day, position) => (
              <rect
                key={`hover-${day}`}
                className={styles.hover}
                x={bandStart(position)}
                width={band}
                y={TOP}
                height={HEIGHT - TOP - BOTTOM}
              >
                <title>
                  {`${formatDayMonth(day, language)}: ${series
                    .map((line) => `${line.label} ${number(line.values[position] ?? 0)}`)
                    .join(', ')}`}
                </title>
              </rect>
            ))}
          </svg>
        )}
      </div>
      <Legend series={series} />
    </figure>
  );
}

function Legend({ series }: { series: readonly ChartSeries[] }) {
  const language = useLanguage();
  return (
    <ul className={styles.legend}>
      {series.map((line, index) => (
        <li key={line.key} className={styles.legendItem}>
          <span className={`${styles.swatch} ${styles[`series${(index % 6) + 1}`]}`} aria-hidden />
          {line.label}
          <span className={styles.legendValue}>{formatNumber(sum(line.values), language)}</span>
        </li>
      ))}
    </ul>
  );
}
