import { useEffect, useState } from 'react';
import { hasMessages, loadMessages, type FeatureNamespace } from '../../app/i18n/i18n';
import { useLanguage } from '../../app/i18n/useLanguage';

/**
 * Loads a feature's messages for the page language from a lazily loaded part that has no
 * route of its own (the bell's dropdown, the admin offers pages). True once loaded.
 */
export function useFeatureMessages(namespace: FeatureNamespace): boolean {
  const language = useLanguage();
  const [, setLoaded] = useState(0);
  const ready = hasMessages(language, namespace);
  useEffect(() => {
    if (ready) return;
    let cancelled = false;
    void loadMessages(language, [namespace]).then(() => {
      if (!cancelled) setLoaded((count) => count + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [ready, language, namespace]);
  return ready;
}
