#!/usr/bin/env node
// `npm run bench`: builds the production app, serves it with gzip like a
// static host, and measures it against the budgets of ARCHITECTURE.md.
// Prints every figure and exits non-zero when a budget is broken.
//   BENCH_SKIP_BUILD=1   reuse build/client
//   BENCH_NO_LIGHTHOUSE=1 skip the Lighthouse runs (fast local check)
import { spawn, spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';
import { scaleState } from './bench-data.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4180);
const ORIGIN = `http://localhost:${PORT}`;
const KB = 1024;
const BUDGET = {
  firstLoadJs: 110 * KB,
  firstLoadCss: 15 * KB,
  precache: 1.5 * 1024 * KB,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  resultsRenderMs: 500,
};
const LIGHTHOUSE_PAGES = ['/', '/instalar', '/jornada', '/resultados'];
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const BUDGETED_PAGES = new Set(['/', '/jornada', '/resultados']);

const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  return ok ? 'ok' : 'OVER BUDGET';
};
const kb = (n) => `${(n / KB).toFixed(1)} KB`;

const executablePath = ensureChromium() ?? undefined;

if (!process.env.BENCH_SKIP_BUILD) {
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(PORT)], { stdio: 'ignore' });
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);
await waitForServer();

try {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  await measureFirstLoad(browser);
  await measureChartIsolation(browser);
  await measureResultsAtScale(browser);
  await browser.close();
  await measurePrecache();
  if (!process.env.BENCH_NO_LIGHTHOUSE) await measureLighthouse();
} finally {
  stopServer();
}

if (failures.length) {
  console.log(`\n✗ ${failures.length} budget(s) broken:\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('\n✓ every budget holds');

// ---------------------------------------------------------------------------

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${ORIGIN}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the bench server did not start');
}

/**
 * Gzip bytes of the JS and CSS the first visit to `/` loads, read from the
 * route manifest Remix writes (the files the browser must fetch to show `/`:
 * the entry, the root and index routes, their static imports and their CSS),
 * each gzipped as scripts/serve.mjs sends it. Code behind a dynamic import()
 * (the toaster, the service-worker registration, the chart, the confetti) is
 * not part of it; the network figure after it shows everything the first
 * visit downloads once it has settled, deferred code included.
 */
async function measureFirstLoad(browser) {
  const dir = 'build/client';
  const manifestFile = (await fs.readdir(path.join(dir, 'assets'))).find((f) => /^manifest-.*\.js$/.test(f));
  const sandbox = { window: {} };
  vm.runInNewContext(await fs.readFile(path.join(dir, 'assets', manifestFile), 'utf8'), sandbox);
  const { entry, routes } = sandbox.window.__remixManifest;
  const js = new Set([`/assets/${manifestFile}`, entry.module, ...entry.imports]);
  const css = new Set(entry.css ?? []);
  for (const id of ['root', 'routes/_index']) {
    const r = routes[id];
    js.add(r.module);
    for (const f of r.imports ?? []) js.add(f);
    for (const f of r.css ?? []) css.add(f);
  }
  const gz = async (files) => {
    let total = 0;
    for (const f of files) total += zlib.gzipSync(await fs.readFile(path.join(dir, f)), { level: 6 }).length;
    return total;
  };
  const jsBytes = await gz(js);
  const cssBytes = await gz(css);
  console.log(`\nFirst load of / (gzip, from the route manifest: ${js.size} JS and ${css.size} CSS files)`);
  console.log(
    `  JS   ${kb(jsBytes).padStart(10)}  budget ${kb(BUDGET.firstLoadJs)}  ${check(jsBytes <= BUDGET.firstLoadJs, `first-load JS ${kb(jsBytes)} > ${kb(BUDGET.firstLoadJs)}`)}`,
  );
  console.log(
    `  CSS  ${kb(cssBytes).padStart(10)}  budget ${kb(BUDGET.firstLoadCss)}  ${check(cssBytes <= BUDGET.firstLoadCss, `first-load CSS ${kb(cssBytes)} > ${kb(BUDGET.firstLoadCss)}`)}`,
  );

  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (req) => finished.push(req));
  await page.goto(`${ORIGIN}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  let wire = 0;
  for (const req of finished) {
    if (req.resourceType() === 'script') wire += (await req.sizes()).responseBodySize;
  }
  console.log(`  all JS the first visit downloads once settled (deferred code included): ${kb(wire)}`);
  await context.close();
}

/** Chart code (recharts) is loaded by /resultados and by no other screen; confetti by none until it fires. */
async function measureChartIsolation(browser) {
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
    const body = await res.text().catch(() => '');
    const tags = [];
    if (/recharts-wrapper|recharts-surface/.test(body)) tags.push('chart');
    if (/js-confetti|confettiRadius/.test(body)) tags.push('confetti');
    for (const t of tags) loadedBy.set(t, [...(loadedBy.get(t) ?? []), current]);
  });
  const screens = [
    '/',
    '/perfil',
    '/tutorial',
    '/jornada',
    '/fases',
    '/diario',
    '/receitas',
    '/anotacoes',
    '/depoimento',
    '/instalar',
    '/resultados',
  ];
  for (const s of screens) {
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
  const chart = [...new Set(loadedBy.get('chart') ?? [])];
  const confetti = [...new Set(loadedBy.get('confetti') ?? [])];
  console.log('\nCode splitting');
  console.log(
    `  chart code loaded by: ${chart.join(', ') || '(none)'}  ${check(chart.length === 1 && chart[0] === '/resultados', `chart code loaded by ${chart.join(', ') || 'no screen'} (expected /resultados only)`)}`,
  );
  console.log(
    `  confetti loaded on page load by: ${confetti.join(', ') || '(none)'}  ${check(confetti.length === 0, `confetti loaded up front by ${confetti.join(', ')}`)}`,
  );
  await context.close();
}

