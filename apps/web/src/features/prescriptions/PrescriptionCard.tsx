import { MessageIcon } from './prescriptionIcons';
import { useId } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { postPath } from '@dawa/shared/postPages';
import { useLanguage } from '../../app/i18n/useLanguage';
import { CardLink } from '../../app/ui/CardLink';
import { Avatar } from '../../app/ui/Avatar';
import { Card } from '../../app/ui/CardGrid';
import { formatListDate } from '../../app/format/format';
import type { PrescriptionItem } from './prescriptions.graphql';
import styles from './Prescriptions.module.css';
import { SkeletonBar } from '../../app/ui/SkeletonBar';

/** A prescription in a list: thumbnail, title (the link), author, date and comment count. */
export function PrescriptionCard({ item }: { item: PrescriptionItem }) {
  const { t } = useTranslation('prescriptions');
  const language = useLanguage();
  const titleId = useId();
  const author = item.creator?.fullName ?? t('card.unknownAuthor');
  return (
    <Card layout="row" aria-labelledby={titleId} data-prescription-id={item.id}>
      {item.thumbnail ? (
        <img
          className={styles.thumbnail}
          src={item.thumbnail}
          alt=""
          width={96}
          height={96}
          loading="lazy"
        />
      ) : (
        <span className={styles.thumbnail} />
      )}
      <div className={styles.cardBody}>
        {/* The clamp's ellipsis follows the title's own direction, not the page's (#23); a bdi
            inside would hide the text from dir=auto. */}
        <h2 className={styles.cardTitle} id={titleId} dir="auto">
          <CardLink to={`/${language}${postPath('prescription', item.id)}`}>{item.title}</CardLink>
        </h2>
        <p className={styles.author}>
          <Avatar name={author} src={item.creator?.avatar} size={24} />
          <bdi className={styles.authorName}>{t('card.by', { name: author })}</bdi>
        </p>
        <p className={styles.meta}>
          <time dateTime={item.createdAt}>{formatListDate(item.createdAt, language)}</time>
          <span className={styles.comments}>
            <MessageIcon />
            <span>{t('card.comments', { count: item.commentsLength })}</span>
          </span>
          {/* Its author's (and moderators') only: the edit waits, this version stays public. */}
          {item.hasPendingEdit && (
            <span className={styles.editLabel}>{t('card.editInReview')}</span>
          )}
        </p>
      </div>
    </Card>
  );
}

/** Same box as a card, so the page does not jump when the answer arrives. */
export function PrescriptionCardSkeleton() {
  return (
    <Card as="div" layout="row" className={styles.skeleton} aria-hidden>
      <span className={styles.thumbnail} />
      <div className={styles.cardBody}>
        <SkeletonBar inlineSize="70%" blockSize={18} />
        <SkeletonBar inlineSize="45%" />
        <SkeletonBar inlineSize="55%" />
      </div>
    </Card>
  );
}
