import { isIsoDate } from './dates';
import {
  HEIGHT_CM,
  inRange,
  NAME_MAX,
  parseAge,
  WAIST_CM,
  WATER_GOAL_L,
  WATER_LITRES_PER_KG,
  WEIGHT_KG,
} from './limits';
import { roundHalfUp } from './numbers';
import type { Profile } from './stored';
import { type FieldProblems, INVALID_DATE, outOfRange, REQUIRED, tooLong, type Validated } from './validation';

/**
 * A new user: no profile saved yet (neither a name nor a start date). Início
 * shows her the specification's welcome, and Perfil's first save is hers.
 */
export function isNewUser(profile: Pick<Profile, 'name' | 'startDate'>): boolean {
  return profile.name === '' && profile.startDate === '';
}

/**
 * The water goal for a weight, one decimal, as stored ('2.5'), or '' when
 * the weight is not above 0. Computed in integer thousandths of a kilo so
 * that 70 kg gives 2.5 (2.45 rounded half up), not the float's 2.4.
 */
export function waterGoalFor(weightKg: number): string {
  if (!Number.isFinite(weightKg) || weightKg <= 0) return '';
  const grams = Math.round(weightKg * 1000);
  // litres × 10 = grams × (mL per kg) × 10 / 1000 / 1000 = grams × 35 / 100 000
  const mlPerKg = Math.round(WATER_LITRES_PER_KG * 1000);
  const tenths = Math.floor((grams * mlPerKg + 50_000) / 100_000);
  return (tenths / 10).toFixed(1);
}

/** BMI to one decimal, or null unless both values are above 0. */
export function bmi(weightKg: number, heightCm: number): number | null {
  if (!(weightKg > 0) || !(heightCm > 0) || !Number.isFinite(weightKg) || !Number.isFinite(heightCm)) return null;
  const m = heightCm / 100;
  return roundHalfUp(weightKg / (m * m), 1);
}

const BMI_CATEGORIES = [
  { below: 18.5, label: 'Abaixo do peso' },
  { below: 25, label: 'Peso normal' },
  { below: 30, label: 'Sobrepeso' },
  { below: 35, label: 'Obesidade Grau I' },
  { below: 40, label: 'Obesidade Grau II' },
  { below: Infinity, label: 'Obesidade Grau III' },
] as const;

export type BmiCategory = (typeof BMI_CATEGORIES)[number]['label'];

export function bmiCategory(value: number): BmiCategory {
  return BMI_CATEGORIES.find((c) => value < c.below)!.label;
}

// ---- saving ---------------------------------------------------------------
export type ProfileField = keyof Profile;
const REQUIRED_FIELDS: ProfileField[] = ['name', 'startDate', 'initialWeight', 'height'];

/** The number to store ('80.5') when it lies within `range`. */
function stored(text: string, range: { min: number; max: number }): string | null {
  const n = inRange(text, range);
  return n === null ? null : String(n);
}

/**
 * The profile to store from what the form sent, or the problem of each field
 * that cannot be saved (`missing`: a required one is empty, spec §5).
 */
export function validateProfile(input: Partial<Record<ProfileField, unknown>>): Validated<Profile, ProfileField> {
  const text = (k: ProfileField) => (typeof input[k] === 'string' ? (input[k] as string).trim() : '');
  const raw: Required<Profile> = {
    name: text('name'),
    startDate: text('startDate'),
    initialWeight: text('initialWeight'),
    height: text('height'),
    waterGoal: text('waterGoal'),
    initialWaist: text('initialWaist'),
    age: text('age'),
  };
  const problems: FieldProblems<ProfileField> = {};

  const missing = REQUIRED_FIELDS.filter((k) => raw[k] === '');
  for (const k of missing) problems[k] = REQUIRED;

  if (raw.name.length > NAME_MAX) problems.name = tooLong(NAME_MAX);
  if (raw.startDate && !isIsoDate(raw.startDate)) problems.startDate = INVALID_DATE;
  const weight = raw.initialWeight && stored(raw.initialWeight, WEIGHT_KG);
  if (raw.initialWeight && weight === null) problems.initialWeight = outOfRange('weight');
  const height = raw.height && stored(raw.height, HEIGHT_CM);
  if (raw.height && height === null) problems.height = outOfRange('height');
  const water = raw.waterGoal && stored(raw.waterGoal, WATER_GOAL_L);
  if (raw.waterGoal && water === null) problems.waterGoal = outOfRange('waterGoal');
  const waist = raw.initialWaist && stored(raw.initialWaist, WAIST_CM);
  if (raw.initialWaist && waist === null) problems.initialWaist = outOfRange('waist');
  const age = raw.age && parseAge(raw.age);
  if (raw.age && age === null) problems.age = outOfRange('age');

  if (Object.keys(problems).length > 0) return { ok: false, problems, missing: missing.length > 0 };
  const profile: Profile = {
    name: raw.name,
    startDate: raw.startDate,
    initialWeight: weight || '',
    height: height || '',
    waterGoal: water || '',
  };
  // Optional and left out when empty: a profile without it is stored as before the waist was asked.
  if (waist) profile.initialWaist = waist;
  // Optional and left out when empty, like the waist.
  if (age) profile.age = String(age);
  return { ok: true, value: profile };
}
