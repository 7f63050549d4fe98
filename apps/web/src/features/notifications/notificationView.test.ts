import { describe, expect, it } from 'vitest';
import { formatNotificationDate, localized, notificationHref } from './notificationView';

describe('notificationView', () => {
  it('picks the page language, falling back to the other', () => {
    expect(localized({ en: 'Hi', ar: 'مرحبا' }, 'ar')).toBe('مرحبا');
    expect(localized({ en: 'Hi', ar: '' }, 'ar')).toBe('Hi');
    expect(localized(null, 'en')).toBe('');
  });

  it('links by type with the language prefix', () => {
    expect(notificationHref('en', 'prescriptionComment', 'p1')).toBe('/en/prescriptions/p1');
    expect(notificationHref('ar', 'offer', 'o1')).toBe('/ar/offers/o1');
    expect(notificationHref('en', 'jobAccepted', 'j1')).toBe('/en/job-opportunities/j1');
    expect(notificationHref('en', 'propertyPending', 'f1')).toBe('/en/facilities/f1');
    expect(notificationHref('en', 'offer', null)).toBeNull();
  });

  it('says how long ago within a week, else the date', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(formatNotificationDate('2026-03-10T11:59:40Z', 'en', now)).toBe('now');
    expect(formatNotificationDate('2026-03-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatNotificationDate('2026-03-09T10:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatNotificationDate('2026-01-01T10:00:00Z', 'en', now)).toMatch(/2026/);
    expect(formatNotificationDate('2026-03-10T11:55:00Z', 'ar', now)).toMatch(/دقائق/);
  });
});
