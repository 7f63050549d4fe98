import { use } from 'react';
import { Trans } from '../../app/i18n/Trans';
import { useTranslation } from '../../app/i18n/useTranslation';
import { TERMS_VERSION } from '@dawa/shared/legal';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { useSupportSettings } from '../home/useSupportSettings';
import { formatLongDate } from '../../app/format/format';
import { legalDocument, type LegalDocumentName } from './legalDocument';
import { pageTitle } from '../../app/ui/pageTitle';
import styles from './LegalPage.module.css';

export interface LegalPageProps {
  name: LegalDocumentName;
}

/** `/{lang}/privacy` and `/{lang}/terms`: a long document with its contents and a contact line. */
export function LegalPage({ name }: LegalPageProps) {
  const language = useLanguage();
  const document = use(legalDocument(name, language));
  const { t } = useTranslation('home');
  const settings = useSupportSettings();
  useDocumentTitle(document.title);

  return (
    <article className={styles.page} aria-labelledby="legal-title">
      <header className={styles.header}>
        <h1 id="legal-title" className={pageTitle}>
          {document.title}
        </h1>
        <p className={styles.effective}>
          {t('legal.effective', { date: formatLongDate(TERMS_VERSION, language) })}
        </p>
        <p className={styles.summary}>{document.summary}</p>
      </header>
      <nav className={styles.contents} aria-labelledby="legal-contents">
        <h2 id="legal-contents" className={styles.contentsTitle}>
          {t('legal.contents')}
        </h2>
        <ol className={styles.contentsList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
          <li>
            <a href="#contact">{t('legal.contactHeading')}</a>
          </li>
        </ol>
      </nav>
      <div className={styles.body}>
        {document.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className={styles.section}
          >
            <h2 id={`${section.id}-heading`} className={styles.heading}>
              {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <section id="contact" aria-labelledby="contact-heading" className={styles.section}>
          <h2 id="contact-heading" className={styles.heading}>
            {t('legal.contactHeading')}
          </h2>
          {settings && (
            <p>
              <Trans
                t={t}
                i18nKey="legal.contact"
                values={{ email: settings.email }}
                components={[<a key="email" href={`mailto:${settings.email}`} dir="ltr" />]}
              />
            </p>
          )}
        </section>
      </div>
    </article>
  );
}
