import { describe, expect, it } from 'vitest';
import { buildWaistSeries, buildWeightSeries, chartTicks, MAX_TICKS, movingAverage, seriesFacts } from './chart';

const entry = (date: string, weight: string) => ({ date, weight, water: '2' });

describe('buildWeightSeries', () => {
  it('sorts diary entries by date and labels them day/month', () => {
    const { points } = buildWeightSeries({
      diary: [entry('2026-03-03', '78'), entry('2026-03-01', '80'), entry('2026-02-28', '81')],
      initialWeight: '',
      finalWeight: '',
    });
    expect(points).toEqual([
      { label: '28/02', Peso: 81 },
      { label: '01/03', Peso: 80 },
      { label: '03/03', Peso: 78 },
    ]);
  });

  it("puts 'Início' first only when the initial weight differs from the first diary weight", () => {
    const diary = [entry('2026-03-01', '80'), entry('2026-03-02', '79')];
    expect(buildWeightSeries({ diary, initialWeight: '82', finalWeight: '' }).points[0]).toEqual({
      label: 'Início',
      Peso: 82,
    });
    expect(buildWeightSeries({ diary, initialWeight: '80', finalWeight: '' }).points[0]).toEqual({
      label: '01/03',
      Peso: 80,
    });
    // '80.0' is the same weight as '80'.
    expect(buildWeightSeries({ diary, initialWeight: '80.0', finalWeight: '' }).points).toHaveLength(2);
  });

  it("puts 'Final' last only when the final weight differs from the last point", () => {
    const diary = [entry('2026-03-01', '80'), entry('2026-03-02', '79')];
    expect(buildWeightSeries({ diary, initialWeight: '', finalWeight: '77,5' }).points.at(-1)).toEqual({
      label: 'Final',
      Peso: 77.5,
    });
    expect(buildWeightSeries({ diary, initialWeight: '', finalWeight: '79' }).points.at(-1)).toEqual({
      label: '02/03',
      Peso: 79,
    });
  });

  it('plots Início and Final alone when the diary is empty', () => {
    expect(buildWeightSeries({ diary: [], initialWeight: '80', finalWeight: '75' }).points).toEqual([
      { label: 'Início', Peso: 80 },
      { label: 'Final', Peso: 75 },
    ]);
    expect(buildWeightSeries({ diary: [], initialWeight: '80', finalWeight: '80' }).points).toEqual([
      { label: 'Início', Peso: 80 },
    ]);
  });

  it('runs the Y axis from the minimum − 1 to the maximum + 1', () => {
    const s = buildWeightSeries({ diary: [entry('2026-03-01', '79.4')], initialWeight: '82.2', finalWeight: '76.8' });
    expect(s.domain).toEqual([75.8, 83.2]);
  });

  it('has nothing to plot without weights', () => {
    expect(buildWeightSeries({ diary: [], initialWeight: '', finalWeight: '' })).toEqual({
      measure: 'Peso',
      points: [],
      domain: null,
      withTrend: false,
    });
  });

  it('skips entries with an unreadable date or weight (corrupt or hostile data)', () => {
    const { points } = buildWeightSeries({
      diary: [
        entry('2026-03-01', '80'),
        entry('ontem', '79'),
        entry('2026-03-02', '<img src=x onerror=alert(1)>'),
        entry('2026-03-03', ''),
      ],
      initialWeight: 'abc',
      finalWeight: '-2',
    });
    expect(points).toEqual([{ label: '01/03', Peso: 80 }]);
  });

  it("adds the 'Tendência' line from 7 diary entries on", () => {
    const six = Array.from({ length: 6 }, (_, i) => entry(`2026-03-0${i + 1}`, String(80 - i)));
    expect(buildWeightSeries({ diary: six, initialWeight: '', finalWeight: '' }).withTrend).toBe(false);
    expect(
      buildWeightSeries({ diary: six, initialWeight: '', finalWeight: '' }).points.some((p) => 'Tendência' in p),
    ).toBe(false);
    const seven = [...six, entry('2026-03-07', '74')];
    const s = buildWeightSeries({ diary: seven, initialWeight: '81', finalWeight: '73' });
    expect(s.withTrend).toBe(true);
    expect(s.points[0]).toEqual({ label: 'Início', Peso: 81 });
    expect(s.points.at(-1)).toEqual({ label: 'Final', Peso: 73 });
    expect(s.points[7]).toEqual({ label: '07/03', Peso: 74, Tendência: 77 });
  });

  // How fast is the bench's question (/resultados with 1,000 entries); here, only what comes out.
  it('orders 1,000 entries given newest first', () => {
    const diary = Array.from({ length: 1000 }, (_, i) => {
      const d = new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10);
      return entry(d, (90 - i / 100).toFixed(1));
    });
    const s = buildWeightSeries({ diary: diary.reverse(), initialWeight: '95', finalWeight: '70' });
    expect(s.points).toHaveLength(1002);
    expect(s.points[1]!.label).toBe('01/01');
  });
});

