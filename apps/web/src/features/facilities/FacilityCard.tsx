import { EnvironmentIcon } from '../../app/ui/postIcons';
import { ShopIcon } from '../../app/ui/serviceIcons';
import { ColumnWidthIcon, NumberIcon } from './facilityIcons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { postPath } from '@dawa/shared/postPages';
import { formatSerial } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { PostByline } from '../../app/posts/PostByline';
import { Card } from '../../app/ui/CardGrid';
import {
  PostCardActions,
  PostCardFacts,
  PostCardTitle,
  PostLabel,
  PostLabels,
} from '../../app/ui/PostParts';
import type { PropertyItem } from './facilities.graphql';
import { useFacilityFormat } from './useFacilityFormat';
import styles from './Facilities.module.css';

export interface FacilityCardProps {
  facility: PropertyItem;
  /** The owner's view: the ad's label (In review, Active…) beside the badges. */
  showLabel?: boolean;
  /** The owner's actions, under the card's text. */
  actions?: ReactNode;
  /**
   * The list's first card with a cover: that cover is what a phone shows largest (the page's
   * LCP), so it loads at once and before other images, not when near.
   */
  first?: boolean;
}

/**
 * A facility in a list: its cover (the thumbnail: the first card's at once, the others when
 * near), the title (the link), what it is listed for and its status, the price, the type, place
 * and area, and the ad number.
 */
export function FacilityCard({ facility, showLabel, actions, first }: FacilityCardProps) {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  const format = useFacilityFormat();
  const titleId = useId();
  const cover = facility.cover;

  return (
    <Card aria-labelledby={titleId} data-facility-id={facility.id}>
      {cover ? (
        <img
          className={styles.cover}
          src={cover.thumbnailUrl}
          alt=""
          width={cover.width ?? 400}
          height={cover.height ?? 250}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <span className={`${styles.cover} ${styles.noCover}`} title={t('card.noPhoto')}>
          <ShopIcon />
        </span>
      )}
      <div className={styles.cardBody}>
        <PostLabels>
          {facility.listedFor && (
            <PostLabel label="listedFor">{format.listedForName(facility)}</PostLabel>
          )}
          <PostLabel label={facility.isClosed ? 'closed' : 'opened'}>
            {format.status(facility.isClosed)}
          </PostLabel>
          {showLabel && (
            <PostLabel label={facility.label}>{t(`labels.${facility.label}`)}</PostLabel>
          )}
          {/* The edit waits for review; the ad stays listed as it was. */}
          {showLabel && facility.hasPendingEdit && (
            <PostLabel label="editInReview">{t('labels.editInReview')}</PostLabel>
          )}
        </PostLabels>
        <PostCardTitle id={titleId} to={`/${language}${postPath('facility', facility.id)}`}>
          {facility.name}
        </PostCardTitle>
        <p className={styles.price}>{format.price(facility.price)}</p>
        <PostCardFacts
          facts={[
            [<ShopIcon key="type" />, format.typeName(facility)],
            [<EnvironmentIcon key="place" />, format.place(facility)],
            [<ColumnWidthIcon key="area" />, format.area(facility.spaceArea)],
            [
              <NumberIcon key="number" />,
              t('card.adNumber', { number: formatSerial(facility.adNumber, language) }),
            ],
          ]}
        />
        <PostByline
          kind="facility"
          creator={facility.creator}
          date={facility.publishedAt ?? facility.createdAt}
        />
        {actions && <PostCardActions>{actions}</PostCardActions>}
      </div>
    </Card>
  );
}
