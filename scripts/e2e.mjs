#!/usr/bin/env node
// `npm run test:e2e`: find (or install) Chromium and pdftotext, build the production app
// with the e2e settings (tests/build-settings.mjs), then run the Playwright
// suite against it. Extra arguments go to Playwright.
// `npm run build:e2e` (--build-only) only builds, for running single specs
// with `npx playwright test` afterwards.
import { spawnSync } from 'node:child_process';
import { E2E_BUILD_SETTINGS } from '../tests/build-settings.mjs';
import { describeChromium, ensureChromium } from './chromium.mjs';
import { ensurePdftotext } from './pdftotext.mjs';

const buildOnly = process.argv[2] === '--build-only';
const chromium = buildOnly ? null : ensureChromium();
// The report's PDF is read back with Poppler's pdftotext (tests/e2e/report-pdf.spec.ts).
const pdftotext = buildOnly ? null : ensurePdftotext();
const env = {
  ...process.env,
  ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
  ...(pdftotext ? { PDFTOTEXT_PATH: pdftotext } : {}),
};

const run = (cmd, args, extraEnv = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (buildOnly || !process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build', '--silent'], E2E_BUILD_SETTINGS);
if (!buildOnly) {
  console.log(describeChromium(chromium));
  run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
}
