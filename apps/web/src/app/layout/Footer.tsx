import { FacebookIcon, InstagramIcon, LinkedinIcon, XIcon } from '../ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { useTranslation } from '../i18n/useTranslation';
import { useLanguage } from '../i18n/useLanguage';
import { InstallOffer } from '../pwa/InstallOffer';
import { FooterSocialLinksQuery } from './footer.graphql';
import { SECTION_SCROLL_DELAY_MS, type HomeSection } from './scrollToSection';
import { useCurrentYear } from './useCurrentYear';
import { useSectionNavigation } from './useSectionNavigation';
import styles from './Footer.module.css';

const FOOTER_SECTIONS: readonly { section: HomeSection; key: string }[] = [
  { section: 'home', key: 'chrome.nav.home' },
  { section: 'services', key: 'chrome.nav.services' },
  { section: 'about', key: 'chrome.nav.about' },
  { section: 'downloadNow', key: 'chrome.footer.downloadApp' },
];

type SocialKey = 'facebook' | 'twitter' | 'linkedin' | 'instagram';
const SOCIAL_ICONS: Record<SocialKey, ReactNode> = {
  facebook: <FacebookIcon />,
  twitter: <XIcon />,
  linkedin: <LinkedinIcon />,
  instagram: <InstagramIcon />,
};

/**
 * SPEC §1 footer: section links, social links, legal links, copyright, the support e-mail and
 * credits (support settings as the owner saved them).
 */
export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const goToSection = useSectionNavigation();
  const year = useCurrentYear();
  // Decoration only: when the settings cannot load, the footer just has no social icons.
  const [{ data }] = useQuery({ query: FooterSocialLinksQuery });
  const settings = data?.supportSettings;
  const social: { key: SocialKey; href: string }[] = settings
    ? [
        { key: 'facebook', href: settings.facebookUrl },
        { key: 'twitter', href: settings.twitterUrl },
        { key: 'linkedin', href: settings.linkedinUrl },
        { key: 'instagram', href: settings.instagramUrl },
      ]
    : [];

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <nav aria-labelledby="footer-sections">
          <h2 id="footer-sections" className={styles.heading}>
            {t('chrome.footer.sections')}
          </h2>
          <ul className={styles.links}>
            {FOOTER_SECTIONS.map(({ section, key }) => (
              <li key={section}>
                <a
                  className={styles.link}
                  href={`/${language}#${section}`}
                  onClick={(event) => {
                    event.preventDefault();
                    goToSection(section, SECTION_SCROLL_DELAY_MS);
                  }}
                >
                  {t(key as 'chrome.nav.home')}
                </a>
              </li>
            ))}
            <InstallOffer placement="footer" />
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('chrome.footer.legal')}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} to={`/${language}/privacy`}>
                {t('chrome.footer.privacy')}
              </Link>
            </li>
            <li>
              <Link className={styles.link} to={`/${language}/terms`}>
                {t('chrome.footer.terms')}
              </Link>
            </li>
          </ul>
        </nav>
        {social.some((link) => link.href) && (
          <div>
            <h2 className={styles.heading}>{t('chrome.footer.follow')}</h2>
            <ul className={styles.social}>
              {social
                .filter((link) => link.href)
                .map((link) => (
                  <li key={link.key}>
                    <a
                      className={styles.socialLink}
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`chrome.footer.${link.key}`)} ${t('chrome.newTab')}`}
                      title={t(`chrome.footer.${link.key}`)}
                    >
                      {SOCIAL_ICONS[link.key]}
                    </a>
                  </li>
                ))}
            </ul>
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <p className={styles.line}>{t('chrome.footer.copyright', { year })}</p>
        <p className={styles.line}>{t('chrome.footer.since')}</p>
        {settings?.email && (
          <p className={styles.line}>
            {t('chrome.footer.mail')}{' '}
            <a className={styles.link} href={`mailto:${settings.email}`} dir="ltr">
              {settings.email}
            </a>
          </p>
        )}
        {settings?.company && (
          <p className={styles.line}>{t('chrome.footer.credit', { company: settings.company })}</p>
        )}
      </div>
    </footer>
  );
}
