import type { ReactNode } from 'react';
import { Form, type FormInstance, type FormProps } from 'antd';

export interface AppFormProps<Values> {
  form: FormInstance<Values>;
  /** The form's name for assistive technology. */
  label: string;
  /** antd's name, which prefixes the fields' ids. */
  name?: string;
  initialValues?: FormProps<Values>['initialValues'];
  /** Sending: the fields are disabled and the form is busy. */
  saving: boolean;
  /** Shown to someone who may read but not change it: every field disabled. */
  readOnly?: boolean;
  onFinish: (values: Values) => void | Promise<void>;
  onFinishFailed?: () => void;
  onValuesChange?: FormProps<Values>['onValuesChange'];
  /** `large` (the default) for the app's forms; `middle` for the back office's dense ones. */
  size?: 'middle' | 'large';
  className?: string;
  children: ReactNode;
}

/**
 * The app's one form pattern (inside an `AntdScope`): antd's vertical form, checked as it is
 * filled, scrolling to and focusing the first error, disabled and busy while it sends. Its
 * rules decide, in the page language: no native browser bubbles.
 */
export function AppForm<Values>({
  form,
  label,
  name,
  initialValues,
  saving,
  readOnly = false,
  onFinish,
  onFinishFailed,
  onValuesChange,
  size = 'large',
  className,
  children,
}: AppFormProps<Values>) {
  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      size={size}
      disabled={saving || readOnly}
      initialValues={initialValues}
      onFinish={onFinish}
      onFinishFailed={onFinishFailed}
      onValuesChange={onValuesChange}
      validateTrigger={['onChange', 'onBlur']}
      scrollToFirstError={{ block: 'center', focus: true }}
      aria-label={label}
      aria-busy={saving}
      noValidate
      className={className}
    >
      {children}
    </Form>
  );
}
