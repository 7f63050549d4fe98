import { Form, Input, Select } from 'antd';
import type { CityOptions, ReferenceOption } from '../reference/referenceOptions';
import { postFormClasses } from '../ui/PostForm';
import { usePostField } from './PostEditor';

/**
 * The fields every post kind's form has (title, place, description, mobile number), each in
 * the kind's catalogue under `form.*`, checked by the editor's rules. Used inside PostEditor.
 */

/** The large, searchable choice of a reference list, "loading" until the list has come. */
function referenceSelectProps(loaded: boolean) {
  return { showSearch: { optionFilterProp: 'label' }, loading: !loaded, size: 'large' } as const;
}

export function PostNameField({ max }: { max: number }) {
  const { t, rule } = usePostField();
  return (
    <Form.Item name="name" label={t('form.name')} rules={rule('name')} required>
      <Input maxLength={max} dir="auto" placeholder={t('form.namePlaceholder')} />
    </Form.Item>
  );
}

export interface PostChoiceFieldProps {
  name: string;
  label: string;
  /** The reference list's choices; undefined while it loads. */
  options: ReferenceOption[] | undefined;
}

/** A required choice from a reference list (a position, a facility type…). */
export function PostChoiceField({ name, label, options }: PostChoiceFieldProps) {
  const { rule } = usePostField();
  return (
    <Form.Item name={name} label={label} rules={rule(name)} required>
      <Select {...referenceSelectProps(options !== undefined)} options={options} />
    </Form.Item>
  );
}

export interface PostPlaceFieldsProps {
  reference: CityOptions | undefined;
  /** Whether a district is required (jobs) or may be left empty (facilities). */
  regionRequired: boolean;
  addressMax: number;
}

/** The governorate and its district side by side (a new governorate empties the district), then the address. */
export function PostPlaceFields({ reference, regionRequired, addressMax }: PostPlaceFieldsProps) {
  const { t, rule } = usePostField();
  const form = Form.useFormInstance();
  const cityId = Form.useWatch<string | undefined>('cityId', form);
  const selectProps = referenceSelectProps(Boolean(reference));
  return (
    <>
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
          required={regionRequired}
        >
          <Select
            {...selectProps}
            allowClear={!regionRequired}
            options={reference?.regionsOf(cityId)}
            disabled={!cityId}
          />
        </Form.Item>
      </div>
      <Form.Item name="address" label={t('form.address')} rules={rule('address')} required>
        <Input maxLength={addressMax} dir="auto" />
      </Form.Item>
    </>
  );
}

export function PostDescriptionField({ max }: { max: number }) {
  const { t, rule } = usePostField();
  return (
    <Form.Item
      name="description"
      label={t('form.description')}
      extra={t('form.descriptionHint')}
      rules={rule('description')}
      required
    >
      <Input.TextArea autoSize={{ minRows: 5, maxRows: 12 }} maxLength={max} dir="auto" />
    </Form.Item>
  );
}

export function PostPhoneField() {
  const { t, rule } = usePostField();
  return (
    <Form.Item
      name="phoneNumber"
      label={t('form.phone')}
      extra={t('form.phoneHint')}
      rules={rule('phoneNumber')}
      required
    >
      <Input type="tel" inputMode="tel" autoComplete="tel" dir="ltr" />
    </Form.Item>
  );
}
