import type { Profile } from '~/domain/stored';
import { ERASED_KEYS } from '~/domain/erase';
import { KEYS } from '~/domain/keys';
import { fastRecordThroughErase } from './fasting';
import { safetyChecksThroughErase } from './safety-checks';
import { write, writeMany } from './local';
import { load } from './registry';

export function loadProfile(): Profile {
  return load(KEYS.profile);
}

export function saveProfile({ profile }: { profile: Profile }): void {
  write(KEYS.profile, profile);
}

/**
 * "Sim, apagar tudo" (spec §4 "Profile reset"): the keys of domain/erase.ts,
 * with why they are more than the specification's five. All or nothing: a
 * failure leaves every key as it was.
 */
export function resetProgress({ now }: { now: Date }): void {
  writeMany({
    ...Object.fromEntries(ERASED_KEYS.reset.map((k) => [k, null])),
    ...fastRecordThroughErase(now),
    ...safetyChecksThroughErase(now),
  });
}
