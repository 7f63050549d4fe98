import { useState } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import type { ModerationItem } from '../../app/posts/postKind';
import { excerpt } from './format';
import styles from './ModerationPage.module.css';

const EXCERPT_MAX = 220;

export interface PostTextProps {
  item: ModerationItem;
  /** The id of the title, which names the card and its buttons. */
  titleId: string;
}

/** A pending post's title and text, cut to an excerpt that "Show more" opens. */
export function PostText({ item, titleId }: PostTextProps) {
  const { t } = useTranslation('moderation');
  const [expanded, setExpanded] = useState(false);
  const short = excerpt(item.description, EXCERPT_MAX);
  const cut = short !== item.description.trim();
  return (
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
  );
}
