/**
 * Calendar days, not instants. The challenge counts the days on the user's
 * wall calendar, so "today" is the local date and differences are taken
 * between calendar dates (as UTC midnights), which no time zone or
 * daylight-saving change can shift.
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function utcMidnight(iso: string): number | null {
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
  return utcMidnight(text) !== null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date of `now` (never toISOString, which is UTC). */
export function localIsoDate(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier), or null if either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  const a = utcMidnight(from);
  const b = utcMidnight(to);
  if (a === null || b === null) return null;
  return Math.round((b - a) / DAY_MS);
}

// Made on first use: building a formatter loads the locale's data (about
// 20 ms on this machine), and every screen imports this module at start-up.
let br: Intl.DateTimeFormat | null = null;

/** '2026-11-02' → '02/11/2026'; anything that is not a date is returned as it is. */
export function formatDateBR(iso: string): string {
  const t = utcMidnight(iso);
  if (t === null) return iso;
  br ??= new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  return br.format(t);
}
