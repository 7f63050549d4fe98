import { useRef, useState, type RefObject } from 'react';
import type { CheckboxRef } from 'antd';

export interface TermsConsent {
  accepted: boolean;
  /** A sign-up was tried without the box ticked, and it still is not. */
  missing: boolean;
  setAccepted: (accepted: boolean) => void;
  /** Whether a sign-up may go on; if not, the box says why and takes the focus. */
  confirm: () => boolean;
}

/**
 * The sign-up form's confirmation of age and terms (SPEC §1), shared by every method, and the
 * box's ref; `triedWithout` when a sign-up without it has just come back from a provider.
 */
export function useTermsConsent(triedWithout: boolean): {
  consent: TermsConsent;
  checkbox: RefObject<CheckboxRef | null>;
} {
  const [accepted, setAccepted] = useState(false);
  const [tried, setTried] = useState(triedWithout);
  const checkbox = useRef<CheckboxRef>(null);
  const consent: TermsConsent = {
    accepted,
    missing: tried && !accepted,
    setAccepted,
    confirm() {
      if (accepted) return true;
      setTried(true);
      checkbox.current?.focus();
      return false;
    },
  };
  return { consent, checkbox };
}
