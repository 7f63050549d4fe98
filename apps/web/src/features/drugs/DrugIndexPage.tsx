import { ExportIcon } from '../../app/ui/icons';
import { useParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { INTERACTIONS_CHECKER_URL } from '../../app/layout/services';
import { DrugSearch } from './DrugSearch';
import { ServerDrugArticle } from './ServerDrugArticle';
import { servedDrugArticle } from './servedDrugArticle';
import { useOfflineCatalogueDownload } from './offline/useOfflineCatalogueDownload';
import { useDrugIndexUrlState } from './useDrugIndexUrlState';
import { PageHeader } from '../../app/ui/PageHeader';
import { buttonClass } from '../../app/ui/buttonClass';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import styles from './DrugIndexPage.module.css';

/**
 * `/{lang}/drug-index` and `/{lang}/drug-index/:id` (SPEC §2): the state lives in the URL. A
 * first visit to `/:id` comes with the drug's article from the server (issue #18 point 7);
 * otherwise `/:id` opens the drug's dialog.
 */
export function DrugIndexPage() {
  const { t } = useTranslation('drugs');
  const { t: tApp } = useTranslation();
  const article = servedDrugArticle(useParams().id);
  useDocumentTitle(article?.name || t('section'));
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
            <ExportIcon />
            <span>{t('interactions')}</span>
            <span className={visuallyHidden}> {tApp('chrome.newTab')}</span>
          </a>
        }
      />
      <ServerDrugArticle article={article} />
      {/* A drug the page shows in its article needs no dialog too. */}
      <DrugSearch
        variant="page"
        state={article ? { ...state, id: null } : state}
        onStateChange={setState}
      />
    </div>
  );
}
