/**
 * The short, calm note about the fasting days, on the welcome and on Hoje,
 * with the way to the full guidance (safety.ts). Apart from safety.ts, so
 * that the welcome, where a first visit lands, does not download the lists
 * of signs and steps it does not show.
 */

/**
 * The app is not a doctor: said wherever fasting is explained. The Jejum
 * Final alone is more than 5 days of little intake, a refeeding risk by
 * itself, so a doctor before it is for everyone, not only for the ill.
 */
export const NOT_A_DOCTOR =
  'Este app não substitui médico nem nutricionista. Antes do Jejum Final, de 6 dias, converse com um médico, mesmo se você se sente bem. Se tem alguma doença ou toma remédio todos os dias, converse antes de qualquer jejum.';

/** Where the full guidance is: the Phases screen, on a fasting tab. */
export const SAFETY_PATH = '/fases?fase=jejum-1#seguranca';

/**
 * The short note on the welcome and on Hoje (the specification's words): the
 * intro, NOT_A_DOCTOR, then the link to SAFETY_PATH and its full stop.
 */
export const SAFETY_NOTE = {
  label: 'Antes de jejuar',
  intro: 'O M15 tem dias de jejum.',
  link: 'Veja quem deve falar com um médico e os sinais para parar',
  after: '.',
} as const;
