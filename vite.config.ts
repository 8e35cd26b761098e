import { vitePlugin as remix, type Preset } from '@remix-run/dev';
import { RemixVitePWA } from '@vite-pwa/remix';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appManifest } from './pwa.config';
import { remixFuture } from './vite.future';
import { directImports } from './loading/direct-imports';
import { partStylesheets } from './loading/part-stylesheets';
import { fileName, manualChunks, policyCheck } from './loading/policy';

// @vite-pwa/remix needs both a Remix preset (to know the routes and to build
// the worker after Remix has written build/client) and a Vite plugin.
// vite-plugin-pwa alone runs before Remix's client build is complete and
// misses the route chunks (vite-plugin-pwa #834).
const { RemixVitePWAPlugin, RemixPWAPreset } = RemixVitePWA();

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  // Bundle the PWA head component into the prerender build so its virtual
  // modules (the manifest link) resolve there too.
  ssr: { noExternal: ['@vite-pwa/remix'] },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    // Keep one CSS file per route chunk so a screen only loads its widgets' styles.
    cssCodeSplit: true,
    target: 'es2020',
    sourcemap: process.env.SOURCEMAP === '1',
    rollupOptions: {
      // jsPDF (the report's PDF) imports these only for its html() and SVG
      // methods, which M15 never calls: left out, they cost the service worker's
      // precache nothing (html2canvas, DOMPurify and canvg: 390 KB).
      external: ['html2canvas', 'dompurify', 'canvg'],
      output: {
        // Which file each module goes in: loading/policy.ts, whose table says why.
        manualChunks,
        // Screens are app/routes/<url>/route.tsx: name their files by the URL, not 'route'.
        entryFileNames: (chunk) => `assets/${fileName(chunk.facadeModuleId)}-[hash].js`,
        chunkFileNames: (chunk) => `assets/${fileName(chunk.facadeModuleId)}-[hash].js`,
      },
    },
  },
  plugins: [
    directImports(),
    policyCheck(),
    // A lazy part keeps its own stylesheets when she leaves the screen it was loaded on.
    partStylesheets(),
    remix({
      ssr: false,
      // The preset's types are compiled against another copy of Vite's types; the runtime shape matches.
      presets: [RemixPWAPreset() as unknown as Preset],
      future: remixFuture,
    }),
    RemixVitePWAPlugin({
      // A new version waits for the user's "Atualizar": nothing reloads under their fingers.
      registerType: 'prompt',
      injectRegister: false,
      manifest: appManifest,
      includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon-180x180.png', 'recipes/*.svg'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,woff2,webmanifest}'],
        // The prerender build's stylesheet lands in assets/ too, but no page links it.
        globIgnores: ['**/server-build-*.css'],
        navigateFallback: 'index.html',
        // The first visit's worker takes control at once, so the app works
        // offline without a second visit; updates still wait for the user.
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 1_500_000,
      },
    }),
  ],
});
