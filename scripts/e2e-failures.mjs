// The failed tests of a Playwright JSON report (playwright.config.ts writes one), so
// that `npm test` can name them again after its summary, where the tail of a CI
// log shows them.

/** Where playwright.config.ts writes its JSON report. */
export const E2E_REPORT = 'playwright-report/e2e.json';

/** The failed Playwright tests, each with where it is and the first line of its error. */
export function failedTests(report) {
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.flatMap((r) => r.errors ?? [])[0]?.message ?? '';
        const firstLine =
          error
            .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
            .split('\n')
            .find((l) => l.trim()) ?? '';
        failed.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n      ${firstLine.trim()}`);
      }
    }
    // A file's suites are its describe blocks: their titles lead the test's.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
}
