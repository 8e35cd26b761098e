// What every section of `npm run bench` shares: the screens, the budgets, the
// phone, the server, the throttled tab, the user states written into storage,
// the median, the formatting and the table of budgets. A section gets all of
// its state from the context object scripts/bench.mjs passes it (`ctx`).
import { spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { SCREENS as APP_SCREENS } from '../../app/content/screens.js';
import { localSnapshot, readPaints, seedInPage } from './page.mjs';

export const KB = 1024;

/** ARCHITECTURE.md, "Budgets": a day-7 user's installed start, and a new user's, over the element floor's. */
const DAY7 = { lcp: 1.15, cpu: 1.25 };
const NEW = { lcp: 1.1 };

/**
 * What the bench measures beyond every screen, by path. `installed`: the
 * users whose installed start is a budget there (user state id → the most
 * M15's LCP, and its main-thread CPU time when that is a budget too, may take
 * as a multiple of the element floor's); `lighthouse`: a budget
 * page, or measured for information; `chart`: a screen that draws the chart
 * (the results and the nutritionist's report), the only ones allowed to load
 * its code.
 */
export const MEASURED = {
  '/': { installed: { new: NEW, day7: DAY7 }, lighthouse: 'budget' },
  '/jornada': { installed: { day7: DAY7 }, lighthouse: 'budget' },
  '/diario': { installed: { day7: DAY7 } },
  '/resultados': { installed: { day7: DAY7 }, lighthouse: 'budget', chart: true },
  '/instalar': { lighthouse: 'information' },
  '/relatorio': { chart: true },
};

/** The app's list of screens (app/content/screens.js), in its order, each with what the bench measures there. */
export const SCREENS = APP_SCREENS.map((s) => ({ ...s, notFound: s.id === '404', ...MEASURED[s.path] }));

/** The screen the bench opens to write a user state into storage (it reads none itself). */
export const SEED_PATH = '/instalar';

/** ARCHITECTURE.md, "Budgets". The installed start's ratios are per screen and user (MEASURED). */
export const BUDGET = {
  /** Gzip bytes, as the server sends each precached file to a phone. */
  precacheGzip: 650 * KB,
  lighthouseScores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  /** In every round, over the bare floor's LCP in the same round. */
  lighthouseLcpVsFloor: 1.15,
  cls: 0.01,
  resultsRenderMs: 500,
  cardMs: 1000,
};

/** A mid-range phone, as Lighthouse's mobile emulation (Moto G Power). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
};

// ---- figures -------------------------------------------------------------------

export const kb = (n) => `${(n / KB).toFixed(1)} KB`;
export const ms = (n) => (n === null || n === undefined || Number.isNaN(n) ? '—' : `${Math.round(n)} ms`);
/** Each value rounded, '—' for a missing one: '(812, 790, —)'. */
export const each = (xs) => `(${xs.map((x) => (x === null || Number.isNaN(x) ? '—' : Math.round(x))).join(', ')})`;
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
export const firstLine = (e) => String(e?.message ?? e).split('\n')[0];

export function median(xs) {
  const s = xs.filter((x) => x !== null && x !== undefined && !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

// ---- the table of budgets ------------------------------------------------------

/** M15's milliseconds over a floor's, and whether that ratio is at most `max` (a missing figure is not). */
export function ratioVerdict(m15Ms, floorMs, max) {
  const ratio = m15Ms !== null && m15Ms !== undefined && floorMs ? m15Ms / floorMs : null;
  return { ratio, ok: ratio !== null && ratio <= max };
}

/**
 * A Lighthouse budget page's rounds against its budget: each round's scores
 * (0-100, by category) at least `min`'s, and its LCP at most `maxRatio` × the
 * floor's LCP in the same round. `rounds`: `[{ scores, lcp }]`; `floorLcps`:
 * the floor's LCP of each round. Every round must hold; a missing figure
 * does not.
 */
export function lighthouseRounds(rounds, floorLcps, min, maxRatio) {
  const each = rounds.map((r, i) => {
    const lcp = ratioVerdict(r.lcp, floorLcps[i], maxRatio);
    const low = Object.keys(min).filter((c) => !(r.scores[c] >= min[c]));
    return { ...r, ratio: lcp.ratio, lcpOk: lcp.ok, low, ok: lcp.ok && low.length === 0 };
  });
  return { rounds: each, ok: each.length > 0 && each.every((r) => r.ok) };
}

/**
 * The rows of the final table, one per budget. `check` adds a row and returns
 * 'ok' or 'OVER' for the section's own line; `ratio` is a time budget, M15's
 * milliseconds over a floor's (`floor` names which) measured in the same run
 * by the same method.
 */
export function createReport() {
  const rows = [];
  let peakLoad = os.loadavg()[0];
  const check = (what, measured, ok) => {
    rows.push({ what, measured, ok: Boolean(ok) });
    return ok ? 'ok' : 'OVER';
  };
  return {
    rows,
    check,
    ratio(what, m15Ms, floorMs, max, { note = '', valid = true, floor = 'floor' } = {}) {
      const { ratio: r, ok } = ratioVerdict(m15Ms, floorMs, max);
      return check(
        `${what} ≤ ${max} × ${floor}`,
        `${r === null ? '—' : r.toFixed(2)} (${ms(m15Ms)} / ${ms(floorMs)})${note}`,
        valid && ok,
      );
    },
    /** The highest 1-minute load average seen at the end of each section. */
    noteLoad: () => (peakLoad = Math.max(peakLoad, os.loadavg()[0])),
    get peakLoad() {
      return peakLoad;
    },
    get broken() {
      return rows.filter((r) => !r.ok).length;
    },
    print() {
      const w1 = Math.max(6, ...rows.map((r) => r.what.length));
      const w2 = Math.max(8, ...rows.map((r) => r.measured.length));
      console.log(`  ${'budget'.padEnd(w1)} | ${'measured'.padEnd(w2)} | ok/OVER`);
      console.log(`  ${'-'.repeat(w1)}-+-${'-'.repeat(w2)}-+--------`);
      for (const r of rows) console.log(`  ${r.what.padEnd(w1)} | ${r.measured.padEnd(w2)} | ${r.ok ? 'ok' : 'OVER'}`);
    },
  };
}

// ---- serving -------------------------------------------------------------------

/**
 * Serves `dir` on `port` with scripts/serve.mjs (gzip, SPA fallback, as a
 * static host) and waits until this server listens (it says so on stdout),
 * so that another server already on the port (another build!) is never
 * measured. Returns its stop function.
 */
export async function startServer(dir, port) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  let stderr = '';
  server.stderr.on('data', (d) => (stderr += d));
  const listening = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 15_000);
    server.stdout.on('data', (d) => {
      if (String(d).includes(`:${port}`)) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    server.on('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
  server.stdout.resume();
  const busy = /EADDRINUSE/.test(stderr) ? ` (port ${port} is in use: set BENCH_PORT)` : '';
  if (!listening || !(await fetch(`http://localhost:${port}/`)).ok) {
    stop();
    throw new Error(`the bench server for ${dir} did not start${busy}\n${stderr.slice(0, 500)}`);
  }
  return stop;
}

// ---- build output --------------------------------------------------------------

/** Gzip bytes of these files of `dir` (paths as URLs name them, '/assets/x.js'), as serve.mjs sends them. */
export async function gzipTotal(files, dir) {
  let total = 0;
  for (const f of files) total += zlib.gzipSync(await fs.readFile(path.join(dir, f)), { level: 6 }).length;
  return total;
}

/**
 * The JS and CSS files a first visit to `/` of a Remix SPA build in `dir`
 * loads, read from the route manifest Remix writes (the entry, the root and
 * index routes, their static imports and their CSS), with their gzip bytes.
 * Code behind a dynamic import() is not part of it. Whatever the files are
 * called: only the manifest names them.
 */
export async function firstLoadOfHome(dir) {
  const assets = path.join(dir, 'assets');
  const manifestFile = (await fs.readdir(assets)).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error(`no Remix route manifest (assets/manifest-*.js) in ${dir}`);
  const sandbox = { window: {} };
  vm.runInNewContext(await fs.readFile(path.join(assets, manifestFile), 'utf8'), sandbox);
  const { entry, routes } = sandbox.window.__remixManifest;
  const indexId = Object.values(routes).find((r) => r.index && r.parentId === 'root')?.id ?? 'routes/_index';
  const js = new Set([`/assets/${manifestFile}`, entry.module, ...entry.imports]);
  const css = new Set(entry.css ?? []);
  for (const id of ['root', indexId]) {
    const r = routes[id];
    js.add(r.module);
    for (const f of r.imports ?? []) js.add(f);
    for (const f of r.css ?? []) css.add(f);
  }
  return { js, css, jsBytes: await gzipTotal(js, dir), cssBytes: await gzipTotal(css, dir), indexId };
}

/** The distinct files the service worker of the build in `dir` precaches, and their bytes on disk. */
export async function precacheOf(dir) {
  const sw = await fs.readFile(path.join(dir, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  const urls = [...new Set(entries)];
  let bytes = 0;
  for (const u of urls) bytes += (await fs.stat(path.join(dir, u))).size;
  return { entries: entries.length, urls, bytes };
}

/**
 * The bytes `origin`'s server sends for each of `urls` (relative to it) to a
 * browser that accepts gzip, as a phone downloads them: the body on the wire,
 * compressed where the server compresses. Throws on a status other than 200.
 */
export async function servedBytes(origin, urls) {
  let total = 0;
  for (const u of urls) {
    total += await new Promise((resolve, reject) => {
      const req = http.get(new URL(u, `${origin}/`), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return reject(new Error(`${u}: HTTP ${res.statusCode}`));
        }
        let n = 0;
        res.on('data', (d) => (n += d.length));
        res.on('end', () => resolve(n));
      });
      req.on('error', reject);
    });
  }
  return total;
}

// ---- pages ---------------------------------------------------------------------

/**
 * A browser context that has visited `url` once and whose service worker
 * (registered by the page itself, after its first screen) is in control with
 * its precache complete: the installed app.
 */
export async function installedContext(browser, url, label) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  const first = await context.newPage();
  const t0 = Date.now();
  try {
    await first.goto(url);
    await first.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
      timeout: 30_000,
      polling: 100,
    });
  } catch (e) {
    await context.close();
    throw new Error(`${label}: the service worker did not take control within 30 s (${firstLine(e)})`);
  }
  const cached = await first.evaluate(async () => {
    let n = 0;
    for (const name of await caches.keys()) n += (await (await caches.open(name)).keys()).length;
    return n;
  });
  console.log(
    `  ${label}: service worker in control ${((Date.now() - t0) / 1000).toFixed(1)} s after the first visit began, ${cached} responses cached`,
  );
  await first.close();
  return context;
}

/** A fresh tab whose CPU runs `rate` times slower (set before it navigates). */
export async function throttledPage(context, rate, { stopWorkers = false } = {}) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (stopWorkers) {
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/**
 * Opens `url` and reads its paints 2.5 s after the load event, once main h1
 * is there: a page that never shows its screen fails rather than giving a
 * figure. No locator polling while the page starts: Playwright's injected
 * script would run in the page and delay the very paint being measured.
 */
export async function openForStart(page, url) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  return { response, paints: await page.evaluate(readPaints) };
}

/**
 * One installed start of `url` in a new tab of `context` at 4× CPU (the worker
 * stopped first with `ctx.swCold`): its paints and whether the document came
 * from the service worker. `after(page)` closes the page. A start that fails
 * gives no LCP and says why.
 */
export async function startOnce(ctx, context, url, after = (page) => page.close()) {
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
export function summarizeStarts(loads) {
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

// Main-thread CPU time from navigation to LCP: the thread time (`tdur`) of the
// renderer main thread's tasks in a Chromium trace, in a tab with no CPU
// throttling, from the document's navigationStart to its LCP. Chosen by its
// spread on this machine (the floor and a day-7 `/`, 7 loads, 4 runs, load
// average 1-8): a load moves it ±5-17 % and the ratio stayed at 2.03-2.18 run to
// run, where LCP at 4× moved ±16-57 % and its ratio 1.35-2.08. Performance.getMetrics
// was no better: TaskDuration and ScriptDuration are wall time, as noisy as LCP;
// ThreadTime is as steady but counts to the moment it is read, not to LCP
// (it would charge a screen for what it renders after its first paint). And
// not at 4×: the throttler's own spinning counts as thread time, so throttled
// loads gave the floor and M15 the same ~2 s (a ratio of 1.0-1.1).
const CPU_TRACE = ['disabled-by-default-devtools.timeline', 'blink.user_timing'];

/**
 * The main thread's CPU time (ms) in a trace, from the navigation to
 * `origin` to `lcpMs` after it: the thread time of the tasks that start in
 * that window on the thread that navigated. Null when the trace has no such
 * navigation or no thread times.
 */
export function mainThreadCpu(traceEvents, origin, lcpMs) {
  const nav = traceEvents
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(`${origin}/`))
    .at(-1);
  if (!nav || lcpMs === null || lcpMs === undefined) return null;
  const to = nav.ts + lcpMs * 1000;
  let us = null;
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== nav.pid || e.tid !== nav.tid) continue;
    if (e.ts >= nav.ts && e.ts < to && typeof e.tdur === 'number') us = (us ?? 0) + e.tdur;
  }
  return us === null ? null : us / 1000;
}

