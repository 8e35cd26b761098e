import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { injectCsp } from './csp.mjs';
import { injectPreloads, preloadScript, routePreloads } from './route-preload.mjs';

const sha = (s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const doc = (head) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="__M15_CSP__"/>${head}</head><body></body></html>`;

describe('route preloads', () => {
  const manifest = {
    routes: {
      root: { id: 'root', path: '', module: '/assets/root.js', imports: [] },
      'routes/_index': {
        id: 'routes/_index',
        parentId: 'root',
        index: true,
        module: '/assets/_index.js',
        imports: ['/assets/a.js'],
        css: ['/assets/_index.css'],
      },
      'routes/jornada': {
        id: 'routes/jornada',
        parentId: 'root',
        path: 'jornada',
        module: '/assets/jornada.js',
        imports: ['/assets/a.js', '/assets/b.js'],
      },
      'routes/$': { id: 'routes/$', parentId: 'root', path: '*', module: '/assets/splat.js' },
    },
  };

  it('maps each static path, and unknown paths, to its module, imports and CSS', () => {
    expect(routePreloads(manifest)).toEqual({
      '/': { js: ['/assets/_index.js', '/assets/a.js'], css: ['/assets/_index.css'] },
      '/jornada': { js: ['/assets/jornada.js', '/assets/a.js', '/assets/b.js'], css: [] },
      '*': { js: ['/assets/splat.js'], css: [] },
    });
  });

  /** Runs the script as a page at `pathname` would; what it imported and fetched, and whether it removed itself. */
  async function runAt(pathname, navigator = {}) {
    const imported = [];
    const fetched = [];
    let removed = false;
    const document = { currentScript: { remove: () => (removed = true) } };
    // import() is syntax: stand it in with a function of the same name.
    new Function(
      'location',
      'document',
      'navigator',
      'fetch',
      '__import',
      preloadScript(routePreloads(manifest)).replaceAll('import(', '__import('),
    )(
      { pathname },
      document,
      navigator,
      (h) => (fetched.push(h), Promise.reject(new Error('offline'))),
      (h) => (imported.push(h), Promise.reject(new Error('offline'))),
    );
    await Promise.resolve();
    return { imported, fetched, removed };
  }

  it("starts loading the current path's modules and CSS only, including a trailing slash, and removes itself", async () => {
    for (const [pathname, js, css] of [
      ['/jornada', ['/assets/jornada.js', '/assets/a.js', '/assets/b.js'], []],
      ['/jornada/', ['/assets/jornada.js', '/assets/a.js', '/assets/b.js'], []],
      ['/', ['/assets/_index.js', '/assets/a.js'], ['/assets/_index.css']],
      ['/nada', ['/assets/splat.js'], []],
    ]) {
      expect(await runAt(pathname)).toEqual({ imported: js, fetched: css, removed: true });
    }
  });

  it('fetches the CSS only without a service worker in control: under one, the <link> asks the worker again', async () => {
    const js = ['/assets/_index.js', '/assets/a.js'];
    expect(await runAt('/', { serviceWorker: { controller: null } })).toEqual({
      imported: js,
      fetched: ['/assets/_index.css'],
      removed: true,
    });
    expect(await runAt('/', { serviceWorker: { controller: {} } })).toEqual({
      imported: js,
      fetched: [],
      removed: true,
    });
  });

  it('is placed after the CSP meta and allowed by its hash', () => {
    const html = injectCsp(injectPreloads(doc('<script>a()</script>'), { '/': { js: ['/x.js'], css: [] } }));
    const inline = html.match(/<script>(\(function[\s\S]*?)<\/script>/)[1];
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf(inline));
    expect(html).toContain(sha(inline));
  });
});
