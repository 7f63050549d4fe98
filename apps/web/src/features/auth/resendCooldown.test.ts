import { describe, expect, it } from 'vitest';
import { RESEND_COOLDOWN_SECONDS, secondsUntilResend } from './resendCooldown';

describe('secondsUntilResend', () => {
  const sentAt = 1_000_000;

  it('counts the whole cooldown down from the moment the code was sent', () => {
    expect(secondsUntilResend(sentAt, sentAt)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(secondsUntilResend(sentAt, sentAt + 400)).toBe(RESEND_COOLDOWN_SECONDS);
    expect(secondsUntilResend(sentAt, sentAt + 1000)).toBe(RESEND_COOLDOWN_SECONDS - 1);
  });

  it('rounds up, so it never shows 0 while the button is still waiting', () => {
    expect(secondsUntilResend(sentAt, sentAt + 59_001, 60)).toBe(1);
    expect(secondsUntilResend(sentAt, sentAt + 60_000, 60)).toBe(0);
  });

  it('stays at 0 afterwards, and when the clock went back it waits the cooldown at most', () => {
    expect(secondsUntilResend(sentAt, sentAt + 3_600_000)).toBe(0);
    expect(secondsUntilResend(sentAt, sentAt - 5_000, 30)).toBe(30);
  });
});
