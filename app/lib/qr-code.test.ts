import { describe, expect, it } from 'vitest';
import { qrCodeImage } from './qr-code';

const svgOf = (src: string) => decodeURIComponent(src.replace('data:image/svg+xml,', ''));

describe('qrCodeImage', () => {
  it('is an SVG data URL of black modules on white, with the quiet zone', () => {
    const { src, modules } = qrCodeImage('https://m15.example.com/');
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = svgOf(src);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    // Version 2 or 3 (25 or 29 modules) plus 4 on each side.
    expect([33, 37]).toContain(modules);
    expect(svg).toContain(`viewBox="0 0 ${modules} ${modules}"`);
    // The top-left finder pattern starts after the quiet zone.
    expect(svg).toContain('M4 4h1v1h-1z');
    expect(svg).not.toContain('M3 3h1v1h-1z');
  });

  it('changes with the address, and holds nothing but the drawing (no text of the address to inject)', () => {
    const a = qrCodeImage('https://a.example/');
    const b = qrCodeImage('https://b.example/"><script>alert(1)</script>');
    expect(a.src).not.toBe(b.src);
    expect(svgOf(b.src)).not.toContain('script');
  });
});
