/**
 * Calendar days, not instants. The challenge counts the days on the user's
 * wall calendar, so "today" is the local date and differences are taken
 * between calendar dates (as UTC midnights), which no time zone or
 * daylight-saving change can shift. Showing dates is domain/format.ts.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The UTC midnight of a real calendar date written yyyy-mm-dd, or null. */
export function calendarDate(iso: string): number | null {
  const m = ISO.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || mo < 1 || mo > 12 || d < 1) return null;
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  // 2026-02-30 would roll over to March: not a date.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t;
}

/** A real calendar date written yyyy-mm-dd. */
export function isIsoDate(text: string): boolean {
  return calendarDate(text) !== null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date of `now` (never toISOString, which is UTC). */
export function localIsoDate(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier), or null if either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const a = calendarDate(from);
  const b = calendarDate(to);
  if (a === null || b === null) return null;
  return Math.round((b - a) / DAY_MS);
}

/** The calendar date `days` after `iso` (before, when negative), or null if `iso` is not a date. */
export function addDays(iso: string, days: number): string | null {
  const t = calendarDate(iso);
  if (t === null || !Number.isInteger(days)) return null;
  const d = new Date(t + days * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Days since 1970-01-01 of a calendar date, or null: a number to sort and space dates by. */
export function dayIndex(iso: string): number | null {
  const t = calendarDate(iso);
  return t === null ? null : Math.round(t / DAY_MS);
}

/** The later of two dates or instants written so that they sort as text (yyyy-mm-dd, datetime-local, ISO). */
export const laterText = (a: string, b: string): string => (a > b ? a : b);
