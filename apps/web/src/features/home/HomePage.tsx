import { useQuery } from 'urql';
import { useTranslation } from 'react-i18next';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { SupportSettingsQuery } from './home.graphql';
import { SupportContact } from './SupportContact';
import styles from './HomePage.module.css';

export function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('section'));
  const [{ data, fetching, error }, reexecute] = useQuery({ query: SupportSettingsQuery });
  useApiErrorEffect(error);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('appTitle', { ns: 'app' })}
        </h1>
        <p className={styles.tagline}>{t('tagline')}</p>
      </section>
      <SupportContact
        settings={data?.supportSettings}
        loading={fetching}
        failed={Boolean(error)}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      />
    </div>
  );
}
