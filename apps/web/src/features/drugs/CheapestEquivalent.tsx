import { TagIcon } from './drugIcons';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import { formatPercent, formatPrice } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { cheapestSaving } from '@dawa/shared/drugPrices';
import { DrugSimilaritiesQuery, type DrugItem } from './drugs.graphql';
import styles from './DrugDetails.module.css';

export interface CheapestEquivalentProps {
  drug: DrugItem;
  /** Lists the similar drugs, cheapest first. */
  onShow: () => void;
}

/**
 * "Same ingredients from 18 L.E. — save 40 %": what the cheapest drug with the same generic
 * names (SPEC §7 similarities) saves; nothing when none is cheaper. The list it reads is the
 * one the similarities tab shows cheapest first, so opening it costs no second request.
 */
export function CheapestEquivalent({ drug, onShow }: CheapestEquivalentProps) {
  const { t } = useTranslation('drugs');
  const language = useLanguage();
  const [{ data }] = useQuery({
    query: DrugSimilaritiesQuery,
    variables: { id: drug.id, orderBy: 'price' },
  });
  const saving = data && cheapestSaving(drug, data.drugSimilarities);
  if (!saving) return null;
  return (
    <p className={styles.saving} data-testid="drug-saving">
      <TagIcon className={styles.savingIcon} />
      <span className={styles.savingText}>
        {t('saving.text', {
          price: t('card.currency', { value: formatPrice(saving.price, language) }),
          percent: formatPercent(saving.share, language),
        })}
      </span>
      <button type="button" className={styles.savingLink} onClick={onShow}>
        {t('saving.show')}
      </button>
    </p>
  );
}
