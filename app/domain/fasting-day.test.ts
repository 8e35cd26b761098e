import { describe, expect, it } from 'vitest';
import { challengeDay } from './challenge';
import { localIsoDate } from './dates';
import {
  mayResume,
  electrolytesOf,
  extraRefeedRisk,
  type FastingDay,
  fastingDayOf,
  isEatingDay,
  nowAction,
  refeedOf,
  type RefeedView,
  withRiskOnLongFasts,
} from './fasting-day';
import type { FastTimes } from './fast-gate';
import { fastPlan } from './fasting-block';
import type { FastingRecord } from './fasting';
import type { SafetyChecks } from './pre-fast-check';
import { iso } from '@test-utils';

// Start Friday 20/11/2026: day 3 (eve of Jejum I) 22/11, day 5 24/11, day 7 26/11,
// day 9 (eve of the Jejum Final) 28/11, day 11 30/11, day 15 04/12, day 16 05/12.
const START = '2026-11-20';
const local = (d: number, h: number, min = 0, month = 11) => new Date(2026, month - 1, d, h, min);
const none = { startedAt: '', endedAt: '' };
const go = (d: number, month = 11): SafetyChecks[keyof SafetyChecks] => ({
  at: iso(local(d, 9, 0, month)),
  outcome: 'go',
});
const stop = (d: number): SafetyChecks[keyof SafetyChecks] => ({ at: iso(local(d, 9)), outcome: 'stop' });

function dayOn(now: Date, fast: FastingRecord = none, checks: SafetyChecks = {}) {
  const status = challengeDay(START, localIsoDate(now));
  return fastingDayOf({ status, startDate: START, fast, checks, now });
}

describe('the check comes first', () => {
  it('on day 5 with no check on record: the check, in place of the clock', () => {
    expect(dayOn(local(24, 10))).toEqual({ kind: 'check', block: 'jejum-1', eve: false, running: null });
  });

  it('from the eve of each block and on every day of it', () => {
    for (const d of [22, 23, 24, 25]) expect(dayOn(local(d, 10))).toMatchObject({ kind: 'check', block: 'jejum-1' });
    for (const d of [28, 29, 30]) expect(dayOn(local(d, 10))).toMatchObject({ kind: 'check', block: 'jejum-final' });
    for (const d of [1, 2, 3, 4]) expect(dayOn(local(d, 10, 0, 12))).toMatchObject({ block: 'jejum-final' });
    expect(dayOn(local(22, 10))).toMatchObject({ eve: true });
    // Ceto days, before and after: no check, nothing to do with a fast.
    for (const d of [20, 21, 26, 27]) expect(dayOn(local(d, 10))).toBeNull();
    expect(dayOn(local(5, 10, 0, 12))).toBeNull();
    expect(dayOn(local(19, 10))).toBeNull();
  });

  it('a fast already running with no check on record (an earlier version) waits for the check too', () => {
    const running = { startedAt: iso(local(22, 20)), endedAt: '' };
    // With the fast itself, so its end button stays in view behind the check.
    expect(dayOn(local(24, 10), running)).toEqual({
      kind: 'check',
      block: 'jejum-1',
      eve: false,
      running: {
        plan: fastPlan(START, running.startedAt),
        endedAt: null,
        endedAhead: false,
        blockDay: { day: 2, of: 3 },
        canUndo: false,
      },
    });
  });

  it('a check of Jejum I does not count for the Jejum Final, nor one of an earlier challenge', () => {
    expect(dayOn(local(30, 10), none, { 'jejum-1': go(22), 'jejum-final': go(22) })).toMatchObject({ kind: 'check' });
    expect(dayOn(local(24, 10), none, { 'jejum-1': go(1) })).toMatchObject({ kind: 'check' });
  });
});

describe('a "sim" is remembered', () => {
  it('the next day the clock is still not offered: the stop stands', () => {
    expect(dayOn(local(25, 8), none, { 'jejum-1': stop(24) })).toEqual({
      kind: 'stopped',
      block: 'jejum-1',
      at: iso(local(24, 9)),
      running: null,
    });
  });

  it('a fast left running elsewhere is named, to be ended', () => {
    const running = { startedAt: iso(local(22, 20)), endedAt: '' };
    expect(dayOn(local(24, 10), running, { 'jejum-1': stop(24) })).toMatchObject({
      kind: 'stopped',
      running: { plan: { startedAt: running.startedAt }, endedAt: null },
    });
  });
});

