// Builds the floor pages of `npm run bench` (scripts/bench-floor/README.md)
// into node_modules/.cache, where Node still finds the app's packages (the
// Remix build imports its own server build to write index.html).
import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const FIXTURES = 'scripts/bench-floor';
const OUT = 'node_modules/.cache/m15-bench-floor';

/** React 18 alone (scripts/bench-floor/react). Returns the folder to serve. */
async function buildReact() {
  const outDir = path.resolve(OUT, 'react');
  await build({
    root: path.resolve(FIXTURES, 'react'),
    configFile: false,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, minify: 'terser', target: 'es2020' },
  });
  return outDir;
}

/** Remix SPA + Mantine (scripts/bench-floor/stack), built the way the app is: `remix vite:build`. */
function buildStack() {
  const out = path.resolve(OUT, 'stack');
  const remix = path.resolve('node_modules/.bin/remix');
  const r = spawnSync(remix, ['vite:build'], {
    cwd: path.resolve(FIXTURES, 'stack'),
    env: { ...process.env, BENCH_FLOOR_OUT: out },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`the Remix floor page did not build:\n${(r.stderr || r.stdout).slice(-800)}`);
  return path.join(out, 'client');
}

/** Every .js file under `dir`, relative to it. */
export async function jsFiles(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)));
}

/** Builds both floor pages; returns the folder of each. */
export async function buildFloors() {
  return { react: await buildReact(), stack: buildStack() };
}

export { FLOOR_HEADING, FLOOR_TEXT } from './bench-floor/text.mjs';
