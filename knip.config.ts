import type { KnipConfig } from 'knip';

/**
 * `npm test` runs knip (scripts/test.mjs): an export nothing imports, a file
 * nothing reaches or a package nothing uses fails the run, instead of waiting
 * for a review to find it.
 */
const config: KnipConfig = {
  entry: [
    // Remix's entries (knip's Remix plugin adds app/root.tsx and app/entry.client.tsx):
    // the route config, and each screen's route.tsx, which flatRoutes() finds by name.
    'app/routes.ts',
    'app/routes/*/route.tsx',
    // Node scripts and the end-to-end and engine suites run by name, not by import.
    'scripts/**/*.{mjs,ts}',
    'tests/**/*.{ts,mjs}',
    '*.config.{ts,js,cjs}',
  ],
  project: [
    'app/**/*.{ts,tsx,js}',
    'test-utils/**/*.ts',
    'loading/**/*.ts',
    'scripts/**/*.{mjs,ts}',
    'tests/**/*.{ts,mjs}',
    '*.{ts,js,cjs}',
  ],
  // An export is a module's interface: one that only its own module uses is not exported (one
  // that a test imports counts as used).
  ignoreExportsUsedInFile: false,
  // postcss.config.cjs names the Mantine PostCSS plugins; postcss itself comes with Vite, so knip
  // would not turn its PostCSS plugin on by itself.
  postcss: true,
  ignoreDependencies: [
    // Imported by Remix's default entry.server, which the SPA build still renders index.html with.
    'isbot',
    // Come with lighthouse, @vite-pwa/assets-generator and vite (pinned in "overrides"): their
    // versions follow those packages, so they are not listed on their own.
    'chrome-launcher',
    'sharp',
    'rollup',
  ],
  // System tools the scripts call to find or install the browsers and fonts.
  ignoreBinaries: ['apt-get', 'apt-cache', 'dpkg-query', 'fc-list'],
};

export default config;
