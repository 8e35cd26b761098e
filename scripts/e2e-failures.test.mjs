import { describe, expect, it } from 'vitest';
import { failedTests } from './e2e-failures.mjs';

/** A Playwright JSON report's shape: a suite per file, describe blocks as nested suites. */
const spec = (title, line, status, message) => ({
  title,
  file: 'today.spec.ts',
  line,
  tests: [{ status, results: [{ errors: message ? [{ message }] : [] }] }],
});

describe('failedTests', () => {
  it('names each failed or flaky test with its describe blocks and the first line of its error', () => {
    const report = {
      suites: [
        {
          title: 'today.spec.ts',
          file: 'today.spec.ts',
          specs: [
            spec('passes', 3, 'expected'),
            spec('fails at the top', 9, 'unexpected', '\u001b[31mError: boom\u001b[39m\n  at x'),
          ],
          suites: [
            {
              title: 'day 5',
              file: 'today.spec.ts',
              specs: [
                spec('expected to fail', 20, 'expected'),
                spec('once failed', 30, 'flaky', '\n\nTimeout 30000ms exceeded.'),
              ],
            },
          ],
        },
      ],
    };
    expect(failedTests(report)).toEqual([
      'today.spec.ts:9 › fails at the top\n      Error: boom',
      'today.spec.ts:30 › day 5 › once failed\n      Timeout 30000ms exceeded.',
    ]);
  });

  it('reads an empty or partial report as no failure', () => {
    expect(failedTests({})).toEqual([]);
    expect(failedTests({ suites: [{ title: 'a', specs: [{ title: 't', tests: [{ status: 'skipped' }] }] }] })).toEqual(
      [],
    );
  });
});
