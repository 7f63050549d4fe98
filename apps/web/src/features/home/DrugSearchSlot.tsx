import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import type { Language } from '@dawa/shared/language';
import { loadMessages } from '../../app/i18n/i18n';
import { useLanguage } from '../../app/i18n/useLanguage';
import { PageSection } from '../info/PageSection';
import { useFirstInput } from './useFirstInput';
import styles from './DrugSearchSlot.module.css';

// The search, its GraphQL documents and its messages stay off the first load: they load with
// the visitor's first input (a touch, scroll, key or pointer move), even when the slot is in
// view; antd loads later still, with the first dialog.
const loadEmbed = (language: Language) =>
  Promise.all([import('../drugs/DrugSearchEmbed'), loadMessages(language, ['drugs'])]).then(
    ([module]) => ({ default: module.DrugSearchEmbed }),
  );
const EMBEDS: Record<Language, LazyExoticComponent<ComponentType>> = {
  en: lazy(() => loadEmbed('en')),
  ar: lazy(() => loadEmbed('ar')),
};

/** Where the search loads: the shape of its search panel, at its height (no layout shift). */
function Placeholder() {
  return (
    <div className={styles.placeholder} aria-hidden>
      <div className={styles.placeholderControls}>
        <span className={styles.placeholderTabs} />
        <span className={styles.placeholderInput} />
      </div>
      <span className={styles.placeholderModes} />
      <span className={styles.placeholderStart} />
    </div>
  );
}

/**
 * The drug-index search embedded in the home page, right below the hero (SPEC §2): a heading
 * and the screen's search component, with a link to the full screen.
 */
export function DrugSearchSlot() {
  const { t } = useTranslation('home');
  const { t: tApp } = useTranslation();
  const language = useLanguage();
  const active = useFirstInput();
  const Embed = EMBEDS[language];

  return (
    <PageSection
      id="drug-search"
      anchor={false}
      title={tApp('chrome.services.drugIndex')}
      intro={t('services.items.drugIndex.summary')}
    >
      <div className={styles.body} aria-busy={!active || undefined}>
        {active ? (
          <Suspense fallback={<Placeholder />}>
            <Embed />
          </Suspense>
        ) : (
          <Placeholder />
        )}
      </div>
    </PageSection>
  );
}