/**
 * One start of `url` in a new tab of `context`, unthrottled and traced: the
 * main thread's CPU time to LCP, `{ cpu }`, or `{ cpu: null, error }` (a
 * document that did not come from the service worker is an error too).
 * `after(page)` closes the page.
 */
export async function cpuOnce(ctx, context, url, after = (page) => page.close()) {
  const page = await context.newPage();
  let tracing = false;
  try {
    await ctx.browser.startTracing(page, { categories: CPU_TRACE });
    tracing = true;
    const { response, paints } = await openForStart(page, url);
    const trace = JSON.parse((await ctx.browser.stopTracing()).toString()).traceEvents;
    tracing = false;
    await after(page);
    if (!response?.fromServiceWorker()) return { cpu: null, error: 'the document did not come from the worker' };
    const cpu = mainThreadCpu(trace, new URL(url).origin, paints.lcp);
    return cpu === null ? { cpu, error: 'no navigation, LCP or thread time in the trace' } : { cpu };
  } catch (e) {
    if (tracing) await ctx.browser.stopTracing().catch(() => {});
    if (!page.isClosed()) await page.close();
    return { cpu: null, error: firstLine(e) };
  }
}

/**
 * Writes a user state (bench/data.mjs) from a page of the app that is then
 * closed, so the measured pages open on storage that is already there and
 * the writing is no part of what they measure. Returns the photo sizes.
 */
export async function seed(ctx, context, state) {
  const page = await context.newPage();
  try {
    await page.goto(`${ctx.origin}${SEED_PATH}`);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    return await page.evaluate(seedInPage, { local: state.local, photos: state.photos });
  } finally {
    await page.close();
  }
}

/**
 * After a visit: when it changed the stored state (a screen may write, e.g.
 * today's check-in), says so and writes the state again, so the next visit
 * starts from the same storage. `page` is closed.
 */
export async function restoreIfChanged(ctx, page, state, what) {
  const snapshot = await page.evaluate(localSnapshot);
  const expected = Object.fromEntries(Object.entries(state.local).map(([k, v]) => [k, JSON.stringify(v)]));
  const keys = new Set([...Object.keys(expected), ...Object.keys(snapshot)]);
  const changed = [...keys].filter((k) => expected[k] !== snapshot[k]);
  await page.close();
  if (changed.length === 0) return;
  console.log(`    (${what} changed ${changed.join(', ')} for the ${state.label}: the state is written again)`);
  await seed(ctx, page.context(), state);
}
