import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { useClient } from 'urql';
import { Button, Form, Input, type InputRef } from 'antd';
import type { AuthErrorKey } from '@dawa/shared/authErrors';
import { VERIFICATION_CODE_LENGTH } from '@dawa/shared/limits';
import { useLanguage } from '../../app/i18n/useLanguage';
import { track } from '../../app/analytics/track';
import { authClient } from '../../app/session/authClient';
import { refreshSession } from '../../app/session/session';
import { RegistrationQuery } from './auth.graphql';
import { authErrorKey } from './authErrors';
import { AuthFormItem, ValidTick } from './AuthFormItem';
import { BusyButton } from '../../app/forms/BusyButton';
import { AuthSubmit } from './AuthSubmit';
import {
  codeInputValue,
  isValidVerificationCode,
  normalisedPhoneNumber,
  toLatinDigits,
} from './authValidation';
import { registrationHref } from './registrationPath';
import { signInTarget } from './signInRedirect';
import { formatCountdown, formatPhone } from '../../app/format/format';
import { useResendCountdown } from './resendCooldown';
import styles from './AuthDialog.module.css';

export interface PhoneSignInFormProps {
  /** Focus the number at once (the user has just chosen this method). */
  autoFocus?: boolean;
  /** Signed in with a complete registration: the dialog can close. */
  onSignedIn: () => void;
}

type Field = 'phone' | 'code';

/** better-auth's answer to a call: what went wrong, if anything. */
interface CallResult {
  error: unknown;
}

/**
 * SPEC §4 phone sign-in, in two steps: the Egyptian mobile number, then the 6-digit code it
 * receives by SMS. An unknown number is told so and sent back to the sign-in dialog (where
 * `/auth/signin` leads); a known one is signed in, and goes on to complete the registration
 * when that is still incomplete.
 */
