import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation, useQuery } from 'urql';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { formatPercent, formatPrice } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { buttonClass } from '../../app/ui/buttonClass';
import { EmptyState } from '../../app/ui/EmptyState';
import { LoadError } from '../../app/ui/LoadError';
import { priceMove } from '@dawa/shared/drugPrices';
import { displayName } from './drugFormat';
import { DrugUnfollowMutation, MyFollowedDrugsQuery } from './drugs.graphql';
import { PriceMoveIcon } from './PriceMoveIcon';
import rows from '../../app/ui/RowList.module.css';
import styles from './FollowedDrugs.module.css';

/**
 * The profile's followed drugs (price alerts): each with its price and how it last moved, a
 * link to its page in the drug index, and unfollowing it.
 */
export function FollowedDrugs() {
  const { t } = useTranslation('drugs');
  const language = useLanguage();
  const [{ data, error }, reexecute] = useQuery({
    query: MyFollowedDrugsQuery,
    requestPolicy: 'cache-and-network',
  });
  useApiErrorEffect(error);
  const handleApiError = useApiErrorHandler();
  const [{ fetching }, unfollow] = useMutation(DrugUnfollowMutation);
  const drugs = data?.myFollowedDrugs;
  const currency = (value: number) => t('card.currency', { value: formatPrice(value, language) });

  const remove = async (id: string, name: string) => {
    const result = await unfollow({ id });
    if (result.error) handleApiError(result.error);
    else
      showToast(language, {
        type: 'success',
        key: `drug-unfollow-${id}`,
        title: t('followed.removed', { name }),
      });
    reexecute({ requestPolicy: 'network-only' });
  };

  return (
    <section className={rows.section} aria-labelledby="followed-drugs-heading">
      <h2 id="followed-drugs-heading">{t('followed.heading')}</h2>
      <p className={rows.intro}>{t('followed.intro')}</p>
      {error && !drugs && (
        <LoadError
          message={t('followed.error')}
          action={
            <button
              type="button"
              className={buttonClass()}
              onClick={() => reexecute({ requestPolicy: 'network-only' })}
            >
              {t('followed.retry')}
            </button>
          }
        />
      )}
      {drugs && drugs.length === 0 && (
        <EmptyState>
          <p>{t('followed.empty')}</p>
          <Link className={buttonClass()} to={`/${language}/drug-index`}>
            {t('followed.browse')}
          </Link>
        </EmptyState>
      )}
      {drugs && drugs.length > 0 && (
        <ul className={rows.list} aria-label={t('followed.list')} data-testid="followed-drugs">
          {drugs.map((drug) => {
            const name = displayName(drug, language);
            const move = priceMove(drug.oldPrice, drug.price);
            return (
              <li key={drug.id} className={rows.item}>
                <div className={styles.drug}>
                  <Link className={styles.name} to={`/${language}/drug-index/${drug.id}`}>
                    <bdi>{name}</bdi>
                  </Link>
                  <p className={styles.prices}>
                    <span className={styles.price}>{currency(drug.price)}</span>
                    {move && drug.oldPrice != null && (
                      <span className={move.direction === 'up' ? styles.up : styles.down}>
                        <PriceMoveIcon direction={move.direction} />{' '}
                        {t(`card.move.${move.direction}`, {
                          percent: formatPercent(move.share, language),
                          old: currency(drug.oldPrice),
                        })}
                      </span>
                    )}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass()}
                  disabled={fetching}
                  aria-label={t('followed.unfollowNamed', { name })}
                  onClick={() => void remove(drug.id, name)}
                >
                  {t('followed.unfollow')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
