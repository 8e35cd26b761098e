/**
 * Global setup of the WebKit and Firefox suite: serves build/client with
 * scripts/serve.mjs (as the Playwright suite does) on ENGINES_PORT (4174 by
 * default), and hands its address to the tests.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('build/client/index.html'))
    throw new Error(
      'build/client is missing: run `npm run build:e2e` first (or `npm run test:engines`, which builds).',
    );
  const port = Number(process.env.ENGINES_PORT ?? 4174);
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // It prints one line once it listens, or stops (a port in use).
  await new Promise<void>((resolve, reject) => {
    const stopped = (code: number | null) =>
      reject(new Error(`scripts/serve.mjs stopped (exit ${code}): is port ${port} free? (ENGINES_PORT)`));
    server.once('exit', stopped);
    server.stdout!.once('data', () => {
      server.off('exit', stopped);
      resolve();
    });
  });
  server.stdout!.resume();
  project.provide('baseURL', `http://localhost:${port}`);
  return () =>
    new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
}
