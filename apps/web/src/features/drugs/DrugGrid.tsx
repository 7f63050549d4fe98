import { useTranslation } from '../../app/i18n/useTranslation';
import { DrugCard, DrugCardSkeleton } from './DrugCard';
import type { DrugItem } from './drugs.graphql';
import { CardGrid } from '../../app/ui/CardGrid';

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
  if (!drugs)
    return (
      <CardGrid
        items={Array.from({ length: skeletons }, (_, index) => index)}
        label={t('card.loading')}
        busy
        keyOf={String}
        columns={3}
      >
        {() => <DrugCardSkeleton />}
      </CardGrid>
    );
  return (
    <CardGrid items={drugs} keyOf={(drug) => drug.id} columns={3}>
      {(drug) => (
        <DrugCard
          drug={drug}
          level={level}
          chosen={drug.id === chosenId}
          describedBy={describedBy}
          onOpen={onOpen}
        />
      )}
    </CardGrid>
  );
}
