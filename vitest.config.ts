import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests run without the Remix plugin: they test plain modules.
export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      // The tests' helpers sit at the root, outside the app's sources (as in Mantine's vite-template).
      '@test-utils': fileURLToPath(new URL('./test-utils/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'loading/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
    // Each file still gets its own globals, module instances and jsdom, in a fresh VM
    // context, but a worker process loads Vitest and jsdom once instead of once per file:
    // the suite takes about a third of the time it takes in the default 'forks' pool.
    // What a context does not isolate is the process: a test that changes process.env
    // (the time-zone tests) puts it back in afterEach.
    pool: 'vmForks',
  },
});
