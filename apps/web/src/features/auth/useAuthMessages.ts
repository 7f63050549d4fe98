import { use } from 'react';
import type { Language } from '@dawa/shared/language';
import { loadMessages } from '../../app/i18n/i18n';

const pending = new Map<Language, Promise<void>>();

/** Suspends until the `auth` catalogue of `language` is loaded (once per language). */
export function useAuthMessages(language: Language): void {
  let loading = pending.get(language);
  if (!loading) {
    loading = loadMessages(language, ['auth']).catch((error: unknown) => {
      // Let a later opening try again instead of replaying the failure.
      pending.delete(language);
      throw error;
    });
    pending.set(language, loading);
  }
  use(loading);
}
