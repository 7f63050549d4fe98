import { useTranslation } from '../../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { Drawer, Form, Input, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { userInviteInputSchema } from '@dawa/shared/accountInput';
import { useApiErrorHandler } from '../../../app/errors/useApiErrorHandler';
import { showToast } from '../../../app/feedback/toast';
import { AppForm } from '../../../app/forms/AppForm';
import { BusyButton } from '../../../app/forms/BusyButton';
import { fieldIn, fieldProblem, formFieldErrors } from '../../../app/forms/fieldErrors';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { validationMessageKey } from '../../../app/forms/validationMessageKey';
import { roleOptions } from './roleOptions';
import { UserInviteMutation } from './users.graphql';

interface InviteValues {
  email: string;
  fullName: string;
  roles: string[];
}

const FIELDS = ['email', 'fullName', 'roles'] as const;
type InviteField = (typeof FIELDS)[number];
const SHAPE = userInviteInputSchema.shape;

/** IAM: invite a user by e-mail with their first roles; the server mails the set-password link. */
export function InviteDrawer({
  open,
  onClose,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  onInvited: () => void;
}) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const [form] = Form.useForm<InviteValues>();
  const [{ fetching }, invite] = useMutation(UserInviteMutation);

  // The server's own zod rules, with their messages from the catalogue (SPEC §5).
  const rules = (field: InviteField): Rule[] => [
    {
      validator: (_rule, value: unknown) => {
        const problem = fieldProblem(SHAPE, field, field === 'roles' ? (value ?? []) : value);
        return problem
          ? Promise.reject(new Error(t(validationMessageKey(problem))))
          : Promise.resolve();
      },
    },
  ];

  const submit = async (values: InviteValues) => {
    const result = await invite({
      email: values.email.trim(),
      fullName: values.fullName.trim(),
      roles: values.roles ?? [],
    });
    if (result.error) {
      const apiError = handleError(result.error);
      const errors = formFieldErrors(apiError.fieldErrors, fieldIn(FIELDS));
      form.setFields(
        [...errors].map(([name, message]) => ({
          name,
          errors: [t(validationMessageKey(message))],
        })),
      );
      return;
    }
    showToast(language, {
      type: 'success',
      key: 'user-invited',
      title: t('users.invited', { email: values.email.trim() }),
    });
    form.resetFields();
    onInvited();
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('users.inviteTitle')}
      placement={language === 'ar' ? 'left' : 'right'}
      size="default"
      destroyOnHidden
    >
      <p>{t('users.inviteText')}</p>
      <AppForm<InviteValues>
        form={form}
        name="invite"
        label={t('users.inviteTitle')}
        size="middle"
        saving={fetching}
        initialValues={{ email: '', fullName: '', roles: [] }}
        onFinish={submit}
      >
        <Form.Item name="email" label={t('users.email')} rules={rules('email')}>
          <Input type="email" dir="ltr" autoComplete="off" />
        </Form.Item>
        <Form.Item name="fullName" label={t('users.fullName')} rules={rules('fullName')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="roles" label={t('users.roles')} rules={rules('roles')}>
          <Select mode="multiple" options={roleOptions(t)} optionFilterProp="label" allowClear />
        </Form.Item>
        <BusyButton type="primary" htmlType="submit" busy={fetching}>
          {t('users.send')}
        </BusyButton>
      </AppForm>
    </Drawer>
  );
}
