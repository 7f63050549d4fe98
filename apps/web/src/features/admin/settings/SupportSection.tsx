import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { Form, Input } from 'antd';
import { SUPPORT_FIELDS, supportInputSchema, type SupportInput } from '@dawa/shared/settings';
import { SettingsSupportUpdateMutation } from './settings.graphql';
import { SettingsSection } from './SettingsSection';
import { useSettingsSave } from './useSettingsSave';
import styles from './SettingsPage.module.css';

export interface SupportSectionProps {
  support: SupportInput;
}

/** The Arabic company name is typed right to left; everything else is Latin. */
const RTL_FIELDS: readonly (keyof SupportInput)[] = ['companyAr'];

/**
 * SPEC §3 "Support settings": the footer, the download section, the contact section and the
 * contact-us mail use these; the server's environment only gives the first values.
 */
export function SupportSection({ support }: SupportSectionProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<SupportInput>();
  const [{ fetching }, save] = useMutation(SettingsSupportUpdateMutation);
  const { rules, settle } = useSettingsSave(form, supportInputSchema.shape, SUPPORT_FIELDS);

  return (
    <SettingsSection<SupportInput>
      section="support"
      form={form}
      saving={fetching}
      initialValues={support}
      onFinish={async (data) => settle(await save({ data }))}
    >
      <div className={styles.fields}>
        {SUPPORT_FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`settings.support.fields.${field}`)}
            rules={rules(field)}
          >
            <Input
              dir={RTL_FIELDS.includes(field) ? 'rtl' : 'ltr'}
              type={field === 'email' ? 'email' : field.endsWith('Url') ? 'url' : 'text'}
              autoComplete="off"
            />
          </Form.Item>
        ))}
      </div>
    </SettingsSection>
  );
}
