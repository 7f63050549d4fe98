import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation, useQuery } from 'urql';
import { Alert, Form, Input, Radio, Skeleton, Typography } from 'antd';
import { USER_CATEGORIES, USER_TYPES } from '@dawa/shared/accounts';
import { toApiError } from '../../app/errors/apiError';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../app/layout/useDocumentTitle';
import { AntdScope } from '../../app/theme/AntdScope';
import { CompleteRegistrationMutation, RegistrationQuery } from './auth.graphql';
import { AuthFormItem, type FieldAria } from './AuthFormItem';
import { BusyButton } from '../../app/forms/BusyButton';
import { toLatinDigits } from './authValidation';
import {
  missingRegistrationFields,
  registrationFieldErrors,
  registrationInput,
  registrationProblem,
  type RegistrationField,
  type RegistrationProblem,
  type RegistrationValues,
} from './registration';
import { RETURN_PARAM, returnTarget } from './registrationPath';
import { useAuthMessages } from './useAuthMessages';
import styles from './AuthPage.module.css';

/** `/{lang}/auth/update-account-roles` (SPEC §2, §6): fill in what the registration lacks. */
export function CompleteRegistrationPage() {
  return (
    <AntdScope>
      <CompleteRegistration />
    </AntdScope>
  );
}

const EMPTY: RegistrationValues = { phoneNumber: '', idNumber: '', userType: '', userCategory: '' };

const HINTS = {
  phoneNumber: 'registration.fields.phoneNumberHint',
  idNumber: 'registration.fields.idNumberHint',
} as const;

function CompleteRegistration() {
  const language = useLanguage();
  useAuthMessages(language);
  const { t } = useTranslation('auth');
  useDocumentTitle(t('registration.title'));
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [{ data, error }] = useQuery({
    query: RegistrationQuery,
    // Never an answer cached for another account: the fields asked for are fixed by it.
    requestPolicy: 'network-only',
  });
  useApiErrorEffect(error);
  const handleApiError = useApiErrorHandler();
  const [{ fetching: saving }, save] = useMutation(CompleteRegistrationMutation);
  // Fixed at the first answer: the fields stay while the user fills them in and saves.
  const [fields, setFields] = useState<RegistrationField[] | null>(null);
  if (data && fields === null) setFields(missingRegistrationFields(data.authMe));
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [serverProblems, setServerProblems] = useState<
    Partial<Record<RegistrationField, RegistrationProblem>>
  >({});

  const target = returnTarget(searchParams.get(RETURN_PARAM), language);
  const fieldId = (field: RegistrationField) => `${id}-${field}`;
  const problemOf = (field: RegistrationField) =>
    serverProblems[field] ?? (touched[field] ? registrationProblem(field, values[field]) : null);

  function change(field: RegistrationField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setServerProblems((current) => ({ ...current, [field]: undefined }));
  }

  function leave(field: RegistrationField) {
    if (values[field] !== '') setTouched((current) => ({ ...current, [field]: true }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || !fields) return;
    setTouched(Object.fromEntries(fields.map((field) => [field, true])));
    const firstInvalid = fields.find((field) => registrationProblem(field, values[field]));
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    const result = await save({ profile: registrationInput(fields, values) });
    if (result.error) {
      const problems = registrationFieldErrors(toApiError(result.error).fieldErrors);
      const [first] = fields.filter((field) => problems[field]);
      if (first) {
        setServerProblems(problems);
        focusField(first);
      } else handleApiError(result.error);
      return;
    }
    showToast(language, {
      type: 'success',
      key: 'registration-saved',
      title: t('registration.saved'),
      description: t('registration.savedDetail'),
    });
    await navigate(target, { replace: true });
  }

  function focusField(field: RegistrationField) {
    // A radio group takes focus on its checked (or first) radio.
    const control = document.getElementById(fieldId(field));
    const radio = control?.querySelector<HTMLInputElement>('input:checked, input');
    (radio ?? control)?.focus();
  }

  function item(field: RegistrationField, control: (aria: FieldAria) => ReactNode) {
    const problem = problemOf(field);
    const hint = field === 'phoneNumber' || field === 'idNumber' ? HINTS[field] : undefined;
    return (
      <AuthFormItem
        key={field}
        id={fieldId(field)}
        label={t(`registration.fields.${field}`)}
        error={problem ? t(`validation.${problem}`) : undefined}
        hint={hint && t(hint)}
        group={field === 'userType' || field === 'userCategory'}
      >
        {control}
      </AuthFormItem>
    );
  }

  function textInput(field: 'phoneNumber' | 'idNumber') {
    return item(field, (aria) => (
      <Input
        {...aria}
        id={fieldId(field)}
        size="large"
        dir="ltr"
        {...(field === 'phoneNumber'
          ? { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' }
          : { autoComplete: 'off', spellCheck: false })}
        value={values[field]}
        onChange={(event) => change(field, toLatinDigits(event.target.value))}
        onBlur={() => leave(field)}
      />
    ));
  }

  function choiceInput(field: 'userType' | 'userCategory') {
    const choices =
      field === 'userType'
        ? USER_TYPES.map((value) => ({ value, label: t(`registration.userTypes.${value}`) }))
        : USER_CATEGORIES.map((value) => ({
            value,
            label: t(`registration.userCategories.${value}`),
          }));
    return item(field, (aria) => (
      <Radio.Group
        {...aria}
        id={fieldId(field)}
        className={styles.choices}
        value={values[field] || undefined}
        onChange={(event) => {
          change(field, String(event.target.value));
          setTouched((current) => ({ ...current, [field]: true }));
        }}
        options={choices.map((choice) => ({ ...choice, className: styles.choice }))}
      />
    ));
  }

  const complete = fields !== null && fields.length === 0;
  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <div className={`${styles.card} ${styles.wide}`}>
        <Typography.Title id={`${id}-title`} level={1} className={styles.title}>
          {t('registration.title')}
        </Typography.Title>
        {fields === null && !error && <Skeleton active title={false} paragraph={{ rows: 6 }} />}
        {complete && (
          <div role="status">
            <Alert type="success" showIcon title={t('registration.complete')} />
            <p className={styles.actions}>
              <Link to={target}>{t('registration.continue')}</Link>
            </p>
          </div>
        )}
        {fields !== null && !complete && (
          <>
            <Typography.Paragraph className={styles.intro}>
              {t('registration.intro')}
            </Typography.Paragraph>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Form layout="vertical" component={false} requiredMark={false}>
                {fields.map((field) =>
                  field === 'phoneNumber' || field === 'idNumber'
                    ? textInput(field)
                    : choiceInput(field),
                )}
                <BusyButton type="primary" htmlType="submit" size="large" block busy={saving}>
                  {t('registration.save')}
                </BusyButton>
              </Form>
            </form>
            <p className={`${styles.actions} ${styles.later}`}>
              <Link to={target}>{t('registration.later')}</Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
