import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CARD_COLORS,
  CARD_SIZE,
  MAX_CHART_POINTS,
  cardLayout,
  chartLabels,
  chartPolyline,
  lineHeight,
  plottableWeights,
  type Box,
  type TextBox,
} from './layout';

const BOX: Box = { x: 10, y: 20, width: 300, height: 100 };

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
