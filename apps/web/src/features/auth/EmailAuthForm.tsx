import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Link } from 'react-router';
import { Checkbox, Form, Input, type InputRef } from 'antd';
import { PASSWORD_MIN_LENGTH } from '@dawa/shared/limits';
import type { AuthErrorKey } from '@dawa/shared/authErrors';
import { TERMS_ACCEPTED_FIELD } from '@dawa/shared/legal';
import type { AuthMode } from '../../app/session/authView';
import { track } from '../../app/analytics/track';
import { authClient } from '../../app/session/authClient';
import { authErrorKey } from './authErrors';
import { AuthFormItem, ValidTick, type FieldAria } from './AuthFormItem';
import {
  isValidEmail,
  isValidName,
  isValidPassword,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from './authValidation';
import { PasswordRevealButton } from './PasswordRevealButton';
import styles from './AuthDialog.module.css';
import { AuthSubmit } from './AuthSubmit';

export interface EmailAuthFormProps {
  mode: AuthMode;
  /** Query string (with `?`) that opens the password-reset request. */
  forgotPasswordSearch: string;
  /** Sign-up's confirmation of age and terms: whether it is given (null when signing in). */
  confirmTerms: (() => boolean) | null;
  onSignedIn: () => void;
  onSignedUp: () => void;
}

type Field = 'name' | 'email' | 'password';
type Values = Record<Field, string>;

const FIELDS: Record<AuthMode, readonly Field[]> = {
  signin: ['email', 'password'],
  signup: ['name', 'email', 'password'],
};

const VALIDATORS: Record<Field, (value: string) => boolean> = {
  name: isValidName,
  email: isValidEmail,
  password: isValidPassword,
};

/** E-mail and password sign-in or sign-up through better-auth. */
export function EmailAuthForm({
  mode,
  forgotPasswordSearch,
  confirmTerms,
  onSignedIn,
  onSignedUp,
}: EmailAuthFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '' });
  // A field shows its error once left with text in it, or after a submit attempt.
  const [touched, setTouched] = useState<Record<Field, boolean>>({
    name: false,
    email: false,
    password: false,
  });
  const [rememberMe, setRememberMe] = useState(true);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<AuthErrorKey | null>(null);
  const inputs = {
    name: useRef<InputRef>(null),
    email: useRef<InputRef>(null),
    password: useRef<InputRef>(null),
  };

  const fields = FIELDS[mode];
  const isValid = (field: Field) => VALIDATORS[field](values[field]);
  const fieldId = (field: Field) => `${id}-${field}`;

  function errorOf(field: Field): string | undefined {
    if (!touched[field] || isValid(field)) return undefined;
    switch (field) {
      case 'email': {
        const email = values.email.trim();
        return email
          ? t('validation.emailInvalid', { value: email })
          : t('validation.emailRequired');
      }
      case 'password':
        return t('validation.invalidPassword', {
          min: PASSWORD_MIN_LENGTH,
          max: PASSWORD_MAX_LENGTH,
        });
      case 'name':
        return t('validation.invalidName', { max: NAME_MAX_LENGTH });
    }
  }

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
  }

  function leave(field: Field) {
    if (values[field] !== '') setTouched((current) => ({ ...current, [field]: true }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched({ name: true, email: true, password: true });
    const firstInvalid = fields.find((field) => !isValid(field));
    // The box comes first on the screen, so it takes the focus first.
    if (confirmTerms && !confirmTerms()) return;
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const email = values.email.trim();
      // Confirmed above; the confirmation is no user field, so the client's type lacks it.
      const signUp = {
        email,
        password: values.password,
        name: values.name.trim(),
        [TERMS_ACCEPTED_FIELD]: true,
      };
      const { error } =
        mode === 'signin'
          ? await authClient.signIn.email({ email, password: values.password, rememberMe })
          : await authClient.signUp.email(signUp);
      setSubmitting(false);
      if (error) setFailure(authErrorKey(error));
      else if (mode === 'signin') {
        track('login', { method: 'email' });
        onSignedIn();
      } else {
        track('sign_up', { method: 'email' });
        onSignedUp();
      }
    } catch (caught) {
      setSubmitting(false);
      setFailure(authErrorKey(caught));
    }
  }

  /** Label, status colour and message shared by the three fields. */
  function item(field: Field, hint: string | undefined, control: (aria: FieldAria) => ReactNode) {
    return (
      <AuthFormItem
        id={fieldId(field)}
        label={t(`fields.${field}`)}
        error={errorOf(field)}
        hint={hint}
      >
        {control}
      </AuthFormItem>
    );
  }

  const validTick = (field: Field) => <ValidTick valid={isValid(field)} />;

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Form layout="vertical" component={false} requiredMark={false}>
        {mode === 'signup' &&
          item('name', undefined, (aria) => (
            <Input
              {...aria}
              ref={inputs.name}
              id={fieldId('name')}
              size="large"
              autoComplete="name"
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
              onBlur={() => leave('name')}
              suffix={validTick('name')}
            />
          ))}
        {item('email', undefined, (aria) => (
          <Input
            {...aria}
            ref={inputs.email}
            id={fieldId('email')}
            size="large"
            type="email"
            inputMode="email"
            autoComplete={mode === 'signin' ? 'username' : 'email'}
            dir="ltr"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            onBlur={() => leave('email')}
            suffix={validTick('email')}
          />
        ))}
        {item(
          'password',
          mode === 'signup' ? t('fields.passwordHint', { count: PASSWORD_MIN_LENGTH }) : undefined,
          (aria) => (
            <Input
              {...aria}
              ref={inputs.password}
              id={fieldId('password')}
              size="large"
              type={passwordVisible ? 'text' : 'password'}
              autoComplete={mode === 'signin' ? 'current-password' : 'new-password'}
              dir="ltr"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              onBlur={() => leave('password')}
              suffix={
                <>
                  {validTick('password')}
                  <PasswordRevealButton
                    visible={passwordVisible}
                    controls={fieldId('password')}
                    onToggle={() => setPasswordVisible((visible) => !visible)}
                  />
                </>
              }
            />
          ),
        )}
        {mode === 'signin' && (
          <div className={styles.signInOptions}>
            <Checkbox
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            >
              {t('fields.rememberMe')}
            </Checkbox>
            <Link to={{ search: forgotPasswordSearch }} replace preventScrollReset>
              {t('fields.forgotPassword')}
            </Link>
          </div>
        )}
        <AuthSubmit failure={failure} busy={submitting}>
          {t(`submit.${mode}`)}
        </AuthSubmit>
      </Form>
    </form>
  );
}
