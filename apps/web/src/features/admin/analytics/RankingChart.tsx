import { useTranslation } from '../../../app/i18n/useTranslation';
import { formatNumber } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import styles from './charts.module.css';

export interface RankingChartProps {
  titleId: string;
  title: string;
  rows: readonly { key: string; label: string; count: number }[];
}

/**
 * Counts over the range as horizontal bars, most first: HTML with logical properties, so the
 * bars grow from the reading start in both languages.
 */
export function RankingChart({ titleId, title, rows }: RankingChartProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <figure className={styles.chart} aria-labelledby={titleId}>
      <figcaption className={styles.caption}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
      </figcaption>
      {rows.length === 0 ? (
        <p className={styles.empty}>{t('analytics.empty')}</p>
      ) : (
        <ol className={styles.ranking}>
          {rows.map((row) => (
            <li key={row.key} className={styles.rankRow}>
              <span className={styles.rankLabel} dir="auto">
                {row.label}
              </span>
              <span className={styles.rankTrack} aria-hidden>
                <span
                  className={styles.rankBar}
                  style={{ inlineSize: `${(row.count / max) * 100}%` }}
                />
              </span>
              <span className={styles.rankValue}>{formatNumber(row.count, language)}</span>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
