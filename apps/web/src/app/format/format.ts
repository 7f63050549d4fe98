import type { Language } from '@dawa/shared/language';

/**
 * The one place that turns dates, times and numbers into text (ADR 0020). Latin digits in
 * both languages: `ar-EG` with the `latn` numbering system keeps Arabic month and weekday
 * names, Arabic separators in dates and Arabic relative times, with the digits of the drug
 * names, doses, prices and phone numbers around them.
 */
const LOCALES: Record<Language, string> = { en: 'en-GB', ar: 'ar-EG-u-nu-latn' };

/** Dates are shown in Egypt's time, whatever the device's zone. */
const TIME_ZONE = 'Africa/Cairo';

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO instant, or a day (`2026-10-24`, SPEC §9) read at noon UTC so that it is the same
 * day in Cairo. Null when it is not a date.
 */
function toDate(iso: string): Date | null {
  const date = new Date(DAY_ONLY.test(iso) ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Formatters are costly to build and pages format many values: one per language and style. */
function cached<Options, Format>(
  make: (locale: string, options: Options) => Format,
): (language: Language, options: Options) => Format {
  const formats = new Map<string, Format>();
  return (language, options) => {
    const key = `${language} ${JSON.stringify(options)}`;
    let format = formats.get(key);
    if (!format) {
      format = make(LOCALES[language], options);
      formats.set(key, format);
    }
    return format;
  };
}

const dateFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE }),
);
const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const relativeFormat = cached(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

function formatDate(iso: string, language: Language, options: Intl.DateTimeFormatOptions) {
  const date = toDate(iso);
  return date ? dateFormat(language, options).format(date) : '';
}

/**
 * A card's date (SPEC §9 "a list's formatted date is the first 15 characters", i.e. the
 * original's `Tue Jan 14 2025`): `Sat 24 Oct 2026` / `السبت، 24 أكتوبر 2026`.
 */
export function formatListDate(iso: string, language: Language): string {
  return formatDate(iso, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** A day in running text (`24 October 2026`): when an offer was published, a text's version. */
export function formatLongDate(iso: string, language: Language): string {
  return formatDate(iso, language, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A day in a chart or a table (`24 Oct 2026` / `24 أكتوبر 2026`). */
export function formatShortDate(iso: string, language: Language): string {
  return formatDate(iso, language, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A month and year (`November 2026`), e.g. since when someone is a member. */
export function formatMonthYear(iso: string, language: Language): string {
  return formatDate(iso, language, { month: 'long', year: 'numeric' });
}

/** A day on a chart's axis: `27 Nov` / `27 نوفمبر`. */
export function formatDayMonth(iso: string, language: Language): string {
  return formatDate(iso, language, { day: 'numeric', month: 'short' });
}

/** A date with its time on the 24-hour clock (`Sat, 24 Oct 2026, 03:24`). */
export function formatDateTime(iso: string, language: Language): string {
  return formatDate(iso, language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** Relative within a week (`5 minutes ago`, `yesterday`), then the date and time. */
export function formatRelativeTime(iso: string, language: Language, now = Date.now()): string {
  const date = toDate(iso);
  if (!date) return '';
  const elapsed = Math.round((now - date.getTime()) / 1000);
  if (elapsed >= WEEK) return formatDateTime(iso, language);
  const format = relativeFormat(language, { numeric: 'auto' });
  if (elapsed < MINUTE) return format.format(0, 'second');
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}

/** `m:ss` (`1:00`, `0:09`): a countdown, which needs no plural forms in either language. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A count or an amount with grouping (`12,000`). */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, {}).format(value);
}

/** A number that names something (an ad number: `1042`): whole, without grouping. */
export function formatSerial(value: number, language: Language): string {
  return numberFormat(language, { useGrouping: false, maximumFractionDigits: 0 }).format(value);
}

/**
 * A price in L.E., without the currency. As a pack's label writes it by default (`12.5`,
 * `150`, no grouping, so a card's first five characters are the price: SPEC §2); with
 * `cents`, always two decimals (`30.00`), as the admin screens compare them with spreadsheets.
 */
export function formatPrice(value: number, language: Language, { cents = false } = {}): string {
  if (!Number.isFinite(value)) return '';
  return numberFormat(language, {
    useGrouping: false,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A share as a whole percent (`0.28` → `28%`), without a sign. */
export function formatPercent(fraction: number, language: Language): string {
  if (!Number.isFinite(fraction)) return '';
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte'] as const;

/** A file's size (`1.5 MB` / `1.5 م.ب`). */
export function formatFileSize(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(language, {
    style: 'unit',
    unit: SIZE_UNITS[unit],
    // Bytes in full ("329 bytes"): their short form has no plural ("329 byte").
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/**
 * A phone number as it is dialled (`01001234567`), isolated left-to-right: in an Arabic
 * sentence the bidi algorithm would otherwise move a leading `+` to the number's other end.
 */
export function formatPhone(number: string): string {
  return `\u2066${number.trim()}\u2069`;
}
