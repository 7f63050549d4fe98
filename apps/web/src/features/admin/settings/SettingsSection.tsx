import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n/useTranslation';
import type { FormInstance, FormProps } from 'antd';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import { AppForm } from '../../../app/forms/AppForm';
import { BusyButton } from '../../../app/forms/BusyButton';
import { FormActions } from '../../../app/ui/FormActions';
import { panelClass } from '../../../app/ui/panelClass';
import styles from './SettingsPage.module.css';

/** The settings page's sections: each has `settings.<section>.title`, `.intro` and `.save`. */
export type SettingsSectionName = 'theme' | 'quotas' | 'support';

export interface SettingsSectionProps<Values> {
  section: SettingsSectionName;
  form: FormInstance<Values>;
  saving: boolean;
  initialValues: FormProps<Values>['initialValues'];
  onFinish: (values: Values) => Promise<void>;
  /** The section's fields. */
  children: ReactNode;
}

/** One section of the settings page: a panel with its title, intro, form and Save button. */
export function SettingsSection<Values>({
  section,
  form,
  saving,
  initialValues,
  onFinish,
  children,
}: SettingsSectionProps<Values>) {
  const { t } = useTranslation('admin');
  const headingId = `settings-${section}`;
  return (
    <section className={panelClass({ padded: true })} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t(`settings.${section}.title`)}
      </h2>
      <p className={styles.intro}>{t(`settings.${section}.intro`)}</p>
      <AppForm<Values>
        form={form}
        name={`settings${section.charAt(0).toUpperCase()}${section.slice(1)}`}
        label={t(`settings.${section}.title`)}
        size="middle"
        saving={saving}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {children}
        <FormActions>
          <BusyButton
            type="primary"
            htmlType="submit"
            busy={saving}
            icon={<SaveOutlined aria-hidden />}
          >
            {t(`settings.${section}.save`)}
          </BusyButton>
        </FormActions>
      </AppForm>
    </section>
  );
}
