import { useTranslation } from '../../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import { useApiErrorEffect } from '../../../app/errors/useApiErrorEffect';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { AdminPage } from '../../../app/ui/AdminPage';
import { Loading } from '../../../app/ui/Loading';
import { QuotasSection } from './QuotasSection';
import { SettingsQuery } from './settings.graphql';
import { SupportSection } from './SupportSection';
import { ThemeSection } from './ThemeSection';
import styles from './SettingsPage.module.css';

/** `/{lang}/admin/settings` (owner): the site's theme, monthly quotas and support settings. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('settings.title'));
  const [{ data, error }] = useQuery({ query: SettingsQuery, requestPolicy: 'network-only' });
  useApiErrorEffect(error);

  return (
    <AdminPage titleId="settings-title" title={t('settings.title')}>
      {data ? (
        <div className={styles.sections}>
          <ThemeSection theme={data.settings.theme} />
          <QuotasSection quotas={data.settings.quotas} />
          <SupportSection support={data.settings.support} />
        </div>
      ) : (
        !error && <Loading description={t('settings.loading')} />
      )}
    </AdminPage>
  );
}
