/**
 * Every name M15 writes on the phone, in one place that every layer may read
 * (storage, the rules of domain, the notices, the tests): the localStorage
 * keys of the specification (§3) and the app's own, what each holds in the
 * user's words, the IndexedDB store of the photos and the backup file's format.
 */
export const KEYS = {
  profile: 'm15-profile',
  completedDays: 'm15-completed-days',
  diary: 'm15-diary',
  results: 'm15-results',
  photoHistory: 'm15-photo-history',
  protocolHistory: 'm15-protocol-history',
  notes: 'm15-notes',
  shopping: 'm15-shopping',
  recipeRatings: 'recipeRatings',
  journey: 'm15-journey',
  testimonial: 'm15-testimonial',
  /** When the user last made a backup or put off the reminder (not in the specification). */
  backupMeta: 'm15-backup-meta',
  /** The fasting clock: when the current fast began and ended (not in the specification). */
  fasting: 'm15-fasting',
  /** The check before each fast: when it was done and whether it said go or stop; never the answers. */
  safetyChecks: 'm15-safety-checks',
  /** Every fast that ended: start, end, the end its block gave it, and whether it got there. */
  fastLog: 'm15-fast-log',
  /** The bottles of electrolytes ticked on Hoje, per day. */
  electrolytes: 'm15-electrolytes',
  /** The steps to break a fast ticked on Hoje, per day. */
  refeed: 'm15-refeed',
  /**
   * When each recent fast began, was planned to end and ended, nothing else:
   * it decides when the next fast may start (domain/fast-gate.ts), so it
   * outlives every erase while it can still gate one.
   */
  fastRecord: 'm15-fast-record',
} as const;

export type KeyName = keyof typeof KEYS;
export type StorageKey = (typeof KEYS)[KeyName];
export const ALL_KEYS: StorageKey[] = Object.values(KEYS);

const NAME_OF = Object.fromEntries(Object.entries(KEYS).map(([name, key]) => [key, name])) as Record<
  StorageKey,
  KeyName
>;
/** A key's name in KEYS ('m15-diary' → 'diary'): the code content/ words each key by (content/data.ts). */
export const keyNameOf = (key: StorageKey): KeyName => NAME_OF[key];

/** Where unreadable text is kept aside instead of being destroyed. */
export const corruptKey = (key: StorageKey) => `${key}.corrupt`;

/** A copy of a key's unreadable text, kept aside (storage/kept-aside.ts). */
export interface KeptAside {
  /** The key whose data could not be read. */
  key: StorageKey;
  /** Where the original text is kept. */
  asideKey: string;
  text: string;
}

/** The photos' Blobs (docs/decisions/004-photos-in-indexeddb.md): database and object store. */
export const PHOTO_STORE = { database: 'm15-photos', store: 'photos' } as const;

/**
 * The photos kept for a form that is not saved yet, with when each was kept
 * (docs/decisions/011-no-file-in-a-form-post.md). Bookkeeping, not the user's
 * data: outside ALL_KEYS, so no backup carries it and no notice names it.
 */
export const KEPT_PHOTOS_KEY = 'm15-photos-kept';

/** What a backup file says it is, so a restore can tell an M15 backup from any other JSON. */
export const BACKUP_FORMAT = 'm15-backup';
