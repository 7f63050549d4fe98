import type { Language } from '@dawa/shared/language';
import { legalDocument } from './legalDocument';
import { LegalPage } from './LegalPage';

/** `/{lang}/privacy`: its text comes with the page's code. */
export function preload(language: Language): Promise<unknown> {
  return legalDocument('privacy', language);
}

export function Component() {
  return <LegalPage name="privacy" />;
}
