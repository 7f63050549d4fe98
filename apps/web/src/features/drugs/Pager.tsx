import { useTranslation } from 'react-i18next';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import styles from './DrugSearch.module.css';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous / next with "page n of m" (SPEC §2); the arrows point the reading way. */
export function Pager({ page, totalPages, onPage }: PagerProps) {
  const { t } = useTranslation('drugs');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className={styles.pager}>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <LeftOutlined aria-hidden className={styles.mirrored} />
        <span>{t('pager.previous')}</span>
      </button>
      <p className={styles.pagerStatus}>{t('pager.status', { page, total: totalPages })}</p>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        <span>{t('pager.next')}</span>
        <RightOutlined aria-hidden className={styles.mirrored} />
      </button>
    </nav>
  );
}
