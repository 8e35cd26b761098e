import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.mjs';

/** The files of the installed playwright-core's `lib`, where its launcher's switches are. */
function playwrightLibFiles() {
  const lib = path.join(path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib');
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.js')) files.push(p);
    }
  };
  walk(lib);
  return files;
}

/** The names in the installed Playwright's `disabledFeatures = [ … ]`, read from its code. */
function installedPlaywrightDisabledFeatures() {
  for (const file of playwrightLibFiles()) {
    const text = readFileSync(file, 'utf8');
    const at = text.indexOf('disabledFeatures = [');
    if (at < 0) continue;
    const list = text.slice(at, text.indexOf(']', at));
    // Comments in the list hold words in quotes too: only a string alone on its line is a name.
    return [...list.matchAll(/^\s*["']([A-Za-z0-9]+)["'],?\s*$/gm)].map((m) => m[1]);
  }
  throw new Error("playwright-core's list of disabled features was not found: read its chromiumSwitches again");
}

describe('the flags of the Chromium Playwright launches', () => {
  it("repeat the installed Playwright's own disabled features, which a second --disable-features would undo", () => {
    const installed = installedPlaywrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort());
  });

  it("hold one --disable-features, with Playwright's list and the address bar's popups", () => {
    const lists = PLAYWRIGHT_CHROMIUM_ARGS.filter((a) => a.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    const features = lists[0].slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']));
    expect(features).toContain('WebUIOmniboxAimPopup');
    expect(PLAYWRIGHT_CHROMIUM_ARGS).toEqual(expect.arrayContaining(CHROMIUM_ARGS));
  });
});
