// The fixed stack's floor (scripts/bench-floor/README.md): Remix SPA + Mantine
// showing one heading and one paragraph, precached by its own service worker
// as M15 is. Every time budget is a ratio to it: the installed start and
// Lighthouse sections measure it beside M15's pages. This section only says
// what was built (information).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { firstLoadOfHome, kb, precacheOf, startServer } from './common.mjs';

const FIXTURE = 'scripts/bench-floor/stack';
const OUT = 'node_modules/.cache/m15-bench-floor/stack';

/**
 * Builds the floor page the way the app is built (`remix vite:build`, into
 * node_modules/.cache, where Node still finds the app's packages) and serves
 * it on its own port (its own origin, so its own service worker). With
 * BENCH_SKIP_BUILD a build already there is reused. Returns its folder, URL
 * and build time; `ctx.cleanups` stops the server.
 */
export async function serveFloor(ctx) {
  const out = path.resolve(OUT);
  const dir = path.join(out, 'client');
  const started = Date.now();
  let built = false;
  if (!(ctx.skipBuild && existsSync(path.join(dir, 'sw.js')))) {
    // Vite does not empty a folder outside the fixture: an earlier build's files would be precached too.
    rmSync(out, { recursive: true, force: true });
    const r = spawnSync(path.resolve('node_modules/.bin/remix'), ['vite:build'], {
      cwd: path.resolve(FIXTURE),
      env: { ...process.env, BENCH_FLOOR_OUT: out },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`the floor page did not build:\n${(r.stderr || r.stdout).slice(-800)}`);
    built = true;
  }
  ctx.cleanups.push(await startServer(dir, ctx.floorPort));
  const buildNote = built ? `built in ${((Date.now() - started) / 1000).toFixed(0)} s` : 'build reused';
  console.log(`  (the floor page, ${FIXTURE}: ${buildNote}, served on :${ctx.floorPort})`);
  return { dir, url: `http://localhost:${ctx.floorPort}/` };
}

export default {
  id: 'floor',
  title: "the fixed stack's floor (Remix SPA + Mantine, a heading and a paragraph)",
  browser: false,
  async run(ctx) {
    const floor = await ctx.floor();
    const [f, m] = [await firstLoadOfHome(floor.dir), await firstLoadOfHome(ctx.dir)];
    const [pf, pm] = [await precacheOf(floor.dir), await precacheOf(ctx.dir)];
    console.log(`  ${''.padEnd(22)} ${'floor'.padStart(10)} ${'M15 /'.padStart(10)}`);
    console.log(`  ${'first-load JS, gzip'.padEnd(22)} ${kb(f.jsBytes).padStart(10)} ${kb(m.jsBytes).padStart(10)}`);
    console.log(`  ${'first-load CSS, gzip'.padEnd(22)} ${kb(f.cssBytes).padStart(10)} ${kb(m.cssBytes).padStart(10)}`);
    console.log(
      `  ${'precached files'.padEnd(22)} ${String(pf.urls.length).padStart(10)} ${String(pm.urls.length).padStart(10)}`,
    );
    console.log(`  ${'precache'.padEnd(22)} ${kb(pf.bytes).padStart(10)} ${kb(pm.bytes).padStart(10)}`);
    if (!pf.urls.includes('index.html')) throw new Error("the floor's service worker does not precache index.html");
    console.log('  (information: the installed start and Lighthouse sections measure the floor beside M15)');
  },
};
