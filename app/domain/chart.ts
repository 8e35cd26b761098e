/**
 * The weight-evolution chart's data (spec §4 "Chart data"), plus a 7-day
 * moving average: keto and fasting move 1-2 kg of water a day, which hides
 * the real trend. Pure: no React, no recharts.
 */
import { dayIndex } from './dates';
import { formatDayMonth } from './format';
import { parseWeight } from './limits';

export const WEIGHT_SERIES = 'Peso';
export const TREND_SERIES = 'Tendência';
/** The trend line appears from this many diary entries on. */
export const TREND_MIN_ENTRIES = 7;
export const TREND_WINDOW_DAYS = 7;

export interface ChartPoint {
  label: string;
  Peso: number;
  Tendência?: number;
}

export interface WeightSeries {
  points: ChartPoint[];
  /** Y axis: minimum − 1 to maximum + 1; null when there is nothing to plot. */
  domain: [number, number] | null;
  withTrend: boolean;
}

interface DiaryLike {
  date: string;
  weight: string;
}

/**
 * Trailing moving average over calendar days: each point averages the
 * weights measured in the `windowDays` days ending on its own day.
 * `days` must be ascending. Linear time (two pointers).
 */
export function movingAverage(days: number[], weights: number[], windowDays = TREND_WINDOW_DAYS): number[] {
  const out: number[] = [];
  let start = 0;
  let sum = 0;
  for (let i = 0; i < weights.length; i++) {
    sum += weights[i]!;
    while (days[start]! <= days[i]! - windowDays) sum -= weights[start++]!;
    out.push(Math.round((sum / (i - start + 1)) * 100) / 100);
  }
  return out;
}

export function buildWeightSeries(input: {
  diary: readonly DiaryLike[];
  initialWeight: string;
  finalWeight: string;
}): WeightSeries {
  const entries = input.diary
    .map((e) => ({ date: e.date, day: dayIndex(e.date), weight: parseWeight(e.weight) }))
    .filter((e): e is { date: string; day: number; weight: number } => e.day !== null && e.weight !== null)
    .sort((a, b) => a.day - b.day);

  const withTrend = entries.length >= TREND_MIN_ENTRIES;
  const trend = withTrend
    ? movingAverage(
        entries.map((e) => e.day),
        entries.map((e) => e.weight),
      )
    : [];
  const points: ChartPoint[] = entries.map((e, i) =>
    withTrend
      ? { label: formatDayMonth(e.date), Peso: e.weight, Tendência: trend[i]! }
      : { label: formatDayMonth(e.date), Peso: e.weight },
  );

  const initial = parseWeight(input.initialWeight);
  if (initial !== null && (points.length === 0 || points[0]!.Peso !== initial)) {
    points.unshift({ label: 'Início', Peso: initial });
  }
  const final = parseWeight(input.finalWeight);
  if (final !== null && (points.length === 0 || points[points.length - 1]!.Peso !== final)) {
    points.push({ label: 'Final', Peso: final });
  }

  if (points.length === 0) return { points, domain: null, withTrend };
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    min = Math.min(min, p.Peso, p.Tendência ?? Infinity);
    max = Math.max(max, p.Peso, p.Tendência ?? -Infinity);
  }
  return { points, domain: [Math.floor((min - 1) * 10) / 10, Math.ceil((max + 1) * 10) / 10], withTrend };
}
