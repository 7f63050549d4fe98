import { useEffect, useState } from 'react';
import { hasMessages, loadMessages } from '../../app/i18n/i18n';
import { useLanguage } from '../../app/i18n/useLanguage';

/**
 * Loads the moderation messages for the page language: this page is its own lazy chunk under
 * the admin route, which brings only the admin catalogue. True once loaded; a failed
 * load (offline, a new deployment) is thrown to the route's error boundary.
 */
export function useModerationMessages(): boolean {
  const language = useLanguage();
  const [, setLoaded] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const ready = hasMessages(language, 'moderation');
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadMessages(language, ['moderation']).then(
      () => {
        if (current) setLoaded((count) => count + 1);
      },
      (error: unknown) => {
        if (current) setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [ready, language]);
  if (failure) throw failure.error;
  return ready;
}
