import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { Form, InputNumber } from 'antd';
import { QUOTA_KINDS, quotasInputSchema, type QuotasInput } from '@dawa/shared/settings';
import { SettingsQuotasUpdateMutation } from './settings.graphql';
import { SettingsSection } from './SettingsSection';
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
    <SettingsSection<QuotasInput>
      section="quotas"
      form={form}
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
    </SettingsSection>
  );
}
