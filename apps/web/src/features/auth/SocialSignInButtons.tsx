import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Alert, Button } from 'antd';
import FacebookFilled from '@ant-design/icons/FacebookFilled';
import GoogleOutlined from '@ant-design/icons/GoogleOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import XOutlined from '@ant-design/icons/XOutlined';
import type { AuthErrorKey } from '@dawa/shared/authErrors';
import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';
import { authClient } from '../../app/session/authClient';
import { authErrorKey, socialErrorKey } from './authErrors';
import type { SignInMethod } from './authMode';
import type { SocialProvider } from './socialProviders';
import { isUnconfirmedSignUp, socialCallbackUrls } from './socialReturn';
import styles from './AuthDialog.module.css';
import { BusyButton } from '../../app/forms/BusyButton';

export interface SocialSignInButtonsProps {
  providers: readonly SocialProvider[];
  /** The e-mail and phone buttons to show after the providers'. */
  methods: readonly SignInMethod[];
  /**
   * Sign-up's confirmation of age and terms: whether it is given (null when signing in, which
   * creates no account: the provider then comes back to the sign-up form).
   */
  confirmTerms: (() => boolean) | null;
  onChooseMethod: (method: SignInMethod) => void;
}

const ICONS: Record<SocialProvider, ReactNode> = {
  google: <GoogleOutlined aria-hidden />,
  facebook: <FacebookFilled aria-hidden />,
  twitter: <XOutlined aria-hidden />,
  oidc: <SafetyCertificateOutlined aria-hidden />,
};

const METHOD_ICONS: Record<SignInMethod, ReactNode> = {
  email: <MailOutlined aria-hidden />,
  phone: <MobileOutlined aria-hidden />,
};

/**
 * Starts a provider's sign-in; on success better-auth's client sends the browser away. The
 * generic OpenID Connect provider (`oidc`, server: genericOAuth plugin) goes the same way.
 */
function startSignIn(provider: SocialProvider, signUp: boolean) {
  return authClient.signIn.social({
    provider,
    ...socialCallbackUrls(window.location, signUp ? 'signup' : 'signin'),
    // Kept by the server until the provider sends the browser back, when it creates the user.
    ...(signUp ? { additionalData: { [TERMS_ACCEPTED_FIELD]: true } } : {}),
  });
}

export function SocialSignInButtons({
  providers,
  methods,
  confirmTerms,
  onChooseMethod,
}: SocialSignInButtonsProps) {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  // A failed attempt comes back to this page with the dialog open and better-auth's `error`;
  // one for want of the confirmation is said at its box.
  const returnedError = isUnconfirmedSignUp(searchParams) ? null : searchParams.get('error');
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<AuthErrorKey | null>(() =>
    returnedError ? socialErrorKey(returnedError) : null,
  );

  async function signIn(provider: SocialProvider) {
    if (confirmTerms && !confirmTerms()) return;
    setPending(provider);
    setFailure(null);
    try {
      const { error } = await startSignIn(provider, confirmTerms !== null);
      if (error) setFailure(authErrorKey(error));
    } catch (caught) {
      setFailure(authErrorKey(caught));
    } finally {
      setPending(null);
    }
  }

  return (
    <div className={styles.social}>
      {failure && <Alert type="error" showIcon title={t(`errors.${failure}`)} />}
      {providers.map((provider) => (
        <BusyButton
          key={provider}
          block
          size="large"
          icon={ICONS[provider]}
          busy={pending === provider}
          disabled={pending !== null && pending !== provider}
          onClick={() => void signIn(provider)}
        >
          {t(`social.${provider}`)}
        </BusyButton>
      ))}
      {methods.map((method) => (
        <Button
          key={method}
          block
          size="large"
          icon={METHOD_ICONS[method]}
          disabled={pending !== null}
          onClick={() => onChooseMethod(method)}
        >
          {t(`social.${method}`)}
        </Button>
      ))}
    </div>
  );
}
