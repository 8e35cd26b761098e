/** Hoje's words for the top of the screen: the heading, the day's ring, "O que fazer agora" and her figures. */
import { plural, withUnit } from './words';

export const TODAY_TOP = {
  dayRingLabel: 'Dias do desafio',
  day: (day: number) => `Dia ${day}`,
  ofDays: (total: number) => `de ${total}`,
  /** The same words as after the last day (content/outcome.ts): a tick is what she marked, not a verdict. */
  ticked: (done: number, total: number) =>
    done === 1 ? `1 de ${total} dias marcado como feito` : `${done} de ${total} dias marcados como feitos`,
  /** Under the heading when there is no day's ring, in the ring's card when there is. */
  daysLeft: (left: number) =>
    left === 0 ? 'Último dia do desafio!' : `Faltam ${plural(left, 'dia', 'dias')} para concluir o desafio.`,
  startsOn: (date: string) => `Começa em ${date}`,
  startsIn: (days: number) => (days === 1 ? 'Seu desafio começa amanhã.' : `Seu desafio começa em ${days} dias.`),
  now: 'O que fazer agora',
  /**
   * The hero's action on a day she eats again after a fast: it leads to the day's record (the check-in), named
   * as that card is, so that it is not taken for the tick "Marcar o dia N como feito" under it.
   */
  registerDay: 'Preencher o registro',
  /** The stop signs, compact on fasting days: the 192 line always visible, the rest one tap away. */
  allSigns: 'Ver todos os sinais para parar',
} as const;

/** Her figures under the day: water against the goal, kilograms lost so far. */
export const TODAY_FIGURES = {
  water: 'Água hoje',
  /** The litres drunk, against the goal when there is one ('1,5 de 2,5 L'), and whether it is met. */
  litres: (litres: string, goal: string | null, met: boolean) =>
    goal === null ? withUnit(litres, 'L') : `${litres} de ${withUnit(goal, 'L')}${met ? ' · meta batida' : ''}`,
  /** The kilograms lost so far, with their unit. */
  kg: (kg: string) => withUnit(kg, 'kg'),
  waterAria: (percent: number) => `Água: ${percent}% da meta de hoje`,
  /** Also the line under "Seu resultado" on day 16 and after. */
  lost: 'kg eliminados até agora',
  toResults: 'Ver Resultados',
} as const;
