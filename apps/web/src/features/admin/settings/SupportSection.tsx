import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Form, Input } from 'antd';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { SUPPORT_FIELDS, supportInputSchema, type SupportInput } from '@dawa/shared/settings';
import { AppForm } from '../../../app/forms/AppForm';
import { BusyButton } from '../../../app/forms/BusyButton';
import { FormActions } from '../../../app/ui/FormActions';
import { panelClass } from '../../../app/ui/panelClass';
import { SettingsSupportUpdateMutation } from './settings.graphql';
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
    <section className={panelClass({ padded: true })} aria-labelledby="settings-support">
      <h2 id="settings-support" className={styles.heading}>
        {t('settings.support.title')}
      </h2>
      <p className={styles.intro}>{t('settings.support.intro')}</p>
      <AppForm<SupportInput>
        form={form}
        name="settingsSupport"
        label={t('settings.support.title')}
        size="middle"
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
        <FormActions>
          <BusyButton
            type="primary"
            htmlType="submit"
            busy={fetching}
            icon={<SaveOutlined aria-hidden />}
          >
            {t('settings.support.save')}
          </BusyButton>
        </FormActions>
      </AppForm>
    </section>
  );
}
