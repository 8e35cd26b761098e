import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_COLORS,
  CARD_SIZE,
  MAX_CHART_POINTS,
  PHOTO_FOCUS_Y,
  cardLayout,
  chartLabels,
  chartPolyline,
  coverCrop,
  coverSize,
  fitText,
  lineHeight,
  plottableWeights,
  type Box,
  type TextBox,
} from './layout';

const BOX: Box = { x: 10, y: 20, width: 300, height: 100 };

/** A monospaced stand-in for measureText: every code point is 0.6 em wide. */
const mono = (text: string, size: number) => Array.from(text).length * size * 0.6;

function inside(inner: Box, outer: Box) {
  return (
    inner.x >= outer.x - 1e-9 &&
    inner.y >= outer.y - 1e-9 &&
    inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
    inner.y + inner.height <= outer.y + outer.height + 1e-9
  );
}

function overlap(a: Box, b: Box) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** WCAG 2 contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('plottableWeights', () => {
  it('keeps plausible weights in order and drops everything else', () => {
    expect(plottableWeights([82, NaN, Infinity, -Infinity, -5, 0, 79.5, 1e9, 401, 1])).toEqual([82, 79.5, 1]);
  });
  it('drops values that are not numbers at all', () => {
    expect(plottableWeights(['80', null, undefined, {}, 80] as unknown as number[])).toEqual([80]);
  });
  it('answers an empty list for something that is not an array', () => {
    expect(plottableWeights(null as unknown as number[])).toEqual([]);
  });
});

describe('chartPolyline', () => {
  it('is empty without weights', () => {
    expect(chartPolyline([], BOX)).toEqual([]);
    expect(chartPolyline([NaN, Infinity, -1], BOX)).toEqual([]);
  });

  it('centres a single weight', () => {
    expect(chartPolyline([82], BOX)).toEqual([{ x: 160, y: 70 }]);
  });

  it('puts a flat series across the middle', () => {
    const points = chartPolyline([80, 80, 80], BOX);
    expect(points.map((p) => p.x)).toEqual([10, 160, 310]);
    expect(points.every((p) => p.y === 70)).toBe(true);
  });

  it('scales over min − 1 … max + 1, heavier higher on screen', () => {
    // 82 → 79: range 78 … 83, so 82 sits 1/5 from the top and 79 1/5 from the bottom.
    const points = chartPolyline([82, 81, 80, 79], BOX);
    expect(points[0]).toEqual({ x: 10, y: 40 });
    expect(points[3]).toEqual({ x: 310, y: 100 });
    for (let i = 1; i < points.length; i++) expect(points[i]!.y).toBeGreaterThan(points[i - 1]!.y);
  });

  it('ignores hostile values between good ones', () => {
    expect(chartPolyline([82, NaN, -3, Infinity, 79], BOX)).toEqual(chartPolyline([82, 79], BOX));
  });

  it('thins 1,000 weights to at most MAX_CHART_POINTS, keeping both ends, left to right', () => {
    const weights = Array.from({ length: 1000 }, (_, i) => 120 - i / 20);
    const points = chartPolyline(weights, BOX);
    expect(points.length).toBeLessThanOrEqual(MAX_CHART_POINTS);
    expect(points.length).toBeGreaterThan(MAX_CHART_POINTS / 2);
    expect(points[0]).toEqual(chartPolyline([weights[0]!, weights[999]!], BOX)[0]);
    expect(points.at(-1)).toEqual(chartPolyline([weights[0]!, weights[999]!], BOX)[1]);
    for (let i = 1; i < points.length; i++) expect(points[i]!.x).toBeGreaterThan(points[i - 1]!.x);
  });

  it('copes with a huge array without overflowing the stack', () => {
    const weights = Array.from({ length: 300_000 }, (_, i) => 60 + (i % 50));
    const points = chartPolyline(weights, BOX);
    expect(points).toHaveLength(MAX_CHART_POINTS);
    expect(points.every((p) => inside({ ...p, width: 0, height: 0 }, BOX))).toBe(true);
  });

  it('draws nothing in a box that is not a box', () => {
    for (const box of [
      { ...BOX, width: NaN },
      { ...BOX, height: Infinity },
      { ...BOX, width: -5 },
      { ...BOX, x: -Infinity },
    ]) {
      expect(chartPolyline([82, 79], box)).toEqual([]);
    }
  });

  it('keeps every point inside the box, for any series', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: false }), { maxLength: 400 }), (weights) => {
        for (const p of chartPolyline(weights, BOX)) {
          expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
          expect(inside({ ...p, width: 0, height: 0 }, BOX)).toBe(true);
        }
      }),
    );
  });
});

