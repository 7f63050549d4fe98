import { useTranslation } from 'react-i18next';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { INTERACTIONS_CHECKER_URL } from '../../app/layout/services';
import { DrugSearch } from './DrugSearch';
import { useOfflineCatalogueDownload } from './offline/useOfflineCatalogueDownload';
import { useDrugIndexUrlState } from './useDrugIndexUrlState';
import { PageHeader } from '../../app/ui/PageHeader';
import { buttonClass } from '../../app/ui/buttonClass';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import styles from './DrugIndexPage.module.css';

/** `/{lang}/drug-index` and `/{lang}/drug-index/:id` (SPEC §2): the state lives in the URL. */
export function DrugIndexPage() {
  const { t } = useTranslation('drugs');
  const { t: tApp } = useTranslation();
  useDocumentTitle(t('section'));
  const [state, setState] = useDrugIndexUrlState();
  useOfflineCatalogueDownload();

  return (
    <div className={styles.page}>
      <PageHeader
        size="large"
        title={t('heading')}
        intro={t('intro')}
        actions={
          <a
            className={buttonClass()}
            href={INTERACTIONS_CHECKER_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExportOutlined aria-hidden className={styles.mirrored} />
            <span>{t('interactions')}</span>
            <span className={visuallyHidden}> {tApp('chrome.newTab')}</span>
          </a>
        }
      />
      <DrugSearch variant="page" state={state} onStateChange={setState} />
    </div>
  );
}
