import { TranslationIcon } from '../ui/icons';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/useTranslation';
import type { Language } from '@dawa/shared/language';
import { storeLanguage, withLanguage } from '../i18n/languagePreference';
import { useLanguage } from '../i18n/useLanguage';

export interface LanguageSwitchProps {
  className?: string;
  onNavigate?: () => void;
}

/** Links to the same page (path, query, hash) in the other language and remembers the choice. */
export function LanguageSwitch({ className, onNavigate }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const target: Language = language === 'en' ? 'ar' : 'en';

  return (
    <Link
      className={className}
      to={`${withLanguage(pathname, target)}${search}${hash}`}
      onClick={() => {
        storeLanguage(target);
        onNavigate?.();
      }}
      lang={target}
      hrefLang={target}
    >
      <TranslationIcon />
      <span>{t('language.switchTo')}</span>
    </Link>
  );
}
