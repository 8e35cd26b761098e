#!/usr/bin/env node
// `npm run bench`: builds the production app, serves it with gzip like a
// static host (scripts/serve.mjs), measures it against every budget of
// ARCHITECTURE.md ("Budgets"), prints every figure and a final table, and
// exits non-zero when a budget is broken.
//   BENCH_SKIP_BUILD=1        reuse build/client
//   BENCH_NO_LIGHTHOUSE=1     skip the Lighthouse runs
//   BENCH_ONLY=cls,installed  run only these sections (size, precache, split,
//                             scale, floor, installed, cls, card, lighthouse)
//   BENCH_LIGHTHOUSE_RUNS=3   Lighthouse runs per page (the median is kept)
//   BENCH_VERBOSE=1           print Lighthouse's failing audits and every layout shift
//   BENCH_SW_COLD=1           installed start: stop the service worker before each load
//                             (an app opened after a while) instead of a warm worker
//   BENCH_PORT=4180           port of the bench's own server (the floor pages use the next two)
import { spawn, spawnSync } from 'node:child_process';
import { promises as fs, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { buildFloors, FLOOR_HEADING, FLOOR_TEXT, jsFiles } from './bench-floor.mjs';
import { scaleState, userStates } from './bench-data.mjs';
import {
  localSnapshot,
  observeLayoutShifts,
  readPaints,
  scrollThrough,
  seedInPage,
  takeLayoutShifts,
  tapShareProgress,
  watchProgressCardFile,
} from './bench-page.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const ORIGIN = `http://localhost:${PORT}`;
// Ports the Fetch standard blocks: Chromium (and Node's fetch) refuse them.
const BAD_PORTS = [1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669];
const badPort = (p) => BAD_PORTS.includes(p) || [6679, 6697, 10080].includes(p) || p < 1024;
if ([PORT, PORT + 1, PORT + 2].some(badPort)) {
  console.error(
    `BENCH_PORT=${PORT}: browsers refuse this port or one of the next two (Fetch standard "bad port"); pick another, e.g. 4191`,
  );
  process.exit(2);
}
const DIR = 'build/client';
const KB = 1024;
const BUDGET = {
  firstLoadCss: 15 * KB,
  precache: 1.5 * 1024 * KB,
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lighthouseLcpMs: 1800,
  installedLcpMs: 350,
  cls: 0.01,
  resultsRenderMs: 500,
  // Issue 13: "Compartilhar progresso" ready in under 1 s at 4× CPU (not yet in ARCHITECTURE.md's table).
  cardMs: 1000,
};
/** Every screen of the specification, and a path that is none (the 404). */
const ROUTES = [
  '/',
  '/perfil',
  '/tutorial',
  '/jornada',
  '/fases',
  '/diario',
  '/resultados',
  '/receitas',
  '/anotacoes',
  '/depoimento',
  '/instalar',
  '/pagina-que-nao-existe',
];
const BUDGETED_PAGES = ['/', '/jornada', '/resultados'];
const LIGHTHOUSE_PAGES = [...BUDGETED_PAGES, '/instalar'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const INSTALLED_LOADS = 5;
/** The floor pages are quick and noisy: a few more loads. */
const FLOOR_LOADS = 7;
/** The static floor page: the words of scripts/bench-floor/text.mjs, no script, no stylesheet. */
const FLOOR_HTML =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>piso</title></head>' +
  `<body><main><h1>${FLOOR_HEADING}</h1><p>${FLOOR_TEXT}</p></main></body></html>`;
const CARD_TAPS = 5;
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
const SW_COLD = Boolean(process.env.BENCH_SW_COLD);
/** A mid-range phone, as Lighthouse's mobile emulation (Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'pt-BR',
};

const SECTIONS = {
  size: 'first-load JS/CSS of / and the chunks',
  precache: 'service-worker precache',
  split: 'code splitting (chart, confetti)',
  scale: '/resultados at scale',
  floor: "the fixed stack's floor on this machine",
  installed: 'installed start (service worker, 4× CPU)',
  cls: 'layout shift, every route × user state (6× CPU)',
  card: 'progress card, tap to file (4× CPU)',
  lighthouse: 'Lighthouse mobile',
};
const only = process.env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const s of only ?? []) {
  if (!(s in SECTIONS)) {
    console.error(`BENCH_ONLY: unknown section "${s}" (known: ${Object.keys(SECTIONS).join(', ')})`);
    process.exit(2);
  }
}
const enabled = (s) => (only ? only.includes(s) : true) && !(s === 'lighthouse' && process.env.BENCH_NO_LIGHTHOUSE);

/** The final table: one row per budget. */
const rows = [];
/** The stack's floor (section floor), printed again beside the budgets in the summary. */
const floor = { stackStart: null, stackLighthouseLcp: null };
function budget(what, measured, ok) {
  rows.push({ what, measured, ok });
  return ok ? 'ok' : 'OVER';
}
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const ms = (n) => (n === null || Number.isNaN(n) ? '—' : `${Math.round(n)} ms`);
const median = (xs) => {
  const s = xs.filter((x) => x !== null && !Number.isNaN(x)).sort((a, b) => a - b);
  if (s.length === 0) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
/** The highest 1-minute load average seen at the start and at the end of each section. */
let peakLoad = os.loadavg()[0];
const notePeakLoad = () => (peakLoad = Math.max(peakLoad, os.loadavg()[0]));

const started = Date.now();
console.log(
  `M15 bench — ${new Date().toString()}\n  ${os.cpus().length} CPUs, load average ${load()} (1, 5, 15 min); node ${process.version}; server ${ORIGIN}`,
);
console.log(`  sections: ${Object.keys(SECTIONS).filter(enabled).join(', ')}`);

const executablePath = ensureChromium() ?? undefined;

if (!process.env.BENCH_SKIP_BUILD) {
  const t = Date.now();
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(`  production build ${((Date.now() - t) / 1000).toFixed(0)} s`);
}

const stopServer = await startServer(DIR, PORT);

const needsBrowser = ['split', 'scale', 'floor', 'installed', 'cls', 'card'].some(enabled);
const browser = needsBrowser ? await chromium.launch({ executablePath, args: CHROMIUM_ARGS }) : null;
if (browser) console.log(`  Chromium ${browser.version()} (${executablePath ?? "Playwright's"}), headless`);
const states = userStates();

try {
  await section('size', measureFirstLoad);
  await section('precache', measurePrecache);
  await section('split', () => measureChartIsolation(browser));
  await section('scale', () => measureResultsAtScale(browser));
  await section('floor', () => measureFloors(browser));
  await section('installed', () => measureInstalledStart(browser));
  await section('cls', () => measureLayoutShift(browser));
  await section('card', () => measureProgressCard(browser));
  await browser?.close();
  await section('lighthouse', measureLighthouse);
} finally {
  stopServer();
}

printSummary();
process.exit(rows.some((r) => !r.ok) ? 1 : 0);

// ---------------------------------------------------------------------------

async function section(name, run) {
  if (!enabled(name)) return;
  const t = Date.now();
  console.log(`\n== ${SECTIONS[name]} ==`);
  try {
    await run();
  } catch (e) {
    console.log(`  ✗ the section failed: ${e?.stack ?? e}`);
    budget(`${SECTIONS[name]}: the measurement ran`, 'failed', false);
  } finally {
    // A failed section leaves its pages open (a throttled page keeps a core busy): close them.
    for (const c of browser?.contexts() ?? []) await c.close().catch(() => {});
  }
  notePeakLoad();
  console.log(`  (${((Date.now() - t) / 1000).toFixed(0)} s, load average ${load()})`);
}

function printSummary() {
  const total = (Date.now() - started) / 1000;
  notePeakLoad();
  console.log('\n== Summary ==');
  const w1 = Math.max(6, ...rows.map((r) => r.what.length));
  const w2 = Math.max(8, ...rows.map((r) => r.measured.length));
  console.log(`  ${'budget'.padEnd(w1)} | ${'measured'.padEnd(w2)} | ok/OVER`);
  console.log(`  ${'-'.repeat(w1)}-+-${'-'.repeat(w2)}-+--------`);
  for (const r of rows) console.log(`  ${r.what.padEnd(w1)} | ${r.measured.padEnd(w2)} | ${r.ok ? 'ok' : 'OVER'}`);
  const over = rows.filter((r) => !r.ok).length;
  console.log(
    `\n${over ? `✗ ${over} of ${rows.length} budget(s) broken` : `✓ all ${rows.length} budget(s) hold`}` +
      ` — bench took ${Math.floor(total / 60)} min ${Math.round(total % 60)} s; load average now ${load()}`,
  );
  if (floor.stackStart !== null) {
    const below = [];
    if (floor.stackStart > BUDGET.installedLcpMs) below.push(`installed start (${BUDGET.installedLcpMs} ms)`);
    if (floor.stackLighthouseLcp !== null && floor.stackLighthouseLcp > BUDGET.lighthouseLcpMs)
      below.push(`Lighthouse LCP (${(BUDGET.lighthouseLcpMs / 1000).toFixed(1)} s)`);
    console.log(
      `  the stack's floor here (Remix SPA + Mantine showing a heading and a paragraph, scripts/bench-floor): start ${ms(floor.stackStart)}` +
        `${floor.stackLighthouseLcp !== null ? `, Lighthouse LCP ${(floor.stackLighthouseLcp / 1000).toFixed(2)} s` : ''}` +
        (below.length ? `; budget(s) below it on this machine: ${below.join(', ')}` : ''),
    );
  }
  if (peakLoad > os.cpus().length && ['scale', 'installed', 'cls', 'card', 'lighthouse'].some(enabled))
    console.log(
      `⚠ the machine was busy (1-minute load average up to ${peakLoad.toFixed(1)} on ${os.cpus().length} CPUs): the timings (installed start, Lighthouse, /resultados at scale, progress card) are inflated`,
    );
}

/**
 * Serves `dir` on `port` with scripts/serve.mjs and waits until this server
 * listens (it says so on stdout), so that another server already on the port
 * (another build!) is never measured. Returns its stop function.
 */
async function startServer(dir, port) {
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
  if (!listening || !(await fetch(`http://localhost:${port}/`)).ok)
    throw new Error(`the bench server for ${dir} did not start${busy}\n${stderr.slice(0, 500)}`);
  return stop;
}

/** A fresh tab whose CPU runs `rate` times slower (set before it navigates). */
async function throttledPage(context, rate, { stopWorkers = false } = {}) {
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
 * Writes a user state from a page of the app (/instalar) that is then closed,
 * so the measured pages open on storage that is already there and the
 * writing is no part of what they measure.
 */
async function seed(context, state) {
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/instalar`);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  const sizes = await page.evaluate(seedInPage, { local: state.local, photos: state.photos });
  await page.close();
  return sizes;
}

/** The keys of the state whose stored text a visit changed (or added, or removed). */
function changedKeys(state, snapshot) {
  const expected = Object.fromEntries(Object.entries(state.local).map(([k, v]) => [k, JSON.stringify(v)]));
  const keys = new Set([...Object.keys(expected), ...Object.keys(snapshot)]);
  return [...keys].filter((k) => expected[k] !== snapshot[k]);
}

// ---- size ------------------------------------------------------------------

/**
 * Gzip bytes of the JS and CSS the first visit to `/` loads, read from the
 * route manifest Remix writes (the entry, the root and index routes, their
 * static imports and their CSS), each gzipped as scripts/serve.mjs sends it.
 * Code behind a dynamic import() is not part of it; the network figure after
 * it shows everything the first visit downloads once it has settled.
 */
async function firstLoadOfHome() {
  const assets = path.join(DIR, 'assets');
  const files = await fs.readdir(assets);
  const manifestFile = files.find((f) => /^manifest-.*\.js$/.test(f));
  const sandbox = { window: {} };
  vm.runInNewContext(await fs.readFile(path.join(assets, manifestFile), 'utf8'), sandbox);
  const { entry, routes } = sandbox.window.__remixManifest;
  const indexId =
    Object.values(routes).find((r) => r.index && r.parentId === 'root')?.id ??
    (routes['routes/_index'] ? 'routes/_index' : null);
  const js = new Set([`/assets/${manifestFile}`, entry.module, ...entry.imports]);
  const css = new Set(entry.css ?? []);
  for (const id of ['root', indexId]) {
    const r = routes[id];
    js.add(r.module);
    for (const f of r.imports ?? []) js.add(f);
    for (const f of r.css ?? []) css.add(f);
  }
  return { js, css, jsBytes: await gzipTotal(js), cssBytes: await gzipTotal(css), indexId, routes };
}

/** Gzip bytes of these files of `dir` (paths as URLs name them, '/assets/x.js'), as serve.mjs sends them. */
async function gzipTotal(files, dir = DIR) {
  let total = 0;
  for (const f of files) total += zlib.gzipSync(await fs.readFile(path.join(dir, f)), { level: 6 }).length;
  return total;
}

async function measureFirstLoad() {
  console.log(
    '  from: the route manifest in build/client/assets (entry, root, index route, their imports and CSS), each file gzipped (level 6) as serve.mjs sends it',
  );
  const { js, css, jsBytes, cssBytes, indexId } = await firstLoadOfHome();
  console.log(`  first load of / (routes root + ${indexId}): ${js.size} JS files, ${css.size} CSS files`);
  console.log(`  JS   ${kb(jsBytes).padStart(10)}  (information: JS size matters only through the times)`);
  console.log(
    `  CSS  ${kb(cssBytes).padStart(10)}  budget ${kb(BUDGET.firstLoadCss)}  ${budget('first-load CSS of / (gzip) ≤ 15 KB', kb(cssBytes), cssBytes <= BUDGET.firstLoadCss)}`,
  );
  const files = await fs.readdir(path.join(DIR, 'assets'));
  const chunks = files.filter((f) => f.endsWith('.js'));
  const sizes = [];
  for (const f of chunks) {
    const raw = (await fs.stat(path.join(DIR, 'assets', f))).size;
    sizes.push({ raw, gz: await gzipTotal([path.join('assets', f)]) });
  }
  const count = (pred) => sizes.filter(pred).length;
  console.log(
    `  JS chunks in build/client/assets: ${chunks.length}; under 1 KB: ${count((s) => s.gz < KB)} gzip / ${count((s) => s.raw < KB)} raw; under 20 KB: ${count((s) => s.gz < 20 * KB)} gzip / ${count((s) => s.raw < 20 * KB)} raw (information)`,
  );
  const cssFiles = files.filter((f) => f.endsWith('.css') && !f.startsWith('server-build'));
  console.log(`  CSS files in build/client/assets: ${cssFiles.length} (information)`);

  if (!browser) return;
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (req) => finished.push(req));
  await page.goto(`${ORIGIN}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  let wire = 0;
  let scripts = 0;
  for (const req of finished) {
    if (req.resourceType() !== 'script') continue;
    scripts++;
    wire += (await req.sizes()).responseBodySize;
  }
  console.log(
    `  all JS the first visit to / downloads once settled (deferred code included): ${scripts} requests, ${kb(wire)} on the wire (information)`,
  );
  await context.close();
}

// ---- precache -----------------------------------------------------------------

/** Sum of the files the service worker precaches. */
async function measurePrecache() {
  console.log('  from: the precache list in build/client/sw.js, each file’s size on disk (as Cache Storage keeps it)');
  const sw = await fs.readFile(path.join(DIR, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  const urls = [...new Set(entries)];
  let total = 0;
  for (const u of urls) total += (await fs.stat(path.join(DIR, u))).size;
  console.log(
    `  ${entries.length} entries, ${urls.length} distinct files (a URL listed twice is cached once), ${kb(total)}  budget ${kb(BUDGET.precache)}  ${budget('precache total ≤ 1.5 MB', kb(total), total <= BUDGET.precache)}`,
  );
}

// ---- split -----------------------------------------------------------------

/** Chart code (recharts) is loaded by /resultados and by no other screen; confetti by none until it fires. */
async function measureChartIsolation() {
  console.log(
    '  from: every script response while each screen is opened and scrolled through (no service worker), matched by recharts / js-confetti markers',
  );
  const context = await browser.newContext({ serviceWorkers: 'block' });
  // With a diary, so /resultados has a chart to draw.
  await context.addInitScript((state) => {
    for (const [k, v] of Object.entries(state)) localStorage.setItem(k, JSON.stringify(v));
  }, scaleState());
  const page = await context.newPage();
  const loadedBy = new Map();
  let current = '/';
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const at = current;
    const body = await res.text().catch(() => '');
    const tags = [];
    if (/recharts-wrapper|recharts-surface/.test(body)) tags.push('chart');
    if (/confettiRadius/.test(body)) tags.push('confetti');
    for (const t of tags) loadedBy.set(t, [...(loadedBy.get(t) ?? []), at]);
  });
  for (const s of ROUTES.filter((r) => r !== '/pagina-que-nao-existe' && r !== '/resultados').concat('/resultados')) {
    current = s;
    await page.goto(`${ORIGIN}${s}`, { waitUntil: 'networkidle' });
    // Every screen scrolled through, a screenful at a time, so code loaded
    // when something scrolls into view is seen too.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(300);
  const chart = [...new Set(loadedBy.get('chart') ?? [])];
  const confetti = [...new Set(loadedBy.get('confetti') ?? [])];
  const chartOk = chart.length === 1 && chart[0] === '/resultados';
  console.log(
    `  chart code loaded by: ${chart.join(', ') || '(none)'}  ${budget('chart code (recharts) loaded only by /resultados', chart.join(', ') || '(none)', chartOk)}`,
  );
  console.log(
    `  confetti loaded on page load by: ${confetti.join(', ') || '(none)'}  ${budget('confetti not loaded on page load', confetti.join(', ') || '(none)', confetti.length === 0)}`,
  );
  await context.close();
}

// ---- scale -----------------------------------------------------------------

/** /resultados with 1,000 diary entries and 100 photo-history records, 4x CPU throttling. */
async function measureResultsAtScale() {
  console.log(
    "  from: performance.now() in the page, from the tap on 'Resultados' to the frame after kg-eliminados and clear-photos-count are in the DOM; 4× CPU (CDP), no service worker",
  );
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/instalar`);
  await page.evaluate((state) => {
    for (const [k, v] of Object.entries(state)) localStorage.setItem(k, JSON.stringify(v));
  }, scaleState());
  await page.reload();
  await page.locator('main h1').first().waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A tap on 'Resultados' until the numbers and the histories are on screen,
  // timed in the page. The first tap also fetches the route's code.
  const runs = [];
  for (let i = 0; i < 4; i++) {
    await page.getByRole('link', { name: 'Início', exact: true }).click();
    // The scale user finished long ago: Início is their Hoje screen.
    await page.getByRole('heading', { level: 1, name: 'Hoje' }).waitFor();
    runs.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const start = performance.now();
            const ready = () =>
              document.querySelector('[data-testid="kg-eliminados"]') &&
              document.querySelector('[data-testid="clear-photos-count"]');
            const observer = new MutationObserver(() => {
              if (!ready()) return;
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            });
            observer.observe(document.body, { childList: true, subtree: true });
            document.querySelector('nav a[href="/resultados"]').click();
          }),
      ),
    );
  }
  const t0 = Date.now();
  let chartMs = null;
  try {
    await page.getByRole('heading', { name: 'Evolução do Peso' }).scrollIntoViewIfNeeded();
    await page.locator('[data-testid="grafico-peso"] .recharts-line-curve').first().waitFor({ timeout: 30_000 });
    chartMs = Date.now() - t0;
  } catch {
    // reported as '—'
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const warm = runs.slice(1).sort((a, b) => a - b);
  const med = median(warm);
  console.log(
    `  screen ${ms(med)} (median of the warm taps ${warm.map((r) => r.toFixed(0)).join(', ')}; first tap with the route's code ${ms(runs[0])})  budget ${BUDGET.resultsRenderMs} ms  ${budget('/resultados, 1,000 entries + 100 photo records, 4× CPU ≤ 500 ms', ms(med), med <= BUDGET.resultsRenderMs)}`,
  );
  console.log(`  chart of 1,000 points drawn ${ms(chartMs)} after scrolling to it (information)`);
  await context.close();
}

// ---- installed ---------------------------------------------------------------

// ---- floor -----------------------------------------------------------------------

/**
 * What this machine and the stack fixed by the design card cost before M15
 * adds anything: a static page, React 18 alone, and Remix SPA + Mantine
 * (scripts/bench-floor/README.md), each measured like M15, and M15's / by
 * the same method beside them.
 */
async function measureFloors() {
  console.log(
    `  from: the pages of scripts/bench-floor (built here like the app, terser); start: LCP as in "installed start", 4× CPU, new tab, the page's files in the HTTP cache (these pages have no service worker), median of ${FLOOR_LOADS}; Lighthouse as in its section, median of ${LIGHTHOUSE_RUNS}`,
  );
  const t = Date.now();
  const dirs = await buildFloors();
  console.log(`  floor pages built in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  const stops = [];
  let chrome = null;
  try {
    stops.push(await startServer(dirs.react, PORT + 1));
    stops.push(await startServer(dirs.stack, PORT + 2));
    const pages = [
      { id: 'static', label: 'static page: no script, no stylesheet', url: `${ORIGIN}/__floor`, js: 0 },
      {
        id: 'react',
        label: 'React 18: a heading and a paragraph',
        url: `http://localhost:${PORT + 1}/`,
        js: await gzipTotal(await jsFiles(dirs.react), dirs.react),
      },
      {
        id: 'stack',
        label: 'Remix SPA + Mantine: the same, from a loader',
        url: `http://localhost:${PORT + 2}/`,
        js: await gzipTotal(await jsFiles(dirs.stack), dirs.stack),
      },
      { id: 'm15', label: 'M15 / for a new user', url: `${ORIGIN}/`, js: (await firstLoadOfHome()).jsBytes },
    ];
    console.log(`  ${'page'.padEnd(46)} ${'JS gzip'.padStart(9)}  start LCP, 4× CPU${' '.repeat(26)}Lighthouse LCP`);
    // First every start (no Lighthouse browser open beside them), then Lighthouse.
    const starts = [];
    for (const p of pages) starts.push(await startLcps(p.url));
    chrome = process.env.BENCH_NO_LIGHTHOUSE ? null : await launchLighthouseChrome();
    const lighthouseRuns = [];
    for (const p of pages)
      lighthouseRuns.push(
        chrome && (p.id === 'react' || p.id === 'stack')
          ? (await lighthouseReports(chrome, p.url, ['performance'])).map(
              (r) => r.audits['largest-contentful-paint']?.numericValue ?? NaN,
            )
          : null,
      );
    for (const [i, p] of pages.entries()) {
      const start = median(starts[i]);
      const lighthouseLcp = lighthouseRuns[i];
      if (p.id === 'stack') {
        floor.stackStart = start;
        floor.stackLighthouseLcp = lighthouseLcp && median(lighthouseLcp);
      }
      const lh = lighthouseLcp
        ? `${(median(lighthouseLcp) / 1000).toFixed(2)} s (${lighthouseLcp.map((v) => (v / 1000).toFixed(2)).join(', ')})`
        : p.id === 'm15' && chrome
          ? 'see the Lighthouse section'
          : '—';
      const each = `(${starts[i].map((v) => (v === null ? '—' : Math.round(v))).join(', ')})`;
      console.log(`  ${p.label.padEnd(46)} ${kb(p.js).padStart(9)}  ${ms(start).padStart(7)} ${each.padEnd(34)} ${lh}`);
    }
    console.log(
      `  budgets: installed start ≤ ${BUDGET.installedLcpMs} ms, Lighthouse LCP ≤ ${(BUDGET.lighthouseLcpMs / 1000).toFixed(1)} s (information: a floor page is no budget)`,
    );
  } finally {
    await chrome?.kill();
    for (const stop of stops) stop();
  }
}

/**
 * Opens `url` in a (throttled) tab and reads its paints 2.5 s after the load
 * event, once main h1 is there: a page that never shows its screen fails
 * rather than giving a figure. No locator polling while the page starts:
 * Playwright's injected script would run in the page and delay the very
 * paint being measured.
 */
async function openForStart(page, url) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  return { response, paints: await page.evaluate(readPaints) };
}

/** LCP of `url` in new tabs at 4× CPU, its files in the HTTP cache from a first load. */
async function startLcps(url) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    await context.route(`${ORIGIN}/__floor`, (route) => route.fulfill({ contentType: 'text/html', body: FLOOR_HTML }));
    // A first load fills the HTTP cache (and fails here if the page never shows its screen).
    const warm = await context.newPage();
    await warm.goto(url, { waitUntil: 'load' });
    await warm.locator('main h1').first().waitFor({ timeout: 30_000 });
    await warm.waitForTimeout(1000);
    await warm.close();
    const lcps = [];
    for (let i = 0; i < FLOOR_LOADS; i++) {
      const page = await throttledPage(context, 4);
      try {
        lcps.push((await openForStart(page, url)).paints.lcp);
      } finally {
        await page.close();
      }
    }
    return lcps;
  } finally {
    await context.close();
  }
}

