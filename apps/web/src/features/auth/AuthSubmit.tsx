import type { ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Alert } from 'antd';
import { PASSWORD_MIN_LENGTH } from '@dawa/shared/limits';
import type { AuthErrorKey } from '@dawa/shared/authErrors';
import { BusyButton } from '../../app/forms/BusyButton';
import styles from './AuthSubmit.module.css';

export interface AuthSubmitProps {
  /** Why the last try failed, said above the button; null when it did not. */
  failure: AuthErrorKey | null;
  busy: boolean;
  /** The button's text. */
  children: ReactNode;
}

/** The end of a sign-in, sign-up or password form: the last failure, then the submit button. */
export function AuthSubmit({ failure, busy, children }: AuthSubmitProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      {failure && (
        <Alert
          className={styles.failure}
          type="error"
          showIcon
          title={t(`errors.${failure}`, { min: PASSWORD_MIN_LENGTH })}
        />
      )}
      <BusyButton type="primary" htmlType="submit" size="large" block busy={busy}>
        {children}
      </BusyButton>
    </>
  );
}
