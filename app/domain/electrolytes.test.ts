import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bottlesOn, DAILY_BOTTLES, parseBottleLog, parseBottles, withBottles } from './electrolytes';

describe('the bottle of the day', () => {
  it('is one bottle of 500 mL a day, the recipe’s limit', () => {
    expect(DAILY_BOTTLES).toBe(1);
  });

  it('counts per day, 0 for a day without a record', () => {
    const log = [{ date: '2026-11-23', bottles: 1 }];
    expect(bottlesOn(log, '2026-11-23')).toBe(1);
    expect(bottlesOn(log, '2026-11-24')).toBe(0);
  });

  it('is set, not toggled: a repeat is harmless, 0 takes the day out, the log stays in date order', () => {
    let log = withBottles([], '2026-11-24', 1);
    log = withBottles(log, '2026-11-23', 1);
    log = withBottles(log, '2026-11-23', 1);
    expect(log).toEqual([
      { date: '2026-11-23', bottles: 1 },
      { date: '2026-11-24', bottles: 1 },
    ]);
    expect(withBottles(log, '2026-11-23', 0)).toEqual([{ date: '2026-11-24', bottles: 1 }]);
  });

  it('reads what the button sends, and nothing above the limit', () => {
    expect(parseBottles('1')).toBe(1);
    expect(parseBottles(' 0 ')).toBe(0);
    for (const bad of ['2', '-1', '1.5', 'um', '', null, undefined, 1, '<img src=x onerror=alert(1)>'])
      expect(parseBottles(bad)).toBeNull();
  });
});

describe('parseBottleLog (m15-electrolytes)', () => {
  it('reads nothing stored as no bottle, and a valid log whole', () => {
    expect(parseBottleLog(null)).toEqual({ value: [], complete: true });
    const log = [
      { date: '2026-11-23', bottles: 1 },
      { date: '2026-11-24', bottles: 1 },
    ];
    expect(parseBottleLog(log)).toEqual({ value: log, complete: true });
  });

  it('drops what is not a day’s bottle and keeps the rest, to be kept aside', () => {
    const good = { date: '2026-11-23', bottles: 1 };
    for (const bad of [
      { date: '2026-02-30', bottles: 1 },
      { date: '23/11/2026', bottles: 1 },
      { date: '2026-11-24', bottles: 2 },
      { date: '2026-11-24', bottles: 0 },
      { date: '2026-11-24', bottles: '1' },
      { date: '<img src=x onerror=alert(1)>', bottles: 1 },
      { ...good },
      'garrafa',
      null,
    ]) {
      expect(parseBottleLog([good, bad]), JSON.stringify(bad)).toEqual({ value: [good], complete: false });
    }
    expect(parseBottleLog({ '2026-11-23': 1 })).toEqual({ value: [], complete: false });
  });

  it('always yields a log it reads back whole (any JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const { value } = parseBottleLog(json);
        expect(parseBottleLog(JSON.parse(JSON.stringify(value)))).toEqual({ value, complete: true });
      }),
    );
  });
});
