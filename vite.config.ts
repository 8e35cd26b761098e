import { vitePlugin as remix, type Preset } from '@remix-run/dev';
import { RemixVitePWA } from '@vite-pwa/remix';
import { fileURLToPath } from 'node:url';
import type { ManualChunkMeta } from 'rollup';
import { defineConfig } from 'vite';
import { appManifest } from './pwa.config';
import { remixFuture } from './vite.future';
import { directImports } from './vite.direct-imports';
import { groupingCheck } from './vite.grouping-check';

// @vite-pwa/remix needs both a Remix preset (to know the routes and to build
// the worker after Remix has written build/client) and a Vite plugin.
// vite-plugin-pwa alone runs before Remix's client build is complete and
// misses the route chunks (vite-plugin-pwa #834).
const { RemixVitePWAPlugin, RemixPWAPreset } = RemixVitePWA();

// How the code is grouped into files (docs/decisions/008-loading-by-measure.md).
// - `framework`: React, React DOM, Remix and the router;
// - `libraries` and `shared`: what the shell (the client entry and root.tsx,
//   which every screen opens with) imports up front, from node_modules and
//   from the app's components, content, domain, lib and storage, and what
//   Início (where a first visit lands) shares with another screen or a part:
//   the welcome opens no file of `screens` (Hoje, a part, still brings it);
// - `screens`: the same kinds of modules, and CSS modules, that two screens or
//   more import up front, or any module one screen and a part loaded with
//   import() both import (Início's quote: the welcome's and Hoje's), and the
//   shell does not;
// - the rest is Rollup's: a screen's own parts with the screen, each part
//   loaded with import() (the chart, confetti, photo encoding…) apart.
// A first visit downloads the shell, `screens` and its screen (Início: no
// `screens`), six or seven files of JavaScript, since each file is a request
// that a first visit over a slow network queues and an installed start
// fetches through the worker. vite.grouping-check.ts fails the build when
// these groups import each other.
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|@remix-run\/server-runtime|react-router|react-router-dom|turbo-stream)\//;
/** Shared app code, texts and build-time settings; a screen's own parts (routes/<url>/) stay with it. */
const SHARED_APP = /\/app\/((components|content|domain|lib|storage)\/|config\.ts$)/;
/**
 * Mantine's core and hooks indexes, which re-export all of them. The app and
 * Mantine's add-ons import each name from its own module
 * (vite.direct-imports.ts), but core imports hooks through the index, and
 * following it would count every hook as the shell's.
 */
const INDEX = /\/node_modules\/@mantine\/(core|hooks)\/esm\/index\.mjs$/;

/**
 * The modules `entry` imports without import(), directly or not; through
 * Mantine's indexes too with `throughIndexes` (everything they might reach).
 */
function importedUpFront(entry: string, info: ManualChunkMeta['getModuleInfo'], throughIndexes = false): Set<string> {
  const queue = [entry];
  const found = new Set(queue);
  for (let id = queue.pop(); id; id = queue.pop()) {
    for (const next of info(id)?.importedIds ?? []) {
      if (found.has(next) || (INDEX.test(next) && !throughIndexes)) continue;
      found.add(next);
      queue.push(next);
    }
  }
  return found;
}

interface UpFront {
  /**
   * The prerender build (Remix renders index.html with it): left to Rollup, so its
   * stylesheet keeps the name `server-build-*.css` that the precache leaves out.
   */
  prerender: boolean;
  /** What the client entry and the root import up front. */
  shell: Set<string>;
  /**
   * The same, through Mantine's indexes: what the shell's libraries may use. Such a
   * module is left to Rollup, which keeps it with the shell if it is used there; in
   * `screens` the shell's files would import a screen's, and the two would import each other.
   */
  shellMayUse: Set<string>;
  /** What Início imports up front: the welcome, where a first visit lands (Hoje is a part). */
  landing: Set<string>;
  /** How many screens import each module up front. */
  screens: Map<string, number>;
  /** How many parts loaded with import() (Hoje, the chart, the PDF…) import each module up front. */
  parts: Map<string, number>;
}

