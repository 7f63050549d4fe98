import { useTranslation } from '../../../app/i18n/useTranslation';
import { Table } from 'antd';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { formatDateTime, formatPrice } from '../../../app/format/format';
import { panelClass } from '../../../app/ui/panelClass';
import styles from './DrugFormPage.module.css';

export interface PriceChangeRow {
  id: string;
  previousPrice: number;
  price: number;
  createdAt: string;
}

/** Every price change of the drug, newest first (issue 5: a price change keeps the old price). */
export function PriceHistory({ history }: { history: readonly PriceChangeRow[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const price = (value: number) => (
    <span className={styles.price}>
      <bdi>{formatPrice(value, language, { cents: true })}</bdi> {t('currency')}
    </span>
  );

  return (
    <section
      className={`${panelClass({ padded: true })} ${styles.history}`}
      aria-labelledby="drug-price-history"
    >
      <h2 id="drug-price-history" className={styles.historyTitle}>
        {t('drugs.history.title')}
      </h2>
      {history.length === 0 ? (
        <p className={styles.muted}>{t('drugs.history.empty')}</p>
      ) : (
        <Table<PriceChangeRow>
          size="small"
          rowKey="id"
          dataSource={[...history]}
          pagination={history.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            {
              key: 'date',
              title: t('drugs.history.columns.date'),
              render: (_, change) => (
                <time dateTime={change.createdAt}>
                  {formatDateTime(change.createdAt, language)}
                </time>
              ),
            },
            {
              key: 'previousPrice',
              title: t('drugs.history.columns.previousPrice'),
              align: 'end',
              render: (_, change) => price(change.previousPrice),
            },
            {
              key: 'price',
              title: t('drugs.history.columns.price'),
              align: 'end',
              render: (_, change) => price(change.price),
            },
          ]}
        />
      )}
    </section>
  );
}
