/**
 * docs/safety/needs-a-clinician.md is what a clinician reads and signs off:
 * every Portuguese sentence it quotes must be the one the app shows, or the
 * sign-off is of words no user reads. Each quoted sentence is looked for in
 * the strings that app/content exports (and in its source, for the
 * sentences that a function builds around a number).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DOC = readFileSync(new URL('../../docs/safety/needs-a-clinician.md', import.meta.url), 'utf8');
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', './*.js', '!./*.test.ts'], { eager: true });
const sources = import.meta.glob<string>(['./*.ts', './*.js', '!./*.test.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Every string inside a value, however deeply nested. */
function allStrings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => allStrings(v, seen));
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const HAYSTACK = squash([...allStrings(Object.values(modules)), ...Object.values(sources)].join('\n'));

/**
 * The quoted Portuguese of the page: "…" with an accent in it, on one line,
 * outside code; a worked example ("for example, from a test: …") shows a
 * sentence with its numbers filled in, and is not looked for.
 */
function quotes(page: string): string[] {
  return [...page.matchAll(/"([^"\n|`]{15,})"/g)]
    .filter((m) => !/for example[^"]*$/.test(page.slice(Math.max(0, m.index - 100), m.index)))
    .map((m) => m[1]!)
    .filter((q) => /[ãõçáéíóúâêôà]/i.test(q));
}

/** A quote's sentences: two texts shown one after the other are quoted as one. */
const sentences = (quote: string) =>
  quote
    .split(/(?<=[.:!?])\s+/)
    .map((s) => squash(s.replace(/^…\s*|…$/g, '')))
    .filter(Boolean);

/** A sentence a function builds: its `${…}` parts match anything. */
function found(sentence: string): boolean {
  if (!sentence.includes('${')) return HAYSTACK.includes(sentence);
  const pattern = sentence
    .split(/\$\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+?');
  return new RegExp(pattern).test(HAYSTACK);
}

describe('needs-a-clinician.md', () => {
  it('quotes Portuguese as the app shows it, sentence by sentence', () => {
    const quoted = quotes(DOC);
    expect(quoted.length).toBeGreaterThan(40);
    const stale = quoted.flatMap(sentences).filter((s) => !found(s));
    expect(stale).toEqual([]);
  });
});
