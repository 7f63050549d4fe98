import { useParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import { ShareMenu } from '../../app/dialogs/ShareMenu';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { localized } from '../notifications/notificationView';
import { OfferQuery } from './offers.graphql';
import { formatLongDate } from '../../app/format/format';
import { offerShareText } from './offerFormat';
import { BackLink } from '../../app/ui/BackLink';
import styles from './Offers.module.css';
import { pageTitle } from '../../app/ui/pageTitle';

/** `/{lang}/offers/:id`: one offer in the page language, with sharing (SPEC §1, §3). */
export function OfferDetailPage() {
  const { t } = useTranslation('offers');
  const language = useLanguage();
  const id = useParams().id ?? '';
  const [{ data, error, fetching }] = useQuery({ query: OfferQuery, variables: { id } });
  useApiErrorEffect(error);
  const offer = data?.offer.id === id ? data.offer : undefined;
  const title = offer ? localized(offer.title, language) : '';
  const description = offer ? localized(offer.description, language) : '';
  useDocumentTitle(title || t('title'));

  return (
    <div className={styles.page}>
      <BackLink to={`/${language}/offers`}>{t('detail.back')}</BackLink>
      {!offer && fetching && (
        <p className={styles.status} role="status">
          {t('detail.loading')}
        </p>
      )}
      {offer && (
        <article className={styles.detail} data-testid="offer-detail">
          <header className={styles.detailHeader}>
            <div>
              <h1 className={pageTitle}>{title}</h1>
              <p className={styles.cardDate}>
                <time dateTime={offer.createdAt}>
                  {t('list.published', { date: formatLongDate(offer.createdAt, language) })}
                </time>
              </p>
            </div>
            <ShareMenu service="offers" id={offer.id} text={offerShareText(title, description)} />
          </header>
          <div className={styles.detailText}>
            {description.split(/\n{2,}/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </article>
      )}
    </div>
  );
}
