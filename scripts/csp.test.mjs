import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildPolicy,
  frameSource,
  injectCsp,
  injectPreloads,
  inlineScriptHashes,
  lazyDeps,
  preloadScript,
  PROFILE_KEY,
  routePreloads,
} from './csp.mjs';
import { KEYS } from '../app/storage/keys';

const sha = (s) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const doc = (head) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="__M15_CSP__"/>${head}</head><body></body></html>`;

describe('CSP for the SPA index.html', () => {
  it('hashes every inline script exactly and ignores external ones', () => {
    const html = doc(
      '<script>a()</script><script type="module" async="">import "/x.js";</script><script src="/y.js"></script>',
    );
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "/x.js";')]);
  });

  it('allows no unsafe script source and only the video host in frames', () => {
    const policy = buildPolicy(doc('<script>a()</script>'), 'https://drive.google.com/file/d/abc/preview');
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]));
    expect(directives['script-src']).toBe(`script-src 'self' ${sha('a()')}`);
    expect(policy).not.toContain('unsafe-eval');
    expect(directives['script-src']).not.toContain('unsafe-inline');
    expect(directives['frame-src']).toBe('frame-src https://drive.google.com');
    expect(directives['img-src']).toBe("img-src 'self' blob: data:");
    expect(directives['connect-src']).toBe("connect-src 'self'");
    expect(directives['object-src']).toBe("object-src 'none'");
    expect(directives['base-uri']).toBe("base-uri 'self'");
  });

  it('allows no frame at all when the build has no tutorial video', () => {
    for (const none of [undefined, '', '   ']) {
      const policy = buildPolicy(doc(''), none);
      expect(policy.split('; ')).toContain("frame-src 'none'");
    }
    expect(frameSource(' https://player.example.com:8443/v/1?x=2 ')).toBe('https://player.example.com:8443');
  });

  it('refuses a video URL that is not http(s) instead of writing a broken policy', () => {
    expect(() => frameSource('javascript:alert(1)')).toThrow(/http\(s\)/);
    expect(() => frameSource('data:text/html,x')).toThrow(/http\(s\)/);
    expect(() => frameSource('not a url')).toThrow();
  });

  it('fills the placeholder once, before the first script', () => {
    const html = injectCsp(doc('<script>a()</script>'));
    expect(html).toContain(`content="default-src 'self'; script-src 'self' ${sha('a()')};`);
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script>'));
    expect(() => injectCsp(html)).toThrow(/placeholder/);
  });

  it('refuses a placeholder that comes after a script', () => {
    const late =
      '<html><head><script>x()</script><meta http-equiv="Content-Security-Policy" content="__M15_CSP__"/></head></html>';
    expect(() => injectCsp(late)).toThrow(/before every script/);
  });
});

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

  it("starts loading the current path's modules and CSS only, including a trailing slash, and removes itself", async () => {
    const script = preloadScript(routePreloads(manifest));
    for (const [pathname, js, css] of [
      ['/jornada', ['/assets/jornada.js', '/assets/a.js', '/assets/b.js'], []],
      ['/jornada/', ['/assets/jornada.js', '/assets/a.js', '/assets/b.js'], []],
      ['/', ['/assets/_index.js', '/assets/a.js'], ['/assets/_index.css']],
      ['/nada', ['/assets/splat.js'], []],
    ]) {
      const imported = [];
      const fetched = [];
      let removed = false;
      const document = { currentScript: { remove: () => (removed = true) } };
      // import() is syntax: stand it in with a function of the same name.
      new Function('location', 'document', 'fetch', '__import', script.replaceAll('import(', '__import('))(
        { pathname },
        document,
        (h) => (fetched.push(h), Promise.reject(new Error('offline'))),
        (h) => (imported.push(h), Promise.reject(new Error('offline'))),
      );
      await Promise.resolve();
      expect(imported).toEqual(js);
      expect(fetched).toEqual(css);
      expect(removed).toBe(true);
    }
  });

  const indexCode =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/hoje.js","assets/a.js","assets/common.js","assets/_index.css","assets/common.css"])))=>i.map(i=>d[i]);';

  it("reads what a route module imports later from Vite's list, less what the route already loads", () => {
    expect(lazyDeps(indexCode, ['/assets/a.js', '/assets/_index.css'])).toEqual({
      js: ['/assets/hoje.js', '/assets/common.js'],
      css: ['/assets/common.css'],
    });
    expect(lazyDeps('export const x = 1;')).toEqual({ js: [], css: [] });
  });

  it("names the app's profile key", () => {
    expect(PROFILE_KEY).toBe(KEYS.profile);
  });

  it('on /, also starts Hoje when a profile is stored, and only then', async () => {
    const byPath = routePreloads(manifest, (href) => (href === '/assets/_index.js' ? indexCode : ''));
    expect(byPath['/'].withProfile).toEqual({
      js: ['/assets/hoje.js', '/assets/common.js'],
      css: ['/assets/common.css'],
    });
    expect(byPath['/jornada'].withProfile).toBeUndefined();
    const script = preloadScript(byPath);
    /** Runs the preload script on / with this localStorage; what it imported and fetched. */
    const runOnHome = (localStorage) => {
      const imported = [];
      const fetched = [];
      // import() is syntax: stand it in with a function of the same name.
      new Function(
        'location',
        'document',
        'fetch',
        '__import',
        'localStorage',
        script.replaceAll('import(', '__import('),
      )(
        { pathname: '/' },
        { currentScript: null },
        (h) => (fetched.push(h), Promise.resolve()),
        (h) => (imported.push(h), Promise.resolve()),
        localStorage,
      );
      return { imported, fetched };
    };
    const storing = (profile) => ({ getItem: (k) => (k === KEYS.profile ? profile : null) });
    expect(runOnHome(storing(null))).toEqual({
      imported: ['/assets/_index.js', '/assets/a.js'],
      fetched: ['/assets/_index.css'],
    });
    expect(runOnHome(storing('{"name":"Ana"}'))).toEqual({
      imported: ['/assets/_index.js', '/assets/a.js', '/assets/hoje.js', '/assets/common.js'],
      fetched: ['/assets/_index.css', '/assets/common.css'],
    });
    // Storage that throws (disabled by the browser) costs the preload of Hoje, nothing else.
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(runOnHome(refusing).imported).toEqual(['/assets/_index.js', '/assets/a.js']);
  });

  it('is placed after the CSP meta and allowed by its hash', () => {
    const html = injectCsp(injectPreloads(doc('<script>a()</script>'), { '/': { js: ['/x.js'], css: [] } }));
    const inline = html.match(/<script>(\(function[\s\S]*?)<\/script>/)[1];
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf(inline));
    expect(html).toContain(sha(inline));
  });
});
