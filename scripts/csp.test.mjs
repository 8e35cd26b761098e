import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPolicy, frameSource, injectCsp, inlineScriptHashes } from './csp.mjs';

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
