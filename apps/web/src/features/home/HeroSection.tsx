import { CheckCircleIcon } from '../../app/ui/statusIcons';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { ContactUsButton } from './ContactUsButton';
import { HeroArt } from './HeroArt';
import styles from './HomePage.module.css';

const HIGHLIGHTS = ['open', 'bilingual', 'moderated'] as const;

/** Section `home`: the product name (the page's h1), tagline and the main calls to action. */
export function HeroSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();

  return (
    <section id="home" aria-labelledby="home-heading" className={styles.hero}>
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="home-heading" className={styles.title}>
          {t('appTitle', { ns: 'app' })}
        </h1>
        <p className={styles.tagline}>{t('hero.tagline')}</p>
        <p className={styles.lead}>{t('hero.lead')}</p>
        <div className={styles.actions}>
          <ButtonLink
            type="primary"
            size="large"
            to={{ pathname: `/${language}`, hash: 'services' }}
          >
            {t('hero.explore')}
          </ButtonLink>
          <ContactUsButton label={t('hero.contact')} />
        </div>
        <ul className={styles.highlights} aria-label={t('hero.highlights.label')}>
          {HIGHLIGHTS.map((key) => (
            <li key={key}>
              <CheckCircleIcon className={styles.tick} />
              {t(`hero.highlights.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <HeroArt />
    </section>
  );
}