describe('buildWaistSeries', () => {
  const day = (date: string, waist?: string) => ({ date, weight: '80', water: '2', ...(waist ? { waist } : {}) });

  it("plots the diary's waists by date, after the profile's starting waist when it differs", () => {
    const diary = [day('2026-03-07', '80.5'), day('2026-03-03'), day('2026-03-01', '82')];
    expect(buildWaistSeries({ diary, initialWaist: '84' })).toEqual({
      measure: 'Cintura',
      points: [
        { label: 'Início', Cintura: 84 },
        { label: '01/03', Cintura: 82 },
        { label: '07/03', Cintura: 80.5 },
      ],
      domain: [79.5, 85],
      withTrend: false,
    });
    expect(buildWaistSeries({ diary, initialWaist: '82,0' }).points[0]).toEqual({ label: '01/03', Cintura: 82 });
    // Entries saved before the waist was asked and profiles without a waist: nothing to plot, nothing invented.
    expect(buildWaistSeries({ diary: [day('2026-03-01')] }).points).toEqual([]);
    expect(buildWaistSeries({ diary: [day('2026-03-01')] }).domain).toBeNull();
  });

  it('has no final point and skips what is not a waist', () => {
    const diary = [
      day('2026-03-02', '0'),
      day('2026-03-03', '<img src=x onerror=alert(1)>'),
      day('ontem', '80'),
      day('2026-03-04', '79'),
    ];
    expect(buildWaistSeries({ diary, initialWaist: 'abc' }).points).toEqual([{ label: '04/03', Cintura: 79 }]);
  });

  it("adds the 'Tendência' line from 7 measurements on, as for the weight", () => {
    const week = Array.from({ length: 7 }, (_, i) => day(`2026-03-0${i + 1}`, String(90 - i)));
    const s = buildWaistSeries({ diary: week });
    expect(s.withTrend).toBe(true);
    expect(s.points.at(-1)).toEqual({ label: '07/03', Cintura: 84, Tendência: 87 });
  });
});

describe('seriesFacts', () => {
  it('gives the first and last points of the chart, one decimal, in its unit', () => {
    const weight = buildWeightSeries({
      diary: [entry('2026-03-02', '79.5'), entry('2026-03-03', '79')],
      initialWeight: '80',
      finalWeight: '77',
    });
    expect(seriesFacts(weight)).toEqual({
      points: 4,
      first: { value: '80,0', label: 'Início' },
      last: { value: '77,0', label: 'Final' },
      unit: 'kg',
      trend: false,
    });
    const waist = buildWaistSeries({ diary: [{ date: '2026-03-02', waist: '80.5' }], initialWaist: '82' });
    expect(seriesFacts(waist)).toMatchObject({ points: 2, last: { value: '80,5', label: '02/03' }, unit: 'cm' });
    expect(seriesFacts(buildWaistSeries({ diary: [] }))).toBeNull();
  });
  it('says when the trend line is drawn', () => {
    const week = Array.from({ length: 7 }, (_, i) => entry(`2026-03-0${i + 1}`, String(80 - i)));
    expect(seriesFacts(buildWeightSeries({ diary: week, initialWeight: '', finalWeight: '' }))?.trend).toBe(true);
  });
});

describe('movingAverage', () => {
  it('averages the weights of the 7 calendar days ending on each day', () => {
    expect(movingAverage([0, 1, 2], [80, 79, 78])).toEqual([80, 79.5, 79]);
    // Day 7 no longer sees day 0.
    expect(movingAverage([0, 6, 7], [80, 78, 76])).toEqual([80, 79, 77]);
  });
  it('handles gaps and several weighings on one day', () => {
    expect(movingAverage([0, 10, 10], [80, 70, 72])).toEqual([80, 70, 71]);
  });
  it('is empty for no data', () => {
    expect(movingAverage([], [])).toEqual([]);
  });
});

