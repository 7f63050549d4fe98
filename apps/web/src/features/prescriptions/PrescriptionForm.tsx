import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { postPath } from '@dawa/shared/postPages';
import {
  PRESCRIPTION_DESCRIPTION_MAX,
  PRESCRIPTION_DESCRIPTION_MIN,
  PRESCRIPTION_TITLE_MAX,
  PRESCRIPTION_TITLE_MIN,
} from '@dawa/shared/prescriptions';
import { toApiError } from '../../app/errors/apiError';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { useLanguage } from '../../app/i18n/useLanguage';
import { AntdScope } from '../../app/theme/AntdScope';
import { PostForm } from '../../app/ui/PostForm';
import { ImageUpload, type ImageValue } from '../uploads/ImageUpload';
import {
  PrescriptionCreateMutation,
  PrescriptionUpdateMutation,
  type PrescriptionItem,
} from './prescriptions.graphql';
import { formFieldErrors, quotaLimitOf } from '../../app/forms/fieldErrors';
import {
  prescriptionFieldError,
  prescriptionFieldOf,
  validationKey,
  type ValidationKey,
} from './validation';
import styles from './PrescriptionForm.module.css';
import { BusyButton } from '../../app/forms/BusyButton';

interface Values {
  title: string;
  description: string;
}

export interface PrescriptionFormProps {
  /** Editing this prescription; creating a new one when absent. */
  initial?: PrescriptionItem;
  onCancel?: () => void;
  /** After an edit was saved. */
  onSaved?: (item: PrescriptionItem) => void;
}

/**
 * Create or edit a prescription (SPEC §3/§5): title, description and photo, checked with the
 * server's own zod rules; server field errors land on their fields; the monthly quota and the
 * "waits for approval" outcome are said in place.
 */
export function PrescriptionForm({ initial, onCancel, onSaved }: PrescriptionFormProps) {
  const { t } = useTranslation('prescriptions');
  const language = useLanguage();
  const [form] = Form.useForm<Values>();
  const [image, setImage] = useState<ImageValue | null>(
    initial?.image ? { url: initial.image } : null,
  );
  const [imageError, setImageError] = useState<ValidationKey | null>(null);
  const [uploading, setUploading] = useState(false);
  const [quota, setQuota] = useState<number | null>(null);
  const [created, setCreated] = useState<PrescriptionItem | null>(null);
  const [{ fetching: creating }, create] = useMutation(PrescriptionCreateMutation);
  const [{ fetching: updating }, update] = useMutation(PrescriptionUpdateMutation);
  const handleApiError = useApiErrorHandler();
  const saving = creating || updating;
  const editing = Boolean(initial);

  const rules = (field: 'title' | 'description'): Rule[] => [
    {
      validator: async (_rule, value: unknown) => {
        const key = prescriptionFieldError(field, value);
        if (key) throw new Error(t(`validation.${key}`));
      },
    },
  ];

  const imageMissing = () => {
    if (image) return false;
    setImageError('imageRequired');
    return true;
  };

  const submit = async (values: Values) => {
    if (imageMissing() || uploading) return;
    setQuota(null);
    const data = {
      title: values.title.trim(),
      description: values.description.trim(),
      ...(image?.id ? { imageUploadId: image.id } : {}),
    };
    const result = initial
      ? await update({ id: initial.id, data })
      : await create({ data: { ...data, imageUploadId: image?.id ?? null } });
    if (result.error) {
      const apiError = toApiError(result.error);
      if (apiError.code === 'QUOTA_EXCEEDED') {
        setQuota(quotaLimitOf(apiError.fieldErrors) ?? 3);
        return;
      }
      const fields = formFieldErrors(apiError.fieldErrors, prescriptionFieldOf);
      for (const [field, message] of fields) {
        const key = validationKey(message);
        if (field === 'imageUploadId') {
          setImageError(key);
          setImage(null);
        } else form.setFields([{ name: field, errors: [t(`validation.${key}`)] }]);
      }
      if (fields.size > 0) return;
      handleApiError(result.error);
      return;
    }
    const saved =
      result.data && 'prescriptionCreate' in result.data
        ? result.data.prescriptionCreate
        : result.data && 'prescriptionUpdate' in result.data
          ? result.data.prescriptionUpdate
          : undefined;
    if (!saved) return;
    if (initial) onSaved?.(saved);
    else setCreated(saved);
  };

  if (created) {
    return (
      <AntdScope>
        <div className={styles.done} role="status">
          <CheckCircleFilled aria-hidden className={styles.doneIcon} />
          <h2 className={styles.doneTitle}>{t('form.pendingTitle')}</h2>
          <p className={styles.doneText}>{t('form.pending')}</p>
          <div className={styles.buttons}>
            <Link
              className={styles.linkButton}
              to={`/${language}${postPath('prescription', created.id)}`}
            >
              {t('form.viewIt')}
            </Link>
            <Button type="primary" onClick={onCancel}>
              {t('form.close')}
            </Button>
          </div>
        </div>
      </AntdScope>
    );
  }

  return (
    <PostForm<Values>
      form={form}
      label={t('form.label')}
      name={editing ? 'prescription-edit' : 'prescription-create'}
      initialValues={{ title: initial?.title ?? '', description: initial?.description ?? '' }}
      saving={saving}
      onFinish={submit}
      onFinishFailed={() => imageMissing()}
      quotaMessage={quota === null ? null : t('validation.prescriptionQuota', { count: quota })}
      className={styles.form}
    >
      <Form.Item
        name="title"
        label={t('form.title')}
        extra={t('form.titleHint', { min: PRESCRIPTION_TITLE_MIN, max: PRESCRIPTION_TITLE_MAX })}
        rules={rules('title')}
        validateDebounce={300}
        required
      >
        <Input maxLength={PRESCRIPTION_TITLE_MAX} dir="auto" aria-required />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('form.description')}
        extra={t('form.descriptionHint', {
          min: PRESCRIPTION_DESCRIPTION_MIN,
          max: PRESCRIPTION_DESCRIPTION_MAX,
        })}
        rules={rules('description')}
        validateDebounce={300}
        required
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 10 }}
          maxLength={PRESCRIPTION_DESCRIPTION_MAX}
          dir="auto"
          aria-required
        />
      </Form.Item>
      <ImageUpload
        purpose="prescription"
        label={t('form.photo')}
        required
        disabled={saving}
        value={image}
        onChange={(next) => {
          setImage(next);
          setImageError(next ? null : 'imageRequired');
        }}
        onBusyChange={setUploading}
        error={imageError ? t(`validation.${imageError}`) : undefined}
      />
      {uploading && <p className={styles.wait}>{t('form.waitUpload')}</p>}
      <div className={styles.buttons}>
        {onCancel && (
          <Button onClick={onCancel} disabled={false}>
            {t('form.cancel')}
          </Button>
        )}
        <BusyButton type="primary" htmlType="submit" busy={saving} disabled={uploading}>
          {editing ? t('form.save') : t('form.create')}
        </BusyButton>
      </div>
    </PostForm>
  );
}
