#!/usr/bin/env node
// `npm test`: the checks that need no browser (type-check, lint, unused
// exports, format, unit tests) and the e2e build run two at a time, one per core of CI's
// machine, longest first; then, when they all passed, the Playwright suite
// (Chromium) runs against that build, and after it the WebKit and Firefox
// suite (scripts/engines.mjs) against the same build. Each step is mostly one busy process: two at a
// time keeps both cores busy without the five of them thrashing (all five at
// once took 90 s here, two at a time about 60 s).
// Each step's output is printed whole when it ends, so steps never interleave;
// a failing step fails the command, and the browser suites do not start.
// Extra arguments go to Playwright, as with `npm run test:e2e`; then the WebKit
// and Firefox suite is left out (it runs its own flows, not Playwright's).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { E2E_REPORT, failedTests } from './e2e-failures.mjs';

const STEPS = [
  // Longest first, so the two slots end close together.
  ['build:e2e', 'npm', ['run', '-s', 'build:e2e']],
  ['test:unit', 'npm', ['run', '-s', 'test:unit']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  // Unused exports, files and packages (knip.config.ts).
  ['knip', 'npm', ['run', '-s', 'knip']],
  ['format:check', 'npm', ['run', '-s', 'format:check']],
];

const color = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();
const times = [];

function runBuffered(name, cmd, args) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(cmd, args, { env: { ...process.env, ...color }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      const ms = Date.now() - t0;
      times.push([name, ms, ok]);
      process.stdout.write(
        `\n── ${name}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(ms)} ──\n`,
      );
      process.stdout.write(Buffer.concat(chunks));
      resolve(ok);
    });
    child.on('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
    });
  });
}

function runInherited(name, cmd, args, extraEnv) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    process.stdout.write(`\n── ${name} ──\n`);
    const child = spawn(cmd, args, { env: { ...process.env, ...extraEnv }, stdio: 'inherit' });
    child.on('close', (code) => {
      times.push([name, Date.now() - t0, code === 0]);
      resolve(code === 0);
    });
    child.on('error', () => resolve(false));
  });
}

function summary(ok) {
  const rows = times.map(
    ([name, ms, passed]) => `  ${passed ? '✔' : '✘'} ${name.padEnd(12)} ${seconds(ms).padStart(8)}`,
  );
  process.stdout.write(`\n${rows.join('\n')}\n  ${ok ? 'all passed' : 'FAILED'} in ${seconds(Date.now() - started)}\n`);
}

function printFailedTests() {
  if (!existsSync(E2E_REPORT)) return;
  try {
    const failed = failedTests(JSON.parse(readFileSync(E2E_REPORT, 'utf8')));
    if (failed.length)
      process.stdout.write(`\nFailed in Chromium (Playwright):\n${failed.map((f) => `  ✘ ${f}`).join('\n')}\n`);
  } catch (e) {
    process.stdout.write(`\n(The Playwright report ${E2E_REPORT} could not be read: ${e.message})\n`);
  }
}

const SLOTS = 2;
process.stdout.write(`Running ${STEPS.map(([n]) => n).join(', ')}, ${SLOTS} at a time…\n`);
const queue = [...STEPS];
const results = [];
async function slot() {
  for (let step = queue.shift(); step; step = queue.shift()) results.push(await runBuffered(...step));
}
await Promise.all(Array.from({ length: SLOTS }, slot));
if (!results.every(Boolean)) {
  summary(false);
  process.stdout.write('The browser suites were not run: fix the steps above first.\n');
  process.exit(1);
}
// A report left by an earlier run never names this run's failures.
rmSync(E2E_REPORT, { force: true });
const e2e = await runInherited(
  'test:e2e',
  'node',
  ['scripts/e2e.mjs', ...process.argv.slice(2)],
  // Built above, with the same settings.
  { E2E_SKIP_BUILD: '1' },
);
// One browser suite at a time: each has both cores. The WebKit and Firefox suite runs even when
// Playwright failed, so one run shows every engine's state.
const engines =
  process.argv.length > 2 ||
  (await runInherited('test:engines', 'node', ['scripts/engines.mjs'], { E2E_SKIP_BUILD: '1' }));
summary(e2e && engines);
if (!e2e) printFailedTests();
process.exit(e2e && engines ? 0 : 1);