describe("buildWeightSeries: the 'Final' point never sits after a newer weigh-in", () => {
  const diary = [entry('2026-03-01', '80'), entry('2026-03-05', '78'), entry('2026-03-09', '76.5')];
  const labels = (s: ReturnType<typeof buildWeightSeries>) => s.points.map((p) => `${p.label} ${p.Peso}`);

  it('a final weight saved on day 5, then a later weigh-in: the final weight is day 5’s point, no Final', () => {
    const s = buildWeightSeries({
      diary: [entry('2026-03-01', '80'), entry('2026-03-09', '76.5')],
      initialWeight: '80',
      finalWeight: '78',
      finalWeightOn: '2026-03-05',
    });
    expect(labels(s)).toEqual(['01/03 80', '05/03 78', '09/03 76.5']);
  });
  it('on its own date it stands for the diary’s weight of that date', () => {
    const s = buildWeightSeries({ diary, initialWeight: '80', finalWeight: '77.9', finalWeightOn: '2026-03-05' });
    expect(labels(s)).toEqual(['01/03 80', '05/03 77.9', '09/03 76.5']);
  });
  it('saved after the last weigh-in, or on its date, it is the Final point, last (spec)', () => {
    expect(
      labels(buildWeightSeries({ diary, initialWeight: '80', finalWeight: '76', finalWeightOn: '2026-03-16' })),
    ).toEqual(['01/03 80', '05/03 78', '09/03 76.5', 'Final 76']);
    expect(
      labels(buildWeightSeries({ diary, initialWeight: '80', finalWeight: '76', finalWeightOn: '2026-03-09' })),
    ).toEqual(['01/03 80', '05/03 78', 'Final 76']);
  });
  it('a final weight of an older version (no date) is the Final point, as before; so is an unreadable date', () => {
    for (const finalWeightOn of [undefined, '', 'ontem', '2026-02-30', '<img src=x onerror=alert(1)>']) {
      expect(labels(buildWeightSeries({ diary, initialWeight: '80', finalWeight: '75', finalWeightOn }))).toEqual([
        '01/03 80',
        '05/03 78',
        '09/03 76.5',
        'Final 75',
      ]);
    }
  });
  it('an unreadable final weight adds nothing, dated or not', () => {
    expect(
      labels(buildWeightSeries({ diary, initialWeight: '80', finalWeight: 'x', finalWeightOn: '2026-03-05' })),
    ).toEqual(['01/03 80', '05/03 78', '09/03 76.5']);
  });
});

describe('chartTicks', () => {
  it('gives round values inside the range, 2 kg apart for a few kilograms (78, 80, 82)', () => {
    expect(chartTicks([76.4, 83])).toEqual([78, 80, 82]);
    expect(chartTicks([77, 83])).toEqual([78, 80, 82]);
  });
  it('steps by 1 for a short range, and always has a value for a single weigh-in (80 ± 1)', () => {
    expect(chartTicks([79, 81])).toEqual([79, 80, 81]);
    expect(chartTicks([79.5, 82.5])).toEqual([80, 81, 82]);
  });
  it('widens the step to 5, 10, 20… for long ranges, never more than MAX_TICKS labels', () => {
    expect(chartTicks([60, 90])).toEqual([60, 70, 80, 90]);
    expect(chartTicks([73.9, 96.1])).toEqual([75, 80, 85, 90, 95]);
    expect(chartTicks([0, 400])).toEqual([0, 100, 200, 300, 400]);
    for (const [low, high] of [
      [39, 251],
      [1.2, 3.4],
      [99.9, 100.1],
      [55.5, 61.5],
    ] as const) {
      const ticks = chartTicks([low, high]);
      expect(ticks.length, `${low}-${high}`).toBeGreaterThan(0);
      expect(ticks.length).toBeLessThanOrEqual(MAX_TICKS);
      for (const t of ticks) {
        expect(Number.isInteger(t)).toBe(true);
        expect(t).toBeGreaterThanOrEqual(low);
        expect(t).toBeLessThanOrEqual(high);
      }
    }
  });
  it('uses the axis of the series as built (minimum − 1 to maximum + 1)', () => {
    const series = buildWeightSeries({
      diary: [entry('2026-03-01', '81.4'), entry('2026-03-03', '79.5')],
      initialWeight: '82',
      finalWeight: '',
    });
    expect(series.domain).toEqual([78.5, 83]);
    expect(chartTicks(series.domain)).toEqual([79, 80, 81, 82, 83]);
  });
  it('is empty when there is nothing to plot or the range is not one', () => {
    expect(chartTicks(null)).toEqual([]);
    expect(chartTicks([82, 78])).toEqual([]);
    expect(chartTicks([Number.NaN, 80])).toEqual([]);
    expect(chartTicks([0, Number.POSITIVE_INFINITY])).toEqual([]);
  });
});
