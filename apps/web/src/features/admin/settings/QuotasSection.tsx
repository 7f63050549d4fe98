import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { Form, InputNumber } from 'antd';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { QUOTA_KINDS, quotasInputSchema, type QuotasInput } from '@dawa/shared/settings';
import { AppForm } from '../../../app/forms/AppForm';
import { BusyButton } from '../../../app/forms/BusyButton';
import { FormActions } from '../../../app/ui/FormActions';
import { panelClass } from '../../../app/ui/panelClass';
import { SettingsQuotasUpdateMutation } from './settings.graphql';
import { useSettingsSave } from './useSettingsSave';
import styles from './SettingsPage.module.css';

export interface QuotasSectionProps {
  quotas: QuotasInput;
}

/**
 * SPEC §6 monthly creation limits: the add guards and the creating services read these at
 * once, on every server.
 */
export function QuotasSection({ quotas }: QuotasSectionProps) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<QuotasInput>();
  const [{ fetching }, save] = useMutation(SettingsQuotasUpdateMutation);
  const { rules, settle } = useSettingsSave(form, quotasInputSchema.shape, QUOTA_KINDS);

  return (
    <section className={panelClass({ padded: true })} aria-labelledby="settings-quotas">
      <h2 id="settings-quotas" className={styles.heading}>
        {t('settings.quotas.title')}
      </h2>
      <p className={styles.intro}>{t('settings.quotas.intro')}</p>
      <AppForm<QuotasInput>
        form={form}
        name="settingsQuotas"
        label={t('settings.quotas.title')}
        size="middle"
        saving={fetching}
        initialValues={quotas}
        onFinish={async (data) => settle(await save({ data }))}
      >
        <div className={styles.fields}>
          {QUOTA_KINDS.map((kind) => (
            <Form.Item
              key={kind}
              name={kind}
              label={t(`settings.quotas.${kind}`)}
              rules={rules(kind)}
            >
              {/* No min/max here: antd would clamp a wrong number silently instead of saying so. */}
              <InputNumber className={styles.number} inputMode="numeric" />
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
            {t('settings.quotas.save')}
          </BusyButton>
        </FormActions>
      </AppForm>
    </section>
  );
}
