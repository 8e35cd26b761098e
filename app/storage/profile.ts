import type { Profile } from '~/domain/stored';
import { KEYS, type StorageKey } from '~/domain/keys';
import { write, writeMany } from './local';
import { load } from './registry';

export function loadProfile(): Profile {
  return load(KEYS.profile);
}

export function saveProfile({ profile }: { profile: Profile }): void {
  write(KEYS.profile, profile);
}

/**
 * What "Sim, apagar tudo" erases: the five keys of the specification plus
 * the rest of the journey, the completed days, the fasting clock, the
 * safety checks done before the fasts, the ended fasts, the electrolyte
 * bottles and the refeed ticks
 * (docs/decisions/003-reset-clears-completed-days.md). Recipe ratings,
 * shopping list, results and both histories stay.
 */
export const RESET_KEYS: StorageKey[] = [
  KEYS.profile,
  KEYS.journey,
  KEYS.diary,
  KEYS.notes,
  KEYS.testimonial,
  KEYS.completedDays,
  KEYS.fasting,
  KEYS.safetyChecks,
  KEYS.fastLog,
  KEYS.electrolytes,
  KEYS.refeed,
];

/** All or nothing: a failure leaves every key as it was. */
export function resetProgress(): void {
  writeMany(Object.fromEntries(RESET_KEYS.map((k) => [k, null])));
}
