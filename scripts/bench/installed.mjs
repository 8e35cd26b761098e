// The installed start: the service worker controls the origin and has
// precached everything; each load is a new tab, no network throttling
// (everything comes from Cache Storage anyway). LCP at 4× CPU; beside it the
// main thread's CPU time to LCP, from loads of their own with no throttling
// (why: cpuOnce in common.mjs). M15's screens and the floor page are measured
// alike and interleaved, a floor load before every M15 load, so a machine
// that slows down or speeds up during the run moves both; each budget is
// M15's median over the floor's median.
import {
  BUDGET,
  cpuOnce,
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

/** Loads of each M15 screen and user for each figure (and as many of the floor before them). */
const LOADS = 7;

const ratio = (a, b) => (a !== null && b ? `${(a / b).toFixed(2)} × floor` : '—');
const span = (xs) => {
  const got = xs.filter((x) => x !== null);
  return got.length ? `${ms(Math.min(...got))} to ${ms(Math.max(...got))}` : 'none';
};

export default {
  id: 'installed',
  title: 'installed start (service worker, new tab), M15 against the floor: LCP at 4× CPU, main-thread CPU time',
  browser: true,
  async run(ctx) {
    console.log(
      `  from: LCP: buffered PerformanceObserver 'largest-contentful-paint' in a new tab 2.5 s after the load event (no polling in the page), 4× CPU (CDP, set before navigating), document from the service worker (response.fromServiceWorker()), worker ${ctx.swCold ? 'stopped before each load (BENCH_SW_COLD)' : 'warm (running from the previous load)'}. CPU: a Chromium trace of another load with no throttling, the thread time of the renderer main thread's tasks from navigationStart to LCP. Median of ${LOADS} of each per screen and user; a floor load before every M15 load, the floor's median over all of them`,
    );
    const floor = await ctx.floor();
    const targets = SCREENS.flatMap((screen) =>
      Object.entries(screen.installed ?? {}).map(([stateId, max]) => ({
        path: screen.path,
        state: ctx.states.find((s) => s.id === stateId),
        max,
        loads: [],
        floorLoads: [],
        cpus: [],
        floorCpus: [],
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
          const url = `${ctx.origin}${t.path}`;
          const restore = (page) => restoreIfChanged(ctx, page, t.state, t.path);
          t.floorLoads.push(await startOnce(ctx, floorContext, floor.url));
          t.loads.push(await startOnce(ctx, byState.get(t.state), url, restore));
          t.floorCpus.push(await cpuOnce(ctx, floorContext, floor.url));
          t.cpus.push(await cpuOnce(ctx, byState.get(t.state), url, restore));
        }
      }
    } finally {
      for (const c of contexts) await c.close();
    }

    const floorLoads = targets.flatMap((t) => t.floorLoads);
    const floorCpus = targets.flatMap((t) => t.floorCpus).map((c) => c.cpu);
    const f = summarizeStarts(floorLoads);
    const fCpu = median(floorCpus);
    console.log(
      `\n  ${'floor page'.padEnd(24)} LCP ${ms(f.lcp).padStart(7)}  (${floorLoads.length} loads, ${span(floorLoads.map((l) => l.lcp))})  CPU ${ms(fCpu).padStart(6)}  (${floorCpus.length} loads, ${span(floorCpus)})  FCP ${ms(f.fcp)}  ${f.sw}  LCP element: ${f.element}`,
    );
    for (const t of targets) {
      const m = summarizeStarts(t.loads);
      const cpu = median(t.cpus.map((c) => c.cpu));
      const what = `${t.path} (${t.state.label})`;
      const allSw = m.allFromSw && f.allFromSw;
      const lcpVerdict = ctx.report.ratio(`installed start LCP ${what}, 4× CPU`, m.lcp, f.lcp, t.max, {
        valid: allSw,
        note: allSw ? '' : ' (not all from the worker)',
      });
      const errors = [...t.cpus, ...t.floorCpus].filter((c) => c.cpu === null);
      const cpuVerdict = ctx.report.ratio(
        `installed start main-thread CPU to LCP ${what}`,
        cpu,
        fCpu,
        BUDGET.installedCpuVsFloor,
        { valid: errors.length === 0, note: errors.length ? ` (${errors.length} loads without a figure)` : '' },
      );
      console.log(
        `  ${`${t.state.label} ${t.path}`.padEnd(24)} LCP ${ms(m.lcp).padStart(7)}  ${each(t.loads.map((l) => l.lcp))}  ${ratio(m.lcp, f.lcp)} (≤ ${t.max}) ${lcpVerdict}` +
          `   CPU ${ms(cpu).padStart(6)}  ${each(t.cpus.map((c) => c.cpu))}  ${ratio(cpu, fCpu)} (≤ ${BUDGET.installedCpuVsFloor}) ${cpuVerdict}`,
      );
      console.log(
        `  ${''.padEnd(24)} FCP ${ms(m.fcp)}; ${m.sw}; LCP element: ${m.element}; the floor's loads beside these: LCP ${ms(median(t.floorLoads.map((l) => l.lcp)))}, CPU ${ms(median(t.floorCpus.map((c) => c.cpu)))}` +
          (errors.length ? `; CPU not measured: ${[...new Set(errors.map((c) => c.error))].join('; ')}` : ''),
      );
    }
  },
};
