// Built by scripts/bench-floor.mjs with `remix vite:build`; BENCH_FLOOR_OUT is where it writes.
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';
import { remixFuture } from '../../../vite.future';

export default defineConfig({
  logLevel: 'error',
  build: { minify: 'terser', target: 'es2020' },
  plugins: [remix({ ssr: false, buildDirectory: process.env.BENCH_FLOOR_OUT ?? 'build', future: remixFuture })],
});
