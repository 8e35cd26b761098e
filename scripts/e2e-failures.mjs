// The failed tests of a Playwright JSON report (playwright.config.ts writes one), so
// that `npm test` can name them again after its summary, where the tail of a CI
// log shows them: which test, the line of the spec where it failed, and the head of
// its error (for a failed `expect`, its expected and received values).

/** Where playwright.config.ts writes its JSON report. */
export const E2E_REPORT = 'playwright-report/e2e.json';

/** How many lines of an error the summary repeats: enough for a matcher's expected and received. */
const ERROR_LINES = 14;

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * An error's first lines, without colours or blank lines, indented under its test. Its
 * call log is kept when the lines before it are cut: it tells a value that never came
 * from a test that ran out of its own time while waiting ("Test timeout of … exceeded").
 */
function errorHead(error) {
  const lines = (error?.message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((l) => l.trimEnd())
    .filter((l) => l.trim());
  const callLog = lines.findIndex((l) => /^Call log:$/i.test(l.trim()));
  const kept = lines.slice(0, ERROR_LINES);
  if (lines.length > ERROR_LINES) {
    kept.push(`… (${lines.length - ERROR_LINES} more lines)`);
    if (callLog >= ERROR_LINES) kept.push(...lines.slice(callLog, callLog + 3));
  }
  const at = error?.location ? [`at ${error.location.file.split('/').pop()}:${error.location.line}`] : [];
  return [...kept, ...at].map((l) => `      ${l}`).join('\n');
}

/** The failed Playwright tests, each with where it is, where it failed and the head of its error. */
export function failedTests(report) {
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.flatMap((r) => r.errors ?? [])[0];
        failed.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n${errorHead(error)}`);
      }
    }
    // A file's suites are its describe blocks: their titles lead the test's.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failed;
}
