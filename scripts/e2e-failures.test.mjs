import { describe, expect, it } from 'vitest';
import { failedTests } from './e2e-failures.mjs';

/** A Playwright JSON report's shape: a suite per file, describe blocks as nested suites. */
const spec = (title, line, status, message, location) => ({
  title,
  file: 'today.spec.ts',
  line,
  tests: [{ status, results: [{ errors: message ? [{ message, location }] : [] }] }],
});

describe('failedTests', () => {
  it('names each failed or flaky test with its describe blocks and the head of its error', () => {
    const report = {
      suites: [
        {
          title: 'today.spec.ts',
          file: 'today.spec.ts',
          specs: [
            spec('passes', 3, 'expected'),
            spec('fails at the top', 9, 'unexpected', '\u001b[31mError: boom\u001b[39m\n\n  at x'),
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
      'today.spec.ts:9 › fails at the top\n      Error: boom\n        at x',
      'today.spec.ts:30 › day 5 › once failed\n      Timeout 30000ms exceeded.',
    ]);
  });

  it('shows where a failed expect stood in the spec, and its expected and received values, within a bound', () => {
    const message = [
      'Error: expect(received).toEqual(expected) // deep equality',
      '',
      '- Expected  - 1',
      '+ Received  + 1',
      ...Array.from({ length: 20 }, (_, i) => `  line ${i}`),
      '',
      'Call Log:',
      '- Test timeout of 90000ms exceeded',
    ].join('\n');
    const location = { file: '/repo/tests/e2e/today.spec.ts', line: 147, column: 5 };
    const [failure] = failedTests({
      suites: [{ title: 'today.spec.ts', specs: [spec('a deep one', 40, 'unexpected', message, location)] }],
    });
    const lines = failure.split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'today.spec.ts:40 › a deep one',
      '      Error: expect(received).toEqual(expected) // deep equality',
      '      - Expected  - 1',
      '      + Received  + 1',
    ]);
    expect(lines).toContain('        line 0');
    expect(lines).not.toContain('        line 19');
    expect(lines.slice(-4)).toEqual([
      '      … (11 more lines)',
      '      Call Log:',
      '      - Test timeout of 90000ms exceeded',
      '      at today.spec.ts:147',
    ]);
  });

  it('reads an empty or partial report as no failure', () => {
    expect(failedTests({})).toEqual([]);
    expect(failedTests({ suites: [{ title: 'a', specs: [{ title: 't', tests: [{ status: 'skipped' }] }] }] })).toEqual(
      [],
    );
  });
});
