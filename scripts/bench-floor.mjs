// Builds the floor pages of `npm run bench` (scripts/bench-floor/README.md)
// into node_modules/.cache, where Node still finds the app's packages (the
// Remix build imports its own server build to write index.html).
import { spawnSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

/** Gzip size of every .js file under `dir`. */
export async function gzipJs(dir) {
  let total = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    total += zlib.gzipSync(await fs.readFile(file), { level: 6 }).length;
  }
  return total;
}

/** Builds both floor pages; returns the folder of each. */
export async function buildFloors() {
  return { react: await buildReact(), stack: buildStack() };
}

export { FLOOR_HEADING, FLOOR_TEXT } from './bench-floor/text.mjs';
