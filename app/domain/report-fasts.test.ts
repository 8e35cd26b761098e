import { describe, expect, it } from 'vitest';
import type { EndedFast } from './fast-log';
import { reportBottles, reportChecks, reportFasts } from './report-fasts';
import { iso, local } from '@test-utils';

// Start 17/11/2026: Jejum I is days 4-6 (20-22/11, eve 19/11), the Jejum Final days 10-15 (26/11-01/12, eve 25/11).
const START = '2026-11-17';
const NONE = { startedAt: '', endedAt: '' };

const goal: EndedFast = {
  block: 'jejum-1',
  startedAt: iso(local(19, 20)),
  endedAt: iso(local(22, 20)),
  plannedEndAt: iso(local(22, 20)),
  outcome: 'goal',
};
const early: EndedFast = {
  block: 'jejum-final',
  startedAt: iso(local(25, 20)),
  endedAt: iso(local(27, 8, 30)),
  plannedEndAt: iso(new Date(2026, 11, 1, 20)),
  outcome: 'early',
};

describe('reportFasts', () => {
  const at = { checks: {}, startDate: START, now: local(28, 12) };

  it('gives one row per ended fast, oldest first: block, start, end, hours as 72 h 00 min, and how it ended', () => {
    expect(
      reportFasts({ current: { startedAt: early.startedAt, endedAt: early.endedAt }, log: [goal, early] }, at),
    ).toEqual([
      { block: 'jejum-1', start: '19/11/2026, 20:00', end: '22/11/2026, 20:00', hours: '72 h 00 min', ended: 'goal' },
      {
        block: 'jejum-final',
        start: '25/11/2026, 20:00',
        end: '27/11/2026, 08:30',
        hours: '36 h 30 min',
        ended: 'early',
      },
    ]);
  });

  it("says the hours as Hoje's clock does, minutes rounded down: 71 h 57 min", () => {
    const short = { ...goal, endedAt: iso(local(22, 19, 57)), outcome: 'early' as const };
    expect(reportFasts({ current: NONE, log: [short] }, at)[0]!.hours).toBe('71 h 57 min');
  });

  it('shows a fast still running with its start, its block and its hours so far, and no end', () => {
    const rows = reportFasts(
      { current: { startedAt: early.startedAt, endedAt: '' }, log: [goal] },
      {
        ...at,
        now: local(26, 14, 6),
      },
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual({
      block: 'jejum-final',
      start: '25/11/2026, 20:00',
      end: '',
      hours: '18 h 06 min',
      ended: 'running',
    });
  });

  it('a fast the check stopped (it ended at the stop) says so', () => {
    const stopped = { ...early, endedAt: iso(local(26, 9, 15)) };
    const checks = { 'jejum-final': { at: stopped.endedAt, outcome: 'stop' as const } };
    expect(reportFasts({ current: NONE, log: [stopped] }, { ...at, checks })[0]!.ended).toBe('stopped');
    // A stop at another moment, or a redo that said go, leaves it as ended early.
    const later = { 'jejum-final': { at: iso(local(26, 10)), outcome: 'stop' as const } };
    expect(reportFasts({ current: NONE, log: [stopped] }, { ...at, checks: later })[0]!.ended).toBe('early');
    const redo = { 'jejum-final': { at: stopped.endedAt, outcome: 'go' as const } };
    expect(reportFasts({ current: NONE, log: [stopped] }, { ...at, checks: redo })[0]!.ended).toBe('early');
  });

  it('a fast whose end a bottle moved past her tap is "counted", whatever its outcome; a stop still says stop', () => {
    const counted = { ...early, endedAt: iso(local(27, 0)), endedAhead: true as const };
    expect(reportFasts({ current: NONE, log: [counted] }, at)[0]).toMatchObject({
      end: '27/11/2026, 00:00',
      ended: 'counted',
    });
    const toPlan = { ...goal, endedAhead: true as const };
    expect(reportFasts({ current: NONE, log: [toPlan] }, at)[0]!.ended).toBe('counted');
    const checks = { 'jejum-final': { at: counted.endedAt, outcome: 'stop' as const } };
    expect(reportFasts({ current: NONE, log: [counted] }, { ...at, checks })[0]!.ended).toBe('stopped');
  });

  it('a fast begun outside every block has no block', () => {
    const outside = { ...goal, block: null, startedAt: iso(local(10, 8)), endedAt: iso(local(11, 8)) };
    expect(reportFasts({ current: NONE, log: [outside] }, at)[0]).toMatchObject({ block: null, hours: '24 h 00 min' });
    expect(
      reportFasts({ current: { startedAt: iso(local(10, 8)), endedAt: '' }, log: [] }, { ...at, now: local(10, 20) }),
    ).toEqual([{ block: null, start: '10/11/2026, 08:00', end: '', hours: '12 h 00 min', ended: 'running' }]);
  });

  it('no fast, no row; a record that is not a fast gives no row and no crash', () => {
    expect(reportFasts({ current: NONE, log: [] }, at)).toEqual([]);
    const hostile = '<img src=x onerror=alert(1)>';
    const bad = [
      { ...goal, startedAt: hostile },
      { ...goal, endedAt: 'ontem' },
    ] as EndedFast[];
    expect(reportFasts({ current: { startedAt: hostile, endedAt: '' }, log: bad }, at)).toEqual([]);
    expect(
      reportFasts({ current: { startedAt: goal.startedAt, endedAt: '' }, log: [] }, { ...at, now: new Date(NaN) }),
    ).toEqual([]);
  });

  it('the running fast is not listed twice when the log already holds it', () => {
    const rows = reportFasts({ current: { startedAt: goal.startedAt, endedAt: '' }, log: [goal] }, at);
    expect(rows.map((r) => r.ended)).toEqual(['goal']);
  });
});

describe('reportChecks', () => {
  // Day 16: both fasting blocks have come.
  const AFTER_BOTH = '2026-12-02';

  it('gives each block, in order, the date of its check and whether it advised not to fast', () => {
    const checks = {
      'jejum-1': { at: iso(local(19, 8, 15)), outcome: 'go' as const },
      'jejum-final': { at: iso(local(25, 9)), outcome: 'stop' as const },
    };
    expect(reportChecks(checks, START, AFTER_BOTH)).toEqual([
      { block: 'jejum-1', at: '19/11/2026, 08:15', outcome: 'go' },
      { block: 'jejum-final', at: '25/11/2026, 09:00', outcome: 'stop' },
    ]);
  });

  it('a block with no check on record, or a check of another challenge, says none', () => {
    expect(reportChecks({}, START, AFTER_BOTH)).toEqual([
      { block: 'jejum-1', at: '', outcome: 'none' },
      { block: 'jejum-final', at: '', outcome: 'none' },
    ]);
    // Checked before Jejum I's eve: of an earlier start date.
    const old = { 'jejum-1': { at: iso(local(2, 8)), outcome: 'stop' as const } };
    expect(reportChecks(old, START, AFTER_BOTH)[0]).toEqual({ block: 'jejum-1', at: '', outcome: 'none' });
    expect(
      reportChecks({ 'jejum-1': { at: iso(local(19, 8)), outcome: 'go' } }, '', AFTER_BOTH).map((c) => c.outcome),
    ).toEqual(['none', 'none']);
  });

  it("a block that has not come yet on the report's day owes no check: notYet, until its first day", () => {
    // Day 5 (Jejum I): its check is due or done; the Jejum Final (day 10) is ahead.
    expect(reportChecks({}, START, '2026-11-21').map((c) => c.outcome)).toEqual(['none', 'notYet']);
    // Day 3, the eve of Jejum I: neither block has begun.
    expect(reportChecks({}, START, '2026-11-19').map((c) => c.outcome)).toEqual(['notYet', 'notYet']);
    // Day 10: the Jejum Final has come, and a check not done is said as none.
    expect(reportChecks({}, START, '2026-11-26').map((c) => c.outcome)).toEqual(['none', 'none']);
  });
});

describe('reportBottles', () => {
  it('lists the 9 fasting days by the start date with the bottles ticked on each', () => {
    const rows = reportBottles(
      [
        { date: '2026-11-20', bottles: 1 },
        { date: '2026-11-22', bottles: 1 },
        { date: '2026-11-27', bottles: 1 },
      ],
      START,
      '2026-11-27',
    );
    expect(rows.map((r) => r.day)).toEqual([4, 5, 6, 10, 11, 12, 13, 14, 15]);
    expect(rows[0]).toEqual({ date: '20/11/2026', day: 4, block: 'jejum-1', bottles: 1, come: true, today: false });
    expect(rows[1]).toEqual({ date: '21/11/2026', day: 5, block: 'jejum-1', bottles: 0, come: true, today: false });
    // Day 11 is today: it has come, and its count is so far; day 12 is ahead.
    expect(rows.map((r) => r.come)).toEqual([true, true, true, true, true, false, false, false, false]);
    expect(rows.map((r) => r.today)).toEqual([false, false, false, false, true, false, false, false, false]);
    expect(rows[3]).toMatchObject({ day: 10, block: 'jejum-final' });
    expect(rows.map((r) => r.bottles)).toEqual([1, 0, 1, 0, 1, 0, 0, 0, 0]);
    expect(rows.at(-1)!.date).toBe('01/12/2026');
  });

  it('keeps a bottle ticked on another day (the start date moved), in date order', () => {
    const rows = reportBottles(
      [
        { date: '2026-11-18', bottles: 1 },
        { date: '2026-12-20', bottles: 1 },
      ],
      START,
      '2026-12-20',
    );
    expect(rows[0]).toEqual({ date: '18/11/2026', day: 2, block: 'ceto-1', bottles: 1, come: true, today: false });
    expect(rows.at(-1)).toEqual({ date: '20/12/2026', day: null, block: null, bottles: 1, come: true, today: true });
    expect(rows).toHaveLength(11);
  });

  it('without a start date: only the days on record, with no day', () => {
    expect(reportBottles([], '', '2026-11-26')).toEqual([]);
    expect(reportBottles([{ date: '2026-11-20', bottles: 1 }], '', '2026-11-26')).toEqual([
      { date: '20/11/2026', day: null, block: null, bottles: 1, come: true, today: false },
    ]);
  });
});
