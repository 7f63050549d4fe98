import { useTranslation } from '../../app/i18n/useTranslation';
import { PreviousNext } from '../../app/ui/PreviousNext';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / next with "page n of m" (SPEC §2). */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation('drugs');
  if (totalPages <= 1) return null;
  return (
    <PreviousNext
      size="large"
      label={t('pager.label')}
      previous={t('pager.previous')}
      next={t('pager.next')}
      status={t('pager.status', { page, total: totalPages })}
      hasPrevious={page > 1}
      hasNext={page < totalPages}
      onPrevious={() => onPage(page - 1)}
      onNext={() => onPage(page + 1)}
    />
  );
}
