import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Divider, Modal, Skeleton, Typography } from 'antd';
import { FocusTrap } from '../../app/dialogs/FocusTrap';
import { showToast } from '../../app/feedback/toast';
import { AntdScope } from '../../app/theme/AntdScope';
import { useLanguage } from '../../app/i18n/useLanguage';
import { isAuthMode, type AuthMode, type AuthView } from '../../app/session/authView';
import { otherMethods, shownMethod, type SignInMethod } from './authMode';
import { EmailAuthForm } from './EmailAuthForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PhoneSignInForm } from './PhoneSignInForm';
import { SignUpSuccess } from './SignUpSuccess';
import { SocialSignInButtons } from './SocialSignInButtons';
import { isUnconfirmedSignUp } from './socialReturn';
import { TermsConsentCheckbox } from './TermsConsentCheckbox';
import { useAuthMessages } from './useAuthMessages';
import { useSocialProviders } from './useSocialProviders';
import { useTermsConsent } from './useTermsConsent';
import styles from './AuthDialog.module.css';

export interface AuthDialogProps {
  open: boolean;
  view: AuthView;
  /** Query string (with `?`) of the same page with the dialog showing `view`. */
  searchFor: (view: AuthView) => string;
  onClose: () => void;
  /** After a sign-in or sign-up: closes the dialog, or goes to the page it was opened for. */
  onSignedIn: () => void;
  /** Once it has closed (and antd has given the focus back to what opened it). */
  afterClose: () => void;
}

/** The full-screen sign-in / sign-up dialog of SPEC §2, and the password-reset request. */
export function AuthDialog(props: AuthDialogProps) {
  // The shell has no antd theme or direction: this lazily loaded part brings its own.
  return (
    <AntdScope>
      <AuthModal {...props} />
    </AntdScope>
  );
}

function AuthModal({ open, view, searchFor, onClose, onSignedIn, afterClose }: AuthDialogProps) {
  useAuthMessages(useLanguage());
  const { t } = useTranslation('auth');

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      title={t(`title.${view}`)}
      footer={null}
      width="100%"
      destroyOnHidden
      focusable={{ trap: true, focusTriggerAfterClose: true }}
      afterOpenChange={focusFieldInError}
      modalRender={(panel) => <FocusTrap>{panel}</FocusTrap>}
      rootClassName={styles.root}
      classNames={{ container: styles.container, header: styles.header, body: styles.body }}
    >
      {/* Keyed by view so switching starts a fresh form. */}
      {isAuthMode(view) ? (
        <AuthPanel key={view} mode={view} searchFor={searchFor} onSignedIn={onSignedIn} />
      ) : (
        <div key={view} className={styles.panel}>
          <Typography.Paragraph className={styles.intro}>{t('intro.forgot')}</Typography.Paragraph>
          <ForgotPasswordForm signInSearch={searchFor('signin')} />
        </div>
      )}
    </Modal>
  );
}

/**
 * Once open, a field already in error takes the focus from the dialog: the age and terms box,
 * back from a provider's sign-in that needed it.
 */
function focusFieldInError(opened: boolean) {
  if (opened)
    document.querySelector<HTMLElement>(`.${styles.container} [aria-invalid="true"]`)?.focus();
}

interface AuthPanelProps {
  mode: AuthMode;
  searchFor: (view: AuthView) => string;
  onSignedIn: () => void;
}

function AuthPanel({ mode, searchFor, onSignedIn }: AuthPanelProps) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  // Said politely: the dialog that had the focus goes, and the focus moves to the page.
  const signedIn = () => {
    showToast(language, { type: 'success', key: 'signed-in', title: t('toast.signedIn') });
    onSignedIn();
  };
  const providers = useSocialProviders();
  const [chosen, setChosen] = useState<SignInMethod | null>(null);
  const [signedUp, setSignedUp] = useState(false);
  const [searchParams] = useSearchParams();
  const { consent: terms, checkbox: termsCheckbox } = useTermsConsent(
    isUnconfirmedSignUp(searchParams),
  );

  if (signedUp) {
    return (
      <div className={styles.panel}>
        <SignUpSuccess onDone={onSignedIn} />
      </div>
    );
  }

  const otherMode: AuthMode = mode === 'signin' ? 'signup' : 'signin';
  const method = shownMethod(mode, chosen, providers?.length);
  const methods = otherMethods(mode, method);
  // Asked once, above every way to sign up: the providers' buttons and the e-mail form.
  const confirmTerms = mode === 'signup' ? terms.confirm : null;
  return (
    <div className={styles.panel}>
      <Typography.Paragraph className={styles.intro}>{t(`intro.${mode}`)}</Typography.Paragraph>
      {mode === 'signup' && <TermsConsentCheckbox consent={terms} checkboxRef={termsCheckbox} />}
      {providers === undefined && <Skeleton active title={false} paragraph={{ rows: 4 }} />}
      {providers !== undefined && providers.length + methods.length > 0 && (
        <>
          <SocialSignInButtons
            providers={providers}
            methods={methods}
            confirmTerms={confirmTerms}
            onChooseMethod={setChosen}
          />
          {method && <Divider plain>{t('social.or')}</Divider>}
        </>
      )}
      {method === 'phone' && (
        <PhoneSignInForm autoFocus={chosen === 'phone'} onSignedIn={signedIn} />
      )}
      {method === 'email' && (
        <EmailAuthForm
          mode={mode}
          forgotPasswordSearch={searchFor('forgot')}
          confirmTerms={confirmTerms}
          onSignedIn={signedIn}
          onSignedUp={() => setSignedUp(true)}
        />
      )}
      <p className={styles.switchMode}>
        {t(`switchMode.to${mode === 'signin' ? 'Signup' : 'Signin'}`)}{' '}
        <Link to={{ search: searchFor(otherMode) }} replace preventScrollReset>
          {t(`switchMode.to${mode === 'signin' ? 'Signup' : 'Signin'}Link`)}
        </Link>
      </p>
    </div>
  );
}
