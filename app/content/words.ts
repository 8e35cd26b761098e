/** The grammar the texts share: a count and the form of the word that fits it. */

/** '1 item', '3 itens': the count and the word that fits it. */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A day after its preposition: 'na sexta, 06/03 às 20:00', 'no domingo, 08/03
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
