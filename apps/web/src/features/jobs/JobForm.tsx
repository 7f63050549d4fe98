import { Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from '../../app/i18n/useTranslation';
import {
  JOB_ADDRESS_MAX,
  JOB_COMPANY_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_NAME_MAX,
  JOB_RUN_MAX_DAYS,
  JOB_SALARY_MAX,
  JOB_TYPES,
  SALARY_PERIODS,
} from '@dawa/shared/jobs';
import { addDays, cairoDate } from '@dawa/shared/time';
import { PostEditor, type PostKindFormProps } from '../../app/posts/PostEditor';
import {
  PostDescriptionField,
  PostNameField,
  PostPhoneField,
  PostPlaceFields,
  PostChoiceField,
} from '../../app/posts/PostFields';
import { postFormClasses } from '../../app/ui/PostForm';
import { jobFormDefinition, type JobFormValues } from './jobForm';
import type { JobItem } from './jobs.graphql';
import { useJobReference } from './useJobReference';
import styles from './Jobs.module.css';

/** Create or edit a job ad (SPEC §3, §5) in the shared post editor: the job's own fields. */
export function JobForm({ initial }: PostKindFormProps<JobItem>) {
  const { t } = useTranslation('jobs');
  const reference = useJobReference();
  const [form] = Form.useForm<JobFormValues>();
  const type = Form.useWatch('type', form);
  const negotiable = Form.useWatch('salaryNegotiable', form);
  const today = cairoDate();
  const salaryProps = {
    min: 1,
    max: JOB_SALARY_MAX,
    precision: 0,
    className: postFormClasses.number,
  } as const;

  return (
    <PostEditor definition={jobFormDefinition} form={form} initial={initial}>
      {(rule) => (
        <>
          <PostNameField max={JOB_NAME_MAX} />
          <Form.Item name="type" label={t('form.type')} rules={rule('type')} required>
            <Radio.Group
              options={JOB_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
              optionType="button"
            />
          </Form.Item>
          <Form.Item
            name="companyName"
            label={type === 'companyOwner' ? t('form.companyName') : t('form.companyNameOptional')}
            rules={rule('companyName')}
            dependencies={['type']}
            required={type === 'companyOwner'}
          >
            <Input maxLength={JOB_COMPANY_MAX} dir="auto" />
          </Form.Item>
          <div className={postFormClasses.row}>
            <PostChoiceField
              name="positionId"
              label={t('form.position')}
              options={reference?.positions}
            />
            <PostChoiceField
              name="workplaceId"
              label={t('form.workplace')}
              options={reference?.workplaces}
            />
          </div>
          <PostPlaceFields reference={reference} regionRequired addressMax={JOB_ADDRESS_MAX} />
          <PostDescriptionField max={JOB_DESCRIPTION_MAX} />
          <fieldset className={styles.fieldset}>
            <legend>{t('form.salary')}</legend>
            <Form.Item name="salaryNegotiable" valuePropName="checked">
              <Checkbox onChange={() => void form.validateFields(['salaryFrom'])}>
                {t('salary.negotiable')}
              </Checkbox>
            </Form.Item>
            {!negotiable && (
              <div className={postFormClasses.row}>
                <Form.Item
                  name="salaryFrom"
                  label={t('form.salaryFrom')}
                  rules={rule('salaryFrom')}
                  dependencies={['salaryTo', 'salaryPeriod', 'salaryNegotiable']}
                >
                  <InputNumber {...salaryProps} />
                </Form.Item>
                <Form.Item name="salaryTo" label={t('form.salaryTo')}>
                  <InputNumber {...salaryProps} />
                </Form.Item>
                <Form.Item name="salaryPeriod" label={t('form.salaryPeriod')}>
                  <Select
                    size="large"
                    options={SALARY_PERIODS.map((value) => ({
                      value,
                      label: t(`salary.periods.${value}`),
                    }))}
                  />
                </Form.Item>
              </div>
            )}
          </fieldset>
          <div className={postFormClasses.row}>
            <Form.Item name="email" label={t('form.email')} rules={rule('email')} required>
              <Input type="email" autoComplete="email" dir="ltr" />
            </Form.Item>
            <PostPhoneField />
          </div>
          <Form.Item
            name="runUntil"
            label={t('form.runUntil')}
            extra={t('form.runUntilHint', { count: JOB_RUN_MAX_DAYS })}
            rules={rule('runUntil')}
            required
          >
            <Input type="date" min={addDays(today, 1)} max={addDays(today, JOB_RUN_MAX_DAYS)} />
          </Form.Item>
        </>
      )}
    </PostEditor>
  );
}
