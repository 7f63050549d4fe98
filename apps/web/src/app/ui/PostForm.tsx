import type { ReactNode } from 'react';
import { Alert, type FormInstance, type FormProps } from 'antd';
import { AppForm } from '../forms/AppForm';
import { AntdScope } from '../theme/AntdScope';
import styles from './PostForm.module.css';

export interface PostFormProps<Values> {
  form: FormInstance<Values>;
  /** The form's name for assistive technology. */
  label: string;
  /** antd's name, which prefixes the fields' ids. */
  name?: string;
  initialValues: FormProps<Values>['initialValues'];
  /** Sending: the fields are disabled and the form is busy. */
  saving: boolean;
  onFinish: (values: Values) => void | Promise<void>;
  onFinishFailed?: () => void;
  /** The monthly limit reached, said above the fields; null otherwise. */
  quotaMessage: string | null;
  className?: string;
  children: ReactNode;
}

/** The create / edit form of a post: the app's form, with the quota refusal above its fields. */
export function PostForm<Values>({
  form,
  label,
  name,
  initialValues,
  saving,
  onFinish,
  onFinishFailed,
  quotaMessage,
  className,
  children,
}: PostFormProps<Values>) {
  return (
    <AntdScope>
      <AppForm<Values>
        form={form}
        name={name}
        label={label}
        initialValues={initialValues}
        saving={saving}
        onFinish={onFinish}
        onFinishFailed={onFinishFailed}
        className={className}
      >
        {quotaMessage !== null && (
          <Alert type="error" showIcon role="alert" className={styles.alert} title={quotaMessage} />
        )}
        {children}
      </AppForm>
    </AntdScope>
  );
}
