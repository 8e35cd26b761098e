// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { withOwnStylesheets } from './part-stylesheets';

/** The preload helper of the Vite this project builds with, as its build writes it into the app. */
function installedHelper(): string {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'dist/node/chunks');
  for (const file of readdirSync(dist)) {
    const text = readFileSync(path.join(dist, file), 'utf8');
    const start = text.indexOf('function preload(baseModule, deps, importerUrl) {');
    if (start < 0) continue;
    // The function ends where its braces close (the template literals' `${…}` are balanced).
    let depth = 0;
    for (let i = text.indexOf('{', start); i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
    }
  }
  throw new Error("Vite's preload helper was not found");
}

type Preload = (load: () => Promise<unknown>, deps: string[]) => Promise<unknown>;

/** The helper as a function of its own module's constants (a modern build, the app's base '/'). */
function helperOf(code: string): Preload {
  const make = new Function('scriptRel', 'assetsURL', 'seen', '__VITE_IS_MODERN__', `${code}; return preload;`) as (
    ...args: unknown[]
  ) => Preload;
  return make('modulepreload', (dep: string) => `/${dep}`, {}, true);
}

const linksTo = (href: string) => document.head.querySelectorAll(`link[href="${href}"]`).length;

beforeEach(() => {
  // A screen's links, as Remix renders them: its stylesheet, and a module already preloaded.
  document.head.innerHTML =
    '<link rel="stylesheet" href="/assets/screens.css"><link rel="modulepreload" href="/assets/screens.js">';
});

describe('partStylesheets', () => {
  it("finds the check once in the installed Vite's helper, and fails loudly on a helper it does not know", () => {
    expect(() => withOwnStylesheets(installedHelper())).not.toThrow();
    expect(() => withOwnStylesheets('function preload() {}')).toThrow(/update this plugin/);
  });

  it('a part adds its own link to a stylesheet a screen already loads, which stays when the screen’s goes', () => {
    const preload = helperOf(withOwnStylesheets(installedHelper()));
    void preload(() => Promise.resolve({}), ['assets/screens.css', 'assets/screens.js', 'assets/part.css']);
    expect(linksTo('/assets/screens.css')).toBe(2);
    expect(linksTo('/assets/part.css')).toBe(1);
    // A module the page already preloads is not asked for twice.
    expect(linksTo('/assets/screens.js')).toBe(1);
    // The screen's own link leaves with the screen: the part's stays.
    document.head.querySelector('link[href="/assets/screens.css"]')!.remove();
    expect(document.head.querySelector('link[rel="stylesheet"][href="/assets/screens.css"]')).not.toBeNull();
  });

  it('once per page: a second load of the part adds nothing', () => {
    const preload = helperOf(withOwnStylesheets(installedHelper()));
    void preload(() => Promise.resolve({}), ['assets/screens.css']);
    void preload(() => Promise.resolve({}), ['assets/screens.css']);
    expect(linksTo('/assets/screens.css')).toBe(2);
  });

  it('without it, the helper trusts the screen’s link, and the part is left with none (the bug)', () => {
    const preload = helperOf(installedHelper());
    void preload(() => Promise.resolve({}), ['assets/screens.css']);
    expect(linksTo('/assets/screens.css')).toBe(1);
  });
});
