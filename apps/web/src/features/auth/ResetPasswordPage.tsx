import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Alert, Form, Input, Typography, type InputRef } from 'antd';
import type { AuthErrorKey } from '@dawa/shared/authErrors';
import { PASSWORD_MIN_LENGTH } from '@dawa/shared/limits';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { authClient } from '../../app/session/authClient';
import { AntdScope } from '../../app/theme/AntdScope';
import { authErrorKey } from './authErrors';
import { withAuthView } from '../../app/session/authView';
import { PASSWORD_MAX_LENGTH, resetPasswordProblem, type ResetField } from './authValidation';
import { PasswordRevealButton } from './PasswordRevealButton';
import { useAuthMessages } from './useAuthMessages';
import styles from './AuthPage.module.css';
import { AuthSubmit } from './AuthSubmit';

/** `/{lang}/auth/reset-password?token=…`: choose a new password, then sign in with it. */
export function ResetPasswordPage() {
  return (
    <AntdScope>
      <ResetPassword />
    </AntdScope>
  );
}

function ResetPassword() {
  const language = useLanguage();
  useAuthMessages(language);
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const id = useId();
  // better-auth's own link answers `?error=INVALID_TOKEN` for an expired token.
  const token = searchParams.get('error') ? null : searchParams.get('token');
  const [values, setValues] = useState<Record<ResetField, string>>({ password: '', confirm: '' });
  const [touched, setTouched] = useState<Record<ResetField, boolean>>({
    password: false,
    confirm: false,
  });
  const [visible, setVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<AuthErrorKey | null>(token ? null : 'invalidResetLink');
  const inputs = { password: useRef<InputRef>(null), confirm: useRef<InputRef>(null) };

  const fieldId = (field: ResetField) => `${id}-${field}`;
  const problem = (field: ResetField) => resetPasswordProblem(field, values);
  const errorOf = (field: ResetField) => {
    const key = touched[field] ? problem(field) : null;
    return key
      ? t(`validation.${key}`, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
      : undefined;
  };

  function change(field: ResetField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (failure !== 'invalidResetLink') setFailure(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !token) return;
    setTouched({ password: true, confirm: true });
    const firstInvalid = (['password', 'confirm'] as const).find((field) => problem(field));
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const { error } = await authClient.resetPassword({ newPassword: values.password, token });
      setSubmitting(false);
      if (error) {
        setFailure(authErrorKey(error));
        return;
      }
      showToast(language, {
        type: 'success',
        key: 'password-changed',
        title: t('toast.passwordChanged'),
        description: t('toast.passwordChangedDetail'),
      });
      await navigate(`/${language}?${withAuthView(new URLSearchParams(), 'signin').toString()}`, {
        replace: true,
      });
    } catch (caught) {
      setSubmitting(false);
      setFailure(authErrorKey(caught));
    }
  }

  function item(field: ResetField, label: string, hint: string | undefined, control: ReactNode) {
    const error = errorOf(field);
    const message = error ?? hint;
    const described = message && <span id={`${fieldId(field)}-message`}>{message}</span>;
    // A hint is antd's `extra` (the item keeps its margin below); an error replaces it.
    return (
      <Form.Item
        label={label}
        htmlFor={fieldId(field)}
        validateStatus={error ? 'error' : undefined}
        help={error ? described : undefined}
        extra={error ? undefined : described}
      >
        {control}
      </Form.Item>
    );
  }

  const passwordInput = (field: ResetField) => {
    const message = errorOf(field) ?? (field === 'password' ? 'hint' : undefined);
    return (
      <Input
        ref={inputs[field]}
        id={fieldId(field)}
        size="large"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        dir="ltr"
        value={values[field]}
        aria-invalid={errorOf(field) ? true : undefined}
        aria-describedby={message ? `${fieldId(field)}-message` : undefined}
        onChange={(event) => change(field, event.target.value)}
        onBlur={() => {
          if (values[field] !== '') setTouched((current) => ({ ...current, [field]: true }));
        }}
        suffix={
          field === 'password' ? (
            <PasswordRevealButton
              visible={visible}
              controls={`${fieldId('password')} ${fieldId('confirm')}`}
              onToggle={() => setVisible((shown) => !shown)}
            />
          ) : undefined
        }
      />
    );
  };

  const linkInvalid = failure === 'invalidResetLink';
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={styles.card}>
        <Typography.Title id={`${id}-title`} level={1} className={styles.title}>
          {t('reset.title')}
        </Typography.Title>
        {linkInvalid ? (
          <div role="alert">
            <Alert type="error" showIcon title={t('errors.invalidResetLink')} />
            <p className={styles.actions}>
              <Link
                to={{
                  pathname: `/${language}`,
                  search: `?${withAuthView(new URLSearchParams(), 'forgot').toString()}`,
                }}
              >
                {t('reset.requestNewLink')}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <Typography.Paragraph className={styles.intro}>{t('reset.intro')}</Typography.Paragraph>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Form layout="vertical" component={false} requiredMark={false}>
                {item(
                  'password',
                  t('fields.newPassword'),
                  t('fields.passwordHint', { count: PASSWORD_MIN_LENGTH }),
                  passwordInput('password'),
                )}
                {item('confirm', t('fields.confirmPassword'), undefined, passwordInput('confirm'))}
                <AuthSubmit failure={failure} busy={submitting}>
                  {t('submit.reset')}
                </AuthSubmit>
              </Form>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
