// @vitest-environment jsdom
/**
 * The report's records as storage gives them: the fasts settled at the
 * report's time, and nothing but rows of real records from damaged or
 * hostile storage.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { KEYS } from '~/domain/keys';
import { reportOf } from '~/domain/report';
import { loadReportRecords } from './report';
import { HOSTILE, iso, local } from '@test-utils';

const START = '2026-11-17'; // Jejum I: 20-22/11, its eve 19/11

function seed(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
}
const profile = { name: 'Ana', startDate: START, initialWeight: '82', height: '165', waterGoal: '2.9' };

beforeEach(() => localStorage.clear());

describe('loadReportRecords', () => {
  it('reads a fast left running past its block’s end as ended there, at its goal, and writes nothing', () => {
    seed({ [KEYS.profile]: profile, [KEYS.fasting]: { startedAt: iso(local(19, 20)), endedAt: '' } });
    const before = JSON.stringify({ ...localStorage });
    const now = local(24, 9);
    const report = reportOf(loadReportRecords(now), now);
    expect(report.fasts).toEqual([
      { block: 'jejum-1', start: '19/11/2026, 20:00', end: '22/11/2026, 20:00', hours: '72 h 00 min', ended: 'goal' },
    ]);
    expect(JSON.stringify({ ...localStorage })).toBe(before);
  });

  it('a fast running now is "em andamento"', () => {
    seed({ [KEYS.profile]: profile, [KEYS.fasting]: { startedAt: iso(local(19, 20)), endedAt: '' } });
    const now = local(21, 8);
    expect(reportOf(loadReportRecords(now), now).fasts).toEqual([
      { block: 'jejum-1', start: '19/11/2026, 20:00', end: '', hours: '36 h 00 min', ended: 'running' },
    ]);
  });

  it('corrupt or hostile fasting records give no row and no crash', () => {
    seed({
      [KEYS.profile]: profile,
      [KEYS.fasting]: '{"startedAt": "<img',
      [KEYS.fastLog]: [{ block: HOSTILE, startedAt: HOSTILE, endedAt: '', plannedEndAt: 1, outcome: 'goal' }, null, 7],
      [KEYS.safetyChecks]: { 'jejum-1': { at: HOSTILE, outcome: 'stop' }, 'jejum-final': 'sim' },
      [KEYS.electrolytes]: [{ date: HOSTILE, bottles: 1 }, { date: '2026-11-20', bottles: 99 }, 'x'],
    });
    const now = local(24, 9);
    const report = reportOf(loadReportRecords(now), now);
    expect(report.fasts).toEqual([]);
    // Day 8: the Jejum Final has not come yet.
    expect(report.checks.map((c) => c.outcome)).toEqual(['none', 'notYet']);
    expect(report.bottles.map((b) => b.bottles)).toEqual(Array(9).fill(0));
    expect(JSON.stringify(report)).not.toContain('<img');
  });

  it('not JSON at all reads as empty', () => {
    seed({ [KEYS.fastLog]: 'not json', [KEYS.safetyChecks]: '{', [KEYS.electrolytes]: '[' });
    const records = loadReportRecords(local(24, 9));
    expect([records.fasts.log, records.preFastChecks, records.electrolytes]).toEqual([[], {}, []]);
  });
});