/**
 * The installed app's start: the service worker controls the origin and has
 * precached everything; each load is a new tab at 4× CPU, no network
 * throttling (everything comes from Cache Storage anyway). The floor section
 * says how much of each figure is this machine's and the stack's.
 */
async function measureInstalledStart() {
  console.log(
    `  from: buffered PerformanceObserver 'largest-contentful-paint' in a new tab 2.5 s after the load event (no polling in the page), 4× CPU (CDP, set before navigating), document from the service worker (response.fromServiceWorker()), worker ${SW_COLD ? 'stopped before each load (BENCH_SW_COLD)' : 'warm (running from the previous load)'}; median of ${INSTALLED_LOADS}`,
  );
  const figures = {};
  for (const state of states.filter((s) => s.id === 'new' || s.id === 'day7')) {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    try {
      // Install: the first visit registers the worker (after the first screen, in idle time).
      const first = await context.newPage();
      const t0 = Date.now();
      await first.goto(`${ORIGIN}/`);
      let controlled = true;
      try {
        await first.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
          timeout: 30_000,
          polling: 100,
        });
      } catch {
        controlled = false;
      }
      const active = controlled
        ? await first.evaluate(async () => (await navigator.serviceWorker.ready).active?.state ?? null)
        : null;
      const precached = controlled
        ? await first.evaluate(async () => {
            let n = 0;
            for (const name of await caches.keys()) n += (await (await caches.open(name)).keys()).length;
            return n;
          })
        : 0;
      console.log(
        `  ${state.label}: ${controlled ? `service worker in control ${((Date.now() - t0) / 1000).toFixed(1)} s after the first visit began (registration ${active}, ${precached} cached responses)` : 'the service worker did not take control within 30 s'}`,
      );
      await first.close();
      if (!controlled) {
        for (const route of BUDGETED_PAGES) figures[`${state.id} ${route}`] = { med: null, note: 'no service worker' };
        continue;
      }
      if (state.id !== 'new') await seed(context, state);

      for (const route of BUDGETED_PAGES) {
        const loads = [];
        for (let i = 0; i < INSTALLED_LOADS; i++) {
          const page = await throttledPage(context, 4, { stopWorkers: SW_COLD });
          try {
            const { response, paints } = await openForStart(page, `${ORIGIN}${route}`);
            loads.push({ ...paints, sw: response?.fromServiceWorker() ?? false });
            const changed = changedKeys(state, await page.evaluate(localSnapshot));
            if (changed.length) {
              console.log(`    (the visit changed ${changed.join(', ')}: the state is written again)`);
              await page.close();
              await seed(context, state);
            }
          } catch (e) {
            loads.push({
              lcp: null,
              fcp: null,
              element: `error: ${String(e?.message ?? e).split('\n')[0]}`,
              sw: false,
            });
          } finally {
            if (!page.isClosed()) await page.close();
          }
        }
        const med = median(loads.map((l) => l.lcp));
        const fromSw = loads.filter((l) => l.sw).length;
        const medianLoad = loads.find((l) => l.lcp === med) ?? loads.find((l) => l.element) ?? loads[0];
        figures[`${state.id} ${route}`] = { med, fromSw };
        console.log(
          `  ${state.label.padEnd(10)} ${route.padEnd(12)} LCP ${ms(med).padStart(7)}  (${loads.map((l) => (l.lcp === null ? '—' : Math.round(l.lcp))).join(', ')})  FCP ${ms(median(loads.map((l) => l.fcp)))}  document from the service worker ${fromSw}/${loads.length}${fromSw < loads.length ? ' ← NOT all from the worker' : ''}  LCP element: ${medianLoad?.element ?? '—'}`,
        );
      }
    } finally {
      await context.close();
    }
  }
  // Budgeted: the day-7 user (a returning user starts the installed app) on
  // every route, and the new user too on / (the screen a new user opens).
  const rowsFor = [
    ['new', '/'],
    ['day7', '/'],
    ['day7', '/jornada'],
    ['day7', '/resultados'],
  ];
  for (const [id, route] of rowsFor) {
    const f = figures[`${id} ${route}`];
    if (!f) continue;
    const label = states.find((s) => s.id === id).label;
    const swNote = f.fromSw !== undefined && f.fromSw < INSTALLED_LOADS ? ` (${f.fromSw}/5 from SW)` : '';
    budget(
      `installed start LCP ${route} (${label}), 4× CPU ≤ 350 ms`,
      `${ms(f.med)}${swNote}${f.note ? ` ${f.note}` : ''}`,
      f.med !== null && f.med <= BUDGET.installedLcpMs && f.fromSw === INSTALLED_LOADS,
    );
  }
}