describe('chartLabels', () => {
  for (const withPhotos of [false, true]) {
    const { chart } = cardLayout(withPhotos);

    it(`labels the first weight left of its dot and the last right of it (${withPhotos ? 'photos' : 'plain'})`, () => {
      const weights = [82, 81, 80, 79];
      const [first, last] = chartLabels(weights, chart);
      const points = chartPolyline(weights, chart.plot);
      expect(first).toMatchObject({ text: '82,0 kg', align: 'right' });
      expect(last).toMatchObject({ text: '79,0 kg', align: 'left' });
      expect(first!.x + first!.width).toBeLessThan(points[0]!.x);
      expect(last!.x).toBeGreaterThan(points.at(-1)!.x);
    });

    it(`keeps the labels inside the chart panel for any series (${withPhotos ? 'photos' : 'plain'})`, () => {
      fc.assert(
        fc.property(fc.array(fc.double({ min: 1, max: 400, noNaN: true }), { maxLength: 50 }), (weights) => {
          for (const label of chartLabels(weights, chart)) {
            expect(inside(label, chart.panel)).toBe(true);
            expect(overlap(label, chart.title)).toBe(false);
          }
        }),
      );
    });
  }

  it('labels a single weight once, with a decimal comma', () => {
    const labels = chartLabels([79.45], cardLayout(false).chart);
    expect(labels.map((l) => l.text)).toEqual(['79,5 kg']);
  });

  it('labels the plotted ends, not hostile values around them', () => {
    const labels = chartLabels([NaN, 82, 79, -1, Infinity], cardLayout(false).chart);
    expect(labels.map((l) => l.text)).toEqual(['82,0 kg', '79,0 kg']);
  });

  it('has nothing to label without weights', () => {
    expect(chartLabels([], cardLayout(false).chart)).toEqual([]);
  });
});

describe('cardLayout', () => {
  const card: Box = { x: 0, y: 0, ...CARD_SIZE };

  for (const withPhotos of [false, true]) {
    const layout = cardLayout(withPhotos);
    const name = withPhotos ? 'with photos' : 'without photos';
    const texts: TextBox[] = [
      layout.brand,
      layout.tagline,
      layout.days.figure,
      layout.days.label,
      layout.kg.figure,
      layout.kg.label,
      layout.chart.title,
      layout.date,
      layout.footer,
      ...(layout.photos ? [layout.photos.before.caption, layout.photos.after.caption] : []),
    ];
    const sections: Box[] = [
      layout.header,
      layout.days.panel,
      layout.kg.panel,
      layout.chart.panel,
      layout.date,
      layout.footer,
      ...(layout.photos
        ? [
            layout.photos.before.photo,
            layout.photos.before.caption,
            layout.photos.after.photo,
            layout.photos.after.caption,
          ]
        : []),
    ];

    it(`puts every box on the card (${name})`, () => {
      for (const box of [...sections, ...texts, layout.chart.plot]) {
        expect(inside(box, card)).toBe(true);
        expect(box.width).toBeGreaterThan(0);
        expect(box.height).toBeGreaterThan(0);
      }
    });

    it(`keeps the sections apart (${name})`, () => {
      for (let i = 0; i < sections.length; i++) {
        for (let j = i + 1; j < sections.length; j++) expect(overlap(sections[i]!, sections[j]!)).toBe(false);
      }
    });

    it(`keeps each text in its own area (${name})`, () => {
      expect(inside(layout.brand, layout.header)).toBe(true);
      expect(inside(layout.tagline, layout.header)).toBe(true);
      expect(overlap(layout.brand, layout.tagline)).toBe(false);
      for (const f of [layout.days, layout.kg]) {
        expect(inside(f.figure, f.panel)).toBe(true);
        expect(inside(f.label, f.panel)).toBe(true);
        expect(overlap(f.figure, f.label)).toBe(false);
      }
      expect(inside(layout.chart.title, layout.chart.panel)).toBe(true);
      expect(inside(layout.chart.plot, layout.chart.panel)).toBe(true);
      expect(overlap(layout.chart.title, layout.chart.plot)).toBe(false);
    });

    it(`gives every text the room of its font (${name})`, () => {
      for (const t of texts) {
        expect(t.height).toBeGreaterThanOrEqual(lineHeight(t.size));
        expect(t.minSize).toBeGreaterThanOrEqual(20);
        expect(t.minSize).toBeLessThanOrEqual(t.size);
      }
    });

    it(`leaves the chart room to read (${name})`, () => {
      expect(layout.chart.plot.height).toBeGreaterThanOrEqual(100);
      expect(layout.chart.plot.width).toBeGreaterThanOrEqual(500);
      // The end labels sit in the margins beside the plot, inside the panel.
      const { plot, panel, label } = layout.chart;
      expect(plot.x - label.gap - label.width).toBeGreaterThanOrEqual(panel.x);
      expect(plot.x + plot.width + label.gap + label.width).toBeLessThanOrEqual(panel.x + panel.width);
    });
  }

  it('has no photo row unless asked', () => {
    expect(cardLayout(false).photos).toBeNull();
  });

  it('puts "Antes" left of "Depois", each caption below its photo', () => {
    const photos = cardLayout(true).photos!;
    expect(photos.before.photo.x).toBeLessThan(photos.after.photo.x);
    for (const side of [photos.before, photos.after]) {
      expect(side.caption.y).toBeGreaterThanOrEqual(side.photo.y + side.photo.height);
      expect(side.caption.x).toBe(side.photo.x);
      expect(side.caption.width).toBe(side.photo.width);
    }
  });
});

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
          expect(inside(crop, { x: 0, y: 0, width: w, height: h })).toBe(true);
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

describe('CARD_COLORS', () => {
  it.each([
    ['onBand', 'band'],
    ['figure', 'panel'],
    ['text', 'panel'],
    ['muted', 'panel'],
    ['text', 'background'],
    ['muted', 'background'],
    ['text', 'photoEmpty'],
  ] as const)('%s on %s reads at ≥ 4.5:1', (fg, bg) => {
    expect(contrast(CARD_COLORS[fg], CARD_COLORS[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the line in the theme colour, visible on the panel (≥ 3:1 for graphics)', () => {
    expect(contrast(CARD_COLORS.line, CARD_COLORS.panel)).toBeGreaterThanOrEqual(3);
  });
});