describe('after a "go"', () => {
  const checks = { 'jejum-1': go(22) };

  it('the clock’s start, her last meal on the eve by default', () => {
    expect(dayOn(local(24, 10, 30), none, checks)).toEqual({
      kind: 'ready',
      block: 'jejum-1',
      eve: false,
      start: { value: '2026-11-22T20:00', min: '2026-11-22T00:00', max: '2026-11-24T10:30' },
    });
  });

  it('the fast of the block, running, with its day of the block', () => {
    const fast = { startedAt: iso(local(22, 20)), endedAt: '' };
    const day = dayOn(local(24, 10), fast, checks) as Extract<FastingDay, { kind: 'fast' }>;
    expect(day.kind).toBe('fast');
    expect(day.fast).toEqual({
      plan: fastPlan(START, fast.startedAt),
      endedAt: null,
      endedAhead: false,
      blockDay: { day: 2, of: 3 },
      canUndo: false,
    });
  });

  it('an end a bottle moved past her tap is shown as such (the clock’s mark), and only that one', () => {
    const fast = { startedAt: iso(local(22, 20)), endedAt: iso(local(25, 0)) };
    expect(dayOn(local(23, 10), { ...fast, endedAhead: true }, checks)).toMatchObject({
      kind: 'fast',
      fast: { endedAt: fast.endedAt, endedAhead: true, canUndo: false },
    });
    expect(dayOn(local(25, 10), fast, checks)).toMatchObject({ kind: 'fast', fast: { endedAhead: false } });
  });

  it('an ended fast of the block stays shown, with no new start; a mistaken end can be undone for a while', () => {
    const fast = { startedAt: iso(local(22, 20)), endedAt: iso(local(24, 10)) };
    expect(dayOn(local(24, 10, 5), fast, checks)).toMatchObject({ kind: 'fast', fast: { canUndo: true } });
    expect(dayOn(local(25, 9), fast, checks)).toMatchObject({ kind: 'fast', fast: { canUndo: false } });
  });

  it('a fast of the previous block does not take the place of the next block’s start', () => {
    const fast = { startedAt: iso(local(22, 20)), endedAt: iso(local(25, 20)) };
    expect(dayOn(local(30, 10), fast, { 'jejum-final': go(28) })).toMatchObject({
      kind: 'ready',
      block: 'jejum-final',
    });
  });

  it('outside the blocks only a fast still running is shown', () => {
    const running = { startedAt: iso(local(27, 8)), endedAt: '' };
    expect(dayOn(local(27, 12), running)).toMatchObject({ kind: 'fast', fast: { blockDay: null } });
    expect(dayOn(local(27, 12), { ...running, endedAt: iso(local(27, 10)) })).toBeNull();
  });

  it('outside the blocks a fast still running under a stop that holds is shown stopped, with its end button', () => {
    // Jejum I's absolute "sim" on day 4 holds for 15 days; the fast runs on day 8 (the start date moved, or a restore).
    const running = { startedAt: iso(local(22, 20)), endedAt: '' };
    const checks: SafetyChecks = { 'jejum-1': { ...stop(23)!, absolute: true } };
    expect(dayOn(local(27, 12), running, checks)).toMatchObject({
      kind: 'stopped',
      block: 'jejum-1',
      at: iso(local(23, 9)),
      running: { endedAt: null },
    });
    // With no stop held, the fast alone, as before.
    expect(dayOn(local(27, 12), running, {})).toMatchObject({ kind: 'fast' });
  });
});

