import { describe, expect, it } from 'vitest';
import { localized, notificationHref } from './notificationView';

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
});
