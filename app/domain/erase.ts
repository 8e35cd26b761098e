/**
 * What each action that erases data takes away, key by key: the one list the
 * storage code erases (storage/profile.ts, storage/history.ts, storage/erase.ts)
 * and the one list the dialogs' words are checked against (content/erase.ts,
 * erase.test.ts). Photos follow their records: a photo Blob goes when no
 * record that stays points at it (storage/history.ts, pruneOrphanedPhotos).
 */
import { ALL_KEYS, KEYS, type StorageKey } from './keys';

export type EraseAction = 'restartEarly' | 'restart' | 'reset' | 'eraseAll';

/**
 * What no erase takes: when each recent fast began and ended. A new fast is
 * gated on it (domain/fast-gate.ts), so erasing it would let a restart chain
 * two long fasts; it keeps nothing else and leaves by itself after 15 days.
 */
const NEVER_ERASED: readonly StorageKey[] = [KEYS.fastRecord];

/**
 * The fasting days' records of one challenge (decision 010): the clock, the
 * safety checks (a new challenge asks them again before its fasts), the
 * fasts, the bottles and the refeed ticks. Every erase that ends a challenge
 * takes them all.
 */
const FASTING_DAYS = [KEYS.fasting, KEYS.safetyChecks, KEYS.fastLog, KEYS.electrolytes, KEYS.refeed] as const;

/**
 * What starting the 15 days again takes away: the current challenge's
 * records. The profile and both histories stay (spec §4 "Restart protocol").
 */
const CURRENT_CHALLENGE = [
  KEYS.diary,
  KEYS.results,
  KEYS.notes,
  KEYS.shopping,
  KEYS.completedDays,
  ...FASTING_DAYS,
] as const satisfies readonly StorageKey[];

export const ERASED_KEYS = {
  /** Perfil, before day 15: the challenge starts again today; nothing goes into the protocol history. */
  restartEarly: CURRENT_CHALLENGE,
  /** Resultados' 'Recomeçar o M15' (spec §4 "Restart protocol"), after the protocol record is written. */
  restart: CURRENT_CHALLENGE,
  /**
   * The specification's profile reset (§4): its five keys, plus the rest of
   * the journey the user sees, the completed days, the fasting clock, the
   * safety checks and the fasting days' records (fasts, bottles, refeed ticks) (docs/decisions/003-reset-clears-completed-days.md).
   * Results, photos, both histories, the shopping list and the ratings stay.
   */
  reset: [KEYS.profile, KEYS.journey, KEYS.diary, KEYS.notes, KEYS.testimonial, KEYS.completedDays, ...FASTING_DAYS],
  /**
   * "Apagar tudo deste aparelho": every key (and every photo and kept-aside
   * copy, storage/erase.ts) but the times of the recent fasts, which outlive
   * every erase while they can gate a fast (domain/fast-gate.ts).
   */
  eraseAll: ALL_KEYS.filter((k) => !NEVER_ERASED.includes(k)),
} as const satisfies Record<EraseAction, readonly StorageKey[]>;

/** Keys no screen shows, so no dialog names them when they stay: an old version's journey, the backup date. */
export const UNSEEN_KEYS: readonly StorageKey[] = [KEYS.journey, KEYS.backupMeta];

/** What stays after `action`, in the order of ALL_KEYS. */
export function keptKeys(action: EraseAction): StorageKey[] {
  const erased = new Set<StorageKey>(ERASED_KEYS[action]);
  return ALL_KEYS.filter((k) => !erased.has(k));
}
