import { CheckCircleIcon } from '../../app/ui/statusIcons';
import { useId } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useLanguage } from '../../app/i18n/useLanguage';
import { formatPercent } from '../../app/format/format';
import { priceMove } from '@dawa/shared/drugPrices';
import { cardGenericLine, cardName, cardPrice, displayName, termText } from './drugFormat';
import { PriceMoveIcon } from './PriceMoveIcon';
import type { DrugItem } from './drugs.graphql';
import { SkeletonBar } from '../../app/ui/SkeletonBar';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
// The card's look first: this file's rules refine it, so they must come after it.
import { Card } from '../../app/ui/CardGrid';
import { cardTarget } from '../../app/ui/cardTarget';
import styles from './DrugCard.module.css';

export interface DrugCardProps {
  drug: DrugItem;
  /** Heading level of the card's name (one below the list's heading). */
  level: 3 | 4;
  /** Id of a text that says what choosing the card does (in the alternatives tabs). */
  describedBy?: string;
  /** The chosen drug of an equivalents list: first and marked. */
  chosen?: boolean;
  onOpen: (drug: DrugItem) => void;
}

/**
 * A drug in the grid (SPEC §2 card rules): the name cut at 50 characters (the Arabic name on
 * Arabic pages), the first generic name cut at 40, the company and dosage form, prices cut
 * to 5 characters, in L.E. A changed price says which way it moved, by how much and from
 * what: a struck-through old price read as a discount even when the price went up.
 * The whole card is the name's button.
 */
export function DrugCard({ drug, level, describedBy, chosen = false, onOpen }: DrugCardProps) {
  const { t } = useTranslation('drugs');
  const language = useLanguage();
  const nameId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  const name = displayName(drug, language);
  const showTradeName = name !== drug.tradeName;
  const generic = cardGenericLine(drug.genericNames);
  const company = drug.companies[0];
  const firstRoute = drug.routeLabels[0];
  // The card has room for the dosage form in the page's language only; the dialog adds the English.
  const route = firstRoute && termText(firstRoute, language, (arabic) => arabic);
  const move = priceMove(drug.oldPrice, drug.price);

  return (
    <Card
      className={chosen ? `${styles.card} ${styles.chosen}` : styles.card}
      aria-labelledby={nameId}
      data-drug-id={drug.id}
    >
      {chosen && (
        <p className={styles.chosenBadge}>
          <CheckCircleIcon />
          <span>{t('equivalents.chosen')}</span>
        </p>
      )}
      <Heading className={styles.name} id={nameId}>
        <button
          type="button"
          className={`${styles.open} ${cardTarget}`}
          aria-describedby={describedBy}
          onClick={() => onOpen(drug)}
        >
          <bdi>{cardName(name)}</bdi>
        </button>
      </Heading>
      {showTradeName && (
        <p className={styles.tradeName}>
          <bdi>{cardName(drug.tradeName)}</bdi>
        </p>
      )}
      {generic && (
        <p className={styles.generic} title={drug.genericNames.join(' + ')}>
          <bdi>{generic}</bdi>
        </p>
      )}
      {(company || route) && (
        <p className={styles.meta}>
          {company && <bdi>{company}</bdi>}
          {company && route && (
            <span className={styles.dot} aria-hidden>
              ·
            </span>
          )}
          {route && <bdi>{route}</bdi>}
        </p>
      )}
      <div className={styles.prices}>
        <p className={styles.price}>
          <span className={visuallyHidden}>{t('card.price')} </span>
          {t('card.currency', { value: cardPrice(drug.price, language) })}
        </p>
        {move && drug.oldPrice != null && (
          <p
            className={`${styles.move} ${move.direction === 'up' ? styles.up : styles.down}`}
            data-testid="drug-card-move"
          >
            <PriceMoveIcon direction={move.direction} />
            <span>
              {t(`card.move.${move.direction}`, {
                percent: formatPercent(move.share, language),
                old: t('card.currency', { value: cardPrice(drug.oldPrice, language) }),
              })}
            </span>
          </p>
        )}
      </div>
    </Card>
  );
}

/** A card's place while its page loads: same size, no text. */
export function DrugCardSkeleton() {
  return (
    <Card as="div" className={`${styles.card} ${styles.skeleton}`} aria-hidden>
      <SkeletonBar inlineSize="80%" blockSize={20} />
      <SkeletonBar inlineSize="55%" />
      <SkeletonBar inlineSize="40%" />
      <SkeletonBar inlineSize="30%" blockSize={24} className={styles.barPrice} />
    </Card>
  );
}
