import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Divider, Modal, Typography } from 'antd';
import { useLanguage } from '../../app/i18n/useLanguage';
import type { AuthMode } from './authMode';
import { EmailAuthForm } from './EmailAuthForm';
import { SignUpSuccess } from './SignUpSuccess';
import { SocialSignInButtons } from './SocialSignInButtons';
import { useAuthMessages } from './useAuthMessages';
import { useSocialProviders } from './useSocialProviders';
import styles from './AuthDialog.module.css';

export interface AuthDialogProps {
  open: boolean;
  mode: AuthMode;
  /** Query string (with `?`) of the same page with the other mode. */
  otherModeSearch: string;
  onClose: () => void;
}

/** The full-screen sign-in / sign-up dialog of SPEC §2. */
export function AuthDialog({ open, mode, otherModeSearch, onClose }: AuthDialogProps) {
  useAuthMessages(useLanguage());
  const { t } = useTranslation('auth');

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(`title.${mode}`)}
      footer={null}
      width="100%"
      destroyOnHidden
      focusable={{ trap: true, focusTriggerAfterClose: true }}
      rootClassName={styles.root}
      classNames={{ container: styles.container, header: styles.header, body: styles.body }}
    >
      {/* Keyed by mode so switching starts a fresh form. */}
      <AuthPanel key={mode} mode={mode} otherModeSearch={otherModeSearch} onClose={onClose} />
    </Modal>
  );
}

interface AuthPanelProps {
  mode: AuthMode;
  otherModeSearch: string;
  onClose: () => void;
}

function AuthPanel({ mode, otherModeSearch, onClose }: AuthPanelProps) {
  const { t } = useTranslation('auth');
  const providers = useSocialProviders();
  const [emailChosen, setEmailChosen] = useState(false);
  const [signedUp, setSignedUp] = useState(false);

  if (signedUp) {
    return (
      <div className={styles.panel}>
        <SignUpSuccess onDone={onClose} />
      </div>
    );
  }

  const showEmailForm = providers.length === 0 || emailChosen;
  return (
    <div className={styles.panel}>
      <Typography.Paragraph className={styles.intro}>{t(`intro.${mode}`)}</Typography.Paragraph>
      {providers.length > 0 && (
        <>
          <SocialSignInButtons
            providers={providers}
            showEmailOption={!emailChosen}
            onChooseEmail={() => setEmailChosen(true)}
          />
          {showEmailForm && <Divider plain>{t('social.or')}</Divider>}
        </>
      )}
      {showEmailForm && (
        <EmailAuthForm mode={mode} onSignedIn={onClose} onSignedUp={() => setSignedUp(true)} />
      )}
      <p className={styles.switchMode}>
        {mode === 'signin' ? t('switchMode.toSignup') : t('switchMode.toSignin')}{' '}
        <Link to={{ search: otherModeSearch }} replace preventScrollReset>
          {mode === 'signin' ? t('switchMode.toSignupLink') : t('switchMode.toSigninLink')}
        </Link>
      </p>
    </div>
  );
}
