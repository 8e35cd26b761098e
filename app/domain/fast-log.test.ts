import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canUndoEnd,
  type EndedFast,
  endedAheadOf,
  endFastAt,
  fastHours,
  parseFastLog,
  provenRunningUntil,
  UNDO_END_MS,
  withEndedFast,
  withEndMark,
  withRecordEnds,
  withoutFast,
} from './fast-log';
import { fastPlan } from './fasting-block';
import { iso, local } from '@test-utils';

const START = '2026-11-20'; // the eve of Jejum I is 22/11
const startedAt = iso(local(22, 20));
const plan = fastPlan(START, startedAt)!;
const running = { startedAt, endedAt: '' };

const ended = (over: Partial<EndedFast> = {}): EndedFast => ({
  block: 'jejum-1',
  startedAt,
  endedAt: iso(local(24, 10)),
  plannedEndAt: iso(local(25, 20)),
  outcome: 'early',
  ...over,
});

describe('ending a fast', () => {
  it('early: at the tap, before the end of its block', () => {
    expect(endFastAt(running, plan, local(24, 10))).toEqual(ended());
  });

  it('at the goal: at the end of its plan, even when the tap (or the clock) comes later', () => {
    const atGoal = ended({ endedAt: iso(local(25, 20)), outcome: 'goal' });
    expect(endFastAt(running, plan, local(25, 20))).toEqual(atGoal);
    expect(endFastAt(running, plan, local(27, 9))).toEqual(atGoal);
  });

  it('at its start when the phone’s clock is behind it', () => {
    expect(endFastAt(running, plan, local(22, 19))).toMatchObject({ endedAt: startedAt, outcome: 'early' });
  });

  it('not at all when no fast runs, the plan is another fast’s, or the clock is invalid', () => {
    expect(endFastAt({ startedAt, endedAt: iso(local(23, 8)) }, plan, local(24, 10))).toBeNull();
    expect(endFastAt({ startedAt: '', endedAt: '' }, plan, local(24, 10))).toBeNull();
    expect(endFastAt({ startedAt: iso(local(22, 21)), endedAt: '' }, plan, local(24, 10))).toBeNull();
    expect(endFastAt(running, plan, new Date('nope'))).toBeNull();
  });
});

describe('the hours of an ended fast (for the report)', () => {
  it('are to one decimal, rounded down, never below 0', () => {
    expect(fastHours(ended())).toBe(38);
    expect(fastHours(ended({ endedAt: iso(new Date(local(25, 20).getTime() - 3 * 60_000)) }))).toBe(71.9);
    expect(fastHours(ended({ endedAt: iso(new Date(local(22, 20).getTime() + 90 * 60_000)) }))).toBe(1.5);
    expect(fastHours({ startedAt, endedAt: startedAt })).toBe(0);
    expect(fastHours({ startedAt: 'x', endedAt: 'y' })).toBe(0);
  });
});

describe('the log', () => {
  it('keeps one record per start, oldest first', () => {
    const final = ended({
      block: 'jejum-final',
      startedAt: iso(local(28, 20)),
      endedAt: iso(local(30, 9)),
      plannedEndAt: iso(new Date(2026, 11, 4, 20)),
    });
    let log = withEndedFast([], final);
    log = withEndedFast(log, ended());
    expect(log.map((f) => f.block)).toEqual(['jejum-1', 'jejum-final']);
    log = withEndedFast(log, ended({ endedAt: iso(local(25, 20)), outcome: 'goal' }));
    expect(log).toHaveLength(2);
    expect(log[0]!.outcome).toBe('goal');
    expect(withoutFast(log, startedAt)).toEqual([final]);
  });

  it('an early end can be undone for a few minutes, while the plan runs; never one at the goal', () => {
    const end = local(24, 10);
    expect(canUndoEnd(ended(), end)).toBe(true);
    expect(canUndoEnd(ended(), new Date(end.getTime() + UNDO_END_MS))).toBe(true);
    expect(canUndoEnd(ended(), new Date(end.getTime() + UNDO_END_MS + 1))).toBe(false);
    expect(canUndoEnd(ended(), new Date(end.getTime() - 1))).toBe(false);
    expect(canUndoEnd(ended({ outcome: 'goal' }), end)).toBe(false);
    const late = ended({ endedAt: iso(local(25, 19, 55)) });
    expect(canUndoEnd(late, local(25, 20))).toBe(false);
  });
});

