/**
 * The short safety note on Início's welcome, on every first load: its own
 * module, so the welcome does not carry the full fasting guidance of
 * content/safety.ts (which uses the same sentence) (decision 007).
 */

/** The app is not a doctor: said wherever fasting is explained. */
export const NOT_A_DOCTOR =
  'Este app não substitui médico nem nutricionista: se você tem alguma doença ou toma remédio todos os dias, converse com um deles antes de jejuar.';

/** Where the full guidance is: the Phases screen, on a fasting tab. */
export const SAFETY_PATH = '/fases?fase=jejum-1#seguranca';
