import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '../../app/theme/AntdScope';
import { isolate } from './drugFormat';
import styles from './DrugDetails.module.css';

export interface NoResultsDialogProps {
  open: boolean;
  query: string;
  onClose: () => void;
  /** After the closing animation: the search box takes the focus back. */
  afterClose?: () => void;
}

/** SPEC §2/§8: an empty drug result opens this dialog (no-results and try-again texts). */
export function NoResultsDialog({ open, query, onClose, afterClose }: NoResultsDialogProps) {
  const { t } = useTranslation('drugs');
  return (
    <AntdScope>
      <Modal
        open={open}
        title={t('noResults.title')}
        onCancel={onClose}
        afterClose={afterClose}
        centered
        width={440}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('noResults.button')}
          </Button>
        }
      >
        <div className={styles.noResults} data-testid="drug-no-results">
          <p className={styles.noResultsText}>{t('noResults.text', { query: isolate(query) })}</p>
          <p className={styles.noResultsHint}>{t('noResults.tryAgain')}</p>
        </div>
      </Modal>
    </AntdScope>
  );
}
