import { describe, expect, it } from 'vitest';
import type { ChallengeDay } from './challenge';
import { challengeOutcome, closesAsWritten, untickedPastDays } from './outcome';

const all = Array.from({ length: 15 }, (_, i) => i + 1);
const day16: ChallengeDay = { kind: 'after', daysSinceEnd: 1 };
const day15: ChallengeDay = { kind: 'during', day: 15, block: 'jejum-final' };
const day7: ChallengeDay = { kind: 'during', day: 7, block: 'ceto-2' };

describe('challengeOutcome', () => {
  it('day 16 with 4 of 15 days ticked: the 15 days ended, 4 completed — no victory', () => {
    expect(challengeOutcome(day16, [1, 2, 3, 4])).toEqual({ kind: 'ended', done: 4 });
  });
  it('all 15 ticked is won, whatever the date (and without a start date)', () => {
    for (const status of [day16, day15, day7, null]) {
      expect(challengeOutcome(status, all)).toEqual({ kind: 'won', done: 15 });
    }
  });
  it('day 15 not all ticked is the last day; days 1-14 and before the start are underway; no start date is unknown', () => {
    expect(challengeOutcome(day15, [1, 2])).toEqual({ kind: 'last-day', done: 2 });
    expect(challengeOutcome(day7, [1, 2])).toEqual({ kind: 'underway', done: 2 });
    expect(challengeOutcome({ kind: 'before', daysUntil: 2 }, [])).toEqual({ kind: 'underway', done: 0 });
    expect(challengeOutcome(null, [3])).toEqual({ kind: 'unknown', done: 1 });
  });
  it('closes as the specification writes it only when won, or when the day cannot be known', () => {
    expect(
      (['won', 'unknown', 'ended', 'last-day', 'underway'] as const).filter((kind) =>
        closesAsWritten({ kind, done: 3 }),
      ),
    ).toEqual(['won', 'unknown']);
  });
  it('counts each real day once: duplicates, days out of 1-15 and hostile values do not add up to a victory', () => {
    const hostile = [1, 1, 1, 2, 0, 16, -1, 2.5, Number.NaN, '3', null] as unknown as number[];
    expect(challengeOutcome(day16, hostile)).toEqual({ kind: 'ended', done: 2 });
    expect(challengeOutcome(day16, [...Array(30).fill(1)])).toEqual({ kind: 'ended', done: 1 });
    expect(challengeOutcome(day16, 'x' as unknown as number[])).toEqual({ kind: 'ended', done: 0 });
  });
});

describe('untickedPastDays', () => {
  const during = (day: number): ChallengeDay => ({ kind: 'during', day, block: 'jejum-1' });
  const after: ChallengeDay = { kind: 'after', daysSinceEnd: 1 };
  it('counts the days already over that are not ticked; today is not over yet', () => {
    expect(untickedPastDays(during(5), [1, 2, 3, 4])).toBe(0);
    expect(untickedPastDays(during(5), [1, 3])).toBe(2);
    expect(untickedPastDays(during(5), [1, 2, 3, 4, 5])).toBe(0);
    expect(untickedPastDays(during(1), [])).toBe(0);
  });
  it('after the 15 days every unticked day counts', () => {
    expect(untickedPastDays(after, [1, 2, 3, 4])).toBe(11);
    expect(
      untickedPastDays(
        after,
        Array.from({ length: 15 }, (_, i) => i + 1),
      ),
    ).toBe(0);
  });
  it('before the start, with no start date, or with hostile ticks, nothing is owed', () => {
    expect(untickedPastDays({ kind: 'before', daysUntil: 3 }, [])).toBe(0);
    expect(untickedPastDays(null, [])).toBe(0);
    expect(untickedPastDays(during(4), [1, 1, 2, 99, -1, 2.5] as number[])).toBe(1);
    expect(untickedPastDays(during(4), 'oops' as unknown as number[])).toBe(3);
  });
});
