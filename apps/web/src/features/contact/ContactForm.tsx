import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { AppForm } from '../../app/forms/AppForm';
import type { Rule } from 'antd/es/form';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { contactInputSchema, type ContactInput } from '@dawa/shared/contactInput';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, PHONE_DIGITS } from '@dawa/shared/limits';
import { validationMessageKey } from '../../app/forms/validationMessageKey';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { ContactCreateMutation } from './contact.graphql';
import { contactFieldError, contactFieldErrors, type ContactField } from './contactValidation';
import styles from './ContactForm.module.css';
import { AntdScope } from '../../app/theme/AntdScope';
import { BusyButton } from '../../app/forms/BusyButton';

/** The contact-us form (section `contactUs` of the home page), checked with the API's rules. */
export function ContactForm() {
  const { t } = useTranslation('home');
  const { t: tApp } = useTranslation();
  const [form] = Form.useForm<ContactInput>();
  const [{ fetching }, createContact] = useMutation(ContactCreateMutation);
  const handleApiError = useApiErrorHandler();
  const language = useLanguage();

  const rules = (field: ContactField): Rule[] => [
    {
      validator: async (_rule, value: unknown) => {
        const key = contactFieldError(field, value);
        if (key) throw new Error(tApp(validationMessageKey(key)));
      },
    },
  ];

  const field = (name: ContactField, control: ReactNode, extra?: string) => (
    <Form.Item
      name={name}
      label={t(`contact.form.${name}`)}
      extra={extra}
      rules={rules(name)}
      validateDebounce={400}
      hasFeedback
      required
    >
      {control}
    </Form.Item>
  );

  const submit = async (values: ContactInput) => {
    // Valid by now (the rules ran); parsing trims the values the same way the server does.
    const result = await createContact({ data: contactInputSchema.parse(values) });
    if (result.error) {
      const { fieldErrors } = handleApiError(result.error);
      form.setFields(
        [...contactFieldErrors(fieldErrors)].map(([field, message]) => ({
          name: field,
          errors: [tApp(validationMessageKey(message))],
        })),
      );
      return;
    }
    const receipt = result.data?.contactCreate;
    if (!receipt) return;
    showToast(language, {
      type: 'success',
      key: 'contact-sent',
      title: t('contact.form.sent', { name: receipt.name }),
      description: t('contact.form.sentDetail', { email: receipt.email }),
    });
    form.resetFields();
  };

  return (
    <AntdScope>
      <AppForm<ContactInput>
        form={form}
        name="contact"
        label={t('contact.form.label')}
        saving={fetching}
        onFinish={submit}
        className={styles.form}
      >
        {field(
          'name',
          <Input autoComplete="name" maxLength={CONTACT_NAME_MAX} dir="auto" aria-required />,
        )}
        <div className={styles.row}>
          {field(
            'email',
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              dir="ltr"
              className={styles.ltr}
              aria-required
            />,
          )}
          {field(
            'phone',
            <Input
              autoComplete="tel"
              inputMode="numeric"
              maxLength={PHONE_DIGITS + 4}
              dir="ltr"
              className={styles.ltr}
              aria-required
            />,
            t('contact.form.phoneHint'),
          )}
        </div>
        {field(
          'message',
          <Input.TextArea
            autoSize={{ minRows: 5, maxRows: 12 }}
            maxLength={CONTACT_MESSAGE_MAX}
            // Either language may be typed on either page.
            dir="auto"
            aria-required
          />,
        )}
        <BusyButton
          type="primary"
          htmlType="submit"
          busy={fetching}
          icon={<SendOutlined aria-hidden />}
          className={styles.submit}
        >
          {t('contact.form.submit')}
        </BusyButton>
      </AppForm>
    </AntdScope>
  );
}
