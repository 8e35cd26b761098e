import { describe, expect, it } from 'vitest';
import { challengeDay } from './challenge';
import { localIsoDate } from './dates';
import { electrolytesOf, type FastingDay, fastingDayOf, nowAction, refeedOf, type RefeedView } from './fasting-day';
import { fastPlan } from './fasting-block';
import type { SafetyChecks } from './pre-fast-check';

// Start Friday 20/11/2026: day 3 (eve of Jejum I) 22/11, day 5 24/11, day 7 26/11,
// day 9 (eve of the Jejum Final) 28/11, day 11 30/11, day 15 04/12, day 16 05/12.
const START = '2026-11-20';
const local = (d: number, h: number, min = 0, month = 11) => new Date(2026, month - 1, d, h, min);
const iso = (d: Date) => d.toISOString();
const none = { startedAt: '', endedAt: '' };
const go = (d: number, month = 11): SafetyChecks[keyof SafetyChecks] => ({
  at: iso(local(d, 9, 0, month)),
  outcome: 'go',
});
const stop = (d: number): SafetyChecks[keyof SafetyChecks] => ({ at: iso(local(d, 9)), outcome: 'stop' });

function dayOn(now: Date, fast = none, checks: SafetyChecks = {}) {
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
    expect(dayOn(local(24, 10), running)).toEqual({
      kind: 'check',
      block: 'jejum-1',
      eve: false,
      running: { startedAt: running.startedAt },
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
      running: { startedAt: running.startedAt },
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
      blockDay: { day: 2, of: 3 },
      canUndo: false,
    });
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
});

describe('the way out of a fast comes first', () => {
  const refeed = (now: Date, fast = none, checks: SafetyChecks = {}, ticks = [] as never[]) =>
    refeedOf({ status: challengeDay(START, localIsoDate(now)), startDate: START, fast, checks, refeed: ticks, now });

  it('on day 7 and on day 16, with what was ticked that day', () => {
    expect(refeed(local(26, 10))).toEqual({ block: 'jejum-1', date: '2026-11-26', done: [] });
    const ticks = [{ date: '2026-12-05', block: 'jejum-final', done: ['wait'] }] as never[];
    expect(refeed(local(5, 10, 0, 12), none, {}, ticks)).toEqual({
      block: 'jejum-final',
      date: '2026-12-05',
      done: ['wait'],
    });
    expect(refeed(local(6, 10, 0, 12))).toBeNull();
    expect(refeed(local(27, 10))).toBeNull();
  });

  it('on the day a fast ended, at its end or before', () => {
    const fast = { startedAt: iso(local(22, 20)), endedAt: iso(local(24, 10)) };
    expect(refeed(local(24, 18), fast)).toEqual({ block: 'jejum-1', date: '2026-11-24', done: [] });
    expect(refeed(local(25, 18), fast)).toBeNull();
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

  it('is the check, the stop, the way out, the start, the bottle, or registering the day', () => {
    const plan = fastPlan(START, iso(local(22, 20)))!;
    const running: FastingDay = { kind: 'fast', fast: { plan, endedAt: null, blockDay: null, canUndo: false } };
    const bottle = { bottles: 0, of: 1 };
    const refeed: RefeedView = { block: 'jejum-1', date: '2026-11-26', done: [] };
    expect(
      nowAction({
        fasting: { kind: 'check', block: 'jejum-1', eve: false, running: null },
        refeed,
        electrolytes: bottle,
      }),
    ).toBe('check');
    expect(
      nowAction({ fasting: { kind: 'stopped', block: 'jejum-1', at: '', running: null }, refeed, electrolytes: null }),
    ).toBe('stopped');
    expect(nowAction({ fasting: null, refeed, electrolytes: null })).toBe('refeed');
    expect(
      nowAction({
        fasting: { kind: 'ready', block: 'jejum-1', eve: false, start: { value: '', min: '', max: '' } },
        refeed: null,
        electrolytes: bottle,
      }),
    ).toBe('start');
    expect(nowAction({ fasting: running, refeed: null, electrolytes: bottle })).toBe('bottle');
    expect(nowAction({ fasting: running, refeed: null, electrolytes: { bottles: 1, of: 1 } })).toBe('register');
    expect(nowAction({ fasting: null, refeed: null, electrolytes: null })).toBe('register');
  });
});
