import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blockFastHours,
  blockOfStart,
  blockWindow,
  dayOfBlock,
  earliestStart,
  fastingBlockAround,
  fastMoment,
  fastPlan,
  isEveOf,
  opensAfterBlock,
  startField,
} from './fasting-block';
import { iso } from '@test-utils';

const HOUR = 3_600_000;
// A challenge that starts on Friday 20 November 2026: day 3 (the eve of Jejum I) is 22/11, day 4 is 23/11,
// day 6 is 25/11, day 7 is 26/11; day 9 (the eve of the Jejum Final) is 28/11, day 10 is 29/11, day 15 is 04/12.
const START = '2026-11-20';
/** A wall time in the phone's zone. */
const local = (d: number, m: number, h: number, min = 0) => new Date(2026, m - 1, d, h, min);

const original = process.env.TZ;
afterEach(() => {
  process.env.TZ = original;
});

describe('which block a day belongs to', () => {
  it('is Jejum I from its eve (day 3) to day 6, the Jejum Final from day 9 to day 15, none on the others', () => {
    const days = Array.from({ length: 18 }, (_, i) => i);
    expect(days.map((d) => [d, fastingBlockAround(d)]).filter(([, b]) => b !== null)).toEqual([
      [3, 'jejum-1'],
      [4, 'jejum-1'],
      [5, 'jejum-1'],
      [6, 'jejum-1'],
      [9, 'jejum-final'],
      [10, 'jejum-final'],
      [11, 'jejum-final'],
      [12, 'jejum-final'],
      [13, 'jejum-final'],
      [14, 'jejum-final'],
      [15, 'jejum-final'],
    ]);
    for (const d of [null, Number.NaN, 4.5, -4, Number.POSITIVE_INFINITY]) expect(fastingBlockAround(d)).toBeNull();
  });

  it('knows the eves and the hours of each block', () => {
    expect(isEveOf(3, 'jejum-1')).toBe(true);
    expect(isEveOf(4, 'jejum-1')).toBe(false);
    expect(isEveOf(9, 'jejum-final')).toBe(true);
    expect(isEveOf(null, 'jejum-final')).toBe(false);
    expect(blockFastHours('jejum-1')).toBe(72);
    expect(blockFastHours('jejum-final')).toBe(144);
  });
});

describe('the window of a block', () => {
  it('opens at 00:00 on the eve, has her last meal at 20:00 that day, and closes at 23:59 of the last day', () => {
    expect(blockWindow(START, 'jejum-1')).toEqual({
      block: 'jejum-1',
      eve: '2026-11-22',
      first: '2026-11-23',
      last: '2026-11-25',
      opensAt: local(22, 11, 0),
      lastMealAt: local(22, 11, 20),
      closesAt: local(25, 11, 23, 59),
    });
    expect(blockWindow(START, 'jejum-final')).toMatchObject({
      eve: '2026-11-28',
      last: '2026-12-04',
      closesAt: new Date(2026, 11, 4, 23, 59),
    });
    expect(earliestStart(START, 'jejum-final')).toEqual(local(28, 11, 0));
  });

  it('does not exist without a start date', () => {
    for (const s of ['', 'ontem', '2026-02-30', '<img src=x onerror=alert(1)>']) {
      expect(blockWindow(s, 'jejum-1')).toBeNull();
      expect(earliestStart(s, 'jejum-1')).toBeNull();
    }
  });

  it('tells the block of a start by its window', () => {
    expect(blockOfStart(START, iso(local(22, 11, 0)))).toBe('jejum-1');
    expect(blockOfStart(START, iso(local(21, 11, 23, 59)))).toBeNull();
    expect(blockOfStart(START, iso(local(25, 11, 23, 59)))).toBe('jejum-1');
    expect(blockOfStart(START, iso(local(26, 11, 0)))).toBeNull();
    expect(blockOfStart(START, iso(local(28, 11, 20)))).toBe('jejum-final');
    expect(blockOfStart(START, iso(new Date(2026, 11, 5, 0, 0)))).toBeNull();
    expect(blockOfStart(START, 'ontem')).toBeNull();
    expect(blockOfStart('', iso(local(23, 11, 8)))).toBeNull();
  });
});

