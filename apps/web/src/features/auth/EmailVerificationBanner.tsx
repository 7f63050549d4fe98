import { lazy, Suspense } from 'react';
import { useSession } from '../../app/session/session';

// Loaded only for a signed-in user; it asks the API whether the e-mail is verified.
const EmailVerificationNotice = lazy(() =>
  import('./EmailVerificationNotice').then((module) => ({
    default: module.EmailVerificationNotice,
  })),
);

/**
 * A discreet notice for a signed-in user whose e-mail address is not verified yet (SPEC §4),
 * with "resend" and "check again". Renders nothing otherwise; light enough for the shell.
 */
export function EmailVerificationBanner() {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by user so another account never sees the previous answer. */}
      <EmailVerificationNotice key={session.user.id} />
    </Suspense>
  );
}
