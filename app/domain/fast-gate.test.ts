import { describe, expect, it } from 'vitest';
import {
  endedAll,
  type FastTimes,
  fastedHours,
  fastGate,
  firstOpenStart,
  GAP_HOURS,
  hoursSince,
  mergeFastTimes,
  parseFastRecord,
  pruneFastTimes,
  REST_DAYS,
  timesOfCurrent,
  timesOfEnded,
  withEnd,
  withoutEnd,
} from './fast-gate';

const H = 3_600_000;
const T0 = Date.parse('2026-11-03T23:00:00.000Z'); // day 3 at 20:00 in São Paulo
const at = (hours: number) => new Date(T0 + hours * H);
const iso = (hours: number) => at(hours).toISOString();
/** A fast from `from` h to `to` h (after T0), planned to `plan` h; `to` null: still running. */
const fast = (from: number, to: number | null, plan = to ?? from + 72): FastTimes => ({
  startedAt: iso(from),
  plannedEndAt: iso(plan),
  endedAt: to === null ? '' : iso(to),
});

describe('fastGate: the record of fasts decides when the next may start', () => {
  it('is open with no fast on record', () => {
    expect(fastGate([], at(0))).toEqual({ open: true });
  });

  it('after Jejum I (72 h), the next fast waits 60 h of eating: shut at 59 h 59 min, open at 60 h', () => {
    const jejum1 = fast(0, 72);
    const shut = fastGate([jejum1], new Date(at(72 + GAP_HOURS).getTime() - 60_000));
    expect(shut).toEqual({ open: false, reason: 'gap', lastEndedAt: iso(72), opensAt: iso(72 + 60) });
    expect(fastGate([jejum1], at(72 + GAP_HOURS))).toEqual({ open: true });
  });

  it('the protocol itself passes: Jejum Final at 20:00 on day 9, 72 h after Jejum I ended', () => {
    expect(fastGate([fast(0, 72)], at(144))).toEqual({ open: true });
  });

  it('a start date moved back after Jejum I does not open the gate: time, not days, decides', () => {
    // Ended on day 6 at 20:00; on day 7 (96 h) she makes today read day 10.
    expect(fastGate([fast(0, 72)], at(96))).toMatchObject({ open: false, reason: 'gap', opensAt: iso(132) });
  });

  it('a fast under 12 h (a night) does not hold the gap; one cut short at 23 h does: no 23 h + 144 h in a row', () => {
    expect(fastGate([fast(0, 11.9)], at(12))).toEqual({ open: true });
    expect(fastGate([fast(0, 23)], at(23 + 1 / 60))).toMatchObject({ open: false, reason: 'gap', opensAt: iso(83) });
    // It does not count towards the two fasts in 15 days.
    expect(fastGate([fast(0, 23), fast(100, 130, 172)], at(130 + 60))).toEqual({ open: true });
  });

  it('after a fast longer than 72 h, no fast for 7 days', () => {
    const final = fast(0, 144, 144);
    const end = 144;
    expect(fastGate([final], at(end + 7 * 24 - 1))).toEqual({
      open: false,
      reason: 'rest',
      lastEndedAt: iso(end),
      opensAt: iso(end + REST_DAYS * 24),
    });
    expect(fastGate([final], at(end + REST_DAYS * 24))).toEqual({ open: true });
  });

  it('a Jejum Final ended early after 80 h still counts as longer than 72 h', () => {
    expect(fastGate([fast(0, 80, 144)], at(80 + 100))).toMatchObject({ open: false, reason: 'rest' });
  });

  it('at most two fasts of 24 h or more begin in any 15 days', () => {
    const two = [fast(0, 30, 72), fast(100, 130, 172)];
    // 60 h after the second: the gap is past, the count is not.
    const shut = fastGate(two, at(130 + 61));
    expect(shut).toEqual({ open: false, reason: 'count', lastEndedAt: iso(130), opensAt: iso(15 * 24) });
    expect(fastGate(two, at(15 * 24))).toEqual({ open: true });
  });

  it('a running fast in the record holds the gate at its planned length, even one no clock shows any more', () => {
    // A fast left running when an older version erased the clock.
    expect(fastGate([fast(0, null, 144)], at(10))).toMatchObject({ open: false, reason: 'rest' });
  });

  it('a clock set back before the last end reads it as ended just now: shut, and never a negative wait', () => {
    const gate = fastGate([fast(0, 72)], at(50));
    expect(gate).toMatchObject({ open: false, reason: 'gap', opensAt: iso(132) });
    // No hours since an end still ahead of the clock: the refusal says the moment instead.
    expect(hoursSince(iso(72), at(50))).toBeNull();
    expect(hoursSince(iso(72), at(72))).toBe(0);
  });

  it('a clock set back before a running fast began still shuts the gate', () => {
    expect(fastGate([fast(10, null, 82)], at(0))).toMatchObject({ open: false });
  });

  it('reports the refusal that lasts longest', () => {
    // The Final ended early at 100 h: the gap opens at 160 h, the rest at 268 h.
    expect(fastGate([fast(0, 100, 144)], at(110))).toMatchObject({ reason: 'rest', opensAt: iso(100 + 168) });
  });

  it('refuses an invalid clock', () => {
    expect(() => fastGate([], new Date(NaN))).toThrow(RangeError);
  });

  it('hoursSince counts whole hours', () => {
    expect(hoursSince(iso(0), at(20.9))).toBe(20);
  });
});