describe('the plan of a fast: its end is the end of its block', () => {
  it('from her last meal on the eve: 72 h, to 20:00 on day 6', () => {
    const startedAt = iso(local(22, 11, 20));
    expect(fastPlan(START, startedAt)).toEqual({
      block: 'jejum-1',
      startedAt,
      endsAt: iso(local(25, 11, 20)),
      plannedMs: 72 * HOUR,
    });
  });

  it('from day 2 of the block: it still ends when the block ends, at 23:59 of day 6, never on a ceto day', () => {
    const startedAt = iso(local(24, 11, 10)); // day 5, 10:00
    expect(fastPlan(START, startedAt)).toEqual({
      block: 'jejum-1',
      startedAt,
      endsAt: iso(local(25, 11, 23, 59)),
      plannedMs: (13 + 24) * HOUR + 59 * 60_000,
    });
  });

  it('from 23:59 of the last day: it ends at once, not a minute into day 7', () => {
    const startedAt = iso(local(25, 11, 23, 59));
    expect(fastPlan(START, startedAt)).toEqual({ block: 'jejum-1', startedAt, endsAt: startedAt, plannedMs: 0 });
  });

  it('the Jejum Final: 144 h from the eve, and never past 23:59 of day 15', () => {
    expect(fastPlan(START, iso(local(28, 11, 20)))).toMatchObject({
      block: 'jejum-final',
      endsAt: iso(new Date(2026, 11, 4, 20)),
      plannedMs: 144 * HOUR,
    });
    // Started on day 12 at 08:00: 144 h would be 09/12 (day 20); the block ends on 04/12 at 23:59.
    expect(fastPlan(START, iso(new Date(2026, 11, 1, 8)))).toMatchObject({
      endsAt: iso(new Date(2026, 11, 4, 23, 59)),
    });
  });

  it('a fast begun outside every block (an earlier version allowed it) gets the 72 h of the shorter block', () => {
    const startedAt = iso(local(27, 11, 8)); // day 8
    expect(fastPlan(START, startedAt)).toEqual({
      block: null,
      startedAt,
      endsAt: iso(new Date(local(27, 11, 8).getTime() + 72 * HOUR)),
      plannedMs: 72 * HOUR,
    });
    expect(fastPlan('', startedAt)?.block).toBeNull();
  });

  it('has no plan for a start that is not a stored instant', () => {
    for (const s of ['', 'ontem', '2026-11-22T20:00', '2026-02-30T00:00:00.000Z', '<script>alert(1)</script>'])
      expect(fastPlan(START, s)).toBeNull();
  });

  it('never ends before it starts, nor past the end of its block (any start in the challenge)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 * 24 * 60 }), (minutes) => {
        const startedAt = iso(new Date(local(20, 11, 0).getTime() + minutes * 60_000));
        const plan = fastPlan(START, startedAt)!;
        expect(Date.parse(plan.endsAt)).toBeGreaterThanOrEqual(Date.parse(startedAt));
        if (plan.block) {
          expect(Date.parse(plan.endsAt)).toBeLessThanOrEqual(blockWindow(START, plan.block)!.closesAt.getTime());
          expect(plan.plannedMs).toBeLessThanOrEqual(blockFastHours(plan.block) * HOUR);
        }
      }),
    );
  });

  it('counts the hours actually fasted across a daylight-saving change (New York, 1 November 2026)', () => {
    process.env.TZ = 'America/New_York';
    // A challenge started on 29 October: the eve of Jejum I is 31 October, and the clocks go back in the night.
    const plan = fastPlan('2026-10-29', new Date(2026, 9, 31, 20).toISOString())!;
    expect(plan.plannedMs).toBe(72 * HOUR);
    // 72 real hours from 20:00 EDT is 19:00 EST on 3 November.
    expect(plan.endsAt).toBe(new Date(2026, 10, 3, 19).toISOString());
  });
});

