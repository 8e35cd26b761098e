import * as v from 'valibot';
import { CHALLENGE_DAYS } from './challenge';

/**
 * Parsers for what the app keeps on the device. Each one takes any JSON value
 * and returns a valid state plus `complete: false` when something had to be
 * dropped or defaulted, so the storage layer can keep the original aside.
 * Pure: no storage, no DOM.
 */
interface Parsed<T> {
  value: T;
  complete: boolean;
}
export type Parser<T> = (json: unknown) => Parsed<T>;

/** Text fields: older versions and hand-edited data may hold numbers. */
const textField = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform((x) => String(x)),
);
const idField = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.minLength(1))]);
const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

function isPlainObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** A list keeps every valid item and drops the rest. */
function listOf<S extends v.GenericSchema>(item: S): Parser<v.InferOutput<S>[]> {
  return (json) => {
    if (!Array.isArray(json)) return { value: [], complete: json === null };
    const value: v.InferOutput<S>[] = [];
    for (const x of json) {
      const r = v.safeParse(item, x);
      if (r.success) value.push(r.output);
    }
    return { value, complete: value.length === json.length };
  };
}

/** A record takes each valid field and the default for the others. */
export function recordOf<T extends object>(
  fields: { [K in keyof T]: v.GenericSchema<unknown, T[K]> },
  defaults: () => T,
): Parser<T> {
  return (json) => {
    const value = defaults();
    if (!isPlainObject(json)) return { value, complete: json === null };
    // An object with keys but none of ours is not this record: keep it aside.
    const known = Object.keys(json).filter((k) => k in fields);
    let complete = known.length > 0 || Object.keys(json).length === 0;
    for (const k of Object.keys(fields) as (keyof T)[]) {
      if (!(k in json)) continue;
      const r = v.safeParse(fields[k], json[k as string]);
      if (r.success) value[k] = r.output as T[keyof T];
      else complete = false;
    }
    return { value, complete };
  };
}

// ---- m15-profile --------------------------------------------------------
export interface Profile {
  name: string;
  startDate: string;
  initialWeight: string;
  height: string;
  waterGoal: string;
  /** The waist at the start, in cm: optional, so profiles saved before it read the same. */
  initialWaist?: string;
  /**
   * Age in whole years, optional (the report shows it; nutritionists ask it
   * first). Not one of the specification's fields: left out when empty, so a
   * profile without it, old data and old backups read as before.
   */
  age?: string;
}
const emptyProfile = (): Profile => ({
  name: '',
  startDate: '',
  initialWeight: '',
  height: '',
  waterGoal: '',
});
export const parseProfile = recordOf<Profile>(
  {
    name: textField,
    startDate: textField,
    initialWeight: textField,
    height: textField,
    waterGoal: textField,
    initialWaist: v.optional(textField),
    age: v.optional(textField),
  },
  emptyProfile,
);

// ---- m15-completed-days -------------------------------------------------
const dayNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(CHALLENGE_DAYS));
export const parseCompletedDays: Parser<number[]> = (json) => {
  const r = listOf(dayNumber)(json);
  const unique = [...new Set(r.value)].sort((a, b) => a - b);
  return { value: unique, complete: r.complete && unique.length === r.value.length };
};

// ---- m15-diary ----------------------------------------------------------
export interface DiaryEntry {
  date: string;
  weight: string;
  water: string;
  feeling?: string;
  /** The waist that day, in cm: optional, so entries saved before it stay valid. */
  waist?: string;
}
const DiaryEntrySchema = v.object({
  date: isoDate,
  weight: textField,
  water: textField,
  feeling: v.optional(textField),
  waist: v.optional(textField),
});
export const parseDiary = listOf(DiaryEntrySchema);

// ---- m15-results --------------------------------------------------------
/** Photos are ids of Blobs in IndexedDB; data URLs from older versions are still read. */
export interface Results {
  finalWeight: string;
  beforePhoto: string;
  afterPhoto: string;
  /**
   * The day the final weight was saved (yyyy-mm-dd): it is a
   * weigh-in of that day, and a newer diary weight wins (domain/results.ts,
   * currentWeight). Optional: results saved before it read the same.
   */
  finalWeightOn?: string;
}
const emptyResults = (): Results => ({ finalWeight: '', beforePhoto: '', afterPhoto: '' });
export const parseResults = recordOf<Results>(
  { finalWeight: textField, beforePhoto: v.string(), afterPhoto: v.string(), finalWeightOn: v.optional(isoDate) },
  emptyResults,
);