describe('the way out of a fast comes first', () => {
  const refeed = (now: Date, fast = none, checks: SafetyChecks = {}, ticks = [] as never[]) =>
    refeedOf({ status: challengeDay(START, localIsoDate(now)), startDate: START, fast, checks, refeed: ticks, now });

  it('on days 7-9 and 16-20 when nothing says she did not fast, with what was ticked that day', () => {
    expect(refeed(local(26, 10))).toEqual({
      block: 'jejum-1',
      date: '2026-11-26',
      done: [],
      dayAfter: 1,
      highRisk: false,
    });
    for (const d of [27, 28]) expect(refeed(local(d, 10))).toMatchObject({ block: 'jejum-1', dayAfter: d - 25 });
    const ticks = [{ date: '2026-12-05', block: 'jejum-final', done: ['wait'] }] as never[];
    expect(refeed(local(5, 10, 0, 12), none, {}, ticks)).toEqual({
      block: 'jejum-final',
      date: '2026-12-05',
      done: ['wait'],
      dayAfter: 1,
      highRisk: false,
    });
    // Day 17, the riskiest days after the long fast, to day 20.
    for (const d of [6, 7, 8, 9]) expect(refeed(local(d, 10, 0, 12))).toMatchObject({ block: 'jejum-final' });
    expect(refeed(local(10, 10, 0, 12))).toBeNull();
    expect(refeed(local(29, 10))).toBeNull();
  });

  it('from the day a fast ended, at its end or before, to 3 days after it, the rest of its block and days 7-9', () => {
    const fast = { startedAt: iso(local(22, 20)), endedAt: iso(local(24, 10)) };
    expect(refeed(local(24, 18), fast)).toMatchObject({ block: 'jejum-1', date: '2026-11-24', dayAfter: 0 });
    expect(refeed(local(25, 18), fast)).toMatchObject({ block: 'jejum-1', dayAfter: 1 });
    expect(refeed(local(27, 18), fast)).toMatchObject({ block: 'jejum-1', dayAfter: 3 });
    // A fast of a day or more: days 7-9 stay guarded whenever it ended (day 9 is 28/11).
    expect(refeed(local(28, 18), fast)).toMatchObject({ block: 'jejum-1', dayAfter: 4 });
    expect(refeed(local(29, 18), fast)).toBeNull();
  });

  it('from today for an end stamped ahead of the clock (it ran ahead, then was put right)', () => {
    const fast = { startedAt: iso(local(22, 20)), endedAt: iso(local(24, 20)) };
    expect(refeed(local(24, 10), fast)).toMatchObject({ block: 'jejum-1', date: '2026-11-24', dayAfter: 0 });
  });

  it('not after a block the check stopped, where there was no fast to come out of', () => {
    expect(refeed(local(26, 10), none, { 'jejum-1': stop(23) })).toBeNull();
  });
});

describe('the bottle and the action of the moment', () => {
  it('the bottle is on fasting days, not on a day the check stopped, nor on ceto days', () => {
    const on = (now: Date, fasting: FastingDay | null, bottles = [] as { date: string; bottles: number }[]) =>
      electrolytesOf({ status: challengeDay(START, localIsoDate(now)), fasting, bottles, now });
    expect(on(local(24, 10), null, [{ date: '2026-11-24', bottles: 1 }])).toEqual({
      date: '2026-11-24',
      bottles: 1,
      of: 1,
    });
    expect(on(local(30, 10), null)).toEqual({ date: '2026-11-30', bottles: 0, of: 1 });
    expect(on(local(22, 21), null)).toBeNull();
    expect(on(local(26, 10), null)).toBeNull();
    expect(on(local(24, 10), { kind: 'stopped', block: 'jejum-1', at: '', running: null })).toBeNull();
  });

  it('is the check, the stop, the start, the way out, or registering the day (a running fast’s hero has its own)', () => {
    const plan = fastPlan(START, iso(local(22, 20)))!;
    const running: FastingDay = {
      kind: 'fast',
      fast: { plan, endedAt: null, endedAhead: false, blockDay: null, canUndo: false },
    };
    const refeed: RefeedView = { block: 'jejum-1', date: '2026-11-26', done: [], dayAfter: 0, highRisk: false };
    expect(
      nowAction({
        fasting: { kind: 'check', block: 'jejum-1', eve: false, running: null },
        refeed,
      }),
    ).toBe('check');
    expect(nowAction({ fasting: { kind: 'stopped', block: 'jejum-1', at: '', running: null }, refeed })).toBe(
      'stopped',
    );
    expect(nowAction({ fasting: null, refeed })).toBe('refeed');
    expect(
      nowAction({
        fasting: { kind: 'ready', block: 'jejum-1', eve: false, start: { value: '', min: '', max: '' } },
        refeed: null,
      }),
    ).toBe('start');
    expect(nowAction({ fasting: running, refeed: null })).toBe('register');
    expect(nowAction({ fasting: null, refeed: null })).toBe('register');
  });

  it('a start the check allowed comes before the way out of the fast before it (the Final’s eve after Jejum I)', () => {
    const refeed: RefeedView = { block: 'jejum-1', date: '2026-11-28', done: [], dayAfter: 3, highRisk: false };
    const ready: FastingDay = {
      kind: 'ready',
      block: 'jejum-final',
      eve: true,
      start: { value: '', min: '', max: '' },
    };
    expect(nowAction({ fasting: ready, refeed })).toBe('start');
    // A refusal does not: the way out stays the action, the refusal beside it.
    const gated: FastingDay = {
      kind: 'gated',
      block: 'jejum-final',
      reason: 'gap',
      lastEndedAt: '',
      hoursSince: 0,
      opensAt: '',
      afterBlock: false,
    };
    expect(nowAction({ fasting: gated, refeed })).toBe('refeed');
  });
});

