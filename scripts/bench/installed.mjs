// The installed start: the service worker controls the origin and has
// precached everything; each load is a new tab at 4× CPU, no network
// throttling (everything comes from Cache Storage anyway). M15's screens and
// the floor page are measured alike and interleaved, a floor load before
// every M15 load, so a machine that slows down or speeds up during the run
// moves both; each budget is M15's median over the floor's median.
import {
  each,
  installedContext,
  firstLine,
  median,
  ms,
  openForStart,
  restoreIfChanged,
  SCREENS,
  seed,
  throttledPage,
} from './common.mjs';

/** Loads of each M15 screen and user (and as many of the floor before them). */
const LOADS = 7;

/** One start of `url` in a new throttled tab of `context`; `after(page)` closes the page. */
async function startOnce(ctx, context, url, after = (page) => page.close()) {
  const page = await throttledPage(context, 4, { stopWorkers: ctx.swCold });
  try {
    const { response, paints } = await openForStart(page, url);
    const load = { ...paints, sw: response?.fromServiceWorker() ?? false };
    await after(page);
    return load;
  } catch (e) {
    if (!page.isClosed()) await page.close();
    return { lcp: null, fcp: null, element: `error: ${firstLine(e)}`, sw: false };
  }
}

/** The figures of a series of loads: median LCP and FCP, loads from the worker, the median load's LCP element. */
function summarize(loads) {
  const lcp = median(loads.map((l) => l.lcp));
  const fromSw = loads.filter((l) => l.sw).length;
  const mid = loads.find((l) => l.lcp === lcp) ?? loads.find((l) => l.element) ?? loads[0];
  return {
    lcp,
    fcp: median(loads.map((l) => l.fcp)),
    fromSw,
    allFromSw: fromSw === loads.length,
    sw: `from the worker ${fromSw}/${loads.length}${fromSw < loads.length ? ' ← NOT all' : ''}`,
    element: mid?.element ?? '—',
  };
}

export default {
  id: 'installed',
  title: 'installed start (service worker, new tab, 4× CPU), M15 against the floor',
  browser: true,
  async run(ctx) {
    console.log(
      `  from: buffered PerformanceObserver 'largest-contentful-paint' in a new tab 2.5 s after the load event (no polling in the page), 4× CPU (CDP, set before navigating), document from the service worker (response.fromServiceWorker()), worker ${ctx.swCold ? 'stopped before each load (BENCH_SW_COLD)' : 'warm (running from the previous load)'}; median of ${LOADS} per screen and user; a floor load before every M15 load, the floor's median over all of them`,
    );
    const floor = await ctx.floor();
    const targets = SCREENS.flatMap((screen) =>
      Object.entries(screen.installed ?? {}).map(([stateId, max]) => ({
        path: screen.path,
        state: ctx.states.find((s) => s.id === stateId),
        max,
        loads: [],
        floorLoads: [],
      })),
    );
    const contexts = [];
    try {
      const floorContext = await installedContext(ctx.browser, floor.url, 'floor page');
      contexts.push(floorContext);
      const byState = new Map();
      for (const state of new Set(targets.map((t) => t.state))) {
        const context = await installedContext(ctx.browser, `${ctx.origin}/`, `M15, ${state.label}`);
        contexts.push(context);
        if (state.id !== 'new') await seed(ctx, context, state);
        byState.set(state, context);
      }

      for (let i = 0; i < LOADS; i++) {
        for (const t of targets) {
          t.floorLoads.push(await startOnce(ctx, floorContext, floor.url));
          t.loads.push(
            await startOnce(ctx, byState.get(t.state), `${ctx.origin}${t.path}`, (page) =>
              restoreIfChanged(ctx, page, t.state, t.path),
            ),
          );
        }
      }
    } finally {
      for (const c of contexts) await c.close();
    }

    const floorLoads = targets.flatMap((t) => t.floorLoads);
    const f = summarize(floorLoads);
    const lcps = floorLoads.map((l) => l.lcp).filter((x) => x !== null);
    const range = lcps.length ? `${ms(Math.min(...lcps))} to ${ms(Math.max(...lcps))}` : 'no LCP';
    console.log(
      `\n  ${'floor page'.padEnd(24)} LCP ${ms(f.lcp).padStart(7)}  (${floorLoads.length} loads, ${range})  FCP ${ms(f.fcp)}  ${f.sw}  LCP element: ${f.element}`,
    );
    for (const t of targets) {
      const m = summarize(t.loads);
      const where = `${t.state.label} ${t.path}`;
      const verdict = ctx.report.ratio(
        `installed start LCP ${t.path} (${t.state.label}), 4× CPU`,
        m.lcp,
        f.lcp,
        t.max,
        {
          valid: m.allFromSw && f.allFromSw,
          note: m.allFromSw && f.allFromSw ? '' : ' (not all from the worker)',
        },
      );
      console.log(
        `  ${where.padEnd(24)} LCP ${ms(m.lcp).padStart(7)}  ${each(t.loads.map((l) => l.lcp))}  ${m.lcp !== null && f.lcp ? (m.lcp / f.lcp).toFixed(2) : '—'} × floor (≤ ${t.max}) ${verdict}  floor beside it ${ms(median(t.floorLoads.map((l) => l.lcp)))}  FCP ${ms(m.fcp)}  ${m.sw}  LCP element: ${m.element}`,
      );
    }
  },
};
