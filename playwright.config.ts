import { cpus } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
import { E2E_REPORT } from './scripts/e2e-failures.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers even on a 2-core machine (CI's): most of a test's time is waiting for the page.
  workers: Math.max(2, Math.floor(cpus().length / 2)),
  // A test that needs a second try hides a bug: none gets one, in CI or here.
  retries: 0,
  // The JSON report lets `npm test` name the failed tests again after its summary (scripts/test.mjs),
  // where the tail of a CI log shows them.
  reporter: [['list'], ...(process.env.CI ? [['github'] as const] : []), ['json', { outputFile: E2E_REPORT }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Pixel 7'],
    // The narrowest common Android width.
    viewport: { width: 360, height: 780 },
    // Most specs test screens, not the worker: offline.spec.ts turns it back on.
    serviceWorkers: 'block',
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // No traces: the trace recorder fetches blob: images to snapshot them, which
    // the app's CSP (connect-src 'self') reports as a violation.
    trace: 'off',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    // Never another checkout's server on the same port: that would test the wrong build.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
