import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import styles from './SignUpSuccess.module.css';

/** SPEC §9: the dialog closes this long after a successful sign-up. */
export const SIGN_UP_CLOSE_DELAY_MS = 3000;

export interface SignUpSuccessProps {
  /** Called once, {@link SIGN_UP_CLOSE_DELAY_MS} after the message appears. */
  onDone: () => void;
}

export function SignUpSuccess({ onDone }: SignUpSuccessProps) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useEffectEvent(onDone);

  useEffect(() => {
    // The form that had focus is gone; moving focus here also makes screen readers read it.
    heading.current?.focus();
    const timer = setTimeout(done, SIGN_UP_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className={styles.success} role="status">
      <svg className={styles.mark} viewBox="0 0 52 52" aria-hidden>
        <circle className={styles.circle} cx="26" cy="26" r="24" />
        <path className={styles.check} d="M15 27 l7 7 l15 -16" />
      </svg>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {t('success.title')}
      </h2>
      <p className={styles.message}>{t('success.message')}</p>
    </div>
  );
}
