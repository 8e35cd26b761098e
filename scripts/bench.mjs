#!/usr/bin/env node
// `npm run bench`: builds the production app, serves it with gzip like a
// static host (scripts/serve.mjs), measures it against every budget of
// ARCHITECTURE.md ("Budgets"), prints every figure and a final table, and
// exits non-zero when a budget is broken. Time budgets are ratios to the
// fixed stack's floors (scripts/bench-floor: the bare floor, and the element
// floor with as many Mantine elements as a day-7 Hoje's first frame), measured
// in the same run by the same method; the table prints each ratio as
// M15 ms / floor ms.
//
//   BENCH_ONLY=cls,installed  run only these sections (size, precache, split, scale,
//                             floor, installed, cls, card, pdf, lighthouse)
//   BENCH_SKIP_BUILD=1        reuse build/client (and the floors' builds, when there are: the element floor's for the same count)
//   BENCH_NO_LIGHTHOUSE=1     skip the Lighthouse section
//   BENCH_LIGHTHOUSE_RUNS=3   Lighthouse rounds (each runs the bare floor and every page once; budgets hold in every round)
//   BENCH_PORT=4180           port of the app's server; the bare floor's server takes the next one, the element floor's the one after
//   BENCH_VERBOSE=1           print Lighthouse's failing audits and every layout shift
//   BENCH_SW_COLD=1           installed start: stop the service workers before each load
//                             (an app opened after a while) instead of a warm worker
//
// Each section is a module of scripts/bench/ ({ id, title, browser, run(ctx) });
// what they share (screens, budgets, server, pages, the table) is scripts/bench/common.mjs.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { userStates } from './bench/data.mjs';
import card from './bench/card.mjs';
import cls from './bench/cls.mjs';
import { createReport, firstLine, loadAverage, startServer } from './bench/common.mjs';
import floor, { countHoje, serveElementFloor, serveFloor } from './bench/floor.mjs';
import installed from './bench/installed.mjs';
import lighthouse from './bench/lighthouse.mjs';
import pdf from './bench/pdf.mjs';
import precache from './bench/precache.mjs';
import scale from './bench/scale.mjs';
import size from './bench/size.mjs';
import split from './bench/split.mjs';
import { PLAYWRIGHT_CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

/** In the order they run. Lighthouse last: it drives its own Chrome, with Playwright's closed. */
const SECTIONS = [size, precache, split, scale, floor, installed, cls, card, pdf, lighthouse];
/** Sections whose figures are timings, which a busy machine inflates. */
const TIMED = ['scale', 'installed', 'card', 'pdf', 'lighthouse'];

const env = process.env;
const PORT = Number(env.BENCH_PORT ?? 4180);
// Ports the Fetch standard blocks: Chromium (and Node's fetch) refuse them.
const BAD_PORTS = [1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669];
const badPort = (p) => BAD_PORTS.includes(p) || [6679, 6697, 10080].includes(p) || p < 1024;
if ([PORT, PORT + 1, PORT + 2].some(badPort)) {
  console.error(
    `BENCH_PORT=${PORT}: browsers refuse this port or one of the next two (Fetch standard "bad port"); pick another, e.g. 4191`,
  );
  process.exit(2);
}
const only = env.BENCH_ONLY?.split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const known = SECTIONS.map((s) => s.id);
for (const id of only ?? []) {
  if (!known.includes(id)) {
    console.error(`BENCH_ONLY: unknown section "${id}" (known: ${known.join(', ')})`);
    process.exit(2);
  }
}
const sections = SECTIONS.filter(
  (s) => (only ? only.includes(s.id) : true) && !(s.id === 'lighthouse' && env.BENCH_NO_LIGHTHOUSE),
);

const started = Date.now();
const report = createReport();
/** Everything a section may use; nothing else is shared between them. */
const ctx = {
  origin: `http://localhost:${PORT}`,
  floorPort: PORT + 1,
  dir: 'build/client',
  skipBuild: Boolean(env.BENCH_SKIP_BUILD),
  verbose: Boolean(env.BENCH_VERBOSE),
  swCold: Boolean(env.BENCH_SW_COLD),
  lighthouseRuns: Math.max(1, Math.round(Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3)) || 3),
  states: userStates(),
  report,
  executablePath: undefined,
  browser: null,
  /** Stop functions of what the run started (servers), called at the end. */
  cleanups: [],
  /** The bare floor, built and served on first use: { dir, url }. */
  floor: once(() => serveFloor(ctx)),
  /** The Mantine elements of a day-7 Hoje's first frame, counted on first use: { mantine, loads }. */
  hojeElements: once(() => countHoje(ctx)),
  /** The element floor (that many Mantine elements), built and served on first use: { dir, url, elements }. */
  elementFloor: once(() => serveElementFloor(ctx)),
};