export function PhoneSignInForm({ autoFocus = false, onSignedIn }: PhoneSignInFormProps) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useClient();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  /** The number the code went to; set, the form is at the code step. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [resent, setResent] = useState(false);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ phone: false, code: false });
  const [pending, setPending] = useState<'send' | 'verify' | null>(null);
  const [failure, setFailure] = useState<AuthErrorKey | null>(null);
  const phoneInput = useRef<InputRef>(null);
  const codeInput = useRef<InputRef>(null);
  const secondsLeft = useResendCountdown(sentAt);

  const fieldId = (field: Field) => `${id}-${field}`;
  const phoneNumber = normalisedPhoneNumber(phone);
  const phoneError = touched.phone && !phoneNumber ? t('validation.invalidPhone') : undefined;
  const codeError =
    touched.code && !isValidVerificationCode(code)
      ? t('validation.codeDigits', { count: VERIFICATION_CODE_LENGTH })
      : undefined;

  /** A field shows its error once left with text in it, or after a submit attempt. */
  function leave(field: Field, value: string) {
    if (value !== '') setTouched((current) => ({ ...current, [field]: true }));
  }

  /** Runs one better-auth call with the busy state; true when it succeeded. */
  async function call(kind: 'send' | 'verify', request: () => Promise<CallResult>) {
    setPending(kind);
    setFailure(null);
    let key: AuthErrorKey | null;
    try {
      const { error } = await request();
      key = error ? authErrorKey(error) : null;
    } catch (caught) {
      key = authErrorKey(caught);
    }
    setPending(null);
    setFailure(key);
    return key === null ? true : key;
  }

  async function sendCode(to: string) {
    const sent = await call('send', () => authClient.phoneNumber.sendOtp({ phoneNumber: to }));
    if (sent !== true) return;
    setResent(sentTo !== null);
    setSentTo(to);
    setSentAt(Date.now());
    setCode('');
    setTouched((current) => ({ ...current, code: false }));
  }

  function backToNumber() {
    setSentTo(null);
    setSentAt(null);
    setCode('');
    setFailure(null);
    // The number field comes back in place of the code; give it the focus the code had.
    requestAnimationFrame(() => phoneInput.current?.focus());
  }

  /** Whether the signed-in user's registration is complete (SPEC §6); null when unknown. */
  async function registrationComplete(): Promise<boolean | null> {
    const result = await client
      .query(RegistrationQuery, {}, { requestPolicy: 'network-only' })
      .toPromise();
    return result.data?.authMe.registrationComplete ?? null;
  }

  async function verify(to: string) {
    let complete: boolean | null = null;
    const verified = await call('verify', async () => {
      const answer = await authClient.phoneNumber.verify({ phoneNumber: to, code });
      // The session is known before the next page's guard asks for it: better-auth tells the
      // session store a moment later, after the registration query may have answered.
      if (!answer.error)
        [, complete] = await Promise.all([refreshSession(), registrationComplete()]);
      return answer;
    });
    if (verified === true) {
      track('login', { method: 'phone' });
      // SPEC §4: a phone sign-in goes on to complete an incomplete registration.
      if (complete === false) await navigate(registrationHref(language, location));
      else onSignedIn();
    } else if (verified === 'userNotFound') {
      // SPEC §4: an unknown number is told so and goes back to the sign-in page.
      backToNumber();
      setFailure('userNotFound');
      await navigate(signInTarget(language, ''), { replace: true });
    } else {
      codeInput.current?.select();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (sentTo === null) {
      setTouched((current) => ({ ...current, phone: true }));
      if (phoneNumber) await sendCode(phoneNumber);
      else phoneInput.current?.focus();
      return;
    }
    setTouched((current) => ({ ...current, code: true }));
    if (isValidVerificationCode(code)) await verify(sentTo);
    else codeInput.current?.focus();
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Form layout="vertical" component={false} requiredMark={false}>
        {sentTo === null ? (
          <AuthFormItem
            id={fieldId('phone')}
            label={t('fields.phone')}
            error={phoneError}
            hint={t('fields.phoneHint')}
          >
            {(aria) => (
              <Input
                {...aria}
                ref={phoneInput}
                id={fieldId('phone')}
                size="large"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                autoFocus={autoFocus}
                dir="ltr"
                value={phone}
                onChange={(event) => {
                  setPhone(toLatinDigits(event.target.value));
                  setFailure(null);
                }}
                onBlur={() => leave('phone', phone)}
                suffix={<ValidTick valid={phoneNumber !== null} />}
              />
            )}
          </AuthFormItem>
        ) : (
          <>
            <p className={styles.codeSent}>
              <span role="status">
                {t(resent ? 'phone.codeResent' : 'phone.codeSent', { phone: formatPhone(sentTo) })}
              </span>{' '}
              <Button type="link" className={styles.inlineLink} onClick={backToNumber}>
                {t('phone.changeNumber')}
              </Button>
            </p>
            <AuthFormItem
              id={fieldId('code')}
              label={t('fields.code')}
              error={codeError}
              hint={t('fields.codeHint', { count: VERIFICATION_CODE_LENGTH })}
            >
              {(aria) => (
                <Input
                  {...aria}
                  ref={codeInput}
                  id={fieldId('code')}
                  className={styles.code}
                  size="large"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  autoFocus
                  dir="ltr"
                  value={code}
                  onChange={(event) => {
                    setCode(codeInputValue(event.target.value));
                    setFailure(null);
                  }}
                  onBlur={() => leave('code', code)}
                  suffix={<ValidTick valid={isValidVerificationCode(code)} />}
                />
              )}
            </AuthFormItem>
          </>
        )}
        <AuthSubmit failure={failure} busy={pending === (sentTo === null ? 'send' : 'verify')}>
          {sentTo === null ? t('submit.sendCode') : t('submit.verifyCode')}
        </AuthSubmit>
        {sentTo !== null && (
          <BusyButton
            className={styles.resend}
            type="link"
            block
            busy={pending === 'send'}
            disabled={secondsLeft > 0 || pending === 'verify'}
            onClick={() => void sendCode(sentTo)}
          >
            {secondsLeft > 0
              ? t('phone.resendIn', { time: formatCountdown(secondsLeft) })
              : t('phone.resend')}
          </BusyButton>
        )}
      </Form>
    </form>
  );
}
