/** m15-safety-checks: the check before each fast, when and whether it said go or stop. The answers are never written. */
import type { FastingBlockId } from '~/domain/challenge';
import type { EndedFast } from '~/domain/fast-log';
import { KEYS } from '~/domain/keys';
import { type CheckOutcome, type SafetyCheck, type SafetyChecks, withCheck } from '~/domain/pre-fast-check';
import { endingChanges } from './fasting';
import { writeMany } from './local';
import { load } from './registry';

export function loadSafetyChecks(): SafetyChecks {
  return load(KEYS.safetyChecks);
}

/**
 * Records the check of `block` done at `now`, keeping the other block's. A
 * redo that replaces a stop keeps that stop's instant (`withCheck`), and an
 * absolute stop, or a stop already redone, is never replaced. A stop also
 * ends a fast that is running (one begun before the check, or left going in
 * another tab): stopping is what the answer asks, so the clock stops with
 * it, in the same write. Returns that fast, if one was ended.
 */
export function recordSafetyCheck({
  block,
  outcome,
  absolute = false,
  startDate,
  now,
}: {
  block: FastingBlockId;
  outcome: CheckOutcome;
  /** A stop from ABSOLUTE_STOPS. */
  absolute?: boolean;
  startDate: string;
  now: Date;
}): EndedFast | null {
  const check: SafetyCheck = { at: now.toISOString(), outcome, ...(absolute ? { absolute: true as const } : {}) };
  const checks = withCheck(loadSafetyChecks(), block, check, startDate);
  const ending = outcome === 'stop' ? endingChanges({ startDate, now }) : null;
  writeMany({ [KEYS.safetyChecks]: checks, ...ending?.changes });
  return ending?.ended ?? null;
}
