import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { Alert, Button, Input, type InputRef } from 'antd';
import { IAM_ERRORS } from '@dawa/shared/accounts';
import { VERIFICATION_CODE_LENGTH } from '@dawa/shared/limits';
import { toApiError } from '../../app/errors/apiError';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { codeInputValue, isValidVerificationCode } from '../auth/authValidation';
import { BusyButton } from '../../app/forms/BusyButton';
import { formatCountdown, formatPhone } from '../../app/format/format';
import { useResendCountdown } from '../auth/resendCooldown';
import { SendPhoneCodeMutation, VerifyPhoneMutation, type Profile } from './profile.graphql';
import styles from './Profile.module.css';

export interface PhoneVerificationProps {
  /** The saved number, not proven yet. */
  phoneNumber: string;
  onVerified: (profile: Profile) => void;
}

/**
 * What is wrong with a code, as a `validation.` key: the form's own check (`codeDigits`), or the
 * server's field error (`invalidCode` for the same rule).
 */
const CODE_PROBLEMS = [
  'codeDigits',
  'invalidCode',
  IAM_ERRORS.wrongCode,
  IAM_ERRORS.codeExpired,
  IAM_ERRORS.tooManyAttempts,
] as const;
type CodeProblem = (typeof CODE_PROBLEMS)[number];

const isCodeProblem = (message: string): message is CodeProblem =>
  (CODE_PROBLEMS as readonly string[]).includes(message);

/**
 * Proving a saved mobile number with the code it receives by SMS; until then it cannot be used
 * to sign in (SPEC §4 phone sign-in). Its own form, beside the account form.
 */
export function PhoneVerification({ phoneNumber, onVerified }: PhoneVerificationProps) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const id = useId();
  const codeInput = useRef<InputRef>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<CodeProblem | null>(null);
  const [{ fetching: sending }, send] = useMutation(SendPhoneCodeMutation);
  const [{ fetching: verifying }, verify] = useMutation(VerifyPhoneMutation);
  const secondsLeft = useResendCountdown(sentAt);
  const errorId = `${id}-error`;

  const sendCode = async () => {
    const result = await send({});
    if (result.error) {
      handleApiError(result.error);
      return;
    }
    setSentAt(Date.now());
    setCode('');
    setProblem(null);
  };

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verifying) return;
    if (!isValidVerificationCode(code)) {
      setProblem('codeDigits');
      codeInput.current?.focus();
      return;
    }
    const result = await verify({ code });
    const verified = result.data?.authVerifyPhoneNumber;
    if (verified) {
      showToast(language, { type: 'success', key: 'phone-verified', title: t('phone.verified') });
      onVerified(verified);
      return;
    }
    if (!result.error) return;
    const codeProblem = toApiError(result.error)
      .fieldErrors.filter(({ path }) => path === 'code')
      .map(({ message }) => message)
      .find(isCodeProblem);
    if (codeProblem) {
      setProblem(codeProblem);
      codeInput.current?.select();
    } else handleApiError(result.error);
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subheading}>
        {t('phone.heading')}
      </h2>
      <Alert
        type="warning"
        // A standing notice, not news: no live announcement.
        role="note"
        showIcon
        title={t('phone.unverified', { phone: formatPhone(phoneNumber) })}
        description={t('phone.why')}
      />
      {sentAt === null ? (
        <BusyButton busy={sending} onClick={() => void sendCode()}>
          {t('phone.send')}
        </BusyButton>
      ) : (
        <form className={styles.codeForm} noValidate onSubmit={(event) => void confirm(event)}>
          <p className={styles.hint} role="status">
            {t('phone.sent', { phone: formatPhone(phoneNumber), count: VERIFICATION_CODE_LENGTH })}
          </p>
          <label htmlFor={`${id}-code`} className={styles.codeLabel}>
            {t('phone.code')}
          </label>
          <div className={styles.codeRow}>
            <Input
              ref={codeInput}
              id={`${id}-code`}
              // It appears because the user asked for a code: typing it is the next step.
              autoFocus
              className={styles.code}
              size="large"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              value={code}
              status={problem ? 'error' : undefined}
              aria-invalid={problem !== null}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => {
                setCode(codeInputValue(event.target.value));
                setProblem(null);
              }}
            />
            <BusyButton type="primary" htmlType="submit" size="large" busy={verifying}>
              {t('phone.confirm')}
            </BusyButton>
          </div>
          {problem && (
            <p id={errorId} className={styles.codeError} role="alert">
              {t(`validation.${problem}`, { count: VERIFICATION_CODE_LENGTH })}
            </p>
          )}
          <Button
            type="link"
            className={styles.resend}
            disabled={secondsLeft > 0 || sending}
            onClick={() => void sendCode()}
          >
            {secondsLeft > 0
              ? t('phone.resendIn', { time: formatCountdown(secondsLeft) })
              : t('phone.resend')}
          </Button>
        </form>
      )}
    </section>
  );
}
