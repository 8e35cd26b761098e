/**
 * Values a person can have. Every form, its widget (min, max, step) and its
 * message (validation.ts's `outOfRange`) take them from here, so the limit a
 * field shows and the limit the action checks are the same number.
 */
import { parseDecimal } from './numbers';

export const WEIGHT_KG = { min: 1, max: 400, step: 0.1 } as const;
export const HEIGHT_CM = { min: 50, max: 250 } as const;
/** A waist measured with a tape at the navel: no adult's is under 40 cm or over 250 cm. */
export const WAIST_CM = { min: 40, max: 250, step: 0.1 } as const;
/** Age in whole years, optional on Perfil (the report shows it): the challenge is for adults and teenagers at most. */
const AGE_YEARS = { min: 12, max: 120, step: 1 } as const;
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

/** The quantities a form asks for, with their limits: a field out of them is `outOfRange` (validation.ts). */
export const RANGES = {
  weight: WEIGHT_KG,
  height: HEIGHT_CM,
  water: WATER_L,
  waist: WAIST_CM,
  waterGoal: WATER_GOAL_L,
  age: AGE_YEARS,
} as const satisfies Record<string, { min: number; max: number }>;
export type Quantity = keyof typeof RANGES;

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

/** An age in whole years from what was typed or stored ('45'); null otherwise (a fraction, out of range, not a number). */
export function parseAge(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const n = inRange(text, AGE_YEARS);
  return n !== null && Number.isInteger(n) ? n : null;
}

/** A number typed into a field, when it lies within `range`. */
export function inRange(text: string, range: { min: number; max: number }): number | null {
  const n = parseDecimal(text);
  return n !== null && n >= range.min && n <= range.max ? n : null;
}