describe('a running fast under a clock set back before its start', () => {
  it('counts to its plan, never as a fast of 0 h: an erase then keeps it, and it gates the next', () => {
    const running = fast(0, null, 72);
    expect(endedAll([running], at(-10))).toEqual([{ ...running, endedAt: iso(72) }]);
    expect(fastGate([running], at(-10))).toMatchObject({ open: false, opensAt: iso(72 + GAP_HOURS) });
    // The clock put right: still gated from the plan's end.
    const kept = pruneFastTimes(endedAll([running], at(-10)), at(-10));
    expect(fastGate(kept, at(80))).toMatchObject({ open: false, opensAt: iso(72 + GAP_HOURS) });
  });
});

describe('firstOpenStart: where a typed start may begin', () => {
  it('is the start itself when the record allows it, else the opening of each rule that holds, in turn', () => {
    expect(firstOpenStart([], at(5))).toEqual(at(5));
    // 72 h ended at 72: the gap opens 60 h later.
    expect(firstOpenStart([fast(0, 72)], at(80))).toEqual(at(72 + GAP_HOURS));
    expect(firstOpenStart([fast(0, 72)], at(200))).toEqual(at(200));
    // A fast over 72 h: its 7 days of rest, after the gap.
    expect(firstOpenStart([fast(0, 144)], at(150))).toEqual(at(144 + REST_DAYS * 24));
    // A start typed before a fast that ended after it: after that fast's gap.
    expect(firstOpenStart([fast(100, 172)], at(90))).toEqual(at(172 + GAP_HOURS));
  });
});

