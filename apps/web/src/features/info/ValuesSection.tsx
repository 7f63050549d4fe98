import type { ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import { PageSection } from './PageSection';
import { TileList } from './TileList';

type Value = 'reference' | 'moderation' | 'privacy' | 'bilingual';

const VALUES: { key: Value; icon: ReactNode }[] = [
  { key: 'reference', icon: <ReadOutlined /> },
  { key: 'moderation', icon: <SafetyCertificateOutlined /> },
  { key: 'privacy', icon: <EyeInvisibleOutlined /> },
  { key: 'bilingual', icon: <TranslationOutlined /> },
];

/** The principles the /about page lists under the introduction. */
export function ValuesSection() {
  const { t } = useTranslation('home');
  return (
    <PageSection id="values" title={t('about.valuesHeading')} tone="tinted">
      <TileList
        headingLevel={3}
        raised
        tiles={VALUES.map(({ key, icon }) => ({
          key,
          icon,
          title: t(`about.values.${key}.title`),
          text: t(`about.values.${key}.text`),
        }))}
      />
    </PageSection>
  );
}
