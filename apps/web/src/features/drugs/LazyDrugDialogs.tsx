import { lazy, Suspense, useState } from 'react';
import type { DrugDetailsDialogProps } from './DrugDetailsDialog';
import type { DrugItem } from './drugs.graphql';

// antd's Modal loads with the first detail dialog that opens, not with the search.
const DrugDetailsDialog = lazy(() =>
  import('./DrugDetailsDialog').then((module) => ({ default: module.DrugDetailsDialog })),
);

export type LazyDrugDetailsDialogProps = Omit<DrugDetailsDialogProps, 'drugId' | 'open'> & {
  /** The drug to show; null closes the dialog. */
  drugId: string | null;
};

interface Shown {
  id: string;
  initial: DrugItem | undefined;
}

/**
 * Loads the dialog's code on first opening; once closed it keeps showing the last drug while
 * it animates out.
 */
export function LazyDrugDetailsDialog({
  drugId,
  initialDrug,
  ...props
}: LazyDrugDetailsDialogProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  if (drugId !== null && (shown?.id !== drugId || shown.initial !== initialDrug)) {
    setShown({ id: drugId, initial: initialDrug });
  }
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <DrugDetailsDialog
        {...props}
        open={drugId !== null}
        drugId={shown.id}
        initialDrug={shown.initial}
      />
    </Suspense>
  );
}
