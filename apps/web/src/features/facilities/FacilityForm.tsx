import { useState } from 'react';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import {
  FACILITY_ADDRESS_MAX,
  FACILITY_AREA_MAX,
  FACILITY_DESCRIPTION_MAX,
  FACILITY_INCOME_MAX,
  FACILITY_NAME_MAX,
  FACILITY_PHOTOS_MAX,
  FACILITY_PRICE_MAX,
} from '@dawa/shared/facilities';
import { POST_PAGES, postPath } from '@dawa/shared/postPages';
import { BusyButton } from '../../app/forms/BusyButton';
import { usePostFormError } from '../../app/forms/usePostFormError';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ButtonLink } from '../../app/layout/ButtonLink';
import { FormActions } from '../../app/ui/FormActions';
import { PostForm, postFormClasses } from '../../app/ui/PostForm';
import { PostSaved } from '../../app/ui/PostParts';
import { PhotosField } from '../uploads/PhotosField';
import { FACILITY_STATUSES } from './facilityFilter';
import {
  emptyFacilityValues,
  facilityFormErrors,
  facilityInput,
  facilityValidationKey,
  facilityValues,
  fieldOfPath,
  type FacilityFormField,
  type FacilityFormValues,
} from './facilityForm';
import {
  PropertyCreateMutation,
  PropertyUpdateMutation,
  type PropertyItem,
} from './facilities.graphql';
import { useFacilityReference } from './useFacilityReference';
import styles from './Facilities.module.css';

export interface FacilityFormProps {
  /** Editing this ad; a new one when absent. */
  initial?: PropertyItem;
}

/**
 * Create or edit a facility ad (SPEC §3, §5): every field checked with the server's own rules
 * as it is filled, the photos uploaded as they are chosen (ordered, the first the cover), the
 * server's field errors on their fields, the monthly limit and the "waiting admin approval"
 * outcome said in place.
 */
