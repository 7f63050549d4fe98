import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'antd';
import FacebookFilled from '@ant-design/icons/FacebookFilled';
import GoogleOutlined from '@ant-design/icons/GoogleOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import XOutlined from '@ant-design/icons/XOutlined';
import type { AuthErrorKey } from '@dawa/shared/authErrors';
import { authClient } from '../../app/session/authClient';
import { authErrorKey, socialErrorKey } from './authErrors';
import type { SignInMethod } from './authMode';
import type { SocialProvider } from './socialProviders';
import { socialCallbackUrls } from './socialReturn';
import styles from './AuthDialog.module.css';
import { BusyButton } from '../../app/forms/BusyButton';

export interface SocialSignInButtonsProps {
  providers: readonly SocialProvider[];
  /** The e-mail and phone buttons to show after the providers'. */
  methods: readonly SignInMethod[];
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
function startSignIn(provider: SocialProvider) {
  return authClient.signIn.social({ provider, ...socialCallbackUrls(window.location) });
}

export function SocialSignInButtons({
  providers,
  methods,
  onChooseMethod,
}: SocialSignInButtonsProps) {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  // A failed attempt comes back to this page with the dialog open and better-auth's `error`.
  const returnedError = searchParams.get('error');
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<AuthErrorKey | null>(() =>
    returnedError ? socialErrorKey(returnedError) : null,
  );

  async function signIn(provider: SocialProvider) {
    setPending(provider);
    setFailure(null);
    try {
      const { error } = await startSignIn(provider);
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
