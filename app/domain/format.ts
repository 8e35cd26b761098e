/**
 * How the app writes dates and numbers for people in Brazil: '02/11/2026',
 * '80,5'. The one place for display formatting (the words that go with a
 * count are content/words.ts's); parsing what people type is
 * domain/numbers.ts, calendar arithmetic is domain/dates.ts.
 *
 * Dates are written as Intl.DateTimeFormat('pt-BR') writes them (the unit
 * tests compare the two over thousands of dates, in several time zones), but
 * by hand: the first Intl formatter a page builds loads the ICU locale data,
 * 30-100 ms on this machine's CPU and four times that on a phone, in the
 * screen's first frame (docs/decisions/008-loading-by-measure.md). Only a
 * time in another time zone, which a fixed pattern cannot compute, asks Intl.
 */
import { calendarDate } from './dates';
import { parseWeight } from './limits';
import { parseDecimal, roundHalfUp } from './numbers';

const two = (n: number) => String(n).padStart(2, '0');

/** A calendar date: '2026-11-02' → '02/11/2026'; text that is not a date is returned as it is. */
export function formatDateBR(iso: string): string {
  return calendarDate(iso) === null ? iso : `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/** The local calendar date of an instant: '23/11/2026'. */
export function formatDayBR(instant: Date): string {
  return `${two(instant.getDate())}/${two(instant.getMonth() + 1)}/${String(instant.getFullYear()).padStart(4, '0')}`;
}

/** '2026-11-02' → '02/11' (the chart's axis). */
export function formatDayMonth(iso: string): string {
  return calendarDate(iso) === null ? iso : `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
}

/** A pt-BR date without its year, where the year goes without saying: '05/03/2026' → '05/03'; other text as it is. */
export function dropYearBR(dateBR: string): string {
  return /^\d{2}\/\d{2}\/\d{4}$/.test(dateBR) ? dateBR.slice(0, 5) : dateBR;
}

/**
 * A stored timestamp as pt-BR text: an ISO instant gives date and time
 * ('22/11/2026, 12:30', in the phone's time zone or the one given), a
 * yyyy-mm-dd date gives the date; text kept by an older version in another
 * format is shown as it is.
 */
export function formatTimestampBR(text: string, timeZone?: string): string {
  if (calendarDate(text) !== null) return formatDateBR(text);
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const t = new Date(text);
    if (!Number.isNaN(t.getTime())) {
      if (timeZone) {
        const options = {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        } as const;
        return new Intl.DateTimeFormat('pt-BR', { ...options, timeZone }).format(t);
      }
      return `${formatDayBR(t)}, ${two(t.getHours())}:${two(t.getMinutes())}`;
    }
  }
  return text;
}

/**
 * The space between a figure and its unit ('80,0 kg'): a no-break space, so a
 * line never ends on the figure and starts the next with its unit.
 */
export const NBSP = '\u00a0';

/** A day of the week as Date.getDay() counts it: 0 is Sunday, 6 Saturday (content/words.ts names it). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** An instant as a moment of her week, in the phone's zone: its weekday, its day ('06/03') and its time ('20:00'). */
export interface Moment {
  weekday: Weekday;
  day: string;
  time: string;
}

/**
 * An instant of her week, in the phone's zone (the end of a fast: the weekday
 * tells it faster than the year). content/words.ts says it: 'sexta, 06/03, às
 * 20:00'. Null for text that is not an instant.
 */
export function momentOf(text: string): Moment | null {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
  const t = new Date(text);
  if (Number.isNaN(t.getTime())) return null;
  return {
    weekday: t.getDay() as Weekday,
    day: `${two(t.getDate())}/${two(t.getMonth() + 1)}`,
    time: `${two(t.getHours())}:${two(t.getMinutes())}`,
  };
}

/** A stored number as typed ('80.5') shown with a comma ('80,5'); text that is not a number stays as it is. */
export function showDecimal(stored: string): string {
  const n = parseDecimal(stored);
  return n === null ? stored : String(n).replace('.', ',');
}

/**
 * A stored measure (kg, litres, cm) as the report and its spreadsheet write
 * every figure: one decimal and a comma, '82' → '82,0', '2.25' →
 * '2,3'. '' stays ''; text that is not a number (kept from an older version)
 * stays as it was typed.
 */
export function formatMeasure(stored: string): string {
  const n = parseDecimal(stored);
  return n === null ? stored : formatOneDecimal(n);
}

/** A height in centimetres as people say it: whole centimetres bare ('165' → '165'), a part with one decimal ('165.5' → '165,5'). */
export function formatHeight(stored: string): string {
  const n = parseDecimal(stored);
  if (n === null) return stored;
  return Number.isInteger(roundHalfUp(n, 1)) ? String(roundHalfUp(n, 1)) : formatOneDecimal(n);
}

/**
 * A stored difference (kilos or centimetres lost, which may be below zero) with
 * one decimal: '2.5' → '2,5', '-2.5' → '-2,5', '0' → '0,0'. Other text stays as it is.
 */
export function formatDifference(stored: string): string {
  const n = stored.trim() === '' ? NaN : Number(stored.replace(',', '.'));
  return Number.isFinite(n) ? formatOneDecimal(n) : stored;
}

/** One decimal, comma separated: 26.12 → '26,1', 25 → '25,0'. */
export function formatOneDecimal(value: number): string {
  return roundHalfUp(value, 1).toFixed(1).replace('.', ',');
}

/** '5.0' → '5,0', 79.4 → '79,4': a number or numeric text with a comma instead of the dot. */
export function formatDecimal(value: string | number): string {
  return String(value).replace('.', ',');
}

/**
 * Litres as every screen shows them: one decimal at least, two when a glass
 * (250 mL) needs them: 3 → '3,0', 1.75 → '1,75', '2.5' → '2,5'. Text that is
 * not a number stays as it is.
 */
export function formatLitres(value: string | number): string {
  const n = typeof value === 'number' ? value : parseDecimal(value);
  if (n === null || !Number.isFinite(n)) return String(value);
  const hundredths = Math.round(n * 100);
  return (hundredths / 100).toFixed(hundredths % 10 === 0 ? 1 : 2).replace('.', ',');
}

/** A change of weight with its sign: −0.6 → '−0,6 kg' (a real minus sign), 0.2 → '+0,2 kg', 0 → '0,0 kg' (before the unit, NBSP). */
export function formatKgChange(kg: number): string {
  const size = formatOneDecimal(Math.abs(kg));
  if (size === '0,0') return `0,0${NBSP}kg`;
  return `${kg < 0 ? '\u2212' : '+'}${size}${NBSP}kg`;
}

/** Sizes as the user reads them: '1,2 MB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  const digits = i === 0 || value >= 100 ? 0 : 1;
  // As Intl.NumberFormat('pt-BR') writes it: a dot between thousands, a comma before the decimal.
  const [whole = '0', fraction] = roundHalfUp(value, digits).toFixed(digits).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, '.')}${fraction ? `,${fraction}` : ''} ${units[i]}`;
}

/** A weight with one decimal and a comma ('65,0'), or '—' when it is missing or not a weight. */
export function formatWeight(text: string): string {
  const n = parseWeight(text);
  return n === null ? '—' : formatOneDecimal(n);
}

/** '80,0 kg', or '' when there is no weight to show. */
export function formatKg(text: string): string {
  const n = parseWeight(text);
  return n === null ? '' : `${formatOneDecimal(n)}${NBSP}kg`;
}