export function FacilityForm({ initial }: FacilityFormProps) {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  const reference = useFacilityReference();
  const [form] = Form.useForm<FacilityFormValues>();
  const [saved, setSaved] = useState<PropertyItem | null>(null);
  const [quota, setQuota] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [{ fetching: creating }, create] = useMutation(PropertyCreateMutation);
  const [{ fetching: updating }, update] = useMutation(PropertyUpdateMutation);
  const postFormError = usePostFormError();
  const saving = creating || updating;
  const cityId = Form.useWatch('cityId', form);

  const rule = (field: FacilityFormField): Rule[] => [
    {
      validator: async () => {
        const values = form.getFieldsValue(true) as FacilityFormValues;
        const key = facilityFormErrors(values).get(field);
        if (key) throw new Error(t(`validation.${key}`, { count: FACILITY_PHOTOS_MAX }));
      },
    },
  ];

  const submit = async (values: FacilityFormValues) => {
    if (uploading) return;
    setQuota(null);
    const data = facilityInput({ ...(form.getFieldsValue(true) as FacilityFormValues), ...values });
    const result = initial ? await update({ id: initial.id, data }) : await create({ data });
    if (result.error) {
      setQuota(
        postFormError(result.error, {
          form,
          fieldOf: fieldOfPath,
          message: (key) => t(`validation.${facilityValidationKey(key)}`),
        }),
      );
      return;
    }
    const facility =
      result.data &&
      ('propertyCreate' in result.data ? result.data.propertyCreate : result.data.propertyUpdate);
    if (facility) setSaved(facility);
  };

  if (saved) {
    return (
      <PostSaved
        title={saved.postStatus === 'pending' ? t('form.pending') : t('form.saved')}
        mine={{ to: `/${language}/${POST_PAGES.facility.mine}`, label: t('list.mine') }}
        view={{ to: `/${language}${postPath('facility', saved.id)}`, label: t('form.viewIt') }}
      />
    );
  }

  const selectProps = {
    showSearch: { optionFilterProp: 'label' },
    loading: !reference,
    size: 'large',
  } as const;
  const numberProps = { precision: 0, className: postFormClasses.number, size: 'large' } as const;

  return (
    <PostForm<FacilityFormValues>
      form={form}
      label={t('form.label')}
      initialValues={initial ? facilityValues(initial) : emptyFacilityValues()}
      saving={saving}
      onFinish={submit}
      quotaMessage={quota === null ? null : t('form.quota', { limit: quota })}
      className={postFormClasses.panel}
    >
      <Form.Item name="name" label={t('form.name')} rules={rule('name')} required>
        <Input maxLength={FACILITY_NAME_MAX} dir="auto" placeholder={t('form.namePlaceholder')} />
      </Form.Item>
      <div className={postFormClasses.row}>
        <Form.Item
          name="listedForId"
          label={t('form.listedFor')}
          rules={rule('listedForId')}
          required
        >
          <Select {...selectProps} options={reference?.listedFor} />
        </Form.Item>
        <Form.Item name="typeId" label={t('form.type')} rules={rule('typeId')} required>
          <Select {...selectProps} options={reference?.types} />
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
        >
          <Select
            {...selectProps}
            allowClear
            options={reference?.regionsOf(cityId)}
            disabled={!cityId}
          />
        </Form.Item>
      </div>
      <Form.Item name="address" label={t('form.address')} rules={rule('address')} required>
        <Input maxLength={FACILITY_ADDRESS_MAX} dir="auto" />
      </Form.Item>
      <div className={postFormClasses.row}>
        <Form.Item
          name="price"
          label={t('form.price')}
          extra={t('form.priceHint')}
          rules={rule('price')}
          required
        >
          <InputNumber {...numberProps} min={1} max={FACILITY_PRICE_MAX} />
        </Form.Item>
        <Form.Item name="spaceArea" label={t('form.area')} rules={rule('spaceArea')} required>
          <InputNumber {...numberProps} min={1} max={FACILITY_AREA_MAX} />
        </Form.Item>
      </div>
      <div className={postFormClasses.row}>
        <Form.Item
          name="income"
          label={t('form.income')}
          extra={t('form.incomeHint')}
          rules={rule('income')}
          required
        >
          <InputNumber {...numberProps} min={0} max={FACILITY_INCOME_MAX} />
        </Form.Item>
        <Form.Item
          name="isClosed"
          label={t('form.status')}
          rules={rule('isClosed')}
          required
          className={styles.statusChoice}
        >
          <Radio.Group
            optionType="button"
            options={FACILITY_STATUSES.map((status) => ({
              value: status === 'closed',
              label: t(`status.${status}`),
            }))}
          />
        </Form.Item>
      </div>
      <Form.Item name="photos" label={t('form.photos')} rules={rule('photos')}>
        <PhotosField max={FACILITY_PHOTOS_MAX} purpose="facility" onBusyChange={setUploading} />
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
          maxLength={FACILITY_DESCRIPTION_MAX}
          dir="auto"
        />
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
      <Form.Item
        name="email"
        label={t('form.email')}
        extra={t('form.emailHint')}
        rules={rule('email')}
      >
        <Input type="email" inputMode="email" autoComplete="email" dir="ltr" />
      </Form.Item>
      {/* As every form: Cancel first, the main action at the reading end; both 40 px high. */}
      <FormActions align="end">
        <ButtonLink
          to={`/${language}/${initial ? POST_PAGES.facility.mine : POST_PAGES.facility.list}`}
        >
          {t('form.cancel')}
        </ButtonLink>
        <BusyButton
          type="primary"
          size="large"
          htmlType="submit"
          busy={saving}
          disabled={uploading}
          title={uploading ? t('form.uploading') : undefined}
        >
          {initial ? t('form.save') : t('form.create')}
        </BusyButton>
      </FormActions>
    </PostForm>
  );
}
