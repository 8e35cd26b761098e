/** m15-safety-checks: the check before each fast, when and whether it said go or stop. The answers are never written. */
import type { FastingBlockId } from '~/domain/challenge';
import type { EndedFast } from '~/domain/fast-log';
import { KEYS } from '~/domain/keys';
import { type CheckOutcome, type SafetyChecks, withCheck } from '~/domain/pre-fast-check';
import { endingChanges } from './fasting';
import { writeMany } from './local';
import { load } from './registry';

export function loadSafetyChecks(): SafetyChecks {
  return load(KEYS.safetyChecks);
}

/**
 * Records the check of `block` done at `now`, keeping the other block's. A
 * stop also ends a fast that is running (one begun before the check, kept by
 * an earlier version): stopping is what the answer asks, so the clock stops
 * with it, in the same write. Returns that fast, if one was ended.
 */
export function recordSafetyCheck({
  block,
  outcome,
  startDate,
  now,
}: {
  block: FastingBlockId;
  outcome: CheckOutcome;
  startDate: string;
  now: Date;
}): EndedFast | null {
  const checks = withCheck(loadSafetyChecks(), block, { at: now.toISOString(), outcome });
  const ending = outcome === 'stop' ? endingChanges({ startDate, now }) : null;
  writeMany({ [KEYS.safetyChecks]: checks, ...ending?.changes });
  return ending?.ended ?? null;
}
