import { vitePlugin as remix, type Preset } from '@remix-run/dev';
import { RemixVitePWA } from '@vite-pwa/remix';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appManifest } from './pwa.config';
import { remixFuture } from './vite.future';
import { tablerIconsDirect } from './vite.icons';

// @vite-pwa/remix needs both a Remix preset (to know the routes and to build
// the worker after Remix has written build/client) and a Vite plugin.
// vite-plugin-pwa alone runs before Remix's client build is complete and
// misses the route chunks (vite-plugin-pwa #834).
const { RemixVitePWAPlugin, RemixPWAPreset } = RemixVitePWA();

// What every screen needs, in one long-cached file; the rest is grouped by
// Rollup itself (docs/decisions/008-loading-by-default.md).
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|@remix-run\/server-runtime|react-router|react-router-dom|turbo-stream)\//;

/** 'resultados' for app/routes/resultados/route.tsx ('index' for _index, 'not-found' for $). */
export function routeName(moduleId: string | null): string | null {
  const folder = /\/app\/routes\/([^/]+)\/route\.tsx(\?.*)?$/.exec(moduleId ?? '')?.[1];
  if (!folder) return null;
  return folder === '_index' ? 'index' : folder === '$' ? 'not-found' : folder;
}

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
      output: {
        manualChunks: (id) => (FRAMEWORK.test(id) ? 'framework' : undefined),
        // A first visit over slow mobile data pays a round trip per file: tiny shared files are merged.
        experimentalMinChunkSize: 10_000,
        // Screens are app/routes/<url>/route.tsx: name their files by the URL, not 'route'.
        entryFileNames: (chunk) => `assets/${routeName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
        chunkFileNames: (chunk) => `assets/${routeName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
      },
    },
  },
  plugins: [
    tablerIconsDirect(),
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
