import { describe, expect, it } from 'vitest';
import type { Language } from '@dawa/shared/language';
import {
  formatCountdown,
  formatDateTime,
  formatFileSize,
  formatDayMonth,
  formatListDate,
  formatLongDate,
  formatMonthYear,
  formatNumber,
  formatPhone,
  formatPrice,
  formatSerial,
  formatRelativeTime,
} from './format';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
// 22:30 UTC on 14 Jan is 00:30 on 15 Jan in Cairo (UTC+2).
const LATE = '2026-01-14T22:30:00.000Z';

describe('format', () => {
  it('writes dates in Cairo time, in the page language', () => {
    expect(formatListDate(LATE, 'en')).toBe('Thu, 15 Jan 2026');
    expect(formatListDate(LATE, 'ar')).toBe('الخميس، 15 يناير 2026');
    expect(formatDateTime(LATE, 'en')).toBe('Thu, 15 Jan 2026, 00:30');
    expect(formatDateTime(LATE, 'ar')).toBe('الخميس، 15 يناير 2026، 00:30');
    expect(formatLongDate(LATE, 'en')).toBe('15 January 2026');
    expect(formatLongDate(LATE, 'ar')).toBe('15 يناير 2026');
    // 22:30 UTC on 31 Dec is already January in Cairo.
    expect(formatMonthYear('2025-12-31T22:30:00.000Z', 'en')).toBe('January 2026');
    expect(formatMonthYear('2025-12-31T22:30:00.000Z', 'ar')).toBe('يناير 2026');
  });

  it('reads a day (SPEC §9 YYYY-MM-DD) as that day in Cairo', () => {
    expect(formatLongDate('2020-07-07', 'en')).toBe('7 July 2020');
    expect(formatLongDate('2020-07-07', 'ar')).toBe('7 يوليو 2020');
    expect(formatListDate('not a date', 'en')).toBe('');
    expect(formatDayMonth('2026-11-27', 'en')).toBe('27 Nov');
    expect(formatDayMonth('2026-11-27', 'ar')).toBe('27 نوفمبر');
  });

  it('says how long ago within a week, then the date and time', () => {
    const now = Date.parse(LATE);
    const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
    expect(formatRelativeTime(ago(10), 'en', now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(5 * 60), 'ar', now)).toBe('قبل 5 دقائق');
    expect(formatRelativeTime(ago(26 * 3600), 'en', now)).toBe('yesterday');
    expect(formatRelativeTime(ago(8 * 86400), 'en', now)).toBe(
      formatDateTime(ago(8 * 86400), 'en'),
    );
  });

  it('writes counts, prices and sizes', () => {
    expect(formatNumber(12000, 'en')).toBe('12,000');
    expect(formatNumber(12000, 'ar')).toBe('12,000');
    expect(formatSerial(1042, 'en')).toBe('1042');
    expect(formatSerial(1042, 'ar')).toBe('1042');
    expect(formatPrice(12.5, 'en')).toBe('12.5');
    expect(formatPrice(1234.567, 'ar')).toBe('1234.57');
    expect(formatPrice(30, 'ar')).toBe('30');
    expect(formatPrice(30, 'en', { cents: true })).toBe('30.00');
    expect(formatPrice(Number.NaN, 'en')).toBe('');
    expect(formatFileSize(1536 * 1024, 'en')).toBe('1.5 MB');
    expect(formatFileSize(329, 'en')).toBe('329 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatCountdown(69)).toBe('1:09');
    expect(formatPhone(' +201001234567 ')).toBe('\u2066+201001234567\u2069');
  });

  it('uses Latin digits in both languages (ADR 0020)', () => {
    const samples = (language: Language) => [
      formatListDate(LATE, language),
      formatDateTime(LATE, language),
      formatLongDate(LATE, language),
      formatMonthYear(LATE, language),
      formatDayMonth(LATE, language),
      formatRelativeTime(LATE, language, Date.parse(LATE) + 3 * 3600_000),
      formatNumber(1234567.5, language),
      formatPrice(99.75, language),
      formatFileSize(2048, language),
    ];
    for (const text of [...samples('en'), ...samples('ar')]) {
      expect(text).toMatch(/\d/);
      expect(text).not.toMatch(ARABIC_INDIC);
    }
  });
});