function upFrontOf(meta: ManualChunkMeta): UpFront {
  const shell = new Set<string>();
  const shellMayUse = new Set<string>();
  let landing = new Set<string>();
  const screens = new Map<string, number>();
  const parts = new Map<string, number>();
  const count = (tally: Map<string, number>, ids: Set<string>) => {
    for (const id of ids) tally.set(id, (tally.get(id) ?? 0) + 1);
  };
  let prerender = false;
  for (const id of meta.getModuleIds()) {
    const info = meta.getModuleInfo(id);
    if (info?.isEntry) {
      prerender ||= id.includes('remix/server-build');
      const reached = importedUpFront(id, meta.getModuleInfo);
      if (routeName(id) === 'index') landing = reached;
      if (routeName(id)) count(screens, reached);
      else {
        for (const m of reached) shell.add(m);
        for (const m of importedUpFront(id, meta.getModuleInfo, true)) shellMayUse.add(m);
      }
    } else if (info?.dynamicImporters.length) count(parts, importedUpFront(id, meta.getModuleInfo));
  }
  return { prerender, shell, shellMayUse, landing, screens, parts };
}

// Worked out once per build: Remix runs the client build and the prerender build in one process.
const upFrontByBuild = new WeakMap<ManualChunkMeta['getModuleInfo'], UpFront>();
function manualChunks(id: string, meta: ManualChunkMeta): string | undefined {
  let upFront = upFrontByBuild.get(meta.getModuleInfo);
  if (!upFront) upFrontByBuild.set(meta.getModuleInfo, (upFront = upFrontOf(meta)));
  if (upFront.prerender) return undefined;
  if (FRAMEWORK.test(id)) return 'framework';
  // A stylesheet stays with the module that imports it, so the cascade keeps the order of the imports;
  // a CSS module's class names are its own, so it may go with the shared code.
  const cssModule = /\.module\.css(\?|$)/.test(id);
  if (/\.css(\?|$)/.test(id) && !cssModule) return undefined;
  // Entries (the client entry, the root, each screen) keep their own files.
  if (meta.getModuleInfo(id)?.isEntry) return undefined;
  const library = id.includes('/node_modules/');
  const shared = library || (SHARED_APP.test(id) && !cssModule);
  if (upFront.shell.has(id)) return !shared ? undefined : library ? 'libraries' : 'shared';
  const screens = upFront.screens.get(id) ?? 0;
  const parts = upFront.parts.get(id) ?? 0;
  // What the landing screen shares with another screen or a part goes with the shell, so that
  // it opens no file of `screens`.
  if (upFront.landing.has(id) && (screens > 1 || parts > 0)) return library ? 'libraries' : 'shared';
  // Shared by two screens, or by a screen and a part it loads later, a screen's own module too
  // (Resultados' photos.module.css, for its picker and the drop area): each such file would be one
  // more request, and a screen's file could become a facade that re-exports another.
  const withPart = screens === 1 && parts > 0 && !upFront.shellMayUse.has(id);
  return ((shared || cssModule) && screens > 1) || withPart ? 'screens' : undefined;
}

/** 'resultados' for app/routes/resultados/route.tsx ('index' for _index, 'not-found' for $). */
export function routeName(moduleId: string | null): string | null {
  const folder = /\/app\/routes\/([^/]+)\/route\.tsx(\?.*)?$/.exec(moduleId ?? '')?.[1];
  if (!folder) return null;
  return folder === '_index' ? 'index' : folder === '$' ? 'not-found' : folder;
}

/** 'progress-card-share' for app/lib/progress-card/share.ts: a lazy part in a folder of lib, named by both. */
export function libPartName(moduleId: string | null): string | null {
  const m = /\/app\/lib\/([^/]+)\/([^/.]+)\.tsx?(\?.*)?$/.exec(moduleId ?? '');
  return m ? `${m[1]}-${m[2]}` : null;
}

const fileName = (moduleId: string | null) => routeName(moduleId) ?? libPartName(moduleId) ?? '[name]';

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
        manualChunks,
        // Screens are app/routes/<url>/route.tsx: name their files by the URL, not 'route'.
        entryFileNames: (chunk) => `assets/${fileName(chunk.facadeModuleId)}-[hash].js`,
        chunkFileNames: (chunk) => `assets/${fileName(chunk.facadeModuleId)}-[hash].js`,
      },
    },
  },
  plugins: [
    directImports(),
    groupingCheck(routeName),
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
