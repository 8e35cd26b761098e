#!/usr/bin/env node
// `npm run lower-bound -- <user> <path> [loads]`: how fast a screen could
// start in this stack if React did no work for what it shows. It compares,
// by the bench's method (installed start, new tab, 4× CPU, a floor load
// before each M15 load), the floor page, M15's build and a probe build of
// M15 whose root draws the screen's finished HTML with
// dangerouslySetInnerHTML. The probe has the same DOM, the same CSS, the same
// JS files and the same loaders reading storage, but no component tree for
// the content. No React implementation of the screen can start faster, so
// the probe's ratio is a lower bound for the budgets of ARCHITECTURE.md
// (docs/decisions/008-loading-by-measure.md, "The lower bound").
//
//   user   new, day7 or finished (scripts/bench-data.mjs)
//   path   the screen, e.g. / or /jornada
//   loads  loads of each build (default 11)
//
// Needs `npm run build` (build/client) and one `npm run bench` for the floor.
// The probe is built from a copy of the files git tracks, in the system's temporary
// folder; the working tree is not touched.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { userStates } from './bench-data.mjs';
import {
  installedContext,
  ms,
  PHONE,
  restoreIfChanged,
  seed,
  startOnce,
  startServer,
  summarizeStarts,
} from './bench/common.mjs';
import { probeRoot } from './bench/probe.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const [who = 'day7', route = '/', loadsArg = '11'] = process.argv.slice(2);
const LOADS = Number(loadsArg);
const state = userStates().find((s) => s.id === who);
if (!state || !(LOADS > 0)) {
  console.error('usage: npm run lower-bound -- <new|day7|finished> <path> [loads]');
  process.exit(2);
}
const APP = path.resolve('build/client');
const FLOOR = path.resolve('node_modules/.cache/m15-bench-floor/stack/client');
for (const [dir, how] of [
  [APP, 'run `npm run build`'],
  [FLOOR, 'run `npm run bench` once'],
]) {
  if (!existsSync(path.join(dir, 'sw.js'))) {
    console.error(`no build in ${dir}: ${how} first`);
    process.exit(2);
  }
}
// Outside node_modules (Vite and the route files would take the copy for a
// package there), finding the packages through a link.
const COPY = path.join(os.tmpdir(), 'm15-lower-bound');

const port = Number(process.env.BENCH_PORT ?? 4180);
const origin = (i) => `http://localhost:${port + 2 * i}`;
const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
const stops = [];
try {
  // 1. The screen as M15 draws it for this user, from the running build.
  stops.push(await startServer(APP, port));
  const context = await browser.newContext({ ...PHONE });
  await seed({ origin: origin(0) }, context, state);
  const page = await context.newPage();
  await page.goto(`${origin(0)}${route}`);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  const html = await page.evaluate(() => document.querySelector('.m15-shell')?.innerHTML ?? '');
  await context.close();
  if (!html) throw new Error(`${route}: no .m15-shell on the page`);

  // 2. The probe: the same sources, whose root draws that HTML (probeRoot).
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(COPY, { recursive: true });
  // Every file git tracks, so a new config file needs no list kept here.
  const tracked = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' });
  if (tracked.status !== 0) throw new Error(`git ls-files failed: ${tracked.stderr}`);
  for (const f of tracked.stdout.split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(COPY, f)), { recursive: true });
    cpSync(f, path.join(COPY, f));
  }
  symlinkSync(path.resolve('node_modules'), path.join(COPY, 'node_modules'));
  writeFileSync(path.join(COPY, 'app/probe-html.ts'), `export const PROBE_HTML = ${JSON.stringify(html)};\n`);
  const rootFile = path.join(COPY, 'app/root.tsx');
  writeFileSync(rootFile, probeRoot(readFileSync(rootFile, 'utf8')));
  for (const [cmd, args] of [
    [path.resolve('node_modules/.bin/remix'), ['vite:build']],
    [process.execPath, ['scripts/post-build.mjs']],
  ]) {
    const r = spawnSync(cmd, args, { cwd: COPY, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`the probe did not build:\n${(r.stderr || r.stdout).slice(-800)}`);
  }

  // 3. Floor, M15 and the probe, interleaved.
  // M15's server from step 1 stays on origin(0).
  const targets = [
    { label: 'floor page', dir: FLOOR, path: '/', at: 1 },
    { label: `M15 ${route}`, dir: APP, path: route, state, at: 0 },
    { label: `probe ${route}`, dir: path.join(COPY, 'build/client'), path: route, state, at: 2 },
  ];
  for (const t of targets) {
    if (t.at > 0) stops.push(await startServer(t.dir, port + 2 * t.at));
    t.origin = origin(t.at);
    t.context = await installedContext(browser, `${t.origin}/`, t.label);
    if (t.state && t.state.id !== 'new') await seed({ origin: t.origin }, t.context, t.state);
    t.loads = [];
  }
  for (let k = 0; k < LOADS; k++) {
    for (const t of targets) {
      const after = t.state ? (tab) => restoreIfChanged({ origin: t.origin }, tab, t.state, t.path) : undefined;
      t.loads.push(await startOnce({ swCold: false }, t.context, `${t.origin}${t.path}`, after));
    }
  }
  const figures = targets.map((t) => summarizeStarts(t.loads));
  const floor = figures[0];
  console.log(`\n${state.label}, installed start, 4× CPU, median of ${LOADS}:`);
  for (const [i, t] of targets.entries()) {
    const m = figures[i];
    const ratio = m.lcp !== null && floor.lcp ? `${(m.lcp / floor.lcp).toFixed(2)} × floor` : '—';
    console.log(`  ${t.label.padEnd(22)} LCP ${ms(m.lcp).padStart(7)}  ${ratio}  ${m.sw}`);
  }
} finally {
  await browser.close();
  for (const stop of stops) stop();
}
