import { describe, expect, it } from 'vitest';
import { badgeText } from './useUnreadNotificationCount';

describe('badgeText', () => {
  it('hides the badge when nothing is unread', () => {
    expect(badgeText(0)).toBeNull();
  });

  it('shows the count up to 9 and "9+" from 10 on', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});
