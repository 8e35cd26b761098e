// Built by scripts/bench/floor.mjs with `remix vite:build`; BENCH_FLOOR_OUT is where it writes.
// With BENCH_FLOOR_ELEMENTS=n it builds the element floor instead: the same
// page drawing n Mantine elements in all (app/elements.tsx in place of app/more.tsx).
// Served the way M15 is (vite.config.ts): @vite-pwa/remix's preset and plugin
// precache the page in a service worker that takes control on the first
// visit; an update waits for a prompt. No web app manifest: it does not change
// how the page starts.
import { vitePlugin as remix } from '@remix-run/dev';
import { RemixVitePWA } from '@vite-pwa/remix';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { remixFuture } from '../../../vite.future';

const { RemixVitePWAPlugin, RemixPWAPreset } = RemixVitePWA();
const elements = Number(process.env.BENCH_FLOOR_ELEMENTS ?? 0);

export default defineConfig({
  logLevel: 'error',
  build: { target: 'es2020' },
  ...(elements > 0 && {
    define: { 'import.meta.env.BENCH_FLOOR_ELEMENTS': JSON.stringify(elements) },
    resolve: {
      alias: [{ find: /^\.\.\/more$/, replacement: fileURLToPath(new URL('app/elements.tsx', import.meta.url)) }],
    },
  }),
  plugins: [
    remix({
      ssr: false,
      buildDirectory: process.env.BENCH_FLOOR_OUT ?? 'build',
      presets: [RemixPWAPreset()],
      future: remixFuture,
    }),
    RemixVitePWAPlugin({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        navigateFallback: 'index.html',
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
});
