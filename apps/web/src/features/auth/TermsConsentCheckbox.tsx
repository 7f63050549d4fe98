import { useId, type ReactNode, type RefObject } from 'react';
import { Trans } from '../../app/i18n/Trans';
import { useTranslation } from '../../app/i18n/useTranslation';
import { Checkbox, Form, type CheckboxRef } from 'antd';
import { useLanguage } from '../../app/i18n/useLanguage';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import type { TermsConsent } from './useTermsConsent';
import styles from './AuthDialog.module.css';

export interface TermsConsentCheckboxProps {
  consent: TermsConsent;
  checkboxRef: RefObject<CheckboxRef | null>;
}

/**
 * The required box of every sign-up: 13 or older, and the terms accepted (SPEC §1). The
 * documents open in a new tab, so the form keeps what was typed.
 */
export function TermsConsentCheckbox({ consent, checkboxRef }: TermsConsentCheckboxProps) {
  const { t } = useTranslation('auth');
  const messageId = `${useId()}-message`;
  return (
    <Form layout="vertical" component={false}>
      <Form.Item
        className={styles.terms}
        validateStatus={consent.missing ? 'error' : undefined}
        help={
          consent.missing && (
            <span id={messageId} role="alert">
              {t('errors.termsNotAccepted')}
            </span>
          )
        }
      >
        <Checkbox
          ref={checkboxRef}
          checked={consent.accepted}
          onChange={(event) => consent.setAccepted(event.target.checked)}
          aria-required
          aria-invalid={consent.missing || undefined}
          aria-describedby={consent.missing ? messageId : undefined}
        >
          <Trans
            t={t}
            i18nKey="terms.consent"
            components={{
              terms: <DocumentLink page="terms" />,
              privacy: <DocumentLink page="privacy" />,
            }}
          />
        </Checkbox>
      </Form.Item>
    </Form>
  );
}

interface DocumentLinkProps {
  page: 'terms' | 'privacy';
  /** The document's name, from the sentence Trans fills in. */
  children?: ReactNode;
}

function DocumentLink({ page, children }: DocumentLinkProps) {
  const { t } = useTranslation();
  return (
    <a href={`/${useLanguage()}/${page}`} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> {t('chrome.newTab')}</span>
    </a>
  );
}
