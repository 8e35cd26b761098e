import { defineConfig } from 'vitest/config';

/**
 * The WebKit and Firefox suite (tests/engines/, run by scripts/engines.mjs):
 * real browsers driven over WebDriver, one engine per file. The two files run
 * one after the other, so each browser has both cores; within a file the
 * flows run in order, each in a fresh browser context. No retries: a flow that
 * needs a second try hides a bug.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    retry: 0,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/engines/server.ts'],
  },
});
