/** Hoje's words for the top of the screen (issue 30): the day's ring and "O que fazer agora". */

export const TODAY_TOP = {
  dayRingLabel: 'Dias do desafio',
  day: (day: number) => `Dia ${day}`,
  ofDays: (total: number) => `de ${total}`,
  ticked: (done: number, total: number) => `${done} de ${total} dias concluídos na Jornada`,
  now: 'O que fazer agora',
  /** The stop signs, compact on fasting days: the 192 line always visible, the rest one tap away. */
  allSigns: 'Ver todos os sinais para parar',
} as const;
