import { useState } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import { formatPercent, formatPrice } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { priceMove, pricePoints } from '@dawa/shared/drugPrices';
import { DrugPriceHistoryQuery, type DrugItem } from './drugs.graphql';
import { PriceChart } from './PriceChart';
import { PriceMoveIcon } from './PriceMoveIcon';
import styles from './DrugDetails.module.css';

export interface DrugPricesProps {
  drug: DrugItem;
}

/**
 * The detail dialog's prices: the current price, the old one and the change in percent (up
 * or down, never a struck-through price that reads as a discount), and the chart of the
 * drug's dated price changes when it has any.
 */
export function DrugPrices({ drug }: DrugPricesProps) {
  const { t } = useTranslation('drugs');
  const language = useLanguage();
  // The chart ends at the moment the dialog opened.
  const [now] = useState(() => Date.now());
  const [{ data }] = useQuery({ query: DrugPriceHistoryQuery, variables: { id: drug.id } });
  const move = priceMove(drug.oldPrice, drug.price);
  const points = pricePoints(data?.drugPriceHistory ?? [], drug.price, now);
  const currency = (value: number) => t('card.currency', { value: formatPrice(value, language) });

  return (
    <div className={styles.priceHistory}>
      <div className={styles.prices}>
        <p className={styles.priceBox}>
          <span className={styles.priceLabel}>{t('details.price')}</span>
          <span className={styles.priceValue}>{currency(drug.price)}</span>
        </p>
        {drug.oldPrice != null && (
          <p className={`${styles.priceBox} ${styles.oldPriceBox}`}>
            <span className={styles.priceLabel}>{t('details.oldPrice')}</span>
            <span className={styles.oldPriceValue}>{currency(drug.oldPrice)}</span>
          </p>
        )}
        {move && (
          <p
            className={`${styles.priceBox} ${move.direction === 'up' ? styles.up : styles.down}`}
            data-testid="drug-price-change"
          >
            <span className={styles.priceLabel}>{t('details.change')}</span>
            <span className={styles.changeValue}>
              <PriceMoveIcon direction={move.direction} />
              {t(`move.${move.direction}`, { percent: formatPercent(move.share, language) })}
            </span>
          </p>
        )}
      </div>
      {points.length > 0 && <PriceChart points={points} language={language} />}
    </div>
  );
}