// ---- cls -----------------------------------------------------------------------

/**
 * Layout shift of every route for each user state: a fresh load at 6× CPU,
 * from navigation to 3 s after main h1 is visible, then a slow scroll to the
 * bottom and back (what loads when scrolled to must not move things either).
 */
async function measureLayoutShift() {
  console.log(
    "  from: buffered PerformanceObserver 'layout-shift' installed before any script (addInitScript), sum of the entries without hadRecentInput from navigation to 3 s after main h1 is visible, plus a slow scroll to the bottom and back; 6× CPU (CDP), no service worker",
  );
  const table = {};
  const details = [];
  const CELL = 26;
  for (const state of states) {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    try {
      if (state.id !== 'new') {
        const sizes = await seed(context, state);
        if (sizes.length) console.log(`  ${state.label}: photo Blobs stored: ${sizes.map(kb).join(', ')}`);
      }
      for (const route of ROUTES) {
        const page = await throttledPage(context, 6);
        await page.addInitScript(observeLayoutShifts);
        let cell;
        try {
          await page.goto(`${ORIGIN}${route}`);
          await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
          const h1At = await page.evaluate(() => performance.now());
          await page.waitForTimeout(3000);
          const scroll = await page.evaluate(scrollThrough, { stepMs: 120, settleMs: 1000 });
          const shifts = (await page.evaluate(takeLayoutShifts)) ?? [];
          const sum = (phase) => shifts.filter((s) => !phase || s.phase === phase).reduce((a, s) => a + s.value, 0);
          cell = {
            total: sum(),
            load: sum('load'),
            scroll: sum('scroll') + sum('after'),
            shifts,
            height: scroll.height,
            startHeight: scroll.startHeight,
            h1At,
          };
          const changed = changedKeys(state, await page.evaluate(localSnapshot));
          if (changed.length) {
            console.log(
              `    (${route} changed ${changed.join(', ')} for the ${state.label}: the state is written again)`,
            );
            await page.close();
            if (state.id === 'new') {
              const blank = await context.newPage();
              await blank.goto(`${ORIGIN}/instalar`);
              await blank.evaluate(seedInPage, { local: {}, photos: [] });
              await blank.close();
            } else await seed(context, state);
          }
        } catch (e) {
          cell = { error: String(e?.message ?? e).split('\n')[0] };
        } finally {
          if (!page.isClosed()) await page.close();
        }
        table[`${route} ${state.id}`] = cell;
        if (cell.error || cell.total > BUDGET.cls || (VERBOSE && cell.shifts.length))
          details.push({ route, state, cell });
      }
    } finally {
      await context.close();
    }
  }

  console.log(
    `\n  ${'route'.padEnd(24)}${states.map((s) => s.label.padEnd(CELL)).join('')}(sum of layout-shift values; ✗ over ${BUDGET.cls})`,
  );
  for (const route of ROUTES) {
    const cells = states.map((s) => {
      const c = table[`${route} ${s.id}`];
      if (c.error) return 'error'.padEnd(CELL);
      const mark = c.total > BUDGET.cls ? '✗' : ' ';
      return `${c.total.toFixed(3)} ${mark}${c.scroll > 0 ? ` (scroll ${c.scroll.toFixed(3)})` : ''}`.padEnd(CELL);
    });
    console.log(`  ${route.padEnd(24)}${cells.join('')}`);
  }
  for (const { route, state, cell } of details) {
    if (cell.error) {
      console.log(`\n  ${route} — ${state.label}: ${cell.error}`);
      continue;
    }
    console.log(
      `\n  ${route} — ${state.label}: ${cell.total.toFixed(4)} (load ${cell.load.toFixed(4)}, scroll ${cell.scroll.toFixed(4)}; main h1 visible at ${Math.round(cell.h1At)} ms; page ${cell.startHeight === cell.height ? `${cell.height} px tall` : `grew from ${cell.startHeight} to ${cell.height} px while scrolled through`})`,
    );
    for (const s of cell.shifts) {
      console.log(`    shift ${s.value.toFixed(4)} at ${Math.round(s.time)} ms (${s.phase}), moved:`);
      for (const src of s.sources) console.log(`      ${src.node}  [${src.from} → ${src.to}]`);
    }
  }
  for (const route of ROUTES) {
    const cells = states.map((s) => ({ s, c: table[`${route} ${s.id}`] }));
    const errors = cells.filter(({ c }) => c.error);
    const worst = cells.filter(({ c }) => !c.error).sort((a, b) => b.c.total - a.c.total)[0];
    const over = cells.filter(({ c }) => !c.error && c.total > BUDGET.cls).length;
    const measured = errors.length
      ? `error (${errors.map(({ s }) => s.label).join(', ')})`
      : `${worst.c.total.toFixed(3)} (worst: ${worst.s.label}; ${over}/${cells.length} states over)`;
    budget(
      `CLS ${route}, 3 user states, 6× CPU ≤ 0.01`,
      measured,
      errors.length === 0 && cells.every(({ c }) => c.total <= BUDGET.cls),
    );
  }
}