describe('one fast per block, by the record too', () => {
  /** Start 20/11, on 2/12 at 21:00 (the Final's block), with the Final's check said go and no clock: the record alone. */
  const onlyTheRecordKnows = (final: FastTimes) => {
    const now = local(32, 21);
    return fastingDayOf({
      status: challengeDay('2026-11-20', localIsoDate(now)),
      startDate: '2026-11-20',
      fast: { startedAt: '', endedAt: '' },
      checks: { 'jejum-final': { at: iso(local(32, 20)), outcome: 'go' } },
      times: [final],
      now,
    });
  };

  it('a fast of the block the clock no longer holds (an older backup restored) leaves the rest of the block eating', () => {
    // Start 20/11: the Jejum Final is 29/11–4/12 (eve 28/11). Its fast began 28/11 20:00 and was ended early at
    // 36 h; then a backup from before it emptied the clock. Only the record knows the fast. On 2/12 at 21:00,
    // 61 h after the end, the gap is open.
    const final = { startedAt: iso(local(28, 20)), plannedEndAt: iso(local(34, 20)), endedAt: iso(local(30, 8)) };
    const day = onlyTheRecordKnows(final);
    expect(day).toMatchObject({
      kind: 'fast',
      fast: { endedAt: final.endedAt, endedAhead: false, canUndo: false, plan: { block: 'jejum-final' } },
    });
  });

  it('an end the record marks as counted ahead (a bottle moved it) is shown as counted, not as hours she fasted', () => {
    const final = {
      startedAt: iso(local(28, 20)),
      plannedEndAt: iso(local(34, 20)),
      endedAt: iso(local(30, 0)),
      endedAhead: true as const,
    };
    const day = onlyTheRecordKnows(final);
    expect(day).toMatchObject({ kind: 'fast', fast: { endedAt: final.endedAt, endedAhead: true } });
  });
});

