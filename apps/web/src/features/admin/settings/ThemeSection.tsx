import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { Form, Radio } from 'antd';
import { themeInputSchema, type ThemeInput } from '@dawa/shared/settings';
import { THEME_PRESETS, type ThemePreset } from '@dawa/shared/themes';
import { themeTokens } from '../../../app/ui/tokens';
import { SettingsThemeUpdateMutation } from './settings.graphql';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';
import styles from './SettingsPage.module.css';

export interface ThemeSectionProps {
  theme: string;
}

const FIELDS = ['theme'] as const;

/** SPEC §3 "Settings theme": one of the 12 presets, for the whole site and every visitor. */
export function ThemeSection({ theme }: ThemeSectionProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<ThemeInput>();
  const [{ fetching }, save] = useMutation(SettingsThemeUpdateMutation);
  const { rules, settle } = useSettingsSave(form, themeInputSchema.shape, FIELDS);

  return (
    <SettingsSection<ThemeInput>
      section="theme"
      form={form}
      saving={fetching}
      initialValues={{ theme: theme as ThemePreset }}
      onFinish={async (values) => settle(await save(values))}
    >
      <Form.Item name="theme" label={t('settings.theme.preset')} rules={rules('theme')}>
        <Radio.Group className={styles.presets}>
          {THEME_PRESETS.map((preset) => {
            const { color } = themeTokens(preset);
            return (
              <Radio key={preset} value={preset} className={styles.preset}>
                <span className={styles.swatches} aria-hidden>
                  {/* The preset's own colours: data, not the page's theme. */}
                  <span className={styles.swatch} style={{ backgroundColor: color.brand }} />
                  <span
                    className={styles.swatch}
                    style={{ backgroundColor: color['brand-tint-border'] }}
                  />
                  <span className={styles.swatch} style={{ backgroundColor: color['hero-end'] }} />
                </span>
                {t(`settings.theme.presets.${preset}`)}
              </Radio>
            );
          })}
        </Radio.Group>
      </Form.Item>
    </SettingsSection>
  );
}
