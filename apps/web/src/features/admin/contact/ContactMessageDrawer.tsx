import { useTranslation } from '../../../app/i18n/useTranslation';
import { Button, Descriptions, Drawer } from 'antd';
import { formatDateTime } from '../../../app/format/format';
import { useLanguage } from '../../../app/i18n/useLanguage';
import type { ContactRow } from './contactMessages.graphql';
import { contactLanguageName } from './contactLabels';
import { ContactStatus } from './ContactStatus';
import styles from './ContactMessagesPage.module.css';

export interface ContactMessageDrawerProps {
  /** The message shown; null closes the drawer. */
  row: ContactRow | null;
  /** Marks it unread again; none for a reader (contact read only). */
  onMarkUnread?: (row: ContactRow) => void;
  onClose: () => void;
}

/** One contact-us message whole: who sent it, how to answer, and what they wrote. */
export function ContactMessageDrawer({ row, onMarkUnread, onClose }: ContactMessageDrawerProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();

  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      title={t('contact.detailTitle')}
      size="large"
      closable={{ 'aria-label': t('contact.close') }}
      extra={
        row?.readAt && onMarkUnread ? (
          <Button onClick={() => onMarkUnread(row)}>{t('contact.markUnread')}</Button>
        ) : null
      }
    >
      {row && (
        <div className={styles.detail}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'name', label: t('contact.columns.name'), children: <bdi>{row.name}</bdi> },
              {
                key: 'email',
                label: t('contact.columns.email'),
                children: (
                  <a href={`mailto:${row.email}`} dir="ltr" aria-label={t('contact.reply')}>
                    {row.email}
                  </a>
                ),
              },
              {
                key: 'phone',
                label: t('contact.columns.phone'),
                children: (
                  <a href={`tel:${row.phone}`} dir="ltr" aria-label={t('contact.call')}>
                    {row.phone}
                  </a>
                ),
              },
              {
                key: 'language',
                label: t('contact.columns.language'),
                children: contactLanguageName(t, row.language),
              },
              {
                key: 'sent',
                label: t('contact.columns.sent'),
                children: (
                  <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, language)}</time>
                ),
              },
              {
                key: 'status',
                label: t('contact.columns.status'),
                children: <ContactStatus row={row} withTime />,
              },
            ]}
          />
          <section aria-labelledby="contact-message-title">
            <h3 id="contact-message-title" className={styles.heading}>
              {t('contact.columns.message')}
            </h3>
            {/* The sender's own words, in whichever direction they wrote them. */}
            <p className={styles.message} dir="auto">
              {row.message}
            </p>
          </section>
        </div>
      )}
    </Drawer>
  );
}
