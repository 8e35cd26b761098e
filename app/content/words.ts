/** The grammar the texts share: a count and the form of the word that fits it, a moment of the week. */
import type { Moment, Weekday } from '~/domain/format';

/** '1 item', '3 itens': the count and the word that fits it. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A day after its preposition: 'na sexta, 06/03, às 20:00', 'no domingo, 08/03,
 * às 20:00' (sábado and domingo are masculine), 'em 06/03/2026' for a date
 * without its weekday.
 */
export function onDay(when: string): string {
  if (/^(sábado|domingo)\b/.test(when)) return `no ${when}`;
  if (/^(segunda|terça|quarta|quinta|sexta)\b/.test(when)) return `na ${when}`;
  return `em ${when}`;
}

/** The no-break space between a figure and its unit (domain/format.ts writes its own figures with the same). */
export const NBSP = '\u00a0';

/** A figure with its unit, held together: '80,0 kg', '2,5 L', '38 h'. */
export const withUnit = (figure: string | number, unit: string) => `${figure}${NBSP}${unit}`;

/** The days of the week as the app says them, without '-feira' (domain/format.ts `Weekday` counts them). */
export const WEEKDAY_NAMES: Record<Weekday, string> = [
  'domingo',
  'segunda',
  'terça',
  'quarta',
  'quinta',
  'sexta',
  'sábado',
];

/** A moment's day with its weekday: 'sexta, 06/03'. */
export const weekdayAndDay = (m: Moment) => `${WEEKDAY_NAMES[m.weekday]}, ${m.day}`;

/** A moment of her week (domain/format.ts `momentOf`): 'sexta, 06/03, às 20:00'; text that is not one stays as it is. */
export const momentText = (m: Moment | null, text: string) => (m ? `${weekdayAndDay(m)}, às ${m.time}` : text);
