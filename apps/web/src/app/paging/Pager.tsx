import { useTranslation } from '../i18n/useTranslation';
import { PreviousNext } from '../ui/PreviousNext';
import type { PageCursor, PagerState } from './cursorPaging';

export interface PagerProps {
  /** Its texts: `pager.label`, `pager.previous`, `pager.next` and `pager.status` of this namespace. */
  namespace: 'facilities' | 'jobs' | 'notifications' | 'offers' | 'prescriptions';
  page: number;
  /** Undefined until the first answer. */
  pager: PagerState | undefined;
  goTo: (page: number, cursor: PageCursor | null) => void;
}

/** Previous / next of a `?page=` list with the page number. */
export function Pager({ namespace, page, pager, goTo }: PagerProps) {
  const { t } = useTranslation(namespace);
  if (!pager || (!pager.hasPrevious && !pager.hasNext)) return null;
  return (
    <PreviousNext
      label={t('pager.label')}
      previous={t('pager.previous')}
      next={t('pager.next')}
      status={t('pager.status', { page })}
      hasPrevious={pager.hasPrevious}
      hasNext={pager.hasNext}
      onPrevious={() => goTo(page - 1, pager.previous)}
      onNext={() => goTo(page + 1, pager.next)}
      page={page}
    />
  );
}
