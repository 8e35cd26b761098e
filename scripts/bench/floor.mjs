// The stack's two floors (scripts/bench-floor/README.md), both Remix SPA +
// Mantine precached by their own service worker as M15 is: the bare floor (a
// heading and a paragraph) and the element floor (the same page drawing as
// many Mantine elements as a day-7 Hoje draws in its first frame, counted
// from the built app in this run). Every time budget is a ratio to one of
// them: the installed start and Lighthouse sections measure them beside M15's
// pages. This section only says what was built (information).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { layoutElements, floorLayout } from '../bench-floor/elements.mjs';
import { firstLoadOfHome, installedContext, kb, median, precacheOf, seed, startServer } from './common.mjs';
import { firstFrameScript } from './page.mjs';

const FIXTURE = 'scripts/bench-floor/stack';
const OUT = 'node_modules/.cache/m15-bench-floor';
/** Loads of a day-7 `/` whose first frame is counted. */
const COUNTS = 3;

/**
 * Builds the fixture the way the app is built (`remix vite:build`, into
 * node_modules/.cache, where Node still finds the app's packages), with
 * `env` added, unless BENCH_SKIP_BUILD and a build is already there; serves
 * it on `port` (its own origin, so its own service worker). `ctx.cleanups`
 * stops the server.
 */
async function buildAndServe(ctx, name, port, env = {}) {
  const out = path.resolve(OUT, name);
  const dir = path.join(out, 'client');
  const started = Date.now();
  let built = false;
  if (!(ctx.skipBuild && existsSync(path.join(dir, 'sw.js')))) {
    // Vite does not empty a folder outside the fixture: an earlier build's files would be precached too.
    rmSync(out, { recursive: true, force: true });
    const r = spawnSync(path.resolve('node_modules/.bin/remix'), ['vite:build'], {
      cwd: path.resolve(FIXTURE),
      env: { ...process.env, ...env, BENCH_FLOOR_OUT: out },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`the floor page did not build:\n${(r.stderr || r.stdout).slice(-800)}`);
    built = true;
  }
  ctx.cleanups.push(await startServer(dir, port));
  const buildNote = built ? `built in ${((Date.now() - started) / 1000).toFixed(0)} s` : 'build reused';
  console.log(
    `  (${name === 'stack' ? 'the bare floor' : 'the element floor'}, ${FIXTURE}: ${buildNote}, served on :${port})`,
  );
  return { dir, url: `http://localhost:${port}/` };
}

/** The bare floor: `{ dir, url }`. */
export const serveFloor = (ctx) => buildAndServe(ctx, 'stack', ctx.floorPort);

/**
 * The first frame's `{ mantine, all, kinds }` elements of `url` in a new tab
 * of `context` (recordFirstFrame), and `settled`: its Mantine elements 1 s later.
 */
export async function countFirstFrame(context, url) {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: firstFrameScript() });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__benchFirstFrame, null, { timeout: 30_000, polling: 250 });
    const first = await page.evaluate(() => window.__benchFirstFrame);
    await page.waitForTimeout(1000);
    return { ...first, settled: await page.evaluate(() => window.__benchCountNow()) };
  } finally {
    await page.close();
  }
}

/**
 * The Mantine elements a day-7 user's Hoje (`/`) draws in its first frame,
 * installed as the measured starts are: the median of COUNTS loads, and each.
 */
export async function countHoje(ctx) {
  const state = ctx.states.find((s) => s.id === 'day7');
  const context = await installedContext(ctx.browser, `${ctx.origin}/`, `M15, ${state.label} (counting)`);
  try {
    await seed(ctx, context, state);
    const loads = [];
    for (let i = 0; i < COUNTS; i++) loads.push(await countFirstFrame(context, `${ctx.origin}/`));
    const mantine = median(loads.map((l) => l.mantine));
    const kinds = Object.entries(loads[0].kinds)
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    console.log(
      `  a day-7 Hoje's first frame: ${mantine} Mantine elements (${loads.map((l) => `${l.mantine} of ${l.all}`).join(', ')} in the body, ${COUNTS} loads; ${loads[0].settled} once settled); the first: ${kinds}`,
    );
    return { mantine, loads };
  } finally {
    await context.close();
  }
}

/**
 * The element floor, built for the count of this run's app (a build per
 * count, so BENCH_SKIP_BUILD reuses one only for the same count) and checked
 * by the same counting: `{ dir, url, elements }`.
 */
export async function serveElementFloor(ctx) {
  const { mantine } = await ctx.hojeElements();
  if (!(mantine > 0)) throw new Error("no Mantine element counted in a day-7 Hoje's first frame");
  const elements = layoutElements(floorLayout(mantine));
  const floor = await buildAndServe(ctx, `elements-${elements}`, ctx.floorPort + 1, {
    BENCH_FLOOR_ELEMENTS: String(elements),
  });
  const context = await ctx.browser.newContext({ serviceWorkers: 'block' });
  try {
    const drawn = await countFirstFrame(context, floor.url);
    if (drawn.mantine !== elements)
      throw new Error(`the element floor draws ${drawn.mantine} Mantine elements in its first frame, not ${elements}`);
    console.log(`  the element floor's first frame: ${drawn.mantine} Mantine elements (${drawn.all} in the body)`);
  } finally {
    await context.close();
  }
  return { ...floor, elements };
}

export default {
  id: 'floor',
  title: "the stack's floors (Remix SPA + Mantine: a heading and a paragraph; as many Mantine elements as Hoje)",
  browser: true,
  async run(ctx) {
    const [bare, el] = [await ctx.floor(), await ctx.elementFloor()];
    const dirs = [bare.dir, el.dir, ctx.dir];
    const loads = await Promise.all(dirs.map((d) => firstLoadOfHome(d)));
    const caches = await Promise.all(dirs.map((d) => precacheOf(d)));
    const row = (what, xs) => console.log(`  ${what.padEnd(22)} ${xs.map((x) => String(x).padStart(14)).join(' ')}`);
    row('', ['bare floor', 'element floor', 'M15 /']);
    row(
      'first-load JS, gzip',
      loads.map((l) => kb(l.jsBytes)),
    );
    row(
      'first-load CSS, gzip',
      loads.map((l) => kb(l.cssBytes)),
    );
    row(
      'precached files',
      caches.map((c) => c.urls.length),
    );
    row(
      'precache, raw',
      caches.map((c) => kb(c.bytes)),
    );
    for (const [i, c] of caches.slice(0, 2).entries())
      if (!c.urls.includes('index.html'))
        throw new Error(`floor ${dirs[i]}: its service worker does not precache index.html`);
    console.log('  (information: the installed start and Lighthouse sections measure the floors beside M15)');
  },
};
