// The installed start: the service worker controls the origin and has
// precached everything; each load is a new tab, no network throttling
// (everything comes from Cache Storage anyway). LCP at 4× CPU; beside it the
// main thread's CPU time to LCP, from loads of their own with no throttling
// (why: cpuOnce in common.mjs). M15's screens and the two floors are measured
// alike and interleaved: an element-floor load before every M15 load, and a
// bare-floor load in every round, so a machine that slows down or speeds up
// during the run moves them all. Each budget is M15's median over the
// element floor's median (what M15's own work costs); the ratio over the bare
// floor is printed beside it.
import {
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

/** Loads of each M15 screen and user for each figure (and as many of the element floor before them). */
const LOADS = 7;

const over = (a, b) => (a !== null && b ? `${(a / b).toFixed(2)}` : '—');
const span = (xs) => {
  const got = xs.filter((x) => x !== null);
  return got.length ? `${ms(Math.min(...got))} to ${ms(Math.max(...got))}` : 'none';
};

/** Starts and CPU times of a floor or a screen, in a context that has it installed. */
async function measure(ctx, into, context, url, after) {
  into.loads.push(await startOnce(ctx, context, url, after));
  into.cpus.push(await cpuOnce(ctx, context, url, after));
}

export default {
  id: 'installed',
  title: 'installed start (service worker, new tab), M15 against the floors: LCP at 4× CPU, main-thread CPU time',
  browser: true,
  async run(ctx) {
    console.log(
      `  from: LCP: buffered PerformanceObserver 'largest-contentful-paint' in a new tab 2.5 s after the load event (no polling in the page), 4× CPU (CDP, set before navigating), document from the service worker (response.fromServiceWorker()), worker ${ctx.swCold ? 'stopped before each load (BENCH_SW_COLD)' : 'warm (running from the previous load)'}. CPU: a Chromium trace of another load with no throttling, the thread time of the renderer main thread's tasks from navigationStart to LCP. Median of ${LOADS} of each per screen and user; an element-floor load before every M15 load and a bare-floor load in every round, each floor's median over all of its loads`,
    );
    const bare = await ctx.floor();
    const el = await ctx.elementFloor();
    const targets = SCREENS.flatMap((screen) =>
      Object.entries(screen.installed ?? {}).map(([stateId, max]) => ({
        path: screen.path,
        state: ctx.states.find((s) => s.id === stateId),
        max,
        loads: [],
        cpus: [],
        el: { loads: [], cpus: [] },
      })),
    );
    const bareRuns = { loads: [], cpus: [] };
    const contexts = [];
    try {
      const bareContext = await installedContext(ctx.browser, bare.url, 'bare floor');
      contexts.push(bareContext);
      const elContext = await installedContext(ctx.browser, el.url, `element floor (${el.elements} Mantine elements)`);
      contexts.push(elContext);
      const byState = new Map();
      for (const state of new Set(targets.map((t) => t.state))) {
        const context = await installedContext(ctx.browser, `${ctx.origin}/`, `M15, ${state.label}`);
        contexts.push(context);
        if (state.id !== 'new') await seed(ctx, context, state);
        byState.set(state, context);
      }

      for (let i = 0; i < LOADS; i++) {
        await measure(ctx, bareRuns, bareContext, bare.url);
        for (const t of targets) {
          const restore = (page) => restoreIfChanged(ctx, page, t.state, t.path);
          await measure(ctx, t.el, elContext, el.url);
          await measure(ctx, t, byState.get(t.state), `${ctx.origin}${t.path}`, restore);
        }
      }
    } finally {
      for (const c of contexts) await c.close();
    }

    const floorLine = (label, runs) => {
      const f = summarizeStarts(runs.loads);
      const cpus = runs.cpus.map((c) => c.cpu);
      const cpu = median(cpus);
      console.log(
        `  ${label.padEnd(24)} LCP ${ms(f.lcp).padStart(7)}  (${runs.loads.length} loads, ${span(runs.loads.map((l) => l.lcp))})  CPU ${ms(cpu).padStart(6)}  (${cpus.length} loads, ${span(cpus)})  FCP ${ms(f.fcp)}  ${f.sw}  LCP element: ${f.element}`,
      );
      return { ...f, cpu, errors: runs.cpus.filter((c) => c.cpu === null) };
    };
    console.log('');
    const b = floorLine('bare floor', bareRuns);
    const e = floorLine(`element floor (${el.elements})`, {
      loads: targets.flatMap((t) => t.el.loads),
      cpus: targets.flatMap((t) => t.el.cpus),
    });
    for (const t of targets) {
      const m = summarizeStarts(t.loads);
      const cpu = median(t.cpus.map((c) => c.cpu));
      const what = `${t.path} (${t.state.label})`;
      const allSw = m.allFromSw && e.allFromSw;
      const errors = [...t.cpus.filter((c) => c.cpu === null), ...e.errors];
      const lcpVerdict = ctx.report.ratio(`installed start LCP ${what}, 4× CPU`, m.lcp, e.lcp, t.max.lcp, {
        floor: 'element floor',
        valid: allSw,
        note: allSw ? '' : ' (not all from the worker)',
      });
      const cpuVerdict = t.max.cpu
        ? ctx.report.ratio(`installed start main-thread CPU to LCP ${what}`, cpu, e.cpu, t.max.cpu, {
            floor: 'element floor',
            valid: errors.length === 0,
            note: errors.length ? ` (${errors.length} loads without a figure)` : '',
          })
        : '(information)';
      console.log(
        `  ${`${t.state.label} ${t.path}`.padEnd(24)} LCP ${ms(m.lcp).padStart(7)}  ${each(t.loads.map((l) => l.lcp))}  ${over(m.lcp, e.lcp)} × element floor (≤ ${t.max.lcp}) ${lcpVerdict}, ${over(m.lcp, b.lcp)} × bare floor` +
          `   CPU ${ms(cpu).padStart(6)}  ${each(t.cpus.map((c) => c.cpu))}  ${over(cpu, e.cpu)} × element floor${t.max.cpu ? ` (≤ ${t.max.cpu})` : ''} ${cpuVerdict}, ${over(cpu, b.cpu)} × bare floor`,
      );
      console.log(
        `  ${''.padEnd(24)} FCP ${ms(m.fcp)}; ${m.sw}; LCP element: ${m.element}; the element floor's loads beside these: LCP ${ms(median(t.el.loads.map((l) => l.lcp)))}, CPU ${ms(median(t.el.cpus.map((c) => c.cpu)))}` +
          (errors.length ? `; CPU not measured: ${[...new Set(errors.map((c) => c.error))].join('; ')}` : ''),
      );
    }
  },
};
