import { afterEach, describe, expect, it } from 'vitest';
import { DAY_PHRASES } from '~/content/day-phrases';
import { localIsoDate } from './dates';
import {
  BLOCKS,
  CHALLENGE_DAYS,
  blockOfDay,
  blockProgress,
  challengeDay,
  dayDone,
  dayNumber,
  dayOfDate,
  daysLeft,
  daysOf,
  isAheadOfToday,
  isBlockId,
  isChallengeOver,
  isFastingDay,
  parseDayChange,
  isDayOver,
  setDay,
} from './challenge';

describe('blocks', () => {
  it('make a challenge of 15 days', () => {
    expect(CHALLENGE_DAYS).toBe(15);
  });
  it('are 3 ceto, 3 fast, 3 ceto, 6 fast, covering days 1-15 once', () => {
    expect(BLOCKS.map((b) => [b.kind, daysOf(b).length])).toEqual([
      ['ceto', 3],
      ['fast', 3],
      ['ceto', 3],
      ['fast', 6],
    ]);
    expect(BLOCKS.flatMap(daysOf)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });
  it.each([
    [1, 'ceto-1'],
    [3, 'ceto-1'],
    [4, 'jejum-1'],
    [6, 'jejum-1'],
    [7, 'ceto-2'],
    [9, 'ceto-2'],
    [10, 'jejum-final'],
    [15, 'jejum-final'],
  ])('day %d belongs to %s and its phrase pool', (day, id) => {
    expect(blockOfDay(day).id).toBe(id);
    expect(DAY_PHRASES[blockOfDay(day).id]).toHaveLength(8);
  });
  it.each([0, 16, 2.5, -1, NaN])('refuses day %d', (day) => {
    expect(() => blockOfDay(day)).toThrow(RangeError);
  });
  it('has four pools of eight different phrases', () => {
    const all = Object.values(DAY_PHRASES).flat();
    expect(all).toHaveLength(32);
    expect(new Set(all).size).toBe(32);
  });
  it('knows the block ids used in links', () => {
    expect(isBlockId('jejum-1')).toBe(true);
    expect(isBlockId('jejum-2')).toBe(false);
    expect(isBlockId(null)).toBe(false);
  });
});

describe('blockProgress', () => {
  it('counts done days of the block and rounds the percentage', () => {
    expect(blockProgress(BLOCKS[0], [])).toEqual({ done: 0, total: 3, percent: 0 });
    expect(blockProgress(BLOCKS[0], [1, 4, 5])).toEqual({ done: 1, total: 3, percent: 33 });
    expect(blockProgress(BLOCKS[0], [1, 2])).toEqual({ done: 2, total: 3, percent: 67 });
    expect(blockProgress(BLOCKS[3], [10, 11, 12, 13, 14, 15])).toEqual({ done: 6, total: 6, percent: 100 });
  });
});

describe('setDay', () => {
  it('marks and unmarks, keeping the list sorted and unique', () => {
    expect(setDay([3, 1], 2, true)).toEqual([1, 2, 3]);
    expect(setDay([1, 2], 2, true)).toEqual([1, 2]);
    expect(setDay([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(setDay([1], 5, false)).toEqual([1]);
  });
  it('drops values that are not days', () => {
    expect(setDay([0, 16, 1.5, 4], 1, true)).toEqual([1, 4]);
  });
});

describe('parseDayChange', () => {
  it('reads the day and the wanted state', () => {
    expect(parseDayChange({ day: '5', done: 'true' })).toEqual({ day: 5, done: true });
    expect(parseDayChange({ day: '15', done: 'false' })).toEqual({ day: 15, done: false });
  });
  it.each([
    [{ day: '0', done: 'true' }],
    [{ day: '16', done: 'true' }],
    [{ day: '5.5', done: 'true' }],
    [{ day: '1e1', done: 'true' }],
    [{ day: '5', done: 'yes' }],
    [{ day: '5' }],
    [{}],
    [{ day: 5, done: true }],
  ])('refuses %j', (input) => {
    expect(parseDayChange(input)).toBeNull();
  });
});

describe('challengeDay', () => {
  it('counts the start date as day 1', () => {
    expect(challengeDay('2026-11-01', '2026-11-01')).toEqual({ kind: 'during', day: 1, block: 'ceto-1' });
    expect(challengeDay('2026-11-01', '2026-11-05')).toEqual({ kind: 'during', day: 5, block: 'jejum-1' });
    expect(challengeDay('2026-11-01', '2026-11-15')).toEqual({ kind: 'during', day: 15, block: 'jejum-final' });
  });
  it('says how many days are left before the start', () => {
    expect(challengeDay('2026-11-10', '2026-11-09')).toEqual({ kind: 'before', daysUntil: 1 });
    expect(challengeDay('2026-11-10', '2026-11-01')).toEqual({ kind: 'before', daysUntil: 9 });
  });
  it('says the challenge is over after day 15', () => {
    expect(challengeDay('2026-11-01', '2026-11-16')).toEqual({ kind: 'after', daysSinceEnd: 1 });
  });
  it('crosses month, year and daylight-saving changes by calendar day', () => {
    expect(challengeDay('2026-12-28', '2027-01-03')).toEqual({ kind: 'during', day: 7, block: 'ceto-2' });
    // US clocks change on 2026-03-08, European ones on 2026-10-25.
    expect(challengeDay('2026-03-07', '2026-03-09')).toEqual({ kind: 'during', day: 3, block: 'ceto-1' });
    expect(challengeDay('2026-10-20', '2026-10-29')).toEqual({ kind: 'during', day: 10, block: 'jejum-final' });
  });
  it('gives nothing without a valid start date', () => {
    expect(challengeDay('', '2026-11-01')).toBeNull();
    expect(challengeDay('2026-02-30', '2026-11-01')).toBeNull();
    expect(challengeDay('<script>', '2026-11-01')).toBeNull();
  });
});

describe("today's challenge day in real time zones", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });
  const dayAt = (startDate: string, instant: string) => challengeDay(startDate, localIsoDate(new Date(instant)));

  it('São Paulo at 23:30 is still the same day (UTC is already the next one)', () => {
    process.env.TZ = 'America/Sao_Paulo';
    expect(dayAt('2026-11-22', '2026-11-23T02:30:00Z')).toEqual({ kind: 'during', day: 1, block: 'ceto-1' });
    expect(dayAt('2026-11-22', '2026-11-23T03:00:00Z')).toEqual({ kind: 'during', day: 2, block: 'ceto-1' });
    // 00:30 local on the start date: day 1, not "starts tomorrow".
    expect(dayAt('2026-11-22', '2026-11-22T03:30:00Z')).toEqual({ kind: 'during', day: 1, block: 'ceto-1' });
    expect(dayAt('2026-11-22', '2026-11-22T02:59:00Z')).toEqual({ kind: 'before', daysUntil: 1 });
  });

  it('a 23-hour and a 25-hour day count as one day each (New York, 2026)', () => {
    process.env.TZ = 'America/New_York';
    // Clocks go forward on 8 March: just after local midnight on the 9th is day 3.
    expect(dayAt('2026-03-07', '2026-03-09T04:05:00Z')).toEqual({ kind: 'during', day: 3, block: 'ceto-1' });
    expect(dayAt('2026-03-07', '2026-03-09T03:55:00Z')).toEqual({ kind: 'during', day: 2, block: 'ceto-1' });
    // Clocks go back on 1 November: late on the 1st is still day 2.
    expect(dayAt('2026-10-31', '2026-11-02T04:30:00Z')).toEqual({ kind: 'during', day: 2, block: 'ceto-1' });
    expect(dayAt('2026-10-31', '2026-11-02T05:30:00Z')).toEqual({ kind: 'during', day: 3, block: 'ceto-1' });
  });
});

describe("the user's day", () => {
  const start = '2026-11-17';
  const on = (today: string) => challengeDay(start, today);
  const all = Array.from({ length: 15 }, (_, i) => i + 1);

  it('counts the start date as day 1, day 7 six days later, and ends after day 15', () => {
    expect(on('2026-11-17')).toEqual({ kind: 'during', day: 1, block: 'ceto-1' });
    expect(on('2026-11-23')).toEqual({ kind: 'during', day: 7, block: 'ceto-2' });
    expect(on('2026-12-01')).toEqual({ kind: 'during', day: 15, block: 'jejum-final' });
    expect(on('2026-12-02')).toEqual({ kind: 'after', daysSinceEnd: 1 });
    expect(on('2026-11-16')).toEqual({ kind: 'before', daysUntil: 1 });
    expect(challengeDay('', '2026-11-23')).toBeNull();
    expect(challengeDay('<img src=x onerror=alert(1)>', '2026-11-23')).toBeNull();
  });

  it('names today and what is left', () => {
    expect(dayNumber(on('2026-11-23'))).toBe(7);
    expect(dayNumber(on('2026-11-16'))).toBeNull();
    expect(dayNumber(null)).toBeNull();
    expect(daysLeft(7)).toBe(8);
    expect(daysLeft(15)).toBe(0);
  });

  it('knows the fasting days: 4-6 and 10-15', () => {
    expect(all.filter(isFastingDay)).toEqual([4, 5, 6, 10, 11, 12, 13, 14, 15]);
    expect(isFastingDay(0)).toBe(false);
    expect(isFastingDay(16)).toBe(false);
  });

  it('is over on day 15 or later, or with all 15 days ticked; not on day 7 or without a start date', () => {
    expect(isChallengeOver(on('2026-11-23'), [1, 2, 3, 4, 5, 6])).toBe(false);
    expect(isChallengeOver(on('2026-12-01'), [])).toBe(true);
    expect(isChallengeOver(on('2026-12-05'), [])).toBe(true);
    expect(isChallengeOver(on('2026-11-23'), all)).toBe(true);
    expect(isChallengeOver(null, all)).toBe(true);
    expect(isChallengeOver(null, [1, 2])).toBe(false);
    expect(isChallengeOver(null, [...all.slice(1), 2, 99])).toBe(false);
  });

  it('asks before a day that has not come, only when the start date is known', () => {
    expect(isAheadOfToday(12, on('2026-11-17'))).toBe(true);
    expect(isAheadOfToday(1, on('2026-11-17'))).toBe(false);
    expect(isAheadOfToday(7, on('2026-11-23'))).toBe(false);
    expect(isAheadOfToday(1, on('2026-11-10'))).toBe(true);
    expect(isAheadOfToday(15, on('2026-12-20'))).toBe(false);
    expect(isAheadOfToday(12, null)).toBe(false);
  });

  it('praises a day that has come, not one ahead, and celebrates the 15th', () => {
    const now = new Date(2026, 10, 17, 20);
    expect(dayDone({ day: 1, status: on('2026-11-17'), completedAfter: [1], now })).toEqual({
      kind: 'day',
      block: 'ceto-1',
      over: true,
    });
    expect(dayDone({ day: 12, status: on('2026-11-17'), completedAfter: [12], now })).toEqual({
      kind: 'ahead',
      day: 12,
    });
    expect(dayDone({ day: 12, status: null, completedAfter: [12], now })).toEqual({
      kind: 'day',
      block: 'jejum-final',
      over: true,
    });
    expect(dayDone({ day: 15, status: on('2026-12-01'), completedAfter: all, now })).toEqual({ kind: 'challenge' });
  });

  it('on a ceto day while a fast runs, names the fast its block leads to, for the gentle phrases', () => {
    // Start 17/11: day 3 is 19/11, day 9 is 25/11; each at 21:00, a fast begun at 20:00.
    const eve = (day: number) => ({
      day,
      status: on(`2026-11-${16 + day}`),
      completedAfter: [day],
      now: new Date(2026, 10, 16 + day, 21),
    });
    expect(dayDone({ ...eve(3), running: true })).toEqual({
      kind: 'day',
      block: 'ceto-1',
      over: true,
      fasting: 'jejum-1',
    });
    expect(dayDone({ ...eve(9), running: true })).toMatchObject({ block: 'ceto-2', fasting: 'jejum-final' });
    expect(dayDone({ ...eve(3), running: false })).toEqual({ kind: 'day', block: 'ceto-1', over: true });
  });

  it('on an eve whose fast the check stopped, the stopped day’s words, never the ceto day’s "Continue!"', () => {
    const eve3 = { day: 3, status: on('2026-11-19'), completedAfter: [3], now: new Date(2026, 10, 19, 21) };
    expect(dayDone({ ...eve3, stopped: true })).toEqual({ kind: 'day', block: 'ceto-1', over: true, stopped: true });
  });
});

describe('isDayOver (no "Jejum cumprido!" at 7 a.m.)', () => {
  const day5 = challengeDay('2026-11-19', '2026-11-23');
  it('is not, on the day itself before the evening', () => {
    expect(isDayOver({ day: 5, status: day5, now: new Date(2026, 10, 23, 7, 0) })).toBe(false);
    expect(isDayOver({ day: 5, status: day5, now: new Date(2026, 10, 23, 17, 59) })).toBe(false);
  });
  it('is in the evening, for a day gone by, without a start date and with an invalid clock', () => {
    expect(isDayOver({ day: 5, status: day5, now: new Date(2026, 10, 23, 18, 0) })).toBe(true);
    expect(isDayOver({ day: 4, status: day5, now: new Date(2026, 10, 23, 7, 0) })).toBe(true);
    expect(isDayOver({ day: 5, status: null, now: new Date(2026, 10, 23, 7, 0) })).toBe(true);
    expect(isDayOver({ day: 5, status: day5, now: new Date('nope') })).toBe(true);
  });
  it("is what marking the day says: 'over' or not", () => {
    const morning = dayDone({ day: 5, status: day5, completedAfter: [5], now: new Date(2026, 10, 23, 7, 0) });
    expect(morning).toEqual({ kind: 'day', block: 'jejum-1', over: false });
  });
});

describe('dayOfDate', () => {
  it('gives the day of the challenge and the block of a date, the start date being day 1', () => {
    expect(dayOfDate('2026-11-17', '2026-11-17')).toEqual({ day: 1, block: 'ceto-1' });
    expect(dayOfDate('2026-11-17', '2026-11-20')).toEqual({ day: 4, block: 'jejum-1' });
    expect(dayOfDate('2026-11-17', '2026-11-23')).toEqual({ day: 7, block: 'ceto-2' });
    expect(dayOfDate('2026-11-17', '2026-11-26')).toEqual({ day: 10, block: 'jejum-final' });
    expect(dayOfDate('2026-11-17', '2026-12-01')).toEqual({ day: 15, block: 'jejum-final' });
  });
  it('counts calendar days across months, years and daylight-saving changes', () => {
    expect(dayOfDate('2026-12-28', '2027-01-03')).toEqual({ day: 7, block: 'ceto-2' });
    expect(dayOfDate('2026-02-27', '2026-03-01')).toEqual({ day: 3, block: 'ceto-1' });
    expect(dayOfDate('2026-10-30', '2026-11-03')).toEqual({ day: 5, block: 'jejum-1' });
  });
  it('is null before day 1, after day 15, and without two valid dates', () => {
    expect(dayOfDate('2026-11-17', '2026-11-16')).toBeNull();
    expect(dayOfDate('2026-11-17', '2026-12-02')).toBeNull();
    expect(dayOfDate('', '2026-11-17')).toBeNull();
    expect(dayOfDate('17/11/2026', '2026-11-17')).toBeNull();
    expect(dayOfDate('2026-11-17', 'ontem')).toBeNull();
    expect(dayOfDate('2026-02-30', '2026-03-01')).toBeNull();
  });
});
