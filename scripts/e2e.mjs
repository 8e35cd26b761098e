#!/usr/bin/env node
// `npm run test:e2e`: find (or install) Chromium, build the production app,
// then run the Playwright suite against it. Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chromium = ensureChromium();
const env = { ...process.env, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) };

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build', '--silent']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
