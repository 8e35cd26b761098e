/** m15-safety-checks: the check before each fast, when and whether it said go or stop. The answers are never written. */
import type { FastingBlockId } from '~/domain/challenge';
import type { EndedFast } from '~/domain/fast-log';
import { KEYS } from '~/domain/keys';
import {
  type CheckOutcome,
  checksThatHold,
  checksThroughRestore,
  type SafetyCheck,
  type SafetyChecks,
  withCheck,
} from '~/domain/pre-fast-check';
import { endingChanges } from './fasting';
import { writeEssentialFirst } from './local';
import { load, loadQuietly, PARSERS } from './registry';

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
  const checks = withCheck(loadSafetyChecks(), block, check, startDate, now);
  const ending = outcome === 'stop' ? endingChanges({ startDate, now }) : null;
  // The stop and the end of the fast it stops are kept even where the log and the record find no room.
  const { [KEYS.fasting]: clock, ...rest } = ending?.changes ?? {};
  writeEssentialFirst({ [KEYS.safetyChecks]: checks, ...(clock ? { [KEYS.fasting]: clock } : {}) }, rest);
  return ending?.ended ?? null;
}

/**
 * What every erase writes back of `m15-safety-checks`, after its removals: the
 * checks whose stop holds today (domain/pre-fast-check.ts `checksThatHold`), so
 * that a restart, a reset or "Apagar tudo" never turns a "sim" into a new check.
 * Nothing when no stop holds: the removal stands.
 */
export function safetyChecksThroughErase(now: Date): Record<string, SafetyChecks> {
  const held = checksThatHold(loadQuietly(KEYS.safetyChecks), now);
  return held ? { [KEYS.safetyChecks]: held } : {};
}

/** What a restore writes for the checks: the backup's, with a stop that holds on this phone kept. */
export function safetyChecksThroughRestore(
  data: Record<string, unknown>,
  now: Date,
): Record<string, SafetyChecks | null> {
  const restored = PARSERS[KEYS.safetyChecks](KEYS.safetyChecks in data ? data[KEYS.safetyChecks] : null).value;
  const merged = checksThroughRestore(loadQuietly(KEYS.safetyChecks), restored, now);
  return { [KEYS.safetyChecks]: Object.keys(merged).length > 0 ? merged : null };
}
