/**
 * The weight-evolution chart's data (spec §4 "Chart data"), plus a 7-day
 * moving average: keto and fasting move 1-2 kg of water a day, which hides
 * the real trend. The waist is plotted by the same rules. Pure:
 * no React, no recharts.
 */
import { dayIndex } from './dates';
import { formatDayMonth, formatOneDecimal } from './format';
import { parseWaist, parseWeight } from './limits';

const WEIGHT_SERIES = 'Peso';
/** The waist, in cm: the same chart, switched from the weight. */
const WAIST_SERIES = 'Cintura';
export const TREND_SERIES = 'Tendência';
/** The trend line appears from this many diary entries on. */
const TREND_MIN_ENTRIES = 7;
const TREND_WINDOW_DAYS = 7;

export type Measure = typeof WEIGHT_SERIES | typeof WAIST_SERIES;
export const UNIT_OF: Record<Measure, 'kg' | 'cm'> = { [WEIGHT_SERIES]: 'kg', [WAIST_SERIES]: 'cm' };

/** One point of the chart: its label and the measure under its own name ('Peso' or 'Cintura'). */
type ChartPoint<M extends Measure = typeof WEIGHT_SERIES> = { label: string; Tendência?: number } & Record<M, number>;

interface MeasureSeries<M extends Measure> {
  measure: M;
  points: ChartPoint<M>[];
  /** Y axis: minimum − 1 to maximum + 1; null when there is nothing to plot. */
  domain: [number, number] | null;
  withTrend: boolean;
}
export type WeightSeries = MeasureSeries<typeof WEIGHT_SERIES>;
export type WaistSeries = MeasureSeries<typeof WAIST_SERIES>;

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

/**
 * The diary's measurements by date, then the first value put first when it
 * differs from the first measured ('Início') and the last put last when it
 * differs from the last one ('Final').
 */
function buildSeries<M extends Measure>(
  measure: M,
  diary: readonly { date: string; value: number | null }[],
  ends: { initial: number | null; final: number | null },
): MeasureSeries<M> {
  const entries = diary
    .map((e) => ({ date: e.date, day: dayIndex(e.date), value: e.value }))
    .filter((e): e is { date: string; day: number; value: number } => e.day !== null && e.value !== null)
    .sort((a, b) => a.day - b.day);

  const withTrend = entries.length >= TREND_MIN_ENTRIES;
  const trend = withTrend
    ? movingAverage(
        entries.map((e) => e.day),
        entries.map((e) => e.value),
      )
    : [];
  const point = (label: string, value: number, average?: number) =>
    (average === undefined
      ? { label, [measure]: value }
      : { label, [measure]: value, Tendência: average }) as ChartPoint<M>;
  const points = entries.map((e, i) => point(formatDayMonth(e.date), e.value, withTrend ? trend[i]! : undefined));

  const { initial, final } = ends;
  if (initial !== null && (points.length === 0 || points[0]![measure] !== initial)) {
    points.unshift(point('Início', initial));
  }
  if (final !== null && (points.length === 0 || points[points.length - 1]![measure] !== final)) {
    points.push(point('Final', final));
  }

  if (points.length === 0) return { measure, points, domain: null, withTrend };
  let min = Infinity;
  let max = -Infinity;
  for (const p of points) {
    min = Math.min(min, p[measure], p.Tendência ?? Infinity);
    max = Math.max(max, p[measure], p.Tendência ?? -Infinity);
  }
  return { measure, points, domain: [Math.floor((min - 1) * 10) / 10, Math.ceil((max + 1) * 10) / 10], withTrend };
}

/**
 * The weight-evolution chart (spec §4 "Chart data"): the diary between
 * 'Início' and 'Final'. 'Final' is the "Peso Final" when it is the result
 * (currentWeight: the newest weigh-in), so it never sits after a newer
 * weigh-in. A "Peso Final" that a later diary weight has overtaken is plotted
 * as what it is, the weigh-in of the day it was saved. On its own date it
 * stands for that day's weight (as in currentWeight).
 */
