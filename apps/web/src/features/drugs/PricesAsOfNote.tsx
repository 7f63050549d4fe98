import { DisconnectIcon } from '../../app/ui/icons';
import { useTranslation } from '../../app/i18n/useTranslation';
import { formatLongDate } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import styles from './PricesAsOfNote.module.css';

export interface PricesAsOfNoteProps {
  /** The offline catalogue's date (ISO). */
  date: string;
}

/** Offline, drugs come from the stored catalogue: its prices may have changed since (#18). */
export function PricesAsOfNote({ date }: PricesAsOfNoteProps) {
  const { t } = useTranslation('drugs');
  const language = useLanguage();
  return (
    <p className={styles.note} data-testid="prices-as-of">
      <DisconnectIcon className={styles.icon} />
      <span>{t('offline.pricesAsOf', { date: formatLongDate(date, language) })}</span>
    </p>
  );
}