describe('the record of fasts decides, not the start date', () => {
  const jejum1 = { startedAt: iso(local(22, 20)), endedAt: iso(local(25, 20)), block: 'jejum-1' as const };
  const withPlan = { ...jejum1, plannedEndAt: iso(local(25, 20)) };
  const times = [{ startedAt: jejum1.startedAt, plannedEndAt: jejum1.endedAt, endedAt: jejum1.endedAt }];
  // On 26/11 she moves the start date three days back: today reads day 10.
  const MOVED = '2026-11-17';
  const on = (now: Date, checks: SafetyChecks, fast = withPlan as typeof withPlan | typeof none) =>
    fastingDayOf({
      status: challengeDay(MOVED, localIsoDate(now)),
      startDate: MOVED,
      fast,
      checks,
      times,
      now,
    });

  it('the clock’s own fast keeps its block: moved into the Final’s window by the dates, it is no Final', () => {
    // Start moved to 14/11: the Final's window opens on 22/11, where Jejum I began; on 28/11 the gap is over.
    const now = local(28, 9);
    expect(
      fastingDayOf({
        status: challengeDay('2026-11-14', localIsoDate(now)),
        startDate: '2026-11-14',
        fast: withPlan,
        checks: { 'jejum-final': go(28) },
        times,
        now,
      }),
    ).toMatchObject({ kind: 'ready', block: 'jejum-final' });
  });

  it('a fast of 96 h ended yesterday: on day 10 the Final is refused, and the gate opens only after its last day', () => {
    // Start 17/11: the Final is 26/11–1/12. A fast of 96 h ended 25/11 20:00: 7 days of rest, to 2/12 20:00.
    const long = { startedAt: iso(local(21, 20)), plannedEndAt: iso(local(25, 20)), endedAt: iso(local(25, 20)) };
    expect(
      fastingDayOf({
        status: challengeDay(MOVED, '2026-11-26'),
        startDate: MOVED,
        fast: { startedAt: '', endedAt: '' },
        checks: {},
        times: [long],
        now: local(26, 10),
      }),
    ).toMatchObject({ kind: 'gated', reason: 'rest', opensAt: iso(local(2, 20, 0, 12)), afterBlock: true });
  });

  it('a start date moved back after Jejum I: the Jejum Final is refused with when the next may start', () => {
    expect(on(local(26, 10), { 'jejum-final': go(26) })).toEqual({
      kind: 'gated',
      block: 'jejum-final',
      reason: 'gap',
      lastEndedAt: jejum1.endedAt,
      hoursSince: 14,
      opensAt: iso(local(28, 8)),
      afterBlock: false,
    });
    // Before the check too: the check comes when a fast may.
    expect(on(local(26, 10), {})).toMatchObject({ kind: 'gated' });
    // 60 h after the end, the gate opens (and the check or the clock come back).
    expect(on(local(28, 8), { 'jejum-final': go(28) })).toMatchObject({ kind: 'ready' });
    // The clock's field begins where the gate opened, not on the eve before it: no start it would refuse.
    expect(on(local(28, 9), { 'jejum-final': go(28) })).toMatchObject({
      kind: 'ready',
      start: { min: '2026-11-28T08:00', value: '2026-11-28T08:00', max: '2026-11-28T09:00' },
    });
  });

  it('a fast keeps the plan of its start: a start date moved later changes neither its end nor its block', () => {
    const running = {
      startedAt: iso(local(22, 20)),
      endedAt: '',
      block: 'jejum-1' as const,
      plannedEndAt: iso(local(25, 20)),
    };
    const day = fastingDayOf({
      status: challengeDay(MOVED, localIsoDate(local(24, 10))),
      startDate: MOVED,
      fast: running,
      checks: { 'jejum-1': go(22) },
      now: local(24, 10),
    });
    // Today reads day 8, a ceto day: the fast still runs, to the end it was given.
    expect(day).toMatchObject({ kind: 'fast', fast: { plan: { block: 'jejum-1', endsAt: iso(local(25, 20)) } } });
  });

  it('an early end on day 5 turns days 5 and 6 to eating: no bottle, no new fast, the way out', () => {
    const ended = { startedAt: iso(local(22, 20)), endedAt: iso(local(24, 9)) };
    const checks = { 'jejum-1': go(22) };
    for (const d of [24, 25]) {
      const now = local(d, 12);
      const fasting = dayOn(now, ended, checks);
      expect(fasting).toMatchObject({ kind: 'fast', fast: { endedAt: ended.endedAt } });
      expect(isEatingDay(fasting)).toBe(true);
      const status = challengeDay(START, localIsoDate(now));
      expect(electrolytesOf({ status, fasting, bottles: [], now })).toBeNull();
      const refeed = refeedOf({ status, startDate: START, fast: ended, checks, refeed: [], now });
      expect(refeed).toMatchObject({ block: 'jejum-1' });
      expect(nowAction({ fasting, refeed })).toBe('refeed');
    }
  });

  it('a check answered after an end makes that end no mistaken tap: no "Desfazer"', () => {
    const ended = { startedAt: iso(local(22, 20)), endedAt: iso(local(24, 9)) };
    const at = iso(local(24, 9));
    // The stop ended the fast; a redo said go a minute later and keeps the stop's instant.
    const redone = { 'jejum-1': { at: iso(local(24, 9, 1)), outcome: 'go' as const, earlierStop: at } };
    expect(dayOn(local(24, 9, 5), ended, redone as SafetyChecks)).toMatchObject({ fast: { canUndo: false } });
    expect(dayOn(local(24, 9, 5), ended, { 'jejum-1': go(22) })).toMatchObject({ fast: { canUndo: true } });
  });

  it('after a restart in the middle of a fast, the record alone brings the way out', () => {
    // Restarted on 24/11 at 10:00 after 38 h: a new challenge starts today, day 1.
    const cut = [{ startedAt: iso(local(22, 20)), plannedEndAt: iso(local(25, 20)), endedAt: iso(local(24, 10)) }];
    const now = local(24, 11);
    const r = refeedOf({
      status: challengeDay('2026-11-24', '2026-11-24'),
      startDate: '2026-11-24',
      fast: none,
      checks: {},
      refeed: [],
      times: cut,
      now,
    });
    expect(r).toMatchObject({ block: 'jejum-1', dayAfter: 0 });
    // A Jejum Final cut after 100 h: its way out, for 5 days.
    const long = [{ startedAt: iso(local(22, 20)), plannedEndAt: iso(local(28, 20)), endedAt: iso(local(27, 0)) }];
    const later = local(2, 10, 0, 12);
    expect(
      refeedOf({
        status: challengeDay('2026-11-27', localIsoDate(later)),
        startDate: '2026-11-27',
        fast: none,
        checks: {},
        refeed: [],
        times: long,
        now: later,
      }),
    ).toMatchObject({ block: 'jejum-final', dayAfter: 5 });
  });

  it('after the Jejum Final with one more risk, food comes back with a doctor', () => {
    const final = { startedAt: iso(local(28, 20)), endedAt: iso(local(4, 20, 0, 12)) };
    const now = local(5, 10, 0, 12);
    const status = challengeDay(START, localIsoDate(now));
    const base = { status, startDate: START, fast: final, checks: {}, refeed: [], now };
    expect(refeedOf({ ...base, extraRisk: true })).toMatchObject({ block: 'jejum-final', highRisk: true });
    expect(refeedOf({ ...base, extraRisk: false })).toMatchObject({ highRisk: false });
    // Jejum I alone is not more than 5 days of little intake.
    const short = { startedAt: iso(local(22, 20)), endedAt: iso(local(25, 20)) };
    expect(
      refeedOf({
        ...base,
        fast: short,
        now: local(26, 10),
        status: challengeDay(START, '2026-11-26'),
        extraRisk: true,
      }),
    ).toMatchObject({
      highRisk: false,
    });
  });
});

