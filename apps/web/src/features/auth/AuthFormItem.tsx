import type { ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Form } from 'antd';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import styles from './AuthDialog.module.css';

/** What a control needs to announce its field's state and message. */
export interface FieldAria {
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  /** Set for a group of controls, which a `<label for>` cannot name. */
  'aria-labelledby'?: string;
}

export interface AuthFormItemProps {
  /** The control's id; the message gets `{id}-message` and a group's label `{id}-label`. */
  id: string;
  label: string;
  /** Shown in red instead of the hint once the field is known to be wrong. */
  error?: string;
  hint?: string;
  /** A radio group rather than one input. */
  group?: boolean;
  children: (aria: FieldAria) => ReactNode;
}

/** Label, status colour and message of one field of the auth forms (antd's vertical layout). */
export function AuthFormItem({ id, label, error, hint, group, children }: AuthFormItemProps) {
  const messageId = `${id}-message`;
  const labelId = `${id}-label`;
  const message = error ?? hint;
  return (
    <Form.Item
      label={group ? <span id={labelId}>{label}</span> : label}
      htmlFor={group ? undefined : id}
      validateStatus={error ? 'error' : undefined}
      help={message && <span id={messageId}>{message}</span>}
    >
      {children({
        'aria-invalid': error ? true : undefined,
        'aria-describedby': message ? messageId : undefined,
        ...(group ? { 'aria-labelledby': labelId } : {}),
      })}
    </Form.Item>
  );
}

export interface ValidTickProps {
  valid: boolean;
}

/** SPEC §2: the green tick of a valid field, for an input's suffix. */
export function ValidTick({ valid }: ValidTickProps) {
  const { t } = useTranslation('auth');
  return (
    // Always rendered: antd remounts an input whose suffix appears or disappears (focus loss).
    <span className={styles.tick}>
      {valid && <CheckCircleFilled className={styles.valid} aria-label={t('fields.valid')} />}
    </span>
  );
}
