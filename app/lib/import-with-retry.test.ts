import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as LoadPart from './import-with-retry';

// The module remembers, for the document's life, which files failed: each test starts a new document.
let loadPart: typeof LoadPart.loadPart;
let failedFile: typeof LoadPart.failedFile;
let loadedPart: typeof LoadPart.loadedPart;
let PartUnavailableError: typeof LoadPart.PartUnavailableError;
beforeEach(async () => {
  vi.resetModules();
  ({ loadPart, loadedPart, failedFile, PartUnavailableError } = await import('./import-with-retry'));
});

const ORIGIN = 'http://localhost';
const CHART = `${ORIGIN}/assets/weight-chart-abc.js`;
const failure = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/**
 * A browser's module map over a network that can be down. `remembers`: a URL
 * whose fetch failed fails again at once, without a request (the HTML spec
 * before whatwg/html#10327, Chromium ≤ 150); otherwise it is fetched again.
 */
function browser({
  remembers,
  deps = {},
  dropFirst = [],
}: {
  remembers: boolean;
  /** Each file's static imports. */
  deps?: Record<string, string[]>;
  /** Files whose first request is lost even when online. */
  dropFirst?: string[];
}) {
  let online = dropFirst.length > 0;
  const dropped = new Set<string>();
  const failed = new Set<string>();
  const loaded = new Map<string, { url: string }>();
  const requests: string[] = [];
  const fetchModule = (url: string): boolean => {
    const path = url.split('?')[0]!;
    if (loaded.has(url)) return true;
    if (remembers && failed.has(url)) return false;
    requests.push(url);
    const drop = dropFirst.includes(url) && !dropped.has(url);
    if (drop) dropped.add(url);
    if (!online || drop) {
      failed.add(url);
      return false;
    }
    // Its static imports, by their own URLs.
    for (const dep of deps[path] ?? []) if (!fetchModule(dep)) return false;
    loaded.set(url, { url });
    return true;
  };
  const importUrl = (url: string) =>
    fetchModule(url) ? Promise.resolve(loaded.get(url)!) : Promise.reject(failure(url));
  return {
    importUrl,
    load: () => importUrl(CHART),
    setOnline: (value: boolean) => {
      online = value;
    },
    requests,
    reachable: (url: string) => Promise.resolve(online && url.startsWith(ORIGIN)),
  };
}

