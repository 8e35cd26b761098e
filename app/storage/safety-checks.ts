/** m15-safety-checks: when the check before each long fast was done. The answers are never written. */
import { KEYS } from '~/domain/keys';
import type { CheckedBlock, SafetyChecks } from '~/domain/pre-fast-check';
import { write } from './local';
import { load } from './registry';

export function loadSafetyChecks(): SafetyChecks {
  return load(KEYS.safetyChecks);
}

/** Records that the check for `block` was done at `now`, keeping the other block's. */
export function markSafetyCheckDone({ block, now }: { block: CheckedBlock; now: Date }): void {
  write(KEYS.safetyChecks, { ...loadSafetyChecks(), [block]: now.toISOString() });
}
