import { useId, useState } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Form, Input, Modal, Radio, Spin } from 'antd';
import { OTHER_REASON, type DeleteChoice, type ReasonOption } from '../../app/posts/postKind';
import {
  REASON_MAX,
  REASON_MIN,
  composeReason,
  detailsMaxLength,
  reasonProblem,
} from './deleteReason';
import { sentenceAround } from './format';
import styles from './ModerationPage.module.css';

interface Values {
  choice?: string;
  details?: string;
}

export interface DeleteDialogProps {
  open: boolean;
  /** The post's title. */
  title: string;
  /** The reasons to choose from; undefined while they load. */
  reasons: readonly ReasonOption[] | undefined;
  /** Whether the moderator may add details for the author (a written reason). */
  withDetails: boolean;
  /** Rejects an edit of an accepted post (which stays) rather than deleting the post. */
  edit: boolean;
  /** Sends the choice; resolves true when the dialog may close. */
  onConfirm: (choice: DeleteChoice) => Promise<boolean>;
  onCancel: () => void;
  afterClose: () => void;
}

/** Asks for the deletion reason (required): a preset, with optional details, or free text. */
export function DeleteDialog({
  open,
  title,
  reasons,
  withDetails,
  edit,
  onConfirm,
  onCancel,
  afterClose,
}: DeleteDialogProps) {
  const { t } = useTranslation('moderation');
  const texts = edit ? 'rejectDialog' : 'deleteDialog';
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const ids = { form: useId(), reason: useId() };
  const choice = Form.useWatch('choice', form);
  const labelOf = (value: string | undefined) =>
    reasons?.find((reason) => reason.value === value)?.label ?? null;
  const presetText = (value: string | undefined) =>
    value && value !== OTHER_REASON ? labelOf(value) : null;
  const preset = presetText(choice);

  const problemMessage = (values: Values): string | null => {
    if (!withDetails) return null;
    const problem = reasonProblem(values.choice, presetText(values.choice), values.details ?? '');
    if (problem === 'detailsRequired')
      return t('deleteDialog.detailsRequired', { min: REASON_MIN });
    if (problem === 'tooLong') return t('deleteDialog.tooLong', { max: REASON_MAX });
    return null;
  };

  const submit = async (values: Values) => {
    if (!values.choice || problemMessage(values)) return;
    setSending(true);
    try {
      const label = labelOf(values.choice) ?? values.choice;
      const details = withDetails ? (values.details ?? '') : '';
      await onConfirm({
        value: values.choice,
        label,
        details,
        text: composeReason(values.choice === OTHER_REASON ? null : label, details),
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={<DialogTitle title={title} edit={edit} />}
      centered
      destroyOnHidden
      okText={t(`${texts}.confirm`)}
      cancelText={t('deleteDialog.cancel')}
      okButtonProps={{ danger: true, htmlType: 'submit', form: ids.form, loading: sending }}
      cancelButtonProps={{ disabled: sending }}
      maskClosable={!sending}
      keyboard={!sending}
      closable={!sending}
      onCancel={onCancel}
      afterClose={afterClose}
    >
      <p className={styles.dialogText}>{t(`${texts}.description`)}</p>
      <Form<Values>
        form={form}
        id={ids.form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="choice"
          label={<span id={ids.reason}>{t('deleteDialog.reason')}</span>}
          rules={[{ required: true, message: t('deleteDialog.reasonRequired') }]}
        >
          {reasons ? (
            <Radio.Group
              aria-labelledby={ids.reason}
              vertical
              options={reasons.map((reason) => ({ value: reason.value, label: reason.label }))}
            />
          ) : (
            <Spin aria-label={t('loadingReasons')} />
          )}
        </Form.Item>
        {withDetails && (
          <Form.Item
            name="details"
            label={
              choice === OTHER_REASON
                ? t('deleteDialog.details')
                : t('deleteDialog.detailsOptional')
            }
            dependencies={['choice']}
            rules={[
              {
                validator: async (_, details: string | undefined) => {
                  const message = problemMessage({ choice: form.getFieldValue('choice'), details });
                  if (message) throw new Error(message);
                },
              },
            ]}
          >
            <Input.TextArea
              dir="auto"
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={detailsMaxLength(preset)}
              showCount
              placeholder={t('deleteDialog.detailsPlaceholder')}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/**
 * "Delete “title”?" (or "Reject the edit of “title”?") with the user-written title isolated from
 * the sentence's direction.
 */
function DialogTitle({ title, edit }: { title: string; edit: boolean }) {
  const { t } = useTranslation('moderation');
  const key = edit ? 'rejectDialog.title' : 'deleteDialog.title';
  const parts = sentenceAround((stand) => t(key, { title: stand }));
  if (!parts) return t(key, { title });
  return (
    <>
      {parts.before}
      <bdi>{title}</bdi>
      {parts.after}
    </>
  );
}
