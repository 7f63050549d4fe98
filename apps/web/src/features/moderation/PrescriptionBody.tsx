import { useTranslation } from 'react-i18next';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import type { ItemBodyProps } from './itemBody';
import { PostText } from './PostText';
import styles from './ModerationPage.module.css';

/** A pending prescription: its photo (opens full size), title and case description. */
export function PrescriptionBody(props: ItemBodyProps) {
  const { item } = props;
  const { t } = useTranslation('moderation');
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
      <PostText {...props} />
    </div>
  );
}