// ---- card ----------------------------------------------------------------------

/**
 * "Compartilhar progresso" on /resultados for a finished user: from the tap
 * to the image file in hand (the moment the app gives it to the download or
 * the share sheet), with and without the two photos. Each tap is the first
 * in a freshly opened screen, as a user makes it: the drawing's code is
 * fetched, the photos are read from IndexedDB and decoded, the card drawn
 * and encoded. 4× CPU from just before the tap.
 */
async function measureProgressCard() {
  console.log(
    `  from: performance.now() in the page, from the click on 'Compartilhar progresso' to the File m15-progresso-… reaching URL.createObjectURL (the download) or navigator.share; a new tab on /resultados for each tap (finished user, photos 960×1280 JPEG with grain in IndexedDB), 4× CPU (CDP) set after the screen settled, no service worker; median of ${CARD_TAPS}`,
  );
  const finished = states.find((s) => s.id === 'finished');
  // Photos as the app stores them: the longest side downscaled to 1280 px, a few hundred KB each.
  const state = {
    ...finished,
    photos: finished.photos.map((p) => ({ ...p, width: 960, height: 1280, grain: true })),
  };
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', acceptDownloads: true });
  try {
    const sizes = await seed(context, state);
    console.log(`  photo Blobs stored: ${sizes.map(kb).join(', ')}`);
    for (const withPhotos of [false, true]) {
      const runs = [];
      for (let i = 0; i < CARD_TAPS; i++) {
        const page = await context.newPage();
        try {
          await page.addInitScript(watchProgressCardFile);
          await page.goto(`${ORIGIN}/resultados`);
          const button = page.getByRole('button', { name: 'Compartilhar progresso' });
          await button.waitFor({ timeout: 30_000 });
          if (withPhotos) await page.getByRole('checkbox', { name: 'Incluir as fotos de antes e depois' }).check();
          await page.waitForTimeout(1000);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          runs.push(await page.evaluate(tapShareProgress));
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        } catch (e) {
          runs.push({ ms: null, error: String(e?.message ?? e).split('\n')[0] });
        } finally {
          await page.close();
        }
      }
      const med = median(runs.map((r) => r.ms));
      const expected = withPhotos ? 'image/jpeg' : 'image/png';
      const wrong = runs.filter((r) => r.ms !== null && r.type !== expected);
      const errors = runs.filter((r) => r.ms === null);
      const file = runs.find((r) => r.ms !== null);
      const what = withPhotos ? 'with the two photos' : 'without photos';
      console.log(
        `  ${what.padEnd(22)} ${ms(med).padStart(7)}  (${runs.map((r) => (r.ms === null ? '—' : Math.round(r.ms))).join(', ')})  budget ${BUDGET.cardMs} ms  file: ${file ? `${file.name}, ${file.type}, ${kb(file.size)}` : '—'}${wrong.length ? `  ✗ ${wrong.length} not ${expected}` : ''}${errors.length ? `  ✗ ${errors.map((r) => r.error).join('; ')}` : ''}`,
      );
      budget(
        `progress card ${what}, tap to file, 4× CPU ≤ 1 s`,
        `${ms(med)}${wrong.length ? ` (${wrong.length} not ${expected})` : ''}`,
        med !== null && med <= BUDGET.cardMs && wrong.length === 0 && errors.length === 0,
      );
    }
  } finally {
    await context.close();
  }
}

