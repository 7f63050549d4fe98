import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnWidthOutlined from '@ant-design/icons/ColumnWidthOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import NumberOutlined from '@ant-design/icons/NumberOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { postPath } from '@dawa/shared/postPages';
import { formatListDate, formatSerial } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { Card } from '../../app/ui/CardGrid';
import {
  Byline,
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
}

/**
 * A facility in a list: its cover (the thumbnail, loaded when near), the title (the link), what
 * it is listed for and its status, the price, the type, place and area, and the ad number.
 */
export function FacilityCard({ facility, showLabel, actions }: FacilityCardProps) {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  const format = useFacilityFormat();
  const titleId = useId();
  const author = facility.creator?.fullName ?? t('card.unknownAuthor');
  const date = facility.publishedAt ?? facility.createdAt;
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
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={`${styles.cover} ${styles.noCover}`} title={t('card.noPhoto')}>
          <ShopOutlined aria-hidden />
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
            [<ShopOutlined aria-hidden key="type" />, format.typeName(facility)],
            [<EnvironmentOutlined aria-hidden key="place" />, format.place(facility)],
            [<ColumnWidthOutlined aria-hidden key="area" />, format.area(facility.spaceArea)],
            [
              <NumberOutlined aria-hidden key="number" />,
              t('card.adNumber', { number: formatSerial(facility.adNumber, language) }),
            ],
          ]}
        />
        <Byline
          author={author}
          avatar={facility.creator?.avatar}
          byText={t('card.by', { name: author })}
          date={{ iso: date, text: t('card.published', { date: formatListDate(date, language) }) }}
        />
        {actions && <PostCardActions>{actions}</PostCardActions>}
      </div>
    </Card>
  );
}