console.log(
  `M15 bench — ${new Date().toString()}\n  ${os.cpus().length} CPUs, load average ${loadAverage()} (1, 5, 15 min); node ${process.version}; server ${ctx.origin}`,
);
console.log(`  sections: ${sections.map((s) => s.id).join(', ')}`);
ctx.executablePath = ensureChromium() ?? undefined;

if (!ctx.skipBuild) {
  const t = Date.now();
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(`  production build ${((Date.now() - t) / 1000).toFixed(0)} s`);
}

try {
  ctx.cleanups.push(await startServer(ctx.dir, PORT));
  if (sections.some((s) => s.browser)) {
    ctx.browser = await chromium.launch({ executablePath: ctx.executablePath, args: PLAYWRIGHT_CHROMIUM_ARGS });
    console.log(`  Chromium ${ctx.browser.version()} (${ctx.executablePath ?? "Playwright's"}), headless`);
  }
  for (const section of sections) await runSection(section);
} finally {
  await ctx.browser?.close();
  for (const stop of ctx.cleanups) stop();
}
printSummary();
process.exit(report.broken ? 1 : 0);

// ---------------------------------------------------------------------------

function once(make) {
  let made = null;
  return () => (made ??= make());
}

async function runSection(section) {
  const t = Date.now();
  console.log(`\n== ${section.title} ==`);
  // Playwright's browser is closed once no section left needs it (Lighthouse runs its own Chrome).
  if (ctx.browser && !sections.slice(sections.indexOf(section)).some((s) => s.browser)) {
    await ctx.browser.close();
    ctx.browser = null;
  }
  try {
    await section.run(ctx);
  } catch (e) {
    console.log(`  ✗ the section failed: ${e?.stack ?? firstLine(e)}`);
    report.check(`${section.title}: the measurement ran`, 'failed', false);
  } finally {
    // A failed section leaves its pages open (a throttled page keeps a core busy): close them.
    for (const c of ctx.browser?.contexts() ?? []) await c.close().catch(() => {});
  }
  report.noteLoad();
  console.log(`  (${((Date.now() - t) / 1000).toFixed(0)} s, load average ${loadAverage()})`);
}

function printSummary() {
  const total = (Date.now() - started) / 1000;
  report.noteLoad();
  console.log('\n== Summary ==');
  report.print();
  const over = report.broken;
  const n = report.rows.length;
  console.log(
    `\n${over ? `✗ ${over} of ${n} budget(s) broken` : `✓ all ${n} budget(s) hold`}` +
      ` — bench took ${Math.floor(total / 60)} min ${Math.round(total % 60)} s; load average now ${loadAverage()}`,
  );
  const cpus = os.cpus().length;
  if (report.peakLoad > cpus && sections.some((s) => TIMED.includes(s.id)))
    console.log(
      `⚠ the machine was busy (1-minute load average up to ${report.peakLoad.toFixed(1)} on ${cpus} CPUs): timings are inflated; the ratios to the floor less so, as both are measured alike`,
    );
}