describe('the record: merging, ending, pruning', () => {
  it('merges lists once per start, oldest first; an end beats "still running", and the later end counts', () => {
    const running = fast(0, null, 72);
    const stopped = fast(0, 30, 72);
    expect(mergeFastTimes([running], [stopped])).toEqual([stopped]);
    expect(mergeFastTimes([stopped], [running])).toEqual([stopped]);
    expect(mergeFastTimes([fast(0, 30)], [fast(0, 40)])).toEqual([fast(0, 40)]);
    expect(mergeFastTimes([fast(200, 220)], [fast(0, 30)]).map((f) => f.startedAt)).toEqual([iso(0), iso(200)]);
  });

  it('withEnd ends a running fast once; withoutEnd undoes it; endedAll ends every running one at now', () => {
    const times = [fast(0, null, 72)];
    expect(withEnd(times, iso(0), iso(30))).toEqual([fast(0, 30, 72)]);
    expect(withEnd([fast(0, 30, 72)], iso(0), iso(40))).toEqual([fast(0, 30, 72)]);
    expect(withoutEnd([fast(0, 30, 72)], iso(0))).toEqual(times);
    expect(endedAll(times, at(50))).toEqual([fast(0, 50, 72)]);
    // Never past its plan.
    expect(endedAll(times, at(500))).toEqual([fast(0, 72, 72)]);
  });

  it('prunes what can gate nothing any more (15 days after), keeps what can, and every running fast', () => {
    const old = fast(0, 72);
    const recent = fast(200, 272);
    expect(pruneFastTimes([old, recent], at(72 + 15 * 24 + 1))).toEqual([recent]);
    expect(pruneFastTimes([old], at(72 + 15 * 24 - 1))).toEqual([old]);
    expect(pruneFastTimes([fast(0, null, 72)], at(10_000))).toHaveLength(1);
    expect(pruneFastTimes([fast(0, 13)], at(14))).toHaveLength(1);
  });

  it('keeps a fast under 12 h for 15 days from its start: it opens no gap, but it uses up its block', () => {
    expect(pruneFastTimes([fast(0, 10)], at(11))).toEqual([fast(0, 10)]);
    expect(pruneFastTimes([fast(0, 10)], at(15 * 24 - 1))).toEqual([fast(0, 10)]);
    expect(pruneFastTimes([fast(0, 10)], at(15 * 24 + 1))).toEqual([]);
    // The gap still passes over it.
    expect(fastGate([fast(0, 10)], at(11))).toEqual({ open: true });
  });
});

describe('parseFastRecord (m15-fast-record)', () => {
  it('reads a list of times, oldest first', () => {
    expect(parseFastRecord([fast(200, 272), fast(0, 72)])).toEqual({
      value: [fast(0, 72), fast(200, 272)],
      complete: true,
    });
    expect(parseFastRecord(null)).toEqual({ value: [], complete: true });
  });

  it('drops what is not times, hostile text and impossible ends, and says so', () => {
    const hostile = { startedAt: '<img src=x onerror=alert(1)>', plannedEndAt: iso(1), endedAt: '' };
    const backwards = { ...fast(10, 20), endedAt: iso(5) };
    const r = parseFastRecord([fast(0, 72), hostile, backwards, 'x', null, { ...fast(300, 310), note: 'dela' }]);
    expect(r.complete).toBe(false);
    expect(r.value).toEqual([fast(0, 72), fast(300, 310)]);
    expect(parseFastRecord({ startedAt: iso(0) })).toEqual({ value: [], complete: false });
  });

  it('keeps one record per start', () => {
    expect(parseFastRecord([fast(0, 30), fast(0, 40)])).toMatchObject({ complete: false });
  });

  it('keeps the flag of one more refeeding risk, and merges it into the same fast', () => {
    const flagged = { ...fast(0, 144), risk: true as const };
    expect(parseFastRecord([flagged])).toEqual({ value: [flagged], complete: true });
    expect(parseFastRecord([{ ...fast(0, 144), risk: 'yes' }])).toEqual({ value: [], complete: false });
    expect(mergeFastTimes([fast(0, 100)], [flagged])).toEqual([{ ...fast(0, 144), risk: true }]);
    expect(mergeFastTimes([flagged], [fast(0, 100)])).toEqual([{ ...fast(0, 144), risk: true }]);
  });
});

