// The code and its tests say why they are as they are now, in their own words.
// A reference to a numbered issue points to a tracker that is not in the
// repository: a reader cannot follow it, and the reason it stood for is lost.
// Where history matters, a comment names a record in docs/decisions/ instead.
// This test reads every source file of the app, its tests and its scripts, and
// every page of docs/ and the README, and fails on such a reference, in a
// comment, a test's title, a heading or anywhere else.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['app', 'tests', 'scripts', 'test-utils'];
const SOURCE = /\.(?:[cm]?[jt]sx?|css)$/;
/** The pages a reader follows: the README and everything written under docs/. */
const PAGE = /\.md$/;
/** The word, then a number: a number in a tracker (the fixtures below spell it). */
const TRACKER_REFERENCE = /\bissues? #?\d+/i;

/** `path:line: text` for each line of `text` that names a numbered issue. */
function trackerReferences(path, text) {
  return text
    .split('\n')
    .flatMap((line, i) => (TRACKER_REFERENCE.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
}

function sourceFiles() {
  const atRoot = readdirSync(ROOT).filter((name) => SOURCE.test(name));
  const inFolders = FOLDERS.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true })
      .map((name) => join(folder, String(name)))
      .filter((path) => SOURCE.test(path) && !path.includes('node_modules')),
  );
  return [...atRoot, ...inFolders];
}

function pages() {
  const inDocs = readdirSync(join(ROOT, 'docs'), { recursive: true })
    .map((name) => join('docs', String(name)))
    .filter((path) => PAGE.test(path));
  return ['README.md', ...inDocs];
}

const referencesIn = (paths) =>
  paths.flatMap((path) => trackerReferences(relative(ROOT, join(ROOT, path)), readFileSync(join(ROOT, path), 'utf8')));

describe('no reference to a numbered issue', () => {
  it('finds one in a comment and in a title, and none in plain words', () => {
    // Written in pieces, so that this file does not trip its own check.
    const issue = 'issue';
    expect(trackerReferences('a.ts', `// The waist (${issue} 24).\nconst x = 1;`)).toEqual([
      `a.ts:1: // The waist (${issue} 24).`,
    ]);
    expect(trackerReferences('a.ts', `x\ndescribe('I${issue.slice(1)} #30: the clock', f)`)).toHaveLength(1);
    expect(trackerReferences('a.ts', `/* (${issue}s 24 and 31) */`)).toHaveLength(1);
    expect(trackerReferences('a.ts', '// No issue here; 24 photos; tissue 3.')).toEqual([]);
  });

  it('in the sources of the app, its tests and its scripts', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(referencesIn(files)).toEqual([]);
  });

  it('in the docs and the README', () => {
    const files = pages();
    // The decisions, the safety case and the design pages, at least.
    expect(files).toEqual(
      expect.arrayContaining(['README.md', 'docs/decisions/README.md', 'docs/safety/hazard-log.md', 'docs/design.md']),
    );
    expect(referencesIn(files)).toEqual([]);
  });
});
