import { afterEach, describe, expect, it, vi } from 'vitest';
import { floorLayout, layoutElements } from '../bench-floor/elements.mjs';
import { userStates } from './data.mjs';
import {
  BUDGET,
  createReport,
  KB,
  lighthouseRounds,
  mainThreadCpu,
  MEASURED,
  median,
  ratioVerdict,
  SCREENS,
  summarizeStarts,
} from './common.mjs';
import { isMantineElement, recordFirstFrame } from './page.mjs';

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
    expect(report.ratio('f', 1100, 1000, 1.15, { floor: 'element floor' })).toBe('ok');
    expect(report.rows[5].what).toBe('f ≤ 1.15 × element floor');
    expect(report.broken).toBe(4);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    report.print();
    expect(log).toHaveBeenCalledTimes(2 + 6);
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

  it("holds ARCHITECTURE.md's budgets: over the element floor, day 7 LCP 1.15 and CPU 1.25, a new user LCP 1.10", () => {
    for (const s of SCREENS.filter((x) => x.installed?.day7))
      expect(s.installed.day7).toEqual({ lcp: 1.15, cpu: 1.25 });
    expect(MEASURED['/'].installed.new).toEqual({ lcp: 1.1 });
    expect(BUDGET.precacheGzip).toBe(650 * KB);
    expect(BUDGET.lighthouseLcpVsFloor).toBe(1.15);
    expect(BUDGET.lighthouseScores.performance).toBe(98);
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

describe('the time budgets as ratios', () => {
  it('holds a ratio at its limit, breaks it above, and never with a missing figure', () => {
    expect(ratioVerdict(1150, 1000, 1.15)).toEqual({ ratio: 1.15, ok: true });
    expect(ratioVerdict(1151, 1000, 1.15).ok).toBe(false);
    expect(ratioVerdict(null, 1000, 1.15)).toEqual({ ratio: null, ok: false });
    expect(ratioVerdict(undefined, 1000, 1.15).ok).toBe(false);
    expect(ratioVerdict(900, 0, 1.15).ok).toBe(false);
    expect(ratioVerdict(900, null, 1.15).ok).toBe(false);
  });

  it("checks Lighthouse in every round, each against the floor's LCP of its own round", () => {
    const min = { performance: 98, accessibility: 100 };
    const round = (performance, lcp, accessibility = 100) => ({ scores: { performance, accessibility }, lcp });
    const good = lighthouseRounds([round(99, 2000), round(98, 2300)], [1800, 2000], min, 1.15);
    expect(good.ok).toBe(true);
    expect(good.rounds.map((r) => r.ratio.toFixed(3))).toEqual(['1.111', '1.150']);
    // The median round would pass; one round under 98 breaks the budget.
    const slow = lighthouseRounds([round(99, 2000), round(97, 2000), round(99, 2000)], [1800, 1800, 1800], min, 1.15);
    expect(slow.ok).toBe(false);
    expect(slow.rounds.map((r) => r.low)).toEqual([[], ['performance'], []]);
    // 2,100 ms is within 1.15 × the median floor (1,900) but not × its own round's (1,800).
    const late = lighthouseRounds([round(99, 2100), round(99, 2000)], [1800, 2000], min, 1.15);
    expect(late.ok).toBe(false);
    expect(late.rounds.map((r) => r.lcpOk)).toEqual([false, true]);
    expect(lighthouseRounds([round(99, 2000, 96)], [1800], min, 1.15).rounds[0].low).toEqual(['accessibility']);
    expect(lighthouseRounds([round(99, null)], [1800], min, 1.15).ok).toBe(false);
    expect(lighthouseRounds([round(99, 2000)], [undefined], min, 1.15).ok).toBe(false);
    expect(lighthouseRounds([], [], min, 1.15).ok).toBe(false);
  });
});

describe("the element floor's count", () => {
  const element = (cls, attrs = [], localName = 'div') => ({
    localName,
    getAttribute: (name) => (name === 'class' ? cls : null),
    getAttributeNames: () => [...(cls === null ? [] : ['class']), ...attrs],
  });

  it("tells Mantine's elements by their classes or a data-mantine attribute", () => {
    expect(isMantineElement(element('m_1b7284a3 mantine-Paper-root'))).toBe(true);
    expect(isMantineElement(element('mantine-RingProgress-curve'))).toBe(true);
    expect(isMantineElement(element('m_8bffd616'))).toBe(true);
    expect(isMantineElement(element(null, ['data-mantine-stop-propagation']))).toBe(true);
    expect(isMantineElement(element('m15-shell'))).toBe(false);
    expect(isMantineElement(element('not-mantine-x m_12 m_1234567g'))).toBe(false);
    expect(isMantineElement(element('mantine-'))).toBe(false);
    expect(isMantineElement(element(null, ['data-variant', 'aria-hidden']))).toBe(false);
    // MantineProvider's style tags draw nothing.
    expect(isMantineElement(element(null, ['data-mantine-styles'], 'style'))).toBe(false);
    expect(isMantineElement(element('mantine-x-root', [], 'script'))).toBe(false);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('counts the first frame that has the screen, and not what a later frame adds', () => {
    const frames = [];
    let body = [element('mantine-Text-root')];
    let h1 = false;
    const win = {};
    vi.stubGlobal('window', win);
    vi.stubGlobal('requestAnimationFrame', (cb) => frames.push(cb));
    vi.stubGlobal('document', {
      querySelector: (sel) => (sel === 'main h1' && h1 ? {} : null),
      body: { getElementsByTagName: (tag) => (tag === '*' ? body : []) },
    });
    const frame = () => frames.shift()();
    recordFirstFrame(isMantineElement);
    frame(); // the fallback: no screen yet
    expect(win.__benchFirstFrame).toBeUndefined();
    body = [element('mantine-Title-root'), element('m15-hero'), element('m_8bffd616 mantine-Group-root')];
    h1 = true;
    frame();
    expect(win.__benchFirstFrame).toEqual({ mantine: 2, all: 3, kinds: { Title: 1, Group: 1 } });
    body = [...body, element('mantine-Paper-root')];
    expect(frames).toHaveLength(0); // it stopped looking
  });

  it("lays out exactly the counted elements, the bare page's three included", () => {
    for (let n = 3; n <= 400; n++) {
      const layout = floorLayout(n);
      expect(layoutElements(layout)).toBe(n);
      expect(layout.loose).toBeLessThan(3);
      for (const rows of layout.sections) expect(rows).toBeLessThanOrEqual(5);
    }
    expect(floorLayout(363)).toEqual({ sections: Array(20).fill(5), loose: 0 });
    expect(floorLayout(5)).toEqual({ sections: [], loose: 2 });
    expect(floorLayout(6)).toEqual({ sections: [0], loose: 0 });
    expect(layoutElements(floorLayout(0))).toBe(3);
  });
});