describe('parseFastLog (m15-fast-log)', () => {
  it('reads nothing stored as an empty log, and a valid log whole', () => {
    expect(parseFastLog(null)).toEqual({ value: [], complete: true });
    const log = [
      ended(),
      ended({
        block: null,
        startedAt: iso(local(27, 8)),
        endedAt: iso(local(27, 20)),
        plannedEndAt: iso(local(30, 8)),
      }),
    ];
    expect(parseFastLog(log)).toEqual({ value: log, complete: true });
  });

  it('sorts by start without calling it damage', () => {
    const later = ended({
      startedAt: iso(local(28, 20)),
      endedAt: iso(local(29, 20)),
      plannedEndAt: iso(local(30, 20)),
      block: 'jejum-final',
    });
    expect(parseFastLog([later, ended()])).toEqual({ value: [ended(), later], complete: true });
  });

  it.each([
    ['not a list', { startedAt }],
    ['a text', 'jejum'],
    ['a number', 72],
  ])('reads %s as an empty log, to be kept aside', (_, json) => {
    expect(parseFastLog(json)).toEqual({ value: [], complete: false });
  });

  it.each([
    ['a hostile text for a time', { startedAt: '<img src=x onerror=alert(1)>' }],
    ['an impossible date', { endedAt: '2026-02-30T10:00:00.000Z' }],
    ['a local time', { endedAt: '2026-11-24T10:00' }],
    ['an end before its start', { endedAt: iso(local(22, 19)) }],
    ['a planned end before its start', { plannedEndAt: iso(local(22, 19)) }],
    ['an unknown block', { block: 'jejum-2' as never }],
    ['an unknown outcome', { outcome: 'quit' as never }],
    ['hours instead of an end', { endedAt: 38 as never }],
  ])('drops a record with %s and keeps the others', (_, over) => {
    const good = ended({
      startedAt: iso(local(28, 20)),
      endedAt: iso(local(29, 8)),
      plannedEndAt: iso(local(30, 20)),
      block: 'jejum-final',
    });
    const r = parseFastLog([{ ...ended(), ...over }, good, null, 'x']);
    expect(r).toEqual({ value: [good], complete: false });
  });

  it('reads a record with unknown fields (a "__proto__" too) without them, and pollutes nothing', () => {
    const hostile = JSON.parse(
      `{"__proto__": {"polluted": 1}, "extra": "<b>x</b>", ${JSON.stringify(ended()).slice(1)}`,
    );
    const r = parseFastLog([hostile]);
    expect(r).toEqual({ value: [ended()], complete: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps one of two records of the same start, the later one (a fast ends once)', () => {
    const r = parseFastLog([ended(), ended({ endedAt: iso(local(25, 20)), outcome: 'goal' })]);
    expect(r.value).toEqual([ended({ endedAt: iso(local(25, 20)), outcome: 'goal' })]);
    expect(r.complete).toBe(false);
  });

  it('always yields a log it reads back whole (any JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const { value } = parseFastLog(json);
        expect(parseFastLog(JSON.parse(JSON.stringify(value)))).toEqual({ value, complete: true });
      }),
    );
  });
});

describe('withRecordEnds: the log follows the record of fasts where it ran longer', () => {
  const fast = {
    block: 'jejum-1' as const,
    startedAt: iso(local(22, 20)),
    endedAt: iso(local(23, 8)),
    plannedEndAt: iso(local(25, 20)),
    outcome: 'early' as const,
  };
  const times = (endedAt: string, startedAt = fast.startedAt) => [{ startedAt, endedAt }];

  it('takes a later end, early while it is before the plan, its goal at or past it', () => {
    expect(withRecordEnds([fast], times(iso(local(25, 8))))).toEqual([{ ...fast, endedAt: iso(local(25, 8)) }]);
    expect(withRecordEnds([fast], times(iso(local(25, 20))))).toEqual([
      { ...fast, endedAt: fast.plannedEndAt, outcome: 'goal' },
    ]);
    // Never past its plan.
    expect(withRecordEnds([fast], times(iso(local(27, 9))))).toEqual([
      { ...fast, endedAt: fast.plannedEndAt, outcome: 'goal' },
    ]);
  });

  it('keeps its own end where the record says an earlier one, none, or still running, and other fasts as they are', () => {
    const log = [fast];
    expect(withRecordEnds(log, times(iso(local(22, 21))))[0]).toBe(fast);
    expect(withRecordEnds(log, times(fast.endedAt))[0]).toBe(fast);
    expect(withRecordEnds(log, times(''))[0]).toBe(fast);
    expect(withRecordEnds(log, [])[0]).toBe(fast);
    expect(withRecordEnds(log, times(iso(local(25, 8)), iso(local(21, 20))))[0]).toBe(fast);
  });
});

