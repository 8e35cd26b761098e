import { describe, expect, it } from 'vitest';
import { waistMeasurements, waistSoFar } from './waist';

const day = (date: string, waist?: string) => ({ date, ...(waist === undefined ? {} : { waist }) });

describe('waistMeasurements', () => {
  it("puts the profile's starting waist first, then the diary's by date", () => {
    const diary = [day('2026-11-23', '80.5'), day('2026-11-20'), day('2026-11-17', '82')];
    expect(waistMeasurements({ initialWaist: '84', diary })).toEqual([
      { date: '', cm: 84 },
      { date: '2026-11-17', cm: 82 },
      { date: '2026-11-23', cm: 80.5 },
    ]);
    expect(waistMeasurements({ diary })).toHaveLength(2);
  });

  it('skips entries without a waist (saved before the waist was asked), and what is not a waist or not a date', () => {
    const diary = [
      day('2026-11-01'),
      day('2026-11-02', ''),
      day('2026-11-03', '0'),
      day('2026-11-04', 'oitenta'),
      day('2026-11-05', '<img src=x onerror=alert(1)>'),
      day('ontem', '80'),
      day('2026-11-06', '81,5'),
    ];
    expect(waistMeasurements({ initialWaist: '900', diary })).toEqual([{ date: '2026-11-06', cm: 81.5 }]);
  });
});

describe('waistSoFar', () => {
  it('is the first measurement minus the latest, one decimal', () => {
    const m = waistMeasurements({ diary: [day('2026-11-23', '80.5'), day('2026-11-17', '82')] });
    expect(waistSoFar(m)).toEqual({ first: 82, latest: 80.5, lost: '1.5', count: 2 });
  });

  it('counts from the starting waist of the profile when there is one', () => {
    const m = waistMeasurements({ initialWaist: '85', diary: [day('2026-11-17', '82'), day('2026-11-23', '80.5')] });
    expect(waistSoFar(m)).toMatchObject({ first: 85, latest: 80.5, lost: '4.5', count: 3 });
  });

  it('says a waist that grew with a minus, and no change as 0.0, never -0.0', () => {
    expect(
      waistSoFar([
        { date: '2026-11-01', cm: 80 },
        { date: '2026-11-02', cm: 81.2 },
      ])?.lost,
    ).toBe('-1.2');
    expect(
      waistSoFar([
        { date: '2026-11-01', cm: 80.04 },
        { date: '2026-11-02', cm: 80.08 },
      ])?.lost,
    ).toBe('0.0');
    // 90.1 − 88.6 is 1.4999999999999915 in binary.
    expect(
      waistSoFar([
        { date: '2026-11-01', cm: 90.1 },
        { date: '2026-11-02', cm: 88.6 },
      ])?.lost,
    ).toBe('1.5');
  });

  it('is null with fewer than two measurements', () => {
    expect(waistSoFar([])).toBeNull();
    expect(waistSoFar(waistMeasurements({ initialWaist: '84', diary: [day('2026-11-01')] }))).toBeNull();
    expect(waistSoFar(waistMeasurements({ diary: [day('2026-11-01', '84')] }))).toBeNull();
  });
});
