/**
 * Results rules (spec §4 "Results message and weight lost", §5 "Save results").
 * Pure: what a form sent or storage holds in, plain values out.
 */
import { parseWeight } from './limits';
import { isPhotoId } from './photo-ref';
import type { Results } from './stored';
import { type FieldErrors, outOfRange, REQUIRED, type Validated } from './validation';

/** Initial minus final weight, one decimal ('5.0'); '0' when either is missing. */
export function weightLost(initial: string, final: string): string {
  const i = parseWeight(initial);
  const f = parseWeight(final);
  if (i === null || f === null) return '0';
  const lost = Math.round((i - f) * 10) / 10;
  // -0.04 rounds to -0: there is no such thing as a negative zero loss.
  return (lost === 0 ? 0 : lost).toFixed(1);
}

/**
 * Which weight is the result: THE NEWEST WEIGH-IN WINS (decision 009).
 *
 * A "Peso Final" saved on Resultados is a weigh-in of the day it was saved
 * (`finalWeightOn`, written by saveResults): saved on day 5, it is day 5's
 * weight, and a diary weight of a later date is the result from then on. It
 * never freezes the result, and a later "Peso Final" wins again. On its own
 * date the "Peso Final" wins over the diary's weight of that date (it is the
 * figure the user typed as the result).
 *
 * A "Peso Final" stored by an older version has no date: it wins, as it did
 * then (the app cannot know when it was weighed).
 *
 * Without a "Peso Final", the latest weight of the diary (the kilograms lost
 * "até agora"). `date` is the weigh-in's date (yyyy-mm-dd), '' when unknown.
 */
export function currentWeight(input: {
  finalWeight: string;
  /** yyyy-mm-dd: the day the "Peso Final" was saved; absent in data of older versions. */
  finalWeightOn?: string;
  diary: readonly { date: string; weight: string }[];
}): {
  weight: string;
  source: 'final' | 'diary' | 'none';
  date: string;
} {
  const latest = latestDiaryWeight(input.diary);
  if (parseWeight(input.finalWeight) !== null) {
    const on = isIsoDay(input.finalWeightOn) ? input.finalWeightOn : '';
    if (on === '' || !latest || on >= latest.date) return { weight: input.finalWeight, source: 'final', date: on };
  }
  return latest
    ? { weight: latest.weight, source: 'diary', date: latest.date }
    : { weight: '', source: 'none', date: '' };
}

const isIsoDay = (x: unknown): x is string => typeof x === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(x);

/** The diary's newest entry with a readable weight and date; null without any. */
function latestDiaryWeight(
  diary: readonly { date: string; weight: string }[],
): { date: string; weight: string } | null {
  let latest: { date: string; weight: string } | null = null;
  for (const e of diary) {
    if (parseWeight(e.weight) === null || !isIsoDay(e.date)) continue;
    if (!latest || e.date > latest.date) latest = e;
  }
  return latest;
}

/**
 * The date a save of the results gives the "Peso Final": today's, unless the
 * weight is the one already stored (a save that only changes the photos sends
 * it again): then it keeps its date, or its lack of one, so an old weigh-in is
 * not made the newest.
 */
function finalWeightDate(saved: number, stored: Results, today: string): string | undefined {
  if (parseWeight(stored.finalWeight) !== saved) return today;
  return isIsoDay(stored.finalWeightOn) ? stored.finalWeightOn : undefined;
}

/** Which of the specification's three messages the card shows (content/results.ts words them). */
export type ResultsMood = 'losing' | 'onTrack' | 'progress';

/** The message card's mood for a weight lost (as `weightLost` gives it) and the final weight typed. */
export function resultsMood(lost: string, finalWeight: string): ResultsMood {
  const n = Number(lost);
  if (n > 0) return 'losing';
  if (n === 0 && finalWeight.trim() !== '') return 'onTrack';
  return 'progress';
}

/** A photo slot of the results form: keep what is stored, remove it, or claim the photo kept when it was picked (its id). */
type PhotoChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; id: string };

/** What a save of the results form stores: the final weight in kilograms (65.5) and what becomes of each photo. */
export interface ResultsInput {
  finalWeight: number;
  before: PhotoChange;
  after: PhotoChange;
}

export type ResultsField = 'finalWeight';

/** The message the results form shows on its field. */
export type ResultsErrors = FieldErrors<ResultsField>;

/**
 * The results form, read once: the final weight to store (65.5 from '65,5')
 * and each photo slot's change; or the weight's problem (`missing`: left
 * empty, the specification's own toast).
 */
export function validateResults(input: {
  finalWeight?: unknown;
  beforePhoto?: unknown;
  afterPhoto?: unknown;
}): Validated<ResultsInput, ResultsField> {
  const text = input.finalWeight;
  if (typeof text !== 'string' || text.trim() === '')
    return { ok: false, problems: { finalWeight: REQUIRED }, missing: true };
  const kg = parseWeight(text);
  if (kg === null) return { ok: false, problems: { finalWeight: outOfRange('weight') }, missing: false };
  return {
    ok: true,
    value: { finalWeight: kg, before: photoChange(input.beforePhoto), after: photoChange(input.afterPhoto) },
  };
}

/** A photo field of the form: 'keep', 'remove', or the id of a photo kept when it was picked. */
function photoChange(field: unknown): PhotoChange {
  if (field === 'remove') return { kind: 'remove' };
  // Only an id crosses the form: a file in its place (an older page, a forged post) is never read.
  if (typeof field === 'string' && isPhotoId(field)) return { kind: 'new', id: field };
  return { kind: 'keep' };
}

/**
 * What a save of the results stores, given what is stored now: the final
 * weight as text ('65.5'), dated by `finalWeightDate`, and each photo slot
 * kept, emptied or given the id of the photo kept for the form.
 */
export function resultsToStore(input: ResultsInput, stored: Results, today: string): Results {
  const photo = (change: PhotoChange, kept: string) =>
    change.kind === 'keep' ? kept : change.kind === 'remove' ? '' : change.id;
  const results: Results = {
    finalWeight: String(input.finalWeight),
    beforePhoto: photo(input.before, stored.beforePhoto),
    afterPhoto: photo(input.after, stored.afterPhoto),
  };
  const on = finalWeightDate(input.finalWeight, stored, today);
  if (on) results.finalWeightOn = on;
  return results;
}

/** Spec §9: the celebration lasts 3 s with a burst every 250 ms; the restart redirects after 3000 ms. */
export const CELEBRATION_MS = 3000;
export const CELEBRATION_BURST_MS = 250;
export const RESTART_REDIRECT_MS = 3000;
