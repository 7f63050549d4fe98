import { useTranslation } from 'react-i18next';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import type { PageCursor, PagerState } from './cursorPaging';
import styles from './Pager.module.css';

export interface PagerProps {
  /** Its texts: `pager.label`, `pager.previous`, `pager.next` and `pager.status` of this namespace. */
  namespace: 'jobs' | 'notifications' | 'offers' | 'prescriptions';
  page: number;
  /** Undefined until the first answer. */
  pager: PagerState | undefined;
  goTo: (page: number, cursor: PageCursor | null) => void;
}

/** Previous / next of a `?page=` list with the page number; the arrows point the reading way. */
export function Pager({ namespace, page, pager, goTo }: PagerProps) {
  const { t } = useTranslation(namespace);
  if (!pager || (!pager.hasPrevious && !pager.hasNext)) return null;
  return (
    <nav aria-label={t('pager.label')} className={styles.pager} data-page={page}>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={!pager.hasPrevious}
        onClick={() => goTo(page - 1, pager.previous)}
      >
        <LeftOutlined aria-hidden className={styles.mirrored} />
        <span>{t('pager.previous')}</span>
      </button>
      <p className={styles.pagerStatus}>{t('pager.status', { page })}</p>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={!pager.hasNext}
        onClick={() => goTo(page + 1, pager.next)}
      >
        <span>{t('pager.next')}</span>
        <RightOutlined aria-hidden className={styles.mirrored} />
      </button>
    </nav>
  );
}
