import { describe, expect, it, vi } from 'vitest';
import { userStates } from './data.mjs';
import { createReport, mainThreadCpu, MEASURED, median, SCREENS, summarizeStarts } from './common.mjs';

describe("the bench's budget table", () => {
  it('holds a ratio at or under its limit and breaks it above, missing or invalid', () => {
    const report = createReport();
    expect(report.ratio('a', 1300, 1000, 1.3)).toBe('ok');
    expect(report.ratio('b', 1301, 1000, 1.3)).toBe('OVER');
    expect(report.ratio('c', null, 1000, 1.3)).toBe('OVER');
    expect(report.ratio('d', 900, null, 1.3)).toBe('OVER');
    expect(report.ratio('e', 900, 1000, 1.3, { valid: false, note: ' (why)' })).toBe('OVER');
    expect(report.rows[0]).toEqual({ what: 'a ≤ 1.3 × floor', measured: '1.30 (1300 ms / 1000 ms)', ok: true });
    expect(report.rows[4].measured).toBe('0.90 (900 ms / 1000 ms) (why)');
    expect(report.broken).toBe(4);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    report.print();
    expect(log).toHaveBeenCalledTimes(2 + 5);
    log.mockRestore();
  });

  it('takes the median of the figures there are', () => {
    expect(median([3, null, 1, NaN, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null])).toBeNull();
  });

  it("sums up a series of starts: the median, the median load's element, and every load not from the worker", () => {
    const load = (lcp, sw, element = `p "${lcp}"`) => ({ lcp, fcp: lcp / 2, sw, element });
    const all = summarizeStarts([load(900, true), load(700, true), load(800, true)]);
    expect(all).toMatchObject({ lcp: 800, fcp: 400, fromSw: 3, allFromSw: true, element: 'p "800"' });
    expect(all.sw).toBe('from the worker 3/3');
    const failed = summarizeStarts([load(900, true), { lcp: null, fcp: null, element: 'error: x', sw: false }]);
    expect(failed).toMatchObject({ lcp: 900, fromSw: 1, allFromSw: false, element: 'p "900"' });
    expect(failed.sw).toBe('from the worker 1/2 ← NOT all');
  });

  it("sums the main thread's thread time from the navigation to LCP, and nothing else", () => {
    const origin = 'http://localhost:4350';
    const nav = (url, ts, tid = 1) => ({
      name: 'navigationStart',
      ph: 'R',
      pid: 1,
      tid,
      ts,
      args: { data: { documentLoaderURL: url } },
    });
    const task = (ts, tdur, { tid = 1, name = 'RunTask' } = {}) => ({
      name,
      ph: 'X',
      pid: 1,
      tid,
      ts,
      dur: tdur * 3,
      tdur,
    });
    const trace = [
      nav('', 500),
      task(900, 7_000), // before the navigation
      nav(`${origin}/jornada`, 1_000),
      task(1_000, 40_000),
      task(30_000, 5_000, { tid: 2 }), // another thread
      task(60_000, 2_000, { name: 'FunctionCall' }), // nested in a task, already counted
      task(100_000, 10_000),
      task(201_000, 9_000), // after LCP (200 ms after the navigation)
    ];
    expect(mainThreadCpu(trace, origin, 200)).toBe(50);
    expect(mainThreadCpu(trace, 'http://localhost:4351', 200)).toBeNull();
    expect(mainThreadCpu(trace, 'http://localhost:435', 200)).toBeNull();
    expect(mainThreadCpu(trace, origin, null)).toBeNull();
    expect(
      mainThreadCpu(
        trace.map(({ tdur: _, ...e }) => e),
        origin,
        200,
      ),
    ).toBeNull();
  });

  it('measures screens of the app and only those', () => {
    const paths = SCREENS.map((s) => s.path);
    for (const p of Object.keys(MEASURED)) expect(paths).toContain(p);
    expect(paths).toContain('/relatorio');
    expect(SCREENS.filter((s) => s.notFound)).toHaveLength(1);
  });

  it('names only user states the bench seeds, and the budget pages of ARCHITECTURE.md', () => {
    const ids = userStates().map((s) => s.id);
    for (const s of SCREENS) for (const id of Object.keys(s.installed ?? {})) expect(ids).toContain(id);
    const installed = SCREENS.flatMap((s) => Object.keys(s.installed ?? {}).map((id) => `${id} ${s.path}`));
    expect(installed.sort()).toEqual(['day7 /', 'day7 /diario', 'day7 /jornada', 'day7 /resultados', 'new /']);
    expect(SCREENS.filter((s) => s.lighthouse === 'budget').map((s) => s.path)).toEqual([
      '/',
      '/jornada',
      '/resultados',
    ]);
  });
});
