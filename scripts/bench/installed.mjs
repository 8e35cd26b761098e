// The installed start: the service worker controls the origin and has
// precached everything; each load is a new tab at 4× CPU, no network
// throttling (everything comes from Cache Storage anyway). M15's screens and
// the floor page are measured alike and interleaved, a floor load before
// every M15 load, so a machine that slows down or speeds up during the run
// moves both; each budget is M15's median over the floor's median.
import {
  each,
  installedContext,
  median,
  ms,
  restoreIfChanged,
  SCREENS,
  seed,
  startOnce,
  summarizeStarts,
} from './common.mjs';

/** Loads of each M15 screen and user (and as many of the floor before them). */
const LOADS = 7;

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
    const f = summarizeStarts(floorLoads);
    const lcps = floorLoads.map((l) => l.lcp).filter((x) => x !== null);
    const range = lcps.length ? `${ms(Math.min(...lcps))} to ${ms(Math.max(...lcps))}` : 'no LCP';
    console.log(
      `\n  ${'floor page'.padEnd(24)} LCP ${ms(f.lcp).padStart(7)}  (${floorLoads.length} loads, ${range})  FCP ${ms(f.fcp)}  ${f.sw}  LCP element: ${f.element}`,
    );
    for (const t of targets) {
      const m = summarizeStarts(t.loads);
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
