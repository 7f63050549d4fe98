import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { Form, Input, type InputRef } from 'antd';
import type { AuthErrorKey } from '@dawa/shared/authErrors';
import { toApiError } from '../../app/errors/apiError';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { SendPasswordResetEmailMutation } from './auth.graphql';
import { apiAuthErrorKey } from './authErrors';
import { isValidEmail } from './authValidation';
import { isolate } from '../../app/i18n/isolate';
import styles from './AuthDialog.module.css';
import { AuthSubmit } from './AuthSubmit';

export interface ForgotPasswordFormProps {
  /** Query string (with `?`) that brings back the sign-in form. */
  signInSearch: string;
}

/**
 * Asks for a password-reset link. The answer is the same whether or not the address has an
 * account (the server does not tell), so it never reveals who is registered.
 */
export function ForgotPasswordForm({ signInSearch }: ForgotPasswordFormProps) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const id = useId();
  const input = useRef<InputRef>(null);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<AuthErrorKey | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [{ fetching }, sendResetEmail] = useMutation(SendPasswordResetEmailMutation);
  const sentMessage = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // The form that had focus is gone: move focus to the answer so it is read out.
    if (sentTo) sentMessage.current?.focus();
  }, [sentTo]);

  const trimmed = email.trim();
  const valid = isValidEmail(email);
  const error =
    touched && !valid
      ? trimmed
        ? t('validation.emailInvalid', { value: trimmed })
        : t('validation.emailRequired')
      : undefined;
  const fieldId = `${id}-email`;
  const messageId = `${fieldId}-message`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (fetching) return;
    setTouched(true);
    if (!valid) {
      input.current?.focus();
      return;
    }
    setFailure(null);
    const result = await sendResetEmail({ email: trimmed });
    if (result.error) {
      setFailure(apiAuthErrorKey(toApiError(result.error).code));
      return;
    }
    setSentTo(trimmed);
    showToast(language, {
      type: 'success',
      key: 'password-reset-sent',
      // The dialog shows the details; the toast stays short (on phones it covers the dialog).
      title: t('toast.resetSent'),
    });
  }

  const backLink = (
    <p className={styles.switchMode}>
      <Link to={{ search: signInSearch }} replace preventScrollReset>
        {t('forgot.backToSignin')}
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <div role="status">
        <p ref={sentMessage} tabIndex={-1} className={styles.sent}>
          {t('forgot.sent', { email: isolate(sentTo) })}
        </p>
        {backLink}
      </div>
    );
  }

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Form layout="vertical" component={false} requiredMark={false}>
          <Form.Item
            label={t('fields.email')}
            htmlFor={fieldId}
            validateStatus={error ? 'error' : undefined}
            help={error && <span id={messageId}>{error}</span>}
          >
            <Input
              ref={input}
              id={fieldId}
              size="large"
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setFailure(null);
              }}
              onBlur={() => {
                if (email !== '') setTouched(true);
              }}
            />
          </Form.Item>
          <AuthSubmit failure={failure} busy={fetching}>
            {t('submit.forgot')}
          </AuthSubmit>
        </Form>
      </form>
      {backLink}
    </>
  );
}
