/**
 * Values a person can have. Every form, its widget (min, max, step) and its
 * message take them from here, so the limit a field shows and the limit the
 * action checks are the same number.
 */
import { parseDecimal } from './numbers';

export const WEIGHT_KG = { min: 1, max: 400, step: 0.1 } as const;
export const HEIGHT_CM = { min: 50, max: 250 } as const;
/** A waist measured with a tape at the navel: no adult's is under 40 cm or over 250 cm. */
export const WAIST_CM = { min: 40, max: 250, step: 0.1 } as const;
/** Water drunk in one day (the diary). */
export const WATER_L = { min: 0, max: 20 } as const;
/** The daily water goal of the profile. */
export const WATER_GOAL_L = { min: 0.1, max: 20 } as const;
/** Spec §9: the daily water goal is 35 mL per kg of initial weight. */
export const WATER_LITRES_PER_KG = 0.035;
/** One glass, for the quick "+1 copo" of the check-in. */
export const GLASS_L = 0.25;
export const NAME_MAX = 80;
export const FEELING_MAX = 1000;

/** The message of a weight out of range, with an example of what to type. */
export const weightRangeMessage = (example: string) =>
  `Informe um peso entre ${WEIGHT_KG.min} e ${WEIGHT_KG.max} kg (ex: ${example}).`;
export const heightRangeMessage = `Informe uma altura entre ${HEIGHT_CM.min} e ${HEIGHT_CM.max} cm (ex: 165).`;
export const waterRangeMessage = `Informe a água em litros, entre ${WATER_L.min} e ${WATER_L.max} (ex: 2,5).`;
export const waistRangeMessage = `Informe a cintura em centímetros, entre ${WAIST_CM.min} e ${WAIST_CM.max} (ex: 82,5).`;
export const waterGoalRangeMessage = `Informe uma meta entre 0,1 e ${WATER_GOAL_L.max} litros (ex: 2,5).`;

/** A plausible weight in kg from what was typed or stored ('80', '80.5', '80,5'); null otherwise. */
export function parseWeight(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const n = parseDecimal(text);
  return n !== null && n >= WEIGHT_KG.min && n <= WEIGHT_KG.max ? n : null;
}

/** A plausible waist in cm from what was typed or stored ('82', '80.5', '80,5'); null otherwise. */
export function parseWaist(text: unknown): number | null {
  return typeof text === 'string' ? inRange(text, WAIST_CM) : null;
}

/** A number typed into a field, when it lies within `range`. */
export function inRange(text: string, range: { min: number; max: number }): number | null {
  const n = parseDecimal(text);
  return n !== null && n >= range.min && n <= range.max ? n : null;
}