describe('where a fast stands', () => {
  const plan = fastPlan(START, iso(local(22, 11, 20)))!;

  it('running: the hours, the part of the plan, the time left', () => {
    expect(fastMoment(plan, null, local(24, 11, 10))).toEqual({
      elapsedMs: 38 * HOUR,
      msLeft: 34 * HOUR,
      percent: 53,
      done: false,
    });
  });

  it('at and after its end: done, whole, never past the plan', () => {
    expect(fastMoment(plan, null, local(25, 11, 20))).toEqual({
      elapsedMs: 72 * HOUR,
      msLeft: 0,
      percent: 100,
      done: true,
    });
    expect(fastMoment(plan, null, local(27, 11, 9))).toMatchObject({ elapsedMs: 72 * HOUR, done: true });
  });

  it('ended early: up to its end, not done; at its start when the clock was behind it', () => {
    expect(fastMoment(plan, iso(local(23, 11, 20)), local(25, 11, 10))).toEqual({
      elapsedMs: 24 * HOUR,
      msLeft: 0,
      percent: 33,
      done: false,
    });
    expect(fastMoment(plan, null, local(22, 11, 19))).toMatchObject({ elapsedMs: 0, done: false });
  });

  it('a plan of no length is done at once', () => {
    const zero = fastPlan(START, iso(local(25, 11, 23, 59)))!;
    expect(fastMoment(zero, null, local(25, 11, 23, 59))).toMatchObject({ percent: 100, done: true });
  });
});

describe('the day of the block and the start field', () => {
  it("says 'Dia 2 de 3' on day 5, day 1 on the eve, and never past the block's length", () => {
    expect(dayOfBlock(START, 'jejum-1', '2026-11-24')).toEqual({ day: 2, of: 3 });
    expect(dayOfBlock(START, 'jejum-1', '2026-11-22')).toEqual({ day: 1, of: 3 });
    expect(dayOfBlock(START, 'jejum-1', '2026-11-30')).toEqual({ day: 3, of: 3 });
    expect(dayOfBlock(START, 'jejum-final', '2026-12-01')).toEqual({ day: 3, of: 6 });
    expect(dayOfBlock('', 'jejum-final', '2026-12-01')).toEqual({ day: 1, of: 6 });
  });

  it('starts at her last meal, 20:00 on the eve, from the eve up to now', () => {
    expect(startField(START, 'jejum-1', local(24, 11, 10, 30))).toEqual({
      value: '2026-11-22T20:00',
      min: '2026-11-22T00:00',
      max: '2026-11-24T10:30',
    });
  });

  it('on the eve before 20:00, starts now (a start in the future is refused)', () => {
    expect(startField(START, 'jejum-1', local(22, 11, 13, 5))).toEqual({
      value: '2026-11-22T13:05',
      min: '2026-11-22T00:00',
      max: '2026-11-22T13:05',
    });
  });

  it('has no field without a start date or a clock', () => {
    expect(startField('', 'jejum-1', local(24, 11, 10))).toBeNull();
    expect(startField(START, 'jejum-1', new Date('nope'))).toBeNull();
  });
});

describe('opensAfterBlock', () => {
  // Start 20/11: Jejum I is 23–25/11, the Final 29/11–4/12.
  it('is true only when the next fast may start after the block’s last day', () => {
    expect(opensAfterBlock('2026-11-20', 'jejum-1', new Date(2026, 10, 25, 23, 59).toISOString())).toBe(false);
    expect(opensAfterBlock('2026-11-20', 'jejum-1', new Date(2026, 10, 26, 0, 0).toISOString())).toBe(true);
    expect(opensAfterBlock('2026-11-20', 'jejum-final', new Date(2026, 11, 4, 20).toISOString())).toBe(false);
    expect(opensAfterBlock('2026-11-20', 'jejum-final', new Date(2026, 11, 5, 8).toISOString())).toBe(true);
  });

  it('says nothing without a start date or a time it can read', () => {
    expect(opensAfterBlock('', 'jejum-1', new Date(2026, 11, 5).toISOString())).toBe(false);
    expect(opensAfterBlock('2026-11-20', 'jejum-1', 'amanhã')).toBe(false);
  });
});
