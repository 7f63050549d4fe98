import { useTranslation } from 'react-i18next';
import { DrugCard, DrugCardSkeleton } from './DrugCard';
import type { DrugItem } from './drugs.graphql';
import styles from './DrugCard.module.css';

export interface DrugGridProps {
  /** Undefined while loading: `skeletons` placeholders of the cards' size are shown. */
  drugs: readonly DrugItem[] | undefined;
  skeletons: number;
  level: 3 | 4;
  chosenId?: string | null;
  /** Id of a text that says what choosing a card does. */
  describedBy?: string;
  onOpen: (drug: DrugItem) => void;
}

/** The card grid: one column on phones, two on tablets, three on larger screens. */
export function DrugGrid({
  drugs,
  skeletons,
  level,
  chosenId,
  describedBy,
  onOpen,
}: DrugGridProps) {
  const { t } = useTranslation('drugs');
  if (!drugs) {
    return (
      <div className={styles.grid} aria-busy="true" aria-label={t('card.loading')} role="status">
        {Array.from({ length: skeletons }, (_, index) => (
          <DrugCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {drugs.map((drug) => (
        <li key={drug.id} className={styles.cell}>
          <DrugCard
            drug={drug}
            level={level}
            chosen={drug.id === chosenId}
            describedBy={describedBy}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}