describe('loadPart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  for (const remembers of [true, false]) {
    describe(remembers ? 'in a browser that remembers a failed import' : 'in a browser that fetches again', () => {
      it('loads the part once the network is back during the attempts', async () => {
        const b = browser({ remembers });
        const result = loadPart(b.load, { delays: [100, 300], importUrl: b.importUrl, reachable: b.reachable });
        await vi.advanceTimersByTimeAsync(50);
        b.setOnline(true);
        await vi.advanceTimersByTimeAsync(100);
        await expect(result).resolves.toMatchObject({ url: expect.stringContaining('/assets/weight-chart-abc.js') });
        expect(b.requests).toHaveLength(2);
      });

      it('fails with a retry that can work while offline, and a later try loads the part', async () => {
        const b = browser({ remembers });
        const options = { delays: [100], importUrl: b.importUrl, reachable: b.reachable };
        const first = loadPart(b.load, options);
        const settled = expect(first).rejects.toMatchObject({ name: 'PartUnavailableError', reloadNeeded: false });
        await vi.advanceTimersByTimeAsync(100);
        await settled;
        b.setOnline(true);
        // The user's tap (or the browser's "online" event) starts a new load of the same part.
        await expect(loadPart(b.load, options)).resolves.toBeTruthy();
      });
    });
  }

  it('never asks the same URL twice after a failure, so a remembered failure cannot block it', async () => {
    const b = browser({ remembers: true });
    const result = loadPart(b.load, { delays: [100, 100], importUrl: b.importUrl, reachable: b.reachable });
    const settled = expect(result).rejects.toBeInstanceOf(PartUnavailableError);
    await vi.advanceTimersByTimeAsync(200);
    await settled;
    expect(b.requests).toHaveLength(3);
    expect(new Set(b.requests).size).toBe(3);
    expect(b.requests[0]).toBe(CHART);
    // A later load (the user's tap) goes straight to a new URL: the known failure is not waited on.
    const requestsBefore = b.requests.length;
    b.setOnline(true);
    await expect(
      loadPart(b.load, { delays: [], importUrl: b.importUrl, reachable: b.reachable }),
    ).resolves.toBeTruthy();
    expect(b.requests.slice(requestsBefore)).toEqual([expect.stringMatching(/weight-chart-abc\.js\?retry=\d+$/)]);
  });

  it('says a reload is needed when the file downloads but a file it imports is remembered as failed', async () => {
    const vendor = `${ORIGIN}/assets/vendor-xyz.js`;
    const b = browser({ remembers: true, deps: { [CHART]: [vendor] }, dropFirst: [vendor] });
    const result = loadPart(b.load, { delays: [100], importUrl: b.importUrl, reachable: b.reachable });
    const settled = expect(result).rejects.toMatchObject({ reloadNeeded: true });
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    // A browser that forgets fetches the file it imports again, and the part loads.
    const forgets = browser({ remembers: false, deps: { [CHART]: [vendor] }, dropFirst: [vendor] });
    const loaded = loadPart(forgets.load, {
      delays: [100],
      importUrl: forgets.importUrl,
      reachable: forgets.reachable,
    });
    await vi.advanceTimersByTimeAsync(100);
    await expect(loaded).resolves.toBeTruthy();
  });

  it('says a reload is needed when the browser does not name the file (nothing to import afresh)', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Importing a module script failed.')));
    const result = loadPart(load, { delays: [100], reachable: () => Promise.resolve(true) });
    const settled = expect(result).rejects.toMatchObject({ reloadNeeded: true });
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not wait when the first attempt succeeds', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(loadPart(load, { delays: [100] })).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps what it loaded: a screen draws it in its first frame, and a later load imports nothing', async () => {
    const load = vi.fn(() => Promise.resolve({ Today: 'screen' }));
    expect(loadedPart(load)).toBeNull();
    const part = await loadPart(load);
    expect(loadedPart(load)).toBe(part);
    await expect(loadPart(load)).resolves.toBe(part);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing from a load that failed', async () => {
    const load = vi.fn(() => Promise.reject(failure(CHART)));
    await expect(loadPart(load, { delays: [], reachable: () => Promise.resolve(false) })).rejects.toBeInstanceOf(
      PartUnavailableError,
    );
    expect(loadedPart(load)).toBeNull();
  });

  it('adds a stylesheet that failed to load again before the next attempt', async () => {
    const css = `${ORIGIN}/assets/weight-chart-abc.css`;
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error(`Unable to preload CSS for ${css}`))
      .mockResolvedValue('module');
    const reloadStylesheet = vi.fn(() => Promise.resolve());
    const result = loadPart(load, { delays: [100], reloadStylesheet });
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('module');
    expect(reloadStylesheet).toHaveBeenCalledWith(css);
  });
});

describe('failedFile', () => {
  it('finds our script in the messages of Chromium and Firefox, and our stylesheet in Vite’s', () => {
    expect(failedFile(failure(CHART), ORIGIN)).toEqual({ url: CHART, kind: 'script' });
    expect(failedFile(new TypeError(`error loading dynamically imported module: ${CHART}`), ORIGIN)).toEqual({
      url: CHART,
      kind: 'script',
    });
    expect(failedFile(new Error('Unable to preload CSS for /assets/a.css'), ORIGIN)).toEqual({
      url: `${ORIGIN}/assets/a.css`,
      kind: 'style',
    });
  });

  it('ignores other origins, other files and messages without a URL', () => {
    expect(failedFile(failure('https://evil.example/x.js'), ORIGIN)).toBeNull();
    expect(
      failedFile(new Error('Failed to fetch dynamically imported module: http://localhost/a.png'), ORIGIN),
    ).toBeNull();
    expect(failedFile(new TypeError('Importing a module script failed.'), ORIGIN)).toBeNull();
    expect(failedFile('not an error', ORIGIN)).toBeNull();
  });
});