// ---- lighthouse ----------------------------------------------------------------

async function measureLighthouse() {
  console.log(
    `  from: Lighthouse ${lighthouseVersion()} (mobile, default simulated throttling, storage reset each run) in ${path.basename(executablePath ?? 'chromium')}; each figure is the median of ${LIGHTHOUSE_RUNS} runs`,
  );
  console.log(`  page          perf  a11y  best-p   seo    LCP       TBT     CLS    every run's perf / LCP`);
  const chrome = await launchLighthouseChrome();
  try {
    for (const p of LIGHTHOUSE_PAGES) {
      // Lighthouse varies from run to run (more so on a shared 2-core
      // machine): its own guidance is the median of several runs.
      const runs = await lighthouseReports(chrome, `${ORIGIN}${p}`, [
        'performance',
        'accessibility',
        'best-practices',
        'seo',
      ]);
      const scores = (id) => runs.map((r) => Math.round((r.categories[id]?.score ?? 0) * 100));
      const metric = (id) => runs.map((r) => r.audits[id]?.numericValue ?? NaN);
      const perf = median(scores('performance'));
      const a11y = median(scores('accessibility'));
      const bp = median(scores('best-practices'));
      const seo = median(scores('seo'));
      const lcp = median(metric('largest-contentful-paint'));
      const tbt = median(metric('total-blocking-time'));
      const cls = median(metric('cumulative-layout-shift'));
      const every = runs
        .map((r, i) => `${scores('performance')[i]}/${(metric('largest-contentful-paint')[i] / 1000).toFixed(2)}s`)
        .join(' ');
      let verdict = '(information)';
      if (BUDGETED_PAGES.includes(p)) {
        const v = [
          budget(`Lighthouse ${p} performance ≥ 99`, String(perf), perf >= BUDGET.performance),
          budget(`Lighthouse ${p} accessibility = 100`, String(a11y), a11y >= BUDGET.accessibility),
          budget(`Lighthouse ${p} best practices = 100`, String(bp), bp >= BUDGET.bestPractices),
          budget(`Lighthouse ${p} SEO = 100`, String(seo), seo >= BUDGET.seo),
          budget(`Lighthouse ${p} LCP ≤ 1.8 s`, `${(lcp / 1000).toFixed(2)} s`, lcp <= BUDGET.lighthouseLcpMs),
        ];
        verdict = v.every((x) => x === 'ok') ? 'ok' : 'OVER';
      }
      console.log(
        `  ${p.padEnd(12)}  ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${String(bp).padStart(6)}  ${String(seo).padStart(4)}  ${(lcp / 1000).toFixed(2).padStart(5)} s  ${tbt.toFixed(0).padStart(5)} ms  ${cls.toFixed(3)}  ${every}  ${verdict}`,
      );
      if (VERBOSE) {
        // The run with the median performance score.
        const mid = [...runs].sort((a, b) => a.categories.performance.score - b.categories.performance.score)[
          Math.floor(runs.length / 2)
        ];
        for (const cat of ['performance', 'accessibility', 'best-practices', 'seo']) {
          for (const ref of mid.categories[cat]?.auditRefs ?? []) {
            const a = mid.audits[ref.id];
            const shown = !['informative', 'notApplicable', 'manual'].includes(a.scoreDisplayMode);
            if (shown && a.score !== null && a.score < 1 && (ref.weight > 0 || cat === 'performance'))
              console.log(`      ${cat}: ${a.id} score ${a.score} ${a.displayValue ?? ''}`);
          }
        }
      }
    }
  } finally {
    await chrome.kill();
  }
}

function launchLighthouseChrome() {
  return chromeLauncher.launch({ chromePath: executablePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
}

/** LIGHTHOUSE_RUNS Lighthouse reports (mobile, default throttling) of `url` for these categories. */
async function lighthouseReports(chrome, url, categories) {
  const reports = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    reports.push(lhr);
  }
  return reports;
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  } catch {
    return '12';
  }
}
