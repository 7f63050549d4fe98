import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import type { Language } from '@dawa/shared/language';
import { storeLanguage, withLanguage } from '../i18n/languagePreference';
import { useLanguage } from '../i18n/useLanguage';
import { ButtonLink } from './ButtonLink';

/** Links to the same page in the other language and remembers the choice. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  const target: Language = language === 'en' ? 'ar' : 'en';

  return (
    <ButtonLink
      to={`${withLanguage(pathname, target)}${search}${hash}`}
      onNavigate={() => storeLanguage(target)}
      icon={<TranslationOutlined aria-hidden />}
      lang={target}
      hrefLang={target}
    >
      {t('language.switchTo')}
    </ButtonLink>
  );
}
