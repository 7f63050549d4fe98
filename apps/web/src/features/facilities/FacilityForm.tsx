import { useState } from 'react';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from '../../app/i18n/useTranslation';
import {
  FACILITY_ADDRESS_MAX,
  FACILITY_AREA_MAX,
  FACILITY_DESCRIPTION_MAX,
  FACILITY_INCOME_MAX,
  FACILITY_NAME_MAX,
  FACILITY_PHOTOS_MAX,
  FACILITY_PRICE_MAX,
} from '@dawa/shared/facilities';
import { PostEditor, type PostKindFormProps } from '../../app/posts/PostEditor';
import {
  PostDescriptionField,
  PostNameField,
  PostPhoneField,
  PostPlaceFields,
  PostChoiceField,
} from '../../app/posts/PostFields';
import { postFormClasses } from '../../app/ui/PostForm';
import { PhotosField } from '../uploads/PhotosField';
import { FACILITY_STATUSES } from './facilityFilter';
import { facilityFormDefinition, type FacilityFormValues } from './facilityForm';
import type { PropertyItem } from './facilities.graphql';
import { useFacilityReference } from './useFacilityReference';
import styles from './Facilities.module.css';

/**
 * Create or edit a facility ad (SPEC §3, §5) in the shared post editor: the facility's own
 * fields, the photos uploaded as they are chosen (ordered, the first the cover); the form is
 * not sent while one is uploading.
 */
export function FacilityForm({ initial }: PostKindFormProps<PropertyItem>) {
  const { t } = useTranslation('facilities');
  const reference = useFacilityReference();
  const [form] = Form.useForm<FacilityFormValues>();
  const [uploading, setUploading] = useState(false);
  const numberProps = { precision: 0, className: postFormClasses.number, size: 'large' } as const;

  return (
    <PostEditor
      definition={facilityFormDefinition}
      form={form}
      initial={initial}
      busyText={uploading ? t('form.uploading') : undefined}
    >
      {(rule) => (
        <>
          <PostNameField max={FACILITY_NAME_MAX} />
          <div className={postFormClasses.row}>
            <PostChoiceField
              name="listedForId"
              label={t('form.listedFor')}
              options={reference?.listedFor}
            />
            <PostChoiceField name="typeId" label={t('form.type')} options={reference?.types} />
          </div>
          <PostPlaceFields
            reference={reference}
            regionRequired={false}
            addressMax={FACILITY_ADDRESS_MAX}
          />
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
          <PostDescriptionField max={FACILITY_DESCRIPTION_MAX} />
          <PostPhoneField />
          <Form.Item
            name="email"
            label={t('form.email')}
            extra={t('form.emailHint')}
            rules={rule('email')}
          >
            <Input type="email" inputMode="email" autoComplete="email" dir="ltr" />
          </Form.Item>
        </>
      )}
    </PostEditor>
  );
}
