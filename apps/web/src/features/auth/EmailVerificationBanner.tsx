import { useSession } from '../../app/session/session';
import { EmailVerificationNotice } from './EmailVerificationNotice';

/**
 * A discreet notice for a signed-in user whose e-mail address is not verified yet (SPEC §4),
 * with "resend" and "check again". Drawn from the session as soon as it is known, with the
 * shell's own messages, so it never arrives after the page and pushes it down under a finger.
 */
export function EmailVerificationBanner() {
  const session = useSession();
  if (!session || session.user.emailVerified !== false) return null;
  // Keyed by user so another account never sees the previous answer.
  return <EmailVerificationNotice key={session.user.id} email={session.user.email} />;
}
