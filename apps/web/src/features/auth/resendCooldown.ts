import { useEffect, useState } from 'react';

/** How long after sending a code the "resend" button waits (the server allows 10 a minute). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** Whole seconds left before another code may be asked for (0 when it may be now). */
export function secondsUntilResend(
  sentAt: number,
  now: number,
  cooldownSeconds = RESEND_COOLDOWN_SECONDS,
): number {
  const left = Math.ceil((sentAt + cooldownSeconds * 1000 - now) / 1000);
  // A clock set back after sending must not make the wait longer than the cooldown.
  return Math.min(cooldownSeconds, Math.max(0, left));
}

/** The seconds left before a resend, ticking down once a second after the code `sentAt`. */
export function useResendCountdown(sentAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = sentAt === null ? 0 : secondsUntilResend(sentAt, now);
  useEffect(() => {
    if (left === 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [left, now]);
  return left;
}