describe('provenRunningUntil: what the app itself proves of a running fast', () => {
  const start = iso(local(22, 20));
  it('the start of the latest later day a bottle was ticked on', () => {
    expect(
      provenRunningUntil(start, [
        { date: '2026-11-23', bottles: 1 },
        { date: '2026-11-24', bottles: 1 },
      ]),
    ).toEqual(local(24, 0));
  });
  it('nothing from a day with no bottle, a day before the start, or a damaged date', () => {
    expect(provenRunningUntil(start, [])).toBeNull();
    expect(provenRunningUntil(start, [{ date: '2026-11-24', bottles: 0 }])).toBeNull();
    expect(provenRunningUntil(start, [{ date: '2026-11-21', bottles: 1 }])).toBeNull();
    expect(provenRunningUntil(start, [{ date: '2026-11-22', bottles: 1 }])).toBeNull();
    expect(provenRunningUntil(start, [{ date: '2026-13-40', bottles: 1 }])).toBeNull();
  });
});

describe('an end later than the moment it is written (a bottle moved it past her tap)', () => {
  const clock = { startedAt, endedAt: '', block: 'jejum-1' as const, plannedEndAt: iso(local(25, 20)) };

  it('endedAheadOf: only an end after both the tap and the start', () => {
    expect(endedAheadOf({ startedAt, endedAt: iso(local(25, 0)) }, local(23, 10))).toBe(true);
    expect(endedAheadOf({ startedAt, endedAt: iso(local(23, 10)) }, local(23, 10))).toBe(false);
    expect(endedAheadOf({ startedAt, endedAt: iso(local(23, 9)) }, local(23, 10))).toBe(false);
    // A clock set back before the start: the end at the start is no later moment of the fast.
    expect(endedAheadOf({ startedAt, endedAt: startedAt }, local(22, 19))).toBe(false);
  });

  it('withEndMark marks a fast when its end is ahead of now, or when told the end came so', () => {
    expect(withEndMark({ ...clock, endedAt: iso(local(25, 0)) }, local(23, 10))).toEqual({
      ...clock,
      endedAt: iso(local(25, 0)),
      endedAhead: true,
    });
    expect(withEndMark({ ...clock, endedAt: iso(local(23, 10)) }, local(23, 10))).toEqual({
      ...clock,
      endedAt: iso(local(23, 10)),
    });
    // A restore the next day, keeping an end another clock marked.
    expect(withEndMark({ ...clock, endedAt: iso(local(25, 0)) }, local(25, 9), true)).toMatchObject({
      endedAhead: true,
    });
    // The same rule for a fast of the log.
    expect(withEndMark(ended({ endedAt: iso(local(25, 0)) }), local(23, 10))).toEqual({
      ...ended({ endedAt: iso(local(25, 0)) }),
      endedAhead: true,
    });
  });

  it('withEndMark drops an earlier mark with its end', () => {
    const marked = { ...clock, endedAt: iso(local(25, 12)), endedAhead: true as const };
    expect(withEndMark(marked, local(25, 12))).toEqual({ ...clock, endedAt: iso(local(25, 12)) });
  });

  it('a fast of the log keeps its mark through the parser; any other value is dropped, the fast kept', () => {
    const marked = { ...ended({ endedAt: iso(local(25, 0)) }), endedAhead: true };
    expect(parseFastLog([marked])).toEqual({ value: [marked], complete: true });
    for (const endedAhead of [false, 'true', 1, '<img src=x onerror=alert(1)>', null]) {
      expect(parseFastLog([{ ...marked, endedAhead }])).toEqual({
        value: [ended({ endedAt: iso(local(25, 0)) })],
        complete: false,
      });
    }
  });

  it('withRecordEnds: a later end from the record is the record’s, so the mark goes with the earlier end', () => {
    const marked = { ...ended({ endedAt: iso(local(24, 0)) }), endedAhead: true as const };
    const [moved] = withRecordEnds([marked], [{ startedAt, endedAt: iso(local(24, 12)) }]);
    expect(moved).toEqual(ended({ endedAt: iso(local(24, 12)) }));
    // The same end: nothing moves, the mark stays.
    expect(withRecordEnds([marked], [{ startedAt, endedAt: iso(local(24, 0)) }])).toEqual([marked]);
  });

  it('withRecordEnds: a later end the record itself marks as counted ahead comes with its mark; cut to the plan, none', () => {
    const early = ended({ endedAt: iso(local(23, 12)) });
    const [moved] = withRecordEnds([early], [{ startedAt, endedAt: iso(local(24, 0)), endedAhead: true }]);
    expect(moved).toEqual({ ...ended({ endedAt: iso(local(24, 0)) }), endedAhead: true });
    // Past the plan's end, the log takes the plan's end: that is no bottle's, so no mark.
    const [cut] = withRecordEnds([early], [{ startedAt, endedAt: iso(local(27, 9)), endedAhead: true }]);
    expect(cut).toEqual(ended({ endedAt: early.plannedEndAt, outcome: 'goal' }));
  });
});
