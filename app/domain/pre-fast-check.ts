/**
 * The short safety check before the long fasts (issue 23): on the day before
 * Jejum I and the Jejum Final (days 3 and 9) and on their first day (4 and
 * 10), until it is done, "Hoje" asks a few yes/no questions taken from the
 * safety list. A yes to any of them stops the fast: not without medical
 * follow-up. The answers are never stored; `m15-safety-checks` keeps only
 * when the check was done for each block.
 */
import * as v from 'valibot';
import { BLOCKS } from './challenge';
import { addDays, localIsoDate } from './dates';
import { isIsoInstant } from './fasting';
import { parseWeight } from './limits';
import { bmi } from './profile';
import { recordOf, type Parser } from './stored';

/** The fasting blocks long enough to ask first: Jejum I (3 days) and the Jejum Final (6 days). */
export const CHECKED_BLOCKS = ['jejum-1', 'jejum-final'] as const;
export type CheckedBlock = (typeof CHECKED_BLOCKS)[number];

const firstDayOf = (block: CheckedBlock) => BLOCKS.find((b) => b.id === block)!.first;

/** The block a check on `day` is for: the day before a fast block and its first day (3, 4, 9, 10). */
export function checkedBlockOn(day: number | null): CheckedBlock | null {
  if (day === null) return null;
  return CHECKED_BLOCKS.find((block) => day === firstDayOf(block) - 1 || day === firstDayOf(block)) ?? null;
}

/** Every question is a hard stop: a yes means this fast only with medical follow-up. */
export const PRE_FAST_QUESTIONS = [
  'pregnant',
  'under18',
  'eatingDisorder',
  'diabetesMedication',
  'heartOrKidney',
  'lowBmi',
] as const;
export type PreFastQuestion = (typeof PRE_FAST_QUESTIONS)[number];

/** Under this BMI a person is underweight (the profile's "Abaixo do peso"), a refeeding risk. */
export const LOW_BMI = 18.5;

/** The answers a form sends: 'sim' or 'nao'. */
export const YES = 'sim';
export const NO = 'nao';
export const ANSWER_MISSING = 'Responda sim ou não.';

/**
 * The BMI the check can tell by itself: the latest known weight (the diary's
 * or the final one, else the profile's) and the profile's height. Null when
 * either is missing or impossible; then the check asks.
 */
export function knownBmi(input: { weight: string; initialWeight: string; height: string }): number | null {
  const weight = parseWeight(input.weight) ?? parseWeight(input.initialWeight);
  const height = Number(String(input.height).trim().replace(',', '.'));
  if (weight === null || !Number.isFinite(height) || height <= 0) return null;
  return bmi(weight, height);
}

export type PreFastValidation =
  { ok: true; stops: PreFastQuestion[] } | { ok: false; errors: Partial<Record<PreFastQuestion, string>> };

/**
 * Reads the answers: each question must be answered 'sim' or 'nao', except
 * the BMI when the profile tells it (then that answer, if sent, is ignored).
 * The result names the questions answered yes: any of them stops the fast.
 */
export function validatePreFastAnswers(
  input: Partial<Record<PreFastQuestion, unknown>>,
  bmiValue: number | null,
): PreFastValidation {
  const errors: Partial<Record<PreFastQuestion, string>> = {};
  const stops: PreFastQuestion[] = [];
  for (const q of PRE_FAST_QUESTIONS) {
    if (q === 'lowBmi' && bmiValue !== null) {
      if (bmiValue < LOW_BMI) stops.push(q);
      continue;
    }
    const answer = input[q];
    if (answer === YES) stops.push(q);
    else if (answer !== NO) errors[q] = ANSWER_MISSING;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, stops };
}

// ---- m15-safety-checks -------------------------------------------------------
/** When the check was done for each block (an instant), or '' when it was not. Never the answers. */
export type SafetyChecks = Record<CheckedBlock, string>;
export const emptySafetyChecks = (): SafetyChecks => ({ 'jejum-1': '', 'jejum-final': '' });

const instantOrNone = v.union([
  v.literal(''),
  v.pipe(
    v.string(),
    v.check<string>((t) => isIsoInstant(t)),
  ),
]);
export const parseSafetyChecks: Parser<SafetyChecks> = recordOf<SafetyChecks>(
  { 'jejum-1': instantOrNone, 'jejum-final': instantOrNone },
  emptySafetyChecks,
);

/**
 * When the check for `block` was done in this challenge, or null: a check
 * counts from the day before the block (by the current start date), so one
 * made in an earlier challenge, or before the start date was moved, asks again.
 */
export function checkDoneAt(checks: SafetyChecks, block: CheckedBlock, startDate: string): string | null {
  const at = checks[block];
  const from = addDays(startDate, firstDayOf(block) - 2);
  if (!isIsoInstant(at) || from === null) return null;
  return localIsoDate(new Date(at)) >= from ? at : null;
}

export interface PreFastCheck {
  block: CheckedBlock;
  /** When it was done in this challenge, or null: then "Hoje" asks. */
  doneAt: string | null;
  /** The BMI known from the profile (null: asked instead). */
  bmi: number | null;
}

/** What "Hoje" shows of the check today, or null on days without it. */
export function preFastCheckOf(input: {
  day: number | null;
  startDate: string;
  checks: SafetyChecks;
  weight: string;
  initialWeight: string;
  height: string;
}): PreFastCheck | null {
  const block = checkedBlockOn(input.day);
  if (!block) return null;
  return { block, doneAt: checkDoneAt(input.checks, block, input.startDate), bmi: knownBmi(input) };
}
