import { type BlockId, challengeDay } from './challenge';
import { daysBetween, isIsoDate } from './dates';
import { FEELING_MAX, GLASS_L, inRange, parseWeight, WAIST_CM, WATER_GOAL_L, WATER_L, WEIGHT_KG } from './limits';
import { normalizeDecimal, parseDecimal, roundHalfUp } from './numbers';
import type { DiaryEntry } from './stored';
import {
  type FieldProblems,
  FUTURE_DATE,
  INVALID_DATE,
  outOfRange,
  REQUIRED,
  tooLong,
  type Validated,
} from './validation';

export type DiaryField = 'date' | 'weight' | 'water' | 'waist' | 'feeling';

/**
 * The entry to store from what the form sent, or the problem of each field
 * (`missing`: the weight or the water is empty, spec §5); `today` is the
 * local calendar date.
 */
export function validateDiaryEntry(
  input: Partial<Record<DiaryField, unknown>>,
  today: string,
): Validated<DiaryEntry, DiaryField> {
  const text = (k: DiaryField) => (typeof input[k] === 'string' ? (input[k] as string).trim() : '');
  const [date, weight, water, waist, feeling] = [
    text('date'),
    text('weight'),
    text('water'),
    text('waist'),
    text('feeling'),
  ];
  const problems: FieldProblems<DiaryField> = {};
  if (!weight) problems.weight = REQUIRED;
  if (!water) problems.water = REQUIRED;
  const missing = Object.keys(problems).length > 0;

  if (!date) problems.date = REQUIRED;
  else if (!isIsoDate(date)) problems.date = INVALID_DATE;
  else if ((daysBetween(today, date) ?? 0) > 0) problems.date = FUTURE_DATE;

  if (weight && inRange(weight, WEIGHT_KG) === null) problems.weight = outOfRange('weight');
  if (water && inRange(water, WATER_L) === null) problems.water = outOfRange('water');
  // Optional: an empty waist is no waist, anything typed must be one.
  if (waist && inRange(waist, WAIST_CM) === null) problems.waist = outOfRange('waist');
  if (feeling.length > FEELING_MAX) problems.feeling = tooLong(FEELING_MAX);

  if (Object.keys(problems).length > 0) return { ok: false, problems, missing };
  const entry: DiaryEntry = { date, weight: normalizeDecimal(weight)!, water: normalizeDecimal(water)! };
  if (feeling) entry.feeling = feeling;
  if (waist) entry.waist = normalizeDecimal(waist)!;
  return { ok: true, value: entry };
}

/** Newest date first; entries of the same date keep their order. */
export function newestFirst(entries: readonly DiaryEntry[]): DiaryEntry[] {
  return [...entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/**
 * The diary with `entry` saved: an entry of the same date is replaced (spec
 * §4) and, when an entry was being edited under another date, that one is
 * moved rather than copied.
 */
export function upsertEntry(entries: readonly DiaryEntry[], entry: DiaryEntry, editedDate?: string): DiaryEntry[] {
  const rest = entries.filter((e) => e.date !== entry.date && e.date !== editedDate);
  return newestFirst([entry, ...rest]);
}

export function removeEntry(entries: readonly DiaryEntry[], date: string): DiaryEntry[] {
  return entries.filter((e) => e.date !== date);
}

/** What an entry of 'Registros Anteriores' says besides its own figures. */
export interface EntryContext {
  /** The day of the challenge the entry's date is, counting the start date as day 1; null outside the 15 days. */
  day: { day: number; block: BlockId } | null;
  /** The weight change since the entry before it in time, in kg to one decimal (−0.6); null for the first one. */
  change: { kg: number; since: string } | null;
}

/**
 * For each entry (in the order given), its day of the challenge and how much
 * the weight changed since the entry of the previous date. Entries whose
 * weight is not a weight get no change, and are skipped as "the entry before".
 */
export function entryContexts(entries: readonly DiaryEntry[], startDate: string): EntryContext[] {
  const byDate = entries
    .map((e) => ({ date: e.date, kg: parseWeight(e.weight) }))
    .filter((e): e is { date: string; kg: number } => e.kg !== null && isIsoDate(e.date))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return entries.map((entry) => {
    const today = challengeDay(startDate, entry.date);
    const kg = isIsoDate(entry.date) ? parseWeight(entry.weight) : null;
    const before = latestBefore(byDate, entry.date);
    return {
      day: today?.kind === 'during' ? { day: today.day, block: today.block } : null,
      change: kg === null || !before ? null : { kg: signedTenths(kg - before.kg), since: before.date },
    };
  });
}

/** The last of `sorted` (by date) with a date before `date`: a binary search, as a diary can hold years of entries. */
function latestBefore<T extends { date: string }>(sorted: readonly T[], date: string): T | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.date < date) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo - 1];
}

/** Rounded half up on the size, so a loss and a gain of the same size read the same; never −0. */
function signedTenths(kg: number): number {
  const size = roundHalfUp(Math.abs(kg), 1);
  return size === 0 ? 0 : Math.sign(kg) * size;
}

/** The diary's entry of a date, or null. */
export function entryOn(entries: readonly DiaryEntry[], date: string): DiaryEntry | null {
  return entries.find((e) => e.date === date) ?? null;
}

/** Water drunk against the day's goal: litres, the goal (null without one) and 0-100 %. */
export function waterProgress(water: string, goal: string): { litres: number; goal: number | null; percent: number } {
  const litres = inRange(water, WATER_L) ?? 0;
  const target = inRange(goal, WATER_GOAL_L);
  const percent = target ? Math.min(100, Math.round((litres / target) * 100)) : 0;
  return { litres, goal: target, percent };
}

/**
 * The water field after "+1 copo": one glass (250 mL) more than it holds,
 * written the Brazilian way ('1,5' → '1,75'); an unreadable field starts at
 * one glass. Never beyond the most a day can hold.
 */
export function addGlass(text: string): string {
  const now = parseDecimal(text) ?? 0;
  const next = Math.min(WATER_L.max, Math.round((now + GLASS_L) * 1000) / 1000);
  return String(next).replace('.', ',');
}

/**
 * The entry a save would replace without the form having shown it: the
 * stored entry of the same date, unless that is the entry being edited
 * (`editedDate`). Saving over it asks first (nothing typed is lost).
 */
export function replacedUnseen(
  entries: readonly DiaryEntry[],
  entry: DiaryEntry,
  editedDate?: string,
): DiaryEntry | null {
  if (editedDate === entry.date) return null;
  return entryOn(entries, entry.date);
}

/**
 * What "+1 copo" counts from: the water typed in the field when it is an
 * amount a day can hold (the user may have corrected it), otherwise what is
 * stored for the day, otherwise nothing.
 */
export function glassBase(typed: string, stored: string | undefined): string {
  if (inRange(typed.trim(), WATER_L) !== null) return typed.trim();
  if (stored !== undefined && inRange(stored, WATER_L) !== null) return stored;
  return '';
}

/**
 * The day's entry after "+1 copo", saved at the tap: the stored entry with one
 * glass more (its weight, waist and feeling untouched), or a new entry with
 * the water only when the day has none yet (the weight comes with the
 * check-in).
 */
export function entryWithGlass(entries: readonly DiaryEntry[], date: string, typed: string): DiaryEntry {
  const stored = entryOn(entries, date);
  const water = normalizeDecimal(addGlass(glassBase(typed, stored?.water)))!;
  return stored ? { ...stored, water } : { date, weight: '', water };
}