describe('extraRefeedRisk: one more criterion her check or her data show', () => {
  const now = local(5, 10, 0, 12);
  const none = { checks: {}, bmi: 24, weights: [], now };
  it('none by default', () => expect(extraRefeedRisk(none)).toBe(false));
  it('a "sim" that a redo replaced', () => {
    const checks = { 'jejum-final': { at: iso(local(28, 10)), outcome: 'go', earlierStop: iso(local(28, 9)) } };
    expect(extraRefeedRisk({ ...none, checks: checks as SafetyChecks })).toBe(true);
  });
  it('a BMI under 18.5', () => expect(extraRefeedRisk({ ...none, bmi: 18.4 })).toBe(true));
  it('10 % of her weight lost in the last 6 months, not before', () => {
    const w = (date: string, kg: number) => ({ date, kg });
    expect(extraRefeedRisk({ ...none, weights: [w('2026-11-20', 80), w('2026-12-04', 72)] })).toBe(true);
    expect(extraRefeedRisk({ ...none, weights: [w('2026-11-20', 80), w('2026-12-04', 72.5)] })).toBe(false);
    expect(extraRefeedRisk({ ...none, weights: [w('2025-01-01', 100), w('2026-12-04', 72)] })).toBe(false);
    expect(extraRefeedRisk({ ...none, weights: [w('2026-11-20', NaN), w('2026-12-04', 72)] })).toBe(false);
  });
});

