import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'antd';
import FacebookFilled from '@ant-design/icons/FacebookFilled';
import GoogleOutlined from '@ant-design/icons/GoogleOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { AUTH_PARAM } from './authMode';
import { authClient } from '../../app/session/authClient';
import { authErrorKey, type AuthErrorKey } from './authErrors';
import type { SocialProvider } from './useSocialProviders';
import styles from './AuthDialog.module.css';

export interface SocialSignInButtonsProps {
  providers: readonly SocialProvider[];
  showEmailOption: boolean;
  onChooseEmail: () => void;
}

const ICONS: Record<SocialProvider, ReactNode> = {
  google: <GoogleOutlined aria-hidden />,
  facebook: <FacebookFilled aria-hidden />,
};

/** Where the provider sends the user back: the current page without the dialog. */
function returnUrl(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(AUTH_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function SocialSignInButtons({
  providers,
  showEmailOption,
  onChooseEmail,
}: SocialSignInButtonsProps) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<AuthErrorKey | null>(null);

  async function signIn(provider: SocialProvider) {
    setPending(provider);
    setFailure(null);
    try {
      // On success the browser leaves for the provider, so only failures come back here.
      const { error } = await authClient.signIn.social({ provider, callbackURL: returnUrl() });
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
        <Button
          key={provider}
          block
          size="large"
          icon={ICONS[provider]}
          loading={pending === provider}
          disabled={pending !== null && pending !== provider}
          onClick={() => void signIn(provider)}
        >
          {t(`social.${provider}`)}
        </Button>
      ))}
      {showEmailOption && (
        <Button block size="large" icon={<MailOutlined aria-hidden />} onClick={onChooseEmail}>
          {t('social.email')}
        </Button>
      )}
    </div>
  );
}