describe('the mark of an end counted ahead (endedAhead): a bottle moved the end past her tap', () => {
  const marked = (from: number, to: number, plan?: number): FastTimes => ({
    ...fast(from, to, plan),
    endedAhead: true,
  });

  it('the record keeps it on an ended fast; a mark not true, or on a running fast, goes and the fast stays', () => {
    expect(parseFastRecord([marked(0, 52, 72)])).toEqual({ value: [marked(0, 52, 72)], complete: true });
    expect(parseFastRecord([{ ...fast(0, 52, 72), endedAhead: 'yes' }])).toEqual({
      value: [fast(0, 52, 72)],
      complete: false,
    });
    expect(parseFastRecord([{ ...fast(0, null, 72), endedAhead: true }])).toEqual({
      value: [fast(0, null, 72)],
      complete: false,
    });
    // The gate reads the times alone: marked or not, the same answer.
    expect(fastGate([marked(0, 52, 72)], at(60))).toEqual(fastGate([fast(0, 52, 72)], at(60)));
  });

  it('stays with the end it came with when copies merge: kept with that end, gone when a later end wins', () => {
    // The same end in a copy with no mark (a record written before marks were kept): the mark stays.
    expect(mergeFastTimes([fast(0, 52, 72)], [marked(0, 52, 72)])).toEqual([marked(0, 52, 72)]);
    expect(mergeFastTimes([marked(0, 52, 72)], [fast(0, 52, 72)])).toEqual([marked(0, 52, 72)]);
    // A later end of another copy is that copy's: no mark.
    expect(mergeFastTimes([marked(0, 52, 72)], [fast(0, 60, 72)])).toEqual([fast(0, 60, 72)]);
    // A marked end later than another copy's: marked.
    expect(mergeFastTimes([fast(0, 30, 72)], [marked(0, 52, 72)])).toEqual([marked(0, 52, 72)]);
    // An end beats "still running", and keeps its mark.
    expect(mergeFastTimes([fast(0, null, 72)], [marked(0, 52, 72)])).toEqual([marked(0, 52, 72)]);
  });

  it('withEnd marks the end only when told; withoutEnd drops it with the end; endedAll gives none', () => {
    const running = [fast(0, null, 72)];
    expect(withEnd(running, iso(0), iso(52), true)).toEqual([marked(0, 52, 72)]);
    expect(withEnd(running, iso(0), iso(52))).toEqual([fast(0, 52, 72)]);
    expect(withoutEnd([marked(0, 52, 72)], iso(0))).toEqual(running);
    expect(endedAll([...running, marked(100, 110, 172)], at(50))).toEqual([fast(0, 50, 72), marked(100, 110, 172)]);
  });

  it('timesOfEnded and timesOfCurrent carry it from the log and the clock, never onto a running fast', () => {
    const ended = {
      block: 'jejum-1' as const,
      outcome: 'early' as const,
      ...fast(0, 52, 72),
      endedAhead: true as const,
    };
    expect(timesOfEnded(ended)).toEqual(marked(0, 52, 72));
    const plan = { startedAt: iso(0), endsAt: iso(72), plannedMs: 72 * H, block: 'jejum-1' as const };
    expect(timesOfCurrent({ startedAt: iso(0), endedAt: iso(52), endedAhead: true }, plan)).toEqual(marked(0, 52, 72));
    expect(timesOfCurrent({ startedAt: iso(0), endedAt: '', endedAhead: true }, plan)).toEqual(fast(0, null, 72));
  });
});

describe('a fast ended at its very start (the clock behind it when she ended it)', () => {
  it('counts to its plan: the rest follows the plan’s end, not the start', () => {
    const unknown = fast(0, 0, 72);
    // 50 h later: a fast of 72 h would hold the gap until 132 h.
    expect(fastGate([unknown], at(50))).toMatchObject({ open: false, reason: 'gap', opensAt: iso(132) });
    expect(fastGate([unknown], at(132))).toEqual({ open: true });
    expect(fastedHours(unknown, at(50))).toBe(72);
  });
  it('an end a minute after the start is an end like any other', () => {
    expect(fastGate([fast(0, 1 / 60, 72)], at(1))).toEqual({ open: true });
  });
});
