/**
 * The waist beside the scale: on a refeed day the scale can stall
 * while the waist keeps shrinking. Measurements are the profile's starting
 * waist and the diary's entries that carry one. Pure.
 */
import { isIsoDate } from './dates';
import { parseWaist } from './limits';
import { roundHalfUp } from './numbers';

export interface WaistMeasurement {
  /** yyyy-mm-dd, or '' for the profile's starting waist (taken before the first entry). */
  date: string;
  cm: number;
}

/** The profile's starting waist first, then the diary's measurements by date; what is not a waist is skipped. */
export function waistMeasurements(input: {
  initialWaist?: string;
  diary: readonly { date: string; waist?: string }[];
}): WaistMeasurement[] {
  const measured = input.diary
    .map((e) => ({ date: e.date, cm: parseWaist(e.waist) }))
    .filter((m): m is WaistMeasurement => m.cm !== null && isIsoDate(m.date))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const initial = parseWaist(input.initialWaist);
  return initial === null ? measured : [{ date: '', cm: initial }, ...measured];
}

export interface WaistSoFar {
  first: number;
  latest: number;
  /** First minus latest, one decimal ('1.5'; negative when the waist grew). */
  lost: string;
  count: number;
}

/** "cm de cintura eliminados até agora": the first measurement against the latest; null with fewer than two. */
export function waistSoFar(measurements: readonly WaistMeasurement[]): WaistSoFar | null {
  if (measurements.length < 2) return null;
  const first = measurements[0]!.cm;
  const latest = measurements[measurements.length - 1]!.cm;
  const size = roundHalfUp(Math.abs(first - latest), 1);
  // Never '-0.0': a waist that did not change lost 0.
  const lost = size === 0 ? 0 : Math.sign(first - latest) * size;
  return { first, latest, lost: lost.toFixed(1), count: measurements.length };
}
