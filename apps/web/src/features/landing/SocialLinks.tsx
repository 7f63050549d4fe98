import type { ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import FacebookFilled from '@ant-design/icons/FacebookFilled';
import InstagramOutlined from '@ant-design/icons/InstagramOutlined';
import LinkedinFilled from '@ant-design/icons/LinkedinFilled';
import XOutlined from '@ant-design/icons/XOutlined';
import type { SupportSettings } from '../home/useSupportSettings';
import styles from './MailLandingPage.module.css';

type Network = 'facebook' | 'twitter' | 'linkedin' | 'instagram';

const NETWORKS: { network: Network; icon: ReactNode; url: (s: SupportSettings) => string }[] = [
  { network: 'facebook', icon: <FacebookFilled />, url: (s) => s.facebookUrl },
  { network: 'twitter', icon: <XOutlined />, url: (s) => s.twitterUrl },
  { network: 'linkedin', icon: <LinkedinFilled />, url: (s) => s.linkedinUrl },
  { network: 'instagram', icon: <InstagramOutlined />, url: (s) => s.instagramUrl },
];

export interface SocialLinksProps {
  settings: SupportSettings;
  label: string;
}

/** Round icon links to Dawa's social profiles (support settings), each in a new tab. */
export function SocialLinks({ settings, label }: SocialLinksProps) {
  const { t } = useTranslation();
  const links = NETWORKS.map((entry) => ({ ...entry, href: entry.url(settings) })).filter(
    (entry) => entry.href,
  );
  if (links.length === 0) return null;

  return (
    <ul className={styles.social} aria-label={label}>
      {links.map(({ network, icon, href }) => (
        <li key={network}>
          <a
            className={styles.socialLink}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(`chrome.footer.${network}`)} ${t('chrome.newTab')}`}
            title={t(`chrome.footer.${network}`)}
          >
            <span aria-hidden>{icon}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