/** /resultados with 1,000 diary entries and 100 photo-history records, 4x CPU throttling. */
async function measureResultsAtScale(browser) {
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
    await page.getByRole('heading', { level: 1, name: 'Bem-vindo ao M15' }).waitFor();
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
  await page.getByRole('heading', { name: 'Evolução do Peso' }).scrollIntoViewIfNeeded();
  await page.locator('[data-testid="grafico-peso"] .recharts-line-curve').first().waitFor({ timeout: 30_000 });
  const chartMs = Date.now() - t0;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const warm = runs.slice(1).sort((a, b) => a - b);
  const median = warm[1];
  console.log('\n/resultados with 1,000 diary entries and 100 photo records (4x CPU throttling)');
  console.log(
    `  screen ${median.toFixed(0)} ms (median of the warm taps ${warm.map((r) => r.toFixed(0)).join(', ')}; first tap with the route's code ${runs[0].toFixed(0)} ms)  budget ${BUDGET.resultsRenderMs} ms  ${check(median <= BUDGET.resultsRenderMs, `/resultados at scale ${median.toFixed(0)} ms > ${BUDGET.resultsRenderMs} ms`)}`,
  );
  console.log(`  chart of 1,000 points drawn ${chartMs} ms after scrolling to it (not budgeted)`);
  await context.close();
}

/** Sum of the files the service worker precaches. */
async function measurePrecache() {
  const dir = 'build/client';
  const sw = await fs.readFile(path.join(dir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
  let total = 0;
  for (const u of new Set(urls)) total += (await fs.stat(path.join(dir, u))).size;
  console.log('\nService-worker precache');
  console.log(
    `  ${urls.length} files, ${kb(total)}  budget ${kb(BUDGET.precache)}  ${check(total <= BUDGET.precache, `precache ${kb(total)} > ${kb(BUDGET.precache)}`)}`,
  );
}

async function measureLighthouse() {
  console.log('\nLighthouse (mobile, default simulated throttling)');
  console.log(
    `  page          perf  a11y  best-p  seo   LCP      TBT      (median of ${LIGHTHOUSE_RUNS} runs; every run's perf)`,
  );
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    for (const p of LIGHTHOUSE_PAGES) {
      // Lighthouse varies from run to run (more so on a shared 2-core machine):
      // its own guidance is the median of several runs. The median run by
      // performance score is reported, with every run's score beside it.
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const { lhr } = await lighthouse(`${ORIGIN}${p}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        runs.push(lhr);
      }
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)];
      const allPerf = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join('/');
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const perf = score('performance');
      const a11y = score('accessibility');
      const bp = score('best-practices');
      const seo = score('seo');
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? NaN;
      let verdict = '';
      if (BUDGETED_PAGES.has(p)) {
        verdict = [
          check(perf >= BUDGET.performance, `Lighthouse performance on ${p}: ${perf} < ${BUDGET.performance}`),
          check(a11y >= BUDGET.accessibility, `Lighthouse accessibility on ${p}: ${a11y} < 100`),
          check(bp >= BUDGET.bestPractices, `Lighthouse best practices on ${p}: ${bp} < 100`),
        ].every((v) => v === 'ok')
          ? 'ok'
          : 'OVER BUDGET';
      }
      console.log(
        `  ${p.padEnd(12)}  ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${String(bp).padStart(6)}  ${String(seo).padStart(4)}  ${(lcp / 1000).toFixed(2).padStart(5)} s  ${tbt.toFixed(0).padStart(4)} ms  (${allPerf})  ${verdict}`,
      );
      if (process.env.BENCH_VERBOSE) {
        for (const cat of ['performance', 'accessibility', 'best-practices']) {
          for (const ref of lhr.categories[cat].auditRefs) {
            const a = lhr.audits[ref.id];
            if (ref.weight > 0 && a.score !== null && a.score < 1)
              console.log(`      ${cat}: ${a.id} ${a.score} ${a.displayValue ?? ''}`);
          }
        }
      }
    }
  } finally {
    await chrome.kill();
  }
}
