import { useId, type RefObject } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { buttonClass } from '../../app/ui/buttonClass';
import { isolate } from '../../app/i18n/isolate';
import styles from './DrugSearch.module.css';

export interface NoResultsPanelProps {
  query: string;
  /** The results' heading level plus one. */
  level: 3 | 4;
  /** "Try again" selects what is typed there. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The closest spellings that find drugs ("did you mean"), closest first. */
  corrections: readonly string[];
  /** Searches a correction at once. */
  onCorrect: (query: string) => void;
}

/**
 * SPEC §2/§8: what an empty drug result shows (the no-results and try-again texts), in place of
 * the cards, with the closest spellings that find drugs as one-click searches. It does not take
 * the focus: the result count above announces it, and typing goes on in the search box; Tab
 * reaches its buttons.
 */
export function NoResultsPanel({
  query,
  level,
  inputRef,
  corrections,
  onCorrect,
}: NoResultsPanelProps) {
  const { t } = useTranslation('drugs');
  const titleId = useId();
  const correctionsId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className={styles.noResults} aria-labelledby={titleId} data-testid="drug-no-results">
      <Heading id={titleId} className={styles.noResultsTitle}>
        {t('noResults.title')}
      </Heading>
      <p className={styles.noResultsText}>{t('noResults.text', { query: isolate(query) })}</p>
      {corrections.length > 0 && (
        <div className={styles.corrections} data-testid="drug-did-you-mean">
          <p id={correctionsId} className={styles.correctionsLead}>
            {t('noResults.didYouMean')}
          </p>
          <ul className={styles.chips} aria-labelledby={correctionsId}>
            {corrections.map((correction) => (
              <li key={correction}>
                <button
                  type="button"
                  className={`${styles.chip} ${styles.correction}`}
                  onClick={() => onCorrect(correction)}
                >
                  <bdi className={styles.chipName}>{correction}</bdi>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles.noResultsHint}>{t('noResults.tryAgain')}</p>
      <p className={styles.noResultsAction}>
        <button
          type="button"
          className={buttonClass({ type: 'primary' })}
          onClick={() => {
            inputRef.current?.focus();
            inputRef.current?.select();
          }}
        >
          {t('noResults.button')}
        </button>
      </p>
    </section>
  );
}
