#!/usr/bin/env node
// `npm run bench:ab -- <dirA> <dirB> [user] [path] [loads]`: an interleaved
// A/B of two builds' installed start, for a loading mechanism's figure
// (decision 014). Both builds are served side by side, installed in their own
// context with the same user's storage (scripts/bench/data.mjs: new, day7,
// finished), and loaded in turn, A B then B A, so a busy machine weighs on
// both alike. Each load is the bench's own (scripts/bench/common.mjs): LCP at
// 4× CPU, and main-thread CPU time to LCP from another, unthrottled load.
//
//   npm run build && cp -r build/client /tmp/a    (then change, build, copy to /tmp/b)
//   npm run bench:ab -- /tmp/a /tmp/b day7 / 9
//
// A dir that is not M15 (a floor's build) is measured without storage.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { userStates } from './bench/data.mjs';
import { cpuOnce, installedContext, median, seed, startOnce, startServer } from './bench/common.mjs';
import { PLAYWRIGHT_CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

const [dirA, dirB, who = 'day7', route = '/', loadsArg = '9'] = process.argv.slice(2);
const state = userStates().find((s) => s.id === who);
const LOADS = Number(loadsArg);
if (!dirA || !dirB || !state || !(LOADS > 0)) {
  console.error('usage: npm run bench:ab -- <dirA> <dirB> [new|day7|finished] [path] [loads]');
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 4270);
const browser = await chromium.launch({ executablePath: ensureChromium(), args: PLAYWRIGHT_CHROMIUM_ARGS });
const ctx = { browser, swCold: false };
const sides = [];
try {
  for (const [i, dir] of [dirA, dirB].entries()) {
    const origin = `http://localhost:${port + i}`;
    const stop = await startServer(path.resolve(dir), port + i);
    const context = await installedContext(browser, `${origin}/`, `${'AB'[i]}: ${dir}`);
    if (state.id !== 'new' && !dir.includes('bench-floor')) await seed({ origin }, context, state);
    sides.push({ name: 'AB'[i], dir, stop, url: `${origin}${route}`, context, lcps: [], cpus: [] });
  }
  for (let k = 0; k < LOADS; k++) {
    for (const side of k % 2 ? [...sides].reverse() : sides) {
      side.lcps.push((await startOnce(ctx, side.context, side.url)).lcp);
      side.cpus.push((await cpuOnce(ctx, side.context, side.url)).cpu);
    }
  }
  const round = (xs) => xs.map((x) => (x === null ? '—' : Math.round(x))).join(', ');
  console.log(`${state.label} ${route}, ${LOADS} loads each, interleaved:`);
  for (const s of sides) {
    console.log(
      `  ${s.name} ${s.dir}: LCP ${Math.round(median(s.lcps))} ms (${round(s.lcps)}); CPU ${Math.round(median(s.cpus))} ms (${round(s.cpus)})`,
    );
  }
  const [a, b] = sides;
  console.log(
    `  B / A: LCP ${(median(b.lcps) / median(a.lcps)).toFixed(2)}, CPU ${(median(b.cpus) / median(a.cpus)).toFixed(2)}`,
  );
} finally {
  await browser.close();
  for (const s of sides) s.stop();
}
