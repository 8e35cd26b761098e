/**
 * The safety check before a fast (issues 23 and 30). It is asked from the
 * eve of a fasting block (day 3 or 9) and on every day of it, until it is
 * done for that block in this challenge; until then the clock cannot start.
 * Every question is a hard stop: a "sim" means this fast only with medical
 * follow-up. The answers are never stored: `m15-safety-checks` keeps, per
 * block, when it was done and whether it said go or stop.
 */
import * as v from 'valibot';
import { FASTING_BLOCK_IDS, type FastingBlockId } from './challenge';
import { localIsoDate } from './dates';
import { isIsoInstant } from './fasting';
import { blockWindow } from './fasting-block';
import { parseWeight } from './limits';
import { bmi } from './profile';
import type { Parser } from './stored';
import { type FieldProblems, REQUIRED } from './validation';

/** Every question is a hard stop: a yes means this fast only with medical follow-up. */
export const PRE_FAST_QUESTIONS = [
  'pregnant',
  'under18',
  'eatingDisorder',
  'diabetesMedication',
  'heartOrKidney',
  'pressureMedication',
  'gout',
  'dailyMedication',
  'lowBmi',
] as const;
export type PreFastQuestion = (typeof PRE_FAST_QUESTIONS)[number];

/** Under this BMI a person is underweight (the profile's "Abaixo do peso"), a refeeding risk. */
export const LOW_BMI = 18.5;

/** The answers a form sends: 'sim' or 'nao'. */
export const YES = 'sim';
export const NO = 'nao';

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
  | { ok: true; stops: PreFastQuestion[] }
  /** A question left unanswered is `required` (content/pre-fast-check.ts words it). */
  | { ok: false; problems: FieldProblems<PreFastQuestion> };

/**
 * Reads the answers: each question must be answered 'sim' or 'nao', except
 * the BMI when the profile tells it (then that answer, if sent, is ignored).
 * The result names the questions answered yes: any of them stops the fast.
 */
export function validatePreFastAnswers(
  input: Partial<Record<PreFastQuestion, unknown>>,
  bmiValue: number | null,
): PreFastValidation {
  const problems: FieldProblems<PreFastQuestion> = {};
  const stops: PreFastQuestion[] = [];
  for (const q of PRE_FAST_QUESTIONS) {
    if (q === 'lowBmi' && bmiValue !== null) {
      if (bmiValue < LOW_BMI) stops.push(q);
      continue;
    }
    const answer = input[q];
    if (answer === YES) stops.push(q);
    else if (answer !== NO) problems[q] = REQUIRED;
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, stops };
}

// ---- m15-safety-checks -------------------------------------------------------
/** What a check said: 'go' (every answer no) or 'stop' (a yes: not this fast without a doctor). */
export const CHECK_OUTCOMES = ['go', 'stop'] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** One block's check: when it was done and what it said. Never the answers. */
export interface SafetyCheck {
  /** An instant, as `toISOString()` writes it. */
  at: string;
  outcome: CheckOutcome;
}

/** The last check of each block; a block without one has not been checked. */
export type SafetyChecks = Partial<Record<FastingBlockId, SafetyCheck>>;
export const emptySafetyChecks = (): SafetyChecks => ({});

const SafetyCheckSchema = v.object({
  at: v.pipe(
    v.string(),
    v.check<string>((t) => isIsoInstant(t)),
  ),
  outcome: v.picklist(CHECK_OUTCOMES),
});

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The parser for `m15-safety-checks`. Its earlier form (issue 23) held a bare
 * instant per block, or '' for none, and did not remember a "sim": the screen
 * kept the answer in memory only. Such an instant cannot prove that the check
 * said go, so it reads as no check at all and the check is asked again, the
 * safe side for someone who may have answered yes. It is a known form, not
 * damage: nothing is kept aside for it, and the next check replaces it.
 * Anything else that is not a check is dropped, and storage keeps it aside.
 */
export const parseSafetyChecks: Parser<SafetyChecks> = (json) => {
  if (json === null) return { value: {}, complete: true };
  if (!isPlainObject(json)) return { value: {}, complete: false };
  const value: SafetyChecks = {};
  const keys = Object.keys(json);
  // An object with keys but none of ours is not this record.
  let complete = keys.length === 0 || keys.some((k) => (FASTING_BLOCK_IDS as readonly string[]).includes(k));
  for (const block of FASTING_BLOCK_IDS) {
    if (!Object.hasOwn(json, block)) continue;
    const field = json[block];
    if (field === '' || isIsoInstant(field)) continue;
    const r = v.safeParse(SafetyCheckSchema, field);
    if (r.success) value[block] = r.output;
    else complete = false;
  }
  return { value, complete };
};

/**
 * The check of `block` in this challenge, or null: one done from the eve of
 * the block to its last day, by the current start date. A check of an earlier
 * challenge, or one from before the start date was moved, asks again.
 */
export function checkOf(checks: SafetyChecks, block: FastingBlockId, startDate: string): SafetyCheck | null {
  const check = checks[block];
  const window = blockWindow(startDate, block);
  if (!check || !window || !isIsoInstant(check.at)) return null;
  const date = localIsoDate(new Date(check.at));
  return date >= window.eve && date <= window.last ? check : null;
}

/** The checks with `block`'s replaced: a new check (a redo included) is the one that counts. */
export function withCheck(checks: SafetyChecks, block: FastingBlockId, check: SafetyCheck): SafetyChecks {
  return { ...checks, [block]: check };
}

/** What the answers mean for the record: any yes stops. */
export function outcomeOf(stops: readonly PreFastQuestion[]): CheckOutcome {
  return stops.length > 0 ? 'stop' : 'go';
}

/**
 * Whether any block's check was answered at or after `instant` (an ended
 * fast's end): then that end came from the check, and "Desfazer" cannot undo
 * it. A stop that a redo replaced counts by its own instant.
 */
export function checkedSince(checks: SafetyChecks, instant: string): boolean {
  return Object.values(checks).some((c) => {
    if (!c) return false;
    const earlier = (c as { earlierStop?: unknown }).earlierStop;
    return c.at >= instant || (typeof earlier === 'string' && earlier >= instant);
  });
}