describe('an absolute stop holds, whatever the start date says', () => {
  const absolute = { at: iso(local(22, 9)), outcome: 'stop' as const, absolute: true as const };

  it('the start date moved so today reads as another block: still stopped, for 15 days', () => {
    // Jejum I stopped on 22/11 (pregnant); the start date moved so 26/11 reads day 10.
    const moved = '2026-11-17';
    const on = (now: Date, checks: SafetyChecks) =>
      fastingDayOf({ status: challengeDay(moved, localIsoDate(now)), startDate: moved, fast: none, checks, now });
    expect(on(local(26, 10), { 'jejum-1': absolute })).toMatchObject({ kind: 'stopped', at: absolute.at });
    // Even after a "go" for the block today reads as.
    expect(on(local(26, 10), { 'jejum-1': absolute, 'jejum-final': go(26) })).toMatchObject({ kind: 'stopped' });
    // A stop that is not absolute holds to the last day of its block (25/11), not beyond.
    const relative = { ...absolute, absolute: undefined, until: '2026-11-25' };
    expect(on(local(26, 10), { 'jejum-1': relative, 'jejum-final': go(26) })).toMatchObject({ kind: 'ready' });
    // After 15 days it no longer holds.
    const later = '2026-11-30';
    expect(
      fastingDayOf({
        status: challengeDay(later, '2026-12-08'),
        startDate: later,
        fast: none,
        checks: { 'jejum-1': absolute, 'jejum-final': go(8, 12) },
        now: local(8, 10, 0, 12),
      }),
    ).toMatchObject({ kind: 'ready' });
  });
});

describe('mayResume', () => {
  // Jejum I from 22/11 20:00 (72 h), ended early at 10:00 on 23/11; "Desfazer" asked at 10:05.
  const fast = {
    startedAt: iso(local(22, 20)),
    endedAt: iso(local(23, 10)),
    plannedEndAt: iso(local(25, 20)),
    outcome: 'early',
  } as const;
  const at = local(23, 10, 5);
  const checks: SafetyChecks = { 'jejum-1': go(22) };

  it('a mistaken early end of a few minutes ago runs again', () => {
    expect(mayResume(fast, { checks, times: [], now: at })).toBe(true);
  });
  it('not a fast that reached its goal, nor an end of long ago', () => {
    expect(mayResume({ ...fast, outcome: 'goal' }, { checks, times: [], now: at })).toBe(false);
    expect(mayResume(fast, { checks, times: [], now: local(23, 12) })).toBe(false);
  });
  it('not after a check answered since the end, nor under a stop that holds, even one stamped before the end', () => {
    expect(
      mayResume(fast, { checks: { 'jejum-1': { at: iso(local(23, 10, 2)), outcome: 'go' } }, times: [], now: at }),
    ).toBe(false);
    // A "sim" stamped 09:50 by a clock set back: before the end, and still a stop that holds.
    const sim: SafetyChecks = { 'jejum-1': { at: iso(local(23, 9, 50)), outcome: 'stop', absolute: true } };
    expect(mayResume(fast, { checks: sim, times: [], now: at })).toBe(false);
  });
  it('not when another fast on record would not have let it begin (the rest after a fast of 38 h)', () => {
    const before = { startedAt: iso(local(20, 20)), plannedEndAt: iso(local(23, 20)), endedAt: iso(local(22, 10)) };
    expect(mayResume(fast, { checks, times: [before], now: at })).toBe(false);
    // The fast itself in the record does not count against it.
    const itself = { startedAt: fast.startedAt, plannedEndAt: fast.plannedEndAt, endedAt: fast.endedAt };
    expect(mayResume(fast, { checks, times: [itself], now: at })).toBe(true);
  });
});

describe('withRiskOnLongFasts and the way out after a flagged fast', () => {
  it('marks only the fasts over 120 h, and refeedOf sends her to a doctor after one', () => {
    const long = { startedAt: iso(local(22, 20)), plannedEndAt: iso(local(28, 20)), endedAt: iso(local(28, 20)) };
    const short = { startedAt: iso(local(10, 20)), plannedEndAt: iso(local(13, 20)), endedAt: iso(local(13, 20)) };
    const now = local(29, 9);
    expect(withRiskOnLongFasts([short, long], now)).toEqual([short, { ...long, risk: true }]);
    const view = (times: FastTimes[]) =>
      refeedOf({
        status: challengeDay('2026-11-14', localIsoDate(now)),
        startDate: '2026-11-14',
        fast: { startedAt: '', endedAt: '' },
        checks: {},
        refeed: [],
        times,
        now,
      });
    expect(view([long])).toMatchObject({ highRisk: false });
    expect(view(withRiskOnLongFasts([long], now))).toMatchObject({ highRisk: true });
  });
});
