/**
 * What every form's validation answers, whichever screen it belongs to
 * (profile, diary, results, the check-in, the check before a fast): the
 * value to store, or a problem per field, as a code. The words are the
 * screen's: content/messages.ts turns the problems into each field's message.
 */
import { formatDecimal } from './format';
import { RANGES, type Quantity } from './limits';

/** Why a field cannot be saved as it is. */
export type FieldProblem =
  /** Left empty, and the form needs it. */
  | { code: 'required' }
  /** Not a calendar date. */
  | { code: 'invalidDate' }
  /** A date still to come where only a day lived fits. */
  | { code: 'futureDate' }
  /** Longer than `max` characters. */
  | { code: 'tooLong'; max: number }
  /** Not a number within the quantity's limits (limits.ts), written as the user reads them ('0,1'). */
  | { code: 'outOfRange'; quantity: Quantity; min: string; max: string };

/** The problem of each field that cannot be saved as it is. */
export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/** The message each such field shows, in the screen's words. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Validated<T, F extends string> =
  | { ok: true; value: T }
  /** `missing`: a field the form needs was left empty (the specification's own toast says so). */
  | { ok: false; problems: FieldProblems<F>; missing: boolean };

export const REQUIRED: FieldProblem = { code: 'required' };
export const INVALID_DATE: FieldProblem = { code: 'invalidDate' };
export const FUTURE_DATE: FieldProblem = { code: 'futureDate' };
export const tooLong = (max: number): FieldProblem => ({ code: 'tooLong', max });

/** A number outside `quantity`'s limits: the problem says them, so the message and the rule agree. */
export function outOfRange(quantity: Quantity): FieldProblem {
  const { min, max } = RANGES[quantity];
  return { code: 'outOfRange', quantity, min: formatDecimal(min), max: formatDecimal(max) };
}
