import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { excerpt } from './format';
import type { ItemBodyProps } from './kinds';
import styles from './ModerationPage.module.css';

const EXCERPT_MAX = 220;

/** A pending prescription: its photo (opens full size), title and case description. */
export function PrescriptionBody({ item, titleId }: ItemBodyProps) {
  const { t } = useTranslation('moderation');
  const [expanded, setExpanded] = useState(false);
  const short = excerpt(item.description, EXCERPT_MAX);
  const cut = short !== item.description.trim();
  const thumbnail = item.thumbnailUrl ?? item.imageUrl;

  return (
    <div className={styles.body}>
      {thumbnail && item.imageUrl ? (
        <a
          className={styles.media}
          href={item.imageUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('openPhoto', { title: item.title })}
        >
          <img src={thumbnail} alt="" width={96} height={96} loading="lazy" />
        </a>
      ) : (
        <span className={`${styles.media} ${styles.noMedia}`} title={t('noPhoto')}>
          <PictureOutlined aria-hidden />
        </span>
      )}
      <div className={styles.text}>
        <h2 id={titleId} className={styles.itemTitle} dir="auto">
          {item.title}
        </h2>
        <p className={styles.description} dir="auto">
          {expanded ? item.description : short}
        </p>
        {cut && !expanded && (
          <button type="button" className={styles.more} onClick={() => setExpanded(true)}>
            {t('more')}
          </button>
        )}
      </div>
    </div>
  );
}
