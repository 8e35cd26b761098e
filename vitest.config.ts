import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests run without the Remix plugin: they test plain modules.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    environment: 'node',
  },
});
