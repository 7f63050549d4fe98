import { useState } from 'react';
import { Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
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
import { POST_PAGES, postPath } from '@dawa/shared/postPages';
import { BusyButton } from '../../app/forms/BusyButton';
import { usePostFormError } from '../../app/forms/usePostFormError';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { FormActions } from '../../app/ui/FormActions';
import { PostForm, postFormClasses } from '../../app/ui/PostForm';
import { PostSaved } from '../../app/ui/PostParts';
import {
  emptyJobValues,
  fieldOfPath,
  jobFormErrors,
  jobInput,
  jobValidationKey,
  jobValues,
  type JobFormField,
  type JobFormValues,
} from './jobForm';
import { JobCreateMutation, JobUpdateMutation, type JobItem } from './jobs.graphql';
import { useJobReference } from './useJobReference';
import styles from './Jobs.module.css';

export interface JobFormProps {
  /** Editing this ad; a new one when absent. */
  initial?: JobItem;
}

/**
 * Create or edit a job ad (SPEC §3, §5): every field checked with the server's own rules as
 * it is filled, the server's field errors on their fields, the monthly limit and the
 * "waiting admin approval" outcome said in place.
 */
export function JobForm({ initial }: JobFormProps) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const reference = useJobReference();
  const [form] = Form.useForm<JobFormValues>();
  const [saved, setSaved] = useState<JobItem | null>(null);
  const [quota, setQuota] = useState<number | null>(null);
  const [{ fetching: creating }, create] = useMutation(JobCreateMutation);
  const [{ fetching: updating }, update] = useMutation(JobUpdateMutation);
  const postFormError = usePostFormError();
  const saving = creating || updating;
  const cityId = Form.useWatch('cityId', form);
  const type = Form.useWatch('type', form);
  const negotiable = Form.useWatch('salaryNegotiable', form);
  const today = cairoDate();

  const rule = (field: JobFormField): Rule[] => [
    {
      validator: async () => {
        const key = jobFormErrors(form.getFieldsValue(true) as JobFormValues, today).get(field);
        if (key) throw new Error(t(`validation.${key}`));
      },
    },
  ];

  const submit = async (values: JobFormValues) => {
    setQuota(null);
    const data = jobInput({ ...(form.getFieldsValue(true) as JobFormValues), ...values });
    const result = initial ? await update({ id: initial.id, data }) : await create({ data });
    if (result.error) {
      setQuota(
        postFormError(result.error, {
          form,
          fieldOf: fieldOfPath,
          message: (key) => t(`validation.${jobValidationKey(key)}`),
        }),
      );
      return;
    }
    const job =
      result.data && ('jobCreate' in result.data ? result.data.jobCreate : result.data.jobUpdate);
    if (job) setSaved(job);
  };

  if (saved) {
    return (
      <PostSaved
        title={saved.postStatus === 'pending' ? t('form.pending') : t('form.saved')}
        mine={{ to: `/${language}/${POST_PAGES.job.mine}`, label: t('list.mine') }}
        view={{ to: `/${language}${postPath('job', saved.id)}`, label: t('form.viewIt') }}
      />
    );
  }

  const selectProps = {
    showSearch: { optionFilterProp: 'label' },
    loading: !reference,
    size: 'large',
  } as const;

  return (
    <PostForm<JobFormValues>
      form={form}
      label={t('form.label')}
      initialValues={initial ? jobValues(initial) : emptyJobValues(today)}
      saving={saving}
      onFinish={submit}
      quotaMessage={quota === null ? null : t('form.quota', { limit: quota })}
      className={postFormClasses.panel}
    >
      <Form.Item name="name" label={t('form.name')} rules={rule('name')} required>
        <Input maxLength={JOB_NAME_MAX} dir="auto" placeholder={t('form.namePlaceholder')} />
      </Form.Item>
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
        <Form.Item name="positionId" label={t('form.position')} rules={rule('positionId')} required>
          <Select {...selectProps} options={reference?.positions} />
        </Form.Item>
        <Form.Item
          name="workplaceId"
          label={t('form.workplace')}
          rules={rule('workplaceId')}
          required
        >
          <Select {...selectProps} options={reference?.workplaces} />
        </Form.Item>
      </div>
      <div className={postFormClasses.row}>
        <Form.Item name="cityId" label={t('form.city')} rules={rule('cityId')} required>
          <Select
            {...selectProps}
            options={reference?.cities}
            onChange={() => form.setFieldValue('regionId', undefined)}
          />
        </Form.Item>
        <Form.Item
          name="regionId"
          label={t('form.region')}
          rules={rule('regionId')}
          dependencies={['cityId']}
          required
        >
          <Select {...selectProps} options={reference?.regionsOf(cityId)} disabled={!cityId} />
        </Form.Item>
      </div>
      <Form.Item name="address" label={t('form.address')} rules={rule('address')} required>
        <Input maxLength={JOB_ADDRESS_MAX} dir="auto" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('form.description')}
        extra={t('form.descriptionHint')}
        rules={rule('description')}
        required
      >
        <Input.TextArea
          autoSize={{ minRows: 5, maxRows: 12 }}
          maxLength={JOB_DESCRIPTION_MAX}
          dir="auto"
        />
      </Form.Item>
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
              <InputNumber
                min={1}
                max={JOB_SALARY_MAX}
                precision={0}
                className={postFormClasses.number}
              />
            </Form.Item>
            <Form.Item name="salaryTo" label={t('form.salaryTo')}>
              <InputNumber
                min={1}
                max={JOB_SALARY_MAX}
                precision={0}
                className={postFormClasses.number}
              />
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
        <Form.Item
          name="phoneNumber"
          label={t('form.phone')}
          extra={t('form.phoneHint')}
          rules={rule('phoneNumber')}
          required
        >
          <Input type="tel" inputMode="tel" autoComplete="tel" dir="ltr" />
        </Form.Item>
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
      {/* As every form: Cancel first, the main action at the reading end; both 40 px high. */}
      <FormActions align="end">
        <ButtonLink to={`/${language}/${initial ? POST_PAGES.job.mine : POST_PAGES.job.list}`}>
          {t('form.cancel')}
        </ButtonLink>
        <BusyButton type="primary" size="large" htmlType="submit" busy={saving}>
          {initial ? t('form.save') : t('form.create')}
        </BusyButton>
      </FormActions>
    </PostForm>
  );
}
