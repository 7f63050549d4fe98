import { Button } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import { useApiErrorEffect } from '../../../app/errors/useApiErrorEffect';
import { formatNumber } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { AdminPage } from '../../../app/ui/AdminPage';
import { LoadError } from '../../../app/ui/LoadError';
import { Loading } from '../../../app/ui/Loading';
import { adminAccess, entryForPath } from '../adminNav';
import { AdminAttentionQuery } from './adminHome.graphql';
import styles from './AdminHome.module.css';

/** Where each kind of count is dealt with, under `/{lang}/admin/`. */
function pageOf(key: string): string | null {
  const [topic, kind] = key.split('.');
  if ((topic === 'pendingPosts' || topic === 'pendingEdits') && kind)
    return `moderation?kind=${kind}`;
  if (topic === 'openImports') return 'import';
  if (topic === 'unreadContacts') return 'contact-messages?status=unread';
  return null;
}

export interface AdminHomeProps {
  roles: readonly string[];
}

/**
 * `/{lang}/admin`: what waits now (issue #16 point 8), only for the sections the user reads,
 * each linking to the page that deals with it when the user may open that page.
 */
export function AdminHome({ roles }: AdminHomeProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  useDocumentTitle(t('home.title'));
  const [{ data, error }, refetch] = useQuery({
    query: AdminAttentionQuery,
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const items = data?.adminAttention;

  return (
    <AdminPage titleId="admin-home-title" title={t('home.title')}>
      <p className={styles.intro}>{t('home.intro')}</p>
      {error && !items ? (
        <LoadError
          message={t('analytics.loadFailed')}
          action={
            <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('resource.retry')}
            </Button>
          }
        />
      ) : !items ? (
        <Loading description={t('home.loading')} />
      ) : items.length === 0 ? (
        <p className={styles.nothing}>{t('home.nothing')}</p>
      ) : (
        <ul className={styles.cards}>
          {items.map((item) => {
            const page = pageOf(item.key);
            const opens =
              page !== null &&
              adminAccess(roles, entryForPath(page.split('?')[0] ?? '')) === 'allowed';
            const label = t(`home.items.${item.key}`, { defaultValue: item.key });
            const body = (
              <>
                <span className={item.count > 0 ? styles.count : styles.countClear}>
                  {formatNumber(item.count, language)}
                </span>
                <span className={styles.label}>{label}</span>
                {item.count === 0 && <span className={styles.clear}>{t('home.clear')}</span>}
              </>
            );
            return (
              <li key={item.key}>
                {opens ? (
                  <Link
                    className={`${styles.card} ${styles.link}`}
                    to={`/${language}/admin/${page}`}
                  >
                    {body}
                  </Link>
                ) : (
                  <div className={styles.card}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AdminPage>
  );
}
