import { useTranslation } from '../../../app/i18n/useTranslation';
import { Badge } from 'antd';
import { formatDateTime } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import type { ContactRow } from './contactMessages.graphql';
import styles from './ContactMessagesPage.module.css';

export interface ContactStatusProps {
  row: Pick<ContactRow, 'readAt'>;
  /** Says when it was read (the drawer); the table keeps to the word. */
  withTime?: boolean;
}

/** Unread (a live dot, what waits) or read. */
export function ContactStatus({ row, withTime = false }: ContactStatusProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (!row.readAt)
    return (
      <Badge className={styles.status} status="processing" text={t('contact.statuses.unread')} />
    );
  return (
    <Badge
      className={styles.status}
      status="default"
      text={
        <>
          {t('contact.statuses.read')}
          {withTime && (
            <>
              {' '}
              <time dateTime={row.readAt}>{formatDateTime(row.readAt, language)}</time>
            </>
          )}
        </>
      }
    />
  );
}