// ---- m15-photo-history --------------------------------------------------
const PhotoRecordSchema = v.object({
  id: idField,
  date: v.string(),
  beforePhoto: v.optional(v.string(), ''),
  afterPhoto: v.optional(v.string(), ''),
  weight: v.optional(textField, ''),
  // Written by this version so the before/after comparison can caption the
  // "before" photo; older records lack them.
  startDate: v.optional(v.string()),
  initialWeight: v.optional(textField),
});
export type PhotoRecord = v.InferOutput<typeof PhotoRecordSchema>;
export const parsePhotoHistory = listOf(PhotoRecordSchema);

// ---- m15-protocol-history -----------------------------------------------
const ProtocolRecordSchema = v.object({
  id: idField,
  startDate: v.string(),
  endDate: v.string(),
  initialWeight: textField,
  finalWeight: textField,
  weightLoss: textField,
  message: v.string(),
  /**
   * How many of the 15 days were ticked on the Jornada when the protocol was
   * restarted. Records of older versions lack it and read as before;
   * an unreadable count is left out rather than costing the user the record.
   */
  daysCompleted: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(CHALLENGE_DAYS))),
    undefined,
  ),
});
export type ProtocolRecord = v.InferOutput<typeof ProtocolRecordSchema>;
export const parseProtocolHistory = listOf(ProtocolRecordSchema);

// ---- m15-notes ----------------------------------------------------------
export const NoteSchema = v.object({ id: idField, text: v.string(), date: v.string() });
export type Note = v.InferOutput<typeof NoteSchema>;
export const parseNotes = listOf(NoteSchema);

// ---- m15-shopping -------------------------------------------------------
const ShoppingItemSchema = v.object({ id: idField, text: v.string(), checked: v.boolean() });
export type ShoppingItem = v.InferOutput<typeof ShoppingItemSchema>;
export const parseShopping = listOf(ShoppingItemSchema);

// ---- recipeRatings ------------------------------------------------------
export const RATINGS = ['amei', 'engana', 'nao_gostei'] as const;
export type Rating = (typeof RATINGS)[number];
export type RecipeRatings = Record<string, Rating | null>;
const ratingValue = v.nullable(v.picklist(RATINGS));
export const parseRecipeRatings: Parser<RecipeRatings> = (json) => {
  if (!isPlainObject(json)) return { value: {}, complete: json === null };
  const value: RecipeRatings = {};
  let complete = true;
  for (const [id, rating] of Object.entries(json)) {
    const r = v.safeParse(ratingValue, rating);
    if (r.success && /^\d+$/.test(id)) value[id] = r.output;
    else complete = false;
  }
  return { value, complete };
};

// ---- m15-journey (fields not shown by the specification: kept as they are)
export type Journey = Record<string, unknown>;
export const parseJourney: Parser<Journey> = (json) =>
  isPlainObject(json) ? { value: json, complete: true } : { value: {}, complete: json === null };

// ---- m15-testimonial (the draft being written) ----------------------------
export interface TestimonialDraft {
  name: string;
  text: string;
}
const emptyTestimonial = (): TestimonialDraft => ({ name: '', text: '' });
export const parseTestimonial = recordOf<TestimonialDraft>({ name: textField, text: textField }, emptyTestimonial);

// ---- m15-backup-meta (ours: when the last backup was made, when the reminder was put off)
export interface BackupMeta {
  lastBackupOn: string;
  lastReminderOn: string;
  /**
   * The day Hoje's notice about Safari's 7-day rule was closed.
   * Optional: meta saved before it, and on phones that never show it, read the same.
   */
  homeScreenNoticeClosedOn?: string;
  /**
   * A backup was restored in the iPhone's home-screen app, and Hoje has not
   * yet been told that Safari's tab keeps a copy. Optional, like the field above.
   */
  safariCopyNotice?: boolean;
}
const emptyBackupMeta = (): BackupMeta => ({ lastBackupOn: '', lastReminderOn: '' });
export const parseBackupMeta = recordOf<BackupMeta>(
  {
    lastBackupOn: v.string(),
    lastReminderOn: v.string(),
    homeScreenNoticeClosedOn: v.optional(v.string()),
    safariCopyNotice: v.optional(v.boolean()),
  },
  emptyBackupMeta,
);
