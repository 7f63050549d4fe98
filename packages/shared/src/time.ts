/** Business dates are Cairo dates (ARCHITECTURE §4), whatever the server's or browser's zone. */
export const BUSINESS_TIME_ZONE = 'Africa/Cairo';

const cairoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Cairo calendar date of an instant, as YYYY-MM-DD. */
export function cairoDate(at: Date = new Date()): string {
  return cairoDay.format(at);
}

/** A YYYY-MM-DD calendar date `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Whether a string is a real YYYY-MM-DD calendar date (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}