export function buildWeightSeries(input: {
  diary: readonly DiaryLike[];
  initialWeight: string;
  finalWeight: string;
  /** yyyy-mm-dd: the day the "Peso Final" was saved; absent in data of older versions. */
  finalWeightOn?: string;
}): WeightSeries {
  const final = parseWeight(input.finalWeight);
  const on =
    typeof input.finalWeightOn === 'string' && dayIndex(input.finalWeightOn) !== null ? input.finalWeightOn : '';
  let diary = input.diary.map((e) => ({ date: e.date, value: parseWeight(e.weight) }));
  let end = final;
  if (final !== null && on !== '') {
    diary = diary.filter((e) => e.date !== on);
    const newer = diary.some((e) => e.value !== null && dayIndex(e.date) !== null && e.date > on);
    if (newer) {
      diary.push({ date: on, value: final });
      end = null;
    }
  }
  return buildSeries(WEIGHT_SERIES, diary, { initial: parseWeight(input.initialWeight), final: end });
}

/** The waist chart: the diary's measurements after the profile's starting waist ('Início'); there is no final waist. */
export function buildWaistSeries(input: {
  diary: readonly { date: string; waist?: string }[];
  initialWaist?: string;
}): WaistSeries {
  return buildSeries(
    WAIST_SERIES,
    input.diary.map((e) => ({ date: e.date, value: parseWaist(e.waist) })),
    { initial: parseWaist(input.initialWaist), final: null },
  );
}

/** The chart's figures as its summary says them (content/chart.ts words them); null for an empty chart. */
export interface SeriesFacts {
  points: number;
  first: { value: string; label: string };
  last: { value: string; label: string };
  unit: 'kg' | 'cm';
  /** The 7-day moving average is drawn. */
  trend: boolean;
}

/**
 * What the chart shows, for its figure's caption and accessible name: how
 * many points, the first and the last (one decimal, as every figure of the
 * report), and whether the trend line is drawn.
 */
export function seriesFacts(series: WeightSeries | WaistSeries): SeriesFacts | null {
  const values =
    series.measure === WEIGHT_SERIES
      ? series.points.map((p) => ({ label: p.label, value: p.Peso }))
      : series.points.map((p) => ({ label: p.label, value: p.Cintura }));
  const first = values[0];
  const last = values[values.length - 1];
  if (!first || !last) return null;
  const said = (p: { label: string; value: number }) => ({ value: formatOneDecimal(p.value), label: p.label });
  return {
    points: values.length,
    first: said(first),
    last: said(last),
    unit: UNIT_OF[series.measure],
    trend: series.withTrend,
  };
}

/** At most this many labels on the Y axis: more crowd a 300 px chart and a printed page. */
export const MAX_TICKS = 6;
const TICK_STEPS = [1, 2, 5] as const;

/**
 * The Y axis's labels: round values (78, 80, 82…), spaced by 1, 2
 * or 5 times a power of ten (never less than 1 kg or 1 cm), all inside the
 * axis's range (minimum − 1 to maximum + 1), at most MAX_TICKS of them. The
 * report, Resultados and the PDF use these, so the three read the same.
 * Empty for a range that is not one.
 */
export function chartTicks(domain: readonly [number, number] | null): number[] {
  if (!domain) return [];
  const [low, high] = domain;
  if (!Number.isFinite(low) || !Number.isFinite(high) || high < low) return [];
  for (let power = 1; power <= 1e6; power *= 10) {
    for (const base of TICK_STEPS) {
      const step = base * power;
      const first = Math.ceil(low / step - 1e-9) * step;
      const ticks: number[] = [];
      // `+ 0` turns the -0 that Math.ceil gives just below zero into 0.
      for (let t = first; t <= high + 1e-9; t += step) ticks.push(Math.round(t) + 0);
      if (ticks.length <= MAX_TICKS) return ticks;
    }
  }
  return [];
}
