#!/usr/bin/env node
// `npm run trace -- <user> <path> [loads]`: where the main thread's time goes
// between navigation and LCP in an installed start, the bench's method
// (service worker in control and warm, a new tab, 4× CPU), read from a
// Chromium trace with its CPU profile. For finding time, not for budgets:
// tracing itself slows the page, so the LCPs here run higher than the bench's.
//
//   user   new, day7 or finished (scripts/bench/data.mjs), or floor (the stack's floor page)
//   path   the screen, e.g. / or /jornada (the floor has only /)
//   loads  how many starts to average (default 5)
//
// Needs a build: `npm run build` for M15 (build/client), and for the floor one
// `npm run bench` run (it builds the floor into node_modules/.cache).
// Functions are named as in the minified build: `SOURCEMAP=1 npm run build`
// gives the map to look a file:line:column up.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { userStates } from './bench/data.mjs';
import { readPaints } from './bench/page.mjs';
import { installedContext, seed, startServer, throttledPage } from './bench/common.mjs';
import { PLAYWRIGHT_CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const [who = 'day7', route = '/', loadsArg = '5'] = process.argv.slice(2);
const LOADS = Number(loadsArg);
const floor = who === 'floor';
const state = userStates().find((s) => s.id === who);
if ((!floor && !state) || !(LOADS > 0)) {
  console.error('usage: npm run trace -- <new|day7|finished|floor> <path> [loads]');
  process.exit(2);
}
const dir = path.resolve(floor ? 'node_modules/.cache/m15-bench-floor/stack/client' : 'build/client');
if (!existsSync(path.join(dir, 'sw.js'))) {
  console.error(`no build in ${dir}: ${floor ? 'run `npm run bench` once' : 'run `npm run build`'} first`);
  process.exit(2);
}

/** Main-thread events worth a line: script, style, layout, paint, garbage collection. */
const KINDS = new Set([
  'ParseHTML',
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MinorGC',
  'MajorGC',
]);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  // navigationStart, where the time is counted from.
  'blink.user_timing',
];

const port = Number(process.env.BENCH_PORT ?? 4180);
const stop = await startServer(dir, port);
const origin = `http://localhost:${port}`;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS });
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const events = new Map();
const byFile = new Map();
const byFunction = new Map();
const lcps = [];
try {
  const context = await installedContext(browser, `${origin}/`, floor ? 'floor page' : `M15, ${state.label}`);
  if (!floor && state.id !== 'new') await seed({ origin }, context, state);

  for (let i = 0; i < LOADS; i++) {
    const page = await throttledPage(context, 4);
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(2500);
    const { lcp } = await page.evaluate(readPaints);
    const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    await page.close();
    const nav = trace
      .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(origin))
      .at(-1);
    if (!nav || lcp === null) throw new Error(`load ${i + 1}: no navigation or no LCP in the trace`);
    lcps.push(lcp);
    const [from, to] = [nav.ts, nav.ts + lcp * 1000];
    for (const e of trace) {
      if (e.pid !== nav.pid || e.tid !== nav.tid || e.ph !== 'X' || e.ts < from || e.ts > to) continue;
      if (KINDS.has(e.name)) add(events, e.name, e.dur ?? 0);
      if (e.name === 'RunTask') add(events, 'all tasks', e.dur ?? 0);
    }
    // The CPU profile: samples of the renderer's main thread, each with the time to the next.
    const profile = trace.find((e) => e.name === 'Profile' && e.pid === nav.pid && e.tid === nav.tid);
    const nodes = new Map();
    let ts = profile?.args?.data?.startTime ?? 0;
    for (const chunk of trace.filter((e) => e.name === 'ProfileChunk' && e.pid === nav.pid && e.id === profile?.id)) {
      const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
      for (const n of cpuProfile.nodes ?? []) nodes.set(n.id, n);
      (cpuProfile.samples ?? []).forEach((id, k) => {
        ts += timeDeltas[k] ?? 0;
        const node = nodes.get(id);
        if (ts < from || ts > to || !node) return;
        const { url, functionName, lineNumber, columnNumber } = node.callFrame;
        // A script file without its hash; index.html's inline scripts carry the page's URL; no URL
        // is the browser's own code: (program) for style, layout and paint, a DOM call by its name.
        const name = url ? new URL(url).pathname.split('/').pop() : '';
        const file = !url ? '' : /\.js$/.test(name) ? name.replace(/-[\w-]{8}\.js$/, '.js') : 'index.html (inline)';
        const where = file || functionName || '(native)';
        const dt = timeDeltas[k + 1] ?? 0;
        add(byFile, where, dt);
        add(
          byFunction,
          file ? `${file} ${functionName || '(anonymous)'} ${lineNumber + 1}:${columnNumber + 1}` : where,
          dt,
        );
      });
    }
  }
} finally {
  await browser.close();
  stop();
}

const table = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `  ${(us / 1000 / LOADS).toFixed(1).padStart(7)} ms  ${k}`)
    .join('\n');
console.log(`${floor ? 'floor page' : state.label} ${route}: LCP ${lcps.map(Math.round).join(', ')} ms (traced)`);
console.log(`\nmain thread before LCP, mean per load (nested events overlap):\n${table(events, 20)}`);
console.log(`\nJS self time by file:\n${table(byFile, 12)}`);
console.log(`\nJS self time by function (file line:column, 1-based):\n${table(byFunction, 25)}`);
