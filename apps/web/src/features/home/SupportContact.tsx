import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import AppleFilled from '@ant-design/icons/AppleFilled';
import AndroidFilled from '@ant-design/icons/AndroidFilled';
import FacebookFilled from '@ant-design/icons/FacebookFilled';
import InstagramOutlined from '@ant-design/icons/InstagramOutlined';
import LinkedinFilled from '@ant-design/icons/LinkedinFilled';
import XOutlined from '@ant-design/icons/XOutlined';
import type { ResultOf } from '../../app/graphql';
import type { SupportSettingsQuery } from './home.graphql';
import styles from './HomePage.module.css';

type SupportSettings = ResultOf<typeof SupportSettingsQuery>['supportSettings'];

export interface SupportContactProps {
  settings: SupportSettings | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

interface ExternalLink {
  href: string;
  label: string;
  icon: ReactNode;
}

/** Contact e-mail, social profiles and store links from the API's support settings. */
export function SupportContact({ settings, loading, failed, onRetry }: SupportContactProps) {
  const { t } = useTranslation('home');

  let body: ReactNode;
  if (settings) {
    const social: ExternalLink[] = [
      { href: settings.facebookUrl, label: t('links.facebook'), icon: <FacebookFilled /> },
      { href: settings.twitterUrl, label: t('links.twitter'), icon: <XOutlined /> },
      { href: settings.linkedinUrl, label: t('links.linkedin'), icon: <LinkedinFilled /> },
      { href: settings.instagramUrl, label: t('links.instagram'), icon: <InstagramOutlined /> },
    ];
    const stores: ExternalLink[] = [
      { href: settings.appStoreUrl, label: t('links.appStore'), icon: <AppleFilled /> },
      { href: settings.googlePlayUrl, label: t('links.googlePlay'), icon: <AndroidFilled /> },
    ];
    body = (
      <>
        <p className={styles.contactLine}>
          <Trans
            t={t}
            i18nKey="contact.email"
            values={{ email: settings.email }}
            components={[<a key="email" href={`mailto:${settings.email}`} />]}
          />
        </p>
        {settings.company && (
          <p className={styles.company}>{t('contact.company', { company: settings.company })}</p>
        )}
        <div className={styles.groups}>
          <LinkGroup heading={t('links.social')} links={social} iconOnly />
          <LinkGroup heading={t('links.stores')} links={stores} />
        </div>
      </>
    );
  } else if (loading) {
    body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  } else if (failed) {
    body = (
      <div className={styles.error} role="status">
        <span>{t('contact.loadFailed')}</span>
        <Button onClick={onRetry}>{t('contact.retry')}</Button>
      </div>
    );
  }

  return (
    <section className={styles.contact} aria-labelledby="contact-heading" aria-busy={loading}>
      <h2 id="contact-heading" className={styles.contactHeading}>
        {t('contact.heading')}
      </h2>
      {body}
    </section>
  );
}

interface LinkGroupProps {
  heading: string;
  links: ExternalLink[];
  iconOnly?: boolean;
}

function LinkGroup({ heading, links, iconOnly = false }: LinkGroupProps) {
  const { t } = useTranslation('home');
  // Settings are placeholders until an admin fills them in: hide empty links.
  const present = links.filter((link) => link.href);
  if (present.length === 0) return null;

  return (
    <div>
      <h3 className={styles.groupHeading}>{heading}</h3>
      <ul className={styles.links}>
        {present.map((link) => (
          <li key={link.label}>
            <Button
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              icon={link.icon}
              shape={iconOnly ? 'circle' : 'default'}
              aria-label={`${link.label} ${t('links.newTab')}`}
              title={iconOnly ? link.label : undefined}
            >
              {iconOnly ? null : link.label}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
