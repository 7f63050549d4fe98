import { useTranslation } from '../../app/i18n/useTranslation';
import { OFFER_PAGE_SIZE } from '@dawa/shared/offers';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { Pager } from '../../app/paging/Pager';
import { usePagedQuery } from '../../app/paging/usePagedQuery';
import { CardLink } from '../../app/ui/CardLink';
import { PageHeader } from '../../app/ui/PageHeader';
import { localized } from '../notifications/notificationView';
import { OffersQuery } from './offers.graphql';
import { formatLongDate } from '../../app/format/format';
import styles from './Offers.module.css';

/** `/{lang}/offers?page=`: daily offers, newest first, 10 a page (SPEC §2, §9). */
export function OfferListPage() {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  useDocumentTitle(t('title'));
  const { page, goTo, current, loading, pager } = usePagedQuery(
    OffersQuery,
    'offers',
    OFFER_PAGE_SIZE,
  );

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} intro={t('intro')} />
      <section aria-busy={loading} aria-label={t('title')}>
        {!current && loading && (
          <p className={styles.status} role="status">
            {t('list.loading')}
          </p>
        )}
        {current && current.items.length === 0 && (
          <p className={styles.status}>{t('list.empty')}</p>
        )}
        {current && current.items.length > 0 && (
          <ul className={styles.grid} data-testid="offer-list">
            {current.items.map((offer) => {
              const title = localized(offer.title, language);
              return (
                <li key={offer.id} className={styles.card}>
                  <article className={styles.cardBody}>
                    <h2 className={styles.cardTitle}>
                      <CardLink to={`/${language}/offers/${offer.id}`}>{title}</CardLink>
                    </h2>
                    <p className={styles.cardText}>{localized(offer.description, language)}</p>
                    <p className={styles.cardDate}>
                      <time dateTime={offer.createdAt}>
                        {t('list.published', { date: formatLongDate(offer.createdAt, language) })}
                      </time>
                    </p>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        <Pager namespace="offers" page={page} pager={pager} goTo={goTo} />
      </section>
    </div>
  );
}
