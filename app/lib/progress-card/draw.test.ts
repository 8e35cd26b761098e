import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverCrop, coverSize, fitText, PHOTO_FOCUS_Y } from './draw';

/** A monospaced stand-in for measureText: every code point is 0.6 em wide. */
const mono = (text: string, size: number) => Array.from(text).length * size * 0.6;

describe('fitText', () => {
  const box = { width: 300, size: 50, minSize: 20 };

  it('keeps the full size when the text fits', () => {
    expect(fitText('M15', box, mono)).toEqual({ text: 'M15', size: 50 });
  });

  it('shrinks the font to the largest size that fits', () => {
    // 12 chars × 0.6 em: fits at 41 px (295.2) but not at 42 (302.4).
    expect(fitText('dias concluí', box, mono)).toEqual({ text: 'dias concluí', size: 41 });
  });

  it('stops at the minimum size and cuts the text with an ellipsis', () => {
    const fit = fitText('abcdefghijklmnopqrstuvwxyz0123456789', box, mono);
    // The longest cut that fits: 25 code points (24 + '…') × 12 px = 300.
    expect(fit).toEqual({ text: 'abcdefghijklmnopqrstuvwx…', size: 20 });
  });

  it('does not leave a space before the ellipsis', () => {
    // The 24 code points that would fit end with a space: 'agora …' becomes 'agora…'.
    expect(fitText('kg eliminados até agora em um rótulo comprido', box, mono).text).toBe('kg eliminados até agora…');
  });

  it('never cuts an emoji or a letter in half', () => {
    const fit = fitText('😀'.repeat(40), { width: 100, size: 20, minSize: 20 }, mono);
    expect(fit.text).toBe(`${'😀'.repeat(7)}…`);
  });

  it('with the minimum equal to the maximum, cuts the text instead of going under the minimum', () => {
    // fast-check's counterexample: 4 × 5 × 0.6 = 12 px do not fit in 10, and size 4 is not allowed.
    expect(fitText('    ', { width: 10, size: 5, minSize: 5 }, mono)).toEqual({ text: '…', size: 5 });
    // 2 × 20 × 0.6 = 24 px: 'a…' fits in 30 at the one size allowed.
    expect(fitText('abcdef', { width: 30, size: 20, minSize: 20 }, mono)).toEqual({ text: 'a…', size: 20 });
  });

  it('answers nothing when not even the ellipsis fits, or there is no room', () => {
    expect(fitText('abc', { width: 5, size: 20, minSize: 20 }, mono).text).toBe('');
    expect(fitText('abc', { width: 0, size: 20, minSize: 10 }, mono).text).toBe('');
    expect(fitText('abc', { width: NaN, size: 20, minSize: 10 }, mono).text).toBe('');
    expect(fitText('', box, mono).text).toBe('');
  });

  it('treats a measure that is not a number as too wide', () => {
    expect(fitText('abc', box, () => NaN).text).toBe('');
  });

  it('survives sizes that make no sense', () => {
    expect(fitText('abc', { width: 300, size: NaN, minSize: NaN }, mono)).toEqual({ text: 'abc', size: 1 });
    expect(fitText('abc', { width: 300, size: 10, minSize: 50 }, mono)).toEqual({ text: 'abc', size: 10 });
  });

  it('always answers a text that fits, at a size between the minimum and the maximum', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.integer({ min: 1, max: 1100 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        (text, width, a, b) => {
          const size = Math.max(a, b);
          const minSize = Math.min(a, b);
          const fit = fitText(text, { width, size, minSize }, mono);
          expect(fit.size).toBeGreaterThanOrEqual(minSize);
          expect(fit.size).toBeLessThanOrEqual(size);
          expect(mono(fit.text, fit.size)).toBeLessThanOrEqual(width);
          if (fit.text !== text && fit.text !== '') expect(fit.size).toBe(minSize);
        },
      ),
    );
  });
});

describe('coverCrop and coverSize', () => {
  it('fills a square with the middle of a landscape photo', () => {
    expect(coverCrop(1280, 960, { width: 460, height: 460 })).toEqual({ x: 160, y: 0, width: 960, height: 960 });
  });

  it('keeps the upper part of a portrait photo (the face over the feet)', () => {
    const crop = coverCrop(960, 1280, { width: 460, height: 460 })!;
    expect(crop).toMatchObject({ x: 0, width: 960, height: 960 });
    expect(crop.y).toBeCloseTo(320 * PHOTO_FOCUS_Y);
    expect(crop.y).toBeLessThan(160);
  });

  it('keeps the box shape and stays inside the photo', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 1, max: 8000 }),
        fc.integer({ min: 1, max: 1080 }),
        fc.integer({ min: 1, max: 1350 }),
        (w, h, bw, bh) => {
          const crop = coverCrop(w, h, { width: bw, height: bh })!;
          expect(crop.x >= 0 && crop.y >= 0).toBe(true);
          expect(crop.x + crop.width).toBeLessThanOrEqual(w + 1e-9);
          expect(crop.y + crop.height).toBeLessThanOrEqual(h + 1e-9);
          expect(crop.width / crop.height).toBeCloseTo(bw / bh, 6);
          const size = coverSize(w, h, { width: bw, height: bh })!;
          expect(size.width).toBeGreaterThanOrEqual(bw);
          expect(size.height).toBeGreaterThanOrEqual(bh);
          // Covering, not more: one side matches the box.
          expect(Math.min(size.width - bw, size.height - bh)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it.each([
    [0, 100],
    [100, -1],
    [NaN, 100],
    [Infinity, 100],
  ])('refuses a %d × %d photo', (w, h) => {
    expect(coverCrop(w, h, { width: 10, height: 10 })).toBeNull();
    expect(coverSize(w, h, { width: 10, height: 10 })).toBeNull();
  });

  it('refuses an empty box', () => {
    expect(coverCrop(100, 100, { width: 0, height: 10 })).toBeNull();
    expect(coverSize(100, 100, { width: 10, height: NaN })).toBeNull();
  });
});
