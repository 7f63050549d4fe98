import { MailIcon } from '../../app/ui/icons';
import { useState } from 'react';
import { Trans } from '../../app/i18n/Trans';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useClient, useMutation, useQuery } from 'urql';
import { toApiError } from '../../app/errors/apiError';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { loadMessages } from '../../app/i18n/i18n';
import { useLanguage } from '../../app/i18n/useLanguage';
import { refreshSession } from '../../app/session/session';
import { AuthEmailStatusQuery, SendVerificationEmailMutation } from './auth.graphql';
import { isolate } from '../../app/i18n/isolate';
import styles from './EmailVerificationNotice.module.css';

export interface EmailVerificationNoticeProps {
  /** The session's address, shown until the API answers. */
  email: string;
}

/** The banner's content; see EmailVerificationBanner. Plain elements: no antd on this path. */
export function EmailVerificationNotice({ email: sessionEmail }: EmailVerificationNoticeProps) {
  const language = useLanguage();
  const { t } = useTranslation();
  const { t: tAuth } = useTranslation('auth');
  const client = useClient();
  const handleApiError = useApiErrorHandler();
  // Always asked again: verification happens in another tab or on another device.
  const [{ data }] = useQuery({ query: AuthEmailStatusQuery, requestPolicy: 'network-only' });
  const [{ fetching: sending }, sendVerificationEmail] = useMutation(SendVerificationEmailMutation);
  const [checking, setChecking] = useState(false);
  const [verified, setVerified] = useState(false);

  const me = data?.authMe;
  if (me?.emailVerified || verified) return null;
  const email = me?.email ?? sessionEmail;
  /** The toasts' messages live in the auth catalogue, loaded on the first click. */
  const authMessages = () => loadMessages(language, ['auth']);

  /** SPEC §4: reload the user; if still unverified, the 'Email not verified yet' toast. */
  async function checkAgain(quiet = false) {
    setChecking(true);
    await Promise.all([refreshSession(), authMessages()]);
    const result = await client
      .query(AuthEmailStatusQuery, {}, { requestPolicy: 'network-only' })
      .toPromise();
    setChecking(false);
    if (result.error) {
      handleApiError(result.error);
    } else if (result.data?.authMe.emailVerified) {
      setVerified(true);
      showToast(language, {
        type: 'success',
        key: 'email-verified',
        title: tAuth('toast.verified'),
      });
    } else if (!quiet) {
      showToast(language, {
        type: 'error',
        key: 'email-not-verified',
        title: tAuth('errors.emailNotVerified'),
      });
    }
  }

  async function resend() {
    const [result] = await Promise.all([sendVerificationEmail({}), authMessages()]);
    if (result.error) {
      // CONFLICT: already verified (in another tab, say); the check hides the banner.
      if (toApiError(result.error).code === 'CONFLICT') await checkAgain(true);
      else handleApiError(result.error);
      return;
    }
    showToast(language, {
      type: 'success',
      key: 'verification-sent',
      title: tAuth('toast.verificationSent'),
      description: tAuth('toast.verificationSentDetail', { email: isolate(email) }),
    });
  }

  const busy = sending || checking;
  return (
    <aside
      className={styles.banner}
      aria-label={t('chrome.emailVerification.label')}
      aria-busy={busy}
    >
      <div className={styles.inner}>
        <p className={styles.text}>
          <MailIcon className={styles.icon} />
          <span>
            <Trans
              t={t}
              i18nKey="chrome.emailVerification.notice"
              values={{ email }}
              components={{ email: <bdi className={styles.address} dir="ltr" /> }}
            />
          </span>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() => void resend()}
          >
            {t('chrome.emailVerification.resend')}
          </button>
          <button
            type="button"
            className={styles.action}
            disabled={busy}
            onClick={() => void checkAgain()}
          >
            {t('chrome.emailVerification.checkAgain')}
          </button>
        </div>
      </div>
    </aside>
  );
}
