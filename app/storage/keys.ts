/** Every localStorage key the app uses, named once (spec §3). */
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
  /** The fasting clock: when the current fast began and ended (issue 13, not in the specification). */
  fasting: 'm15-fasting',
} as const;

export type KeyName = keyof typeof KEYS;
export type StorageKey = (typeof KEYS)[KeyName];
export const ALL_KEYS: StorageKey[] = Object.values(KEYS);

/** Where unreadable text is kept aside instead of being destroyed. */
export const corruptKey = (key: StorageKey) => `${key}.corrupt`;
