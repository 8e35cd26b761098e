/**
 * Draws the shareable progress card (what it says: domain/progress-card) and
 * encodes it as an image Blob for the Web Share API or a download: its size,
 * colours and where everything sits, then the drawing itself.
 *
 * Order matters, because the card must never come out blank or half drawn:
 * 1. decode the photos (the only slow, asynchronous part), each straight to
 *    the size of its box, so no full-size photo is ever drawn;
 * 2. draw everything in one synchronous pass (system fonts only: the app is
 *    offline, and a web font that has not loaded draws nothing);
 * 3. encode, and refuse to resolve anything but a non-empty image.
 * A photo that cannot be decoded becomes a neutral "Foto indisponível" box:
 * one bad file must not cost the user the whole card.
 */
import { formatOneDecimal } from '~/domain/format';
import { CARD_TEXT, cardTexts, type ProgressCardData } from '~/domain/progress-card-data';
import { WEIGHT_KG } from '~/domain/limits';
import { HEADER_BYTES, orientedSize, readImageHeader } from '~/domain/photo-header';

// ---- The card's geometry, in card pixels: pure, and unit-tested ------------------

/**
 * 4:5 portrait, 1080 px wide. 4:5 is the tallest ratio Instagram's feed shows
 * without cropping, WhatsApp shows it whole in a chat bubble, and a 9:16
 * Status letterboxes it rather than cutting it. 1080 px is the width both
 * apps re-encode to, so the image is not scaled twice (no blurry text).
 */
export const CARD_SIZE = { width: 1080, height: 1350 } as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export type FontWeight = 400 | 700 | 800;

/** A line of text: drawn at `size`, shrunk down to `minSize` to fit `width`, then cut with an ellipsis. */
export interface TextBox extends Box {
  size: number;
  minSize: number;
  weight: FontWeight;
  align: 'left' | 'center' | 'right';
}

export interface FigureBoxes {
  panel: Box;
  figure: TextBox;
  label: TextBox;
}

export interface PhotoBoxes {
  photo: Box;
  caption: TextBox;
}

export interface ChartBoxes {
  panel: Box;
  title: TextBox;
  /** Where the polyline lives; the end labels sit in the margins left and right of it. */
  plot: Box;
  /** The first and last weights: size and width of their label, and its gap to the dot. */
  label: { width: number; height: number; gap: number; size: number; minSize: number; weight: FontWeight };
  lineWidth: number;
  dotRadius: number;
}

export interface CardLayout {
  /** The brand band across the top. */
  header: Box;
  brand: TextBox;
  tagline: TextBox;
  days: FigureBoxes;
  kg: FigureBoxes;
  chart: ChartBoxes;
  photos: { before: PhotoBoxes; after: PhotoBoxes } | null;
  date: TextBox;
  footer: TextBox;
  /** Corner radius of the white panels and the photos. */
  radius: number;
}

/**
 * The theme's ember orange on its own cream. Text pairs are checked ≥ 4.5:1
 * by the tests (WCAG AA), because a shared image is often seen small and
 * re-compressed: `onBand` on `band`, `figure`/`text`/`muted` on `panel` and
 * `background`, `text` on `photoEmpty`.
 */
export const CARD_COLORS = {
  background: '#fff7ed',
  band: '#c2410c',
  onBand: '#ffffff',
  panel: '#ffffff',
  panelBorder: '#fed7aa',
  figure: '#9a3412',
  text: '#292524',
  muted: '#57534e',
  line: '#c2410c',
  area: '#ffedd5',
  photoEmpty: '#e7e5e4',
} as const;

/**
 * A polyline of 1,000 points looks the same as one of 120 on a chart a few
 * hundred pixels wide, and costs 8× the path work on a slow phone.
 */
export const MAX_CHART_POINTS = 120;

/** The weights the chart can show: plausible numbers only (NaN, ±Infinity, 0, negatives and typos dropped). */
export function plottableWeights(weights: readonly unknown[]): number[] {
  const out: number[] = [];
  if (!Array.isArray(weights)) return out;
  for (const w of weights) {
    if (typeof w === 'number' && w >= WEIGHT_KG.min && w <= WEIGHT_KG.max) out.push(w);
  }
  return out;
}

/**
 * The weight series scaled into `box`: evenly spaced left to right, the
 * heavier the higher, over min − 1 … max + 1 like the app's own chart, so a
 * flat series sits in the middle instead of on an edge. One weight is
 * centred. Long series are thinned to MAX_CHART_POINTS, keeping the first
 * and last (the two that are labelled).
 */
export function chartPolyline(weights: readonly number[], box: Box): Point[] {
  const values = plottableWeights(weights);
  if (values.length === 0 || !isUsableBox(box)) return [];
  let min = Infinity;
  let max = -Infinity;
  // A loop, not Math.min(...values): spreading a huge array overflows the stack.
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const low = min - 1;
  const range = max + 1 - low;
  const y = (v: number) => box.y + box.height * (1 - (v - low) / range);
  const n = values.length;
  if (n === 1) return [{ x: box.x + box.width / 2, y: y(values[0]!) }];
  const x = (i: number) => box.x + (box.width * i) / (n - 1);
  const count = Math.min(n, MAX_CHART_POINTS);
  const points: Point[] = [];
  for (let k = 0; k < count; k++) {
    // k = 0 → index 0 and k = count − 1 → index n − 1: both ends always kept.
    const i = count === n ? k : Math.round((k * (n - 1)) / (count - 1));
    points.push({ x: x(i), y: y(values[i]!) });
  }
  return points;
}

function isUsableBox(box: Box): boolean {
  return (
    Number.isFinite(box.x) &&
    Number.isFinite(box.y) &&
    Number.isFinite(box.width) &&
    Number.isFinite(box.height) &&
    box.width >= 0 &&
    box.height >= 0
  );
}

export interface ChartLabel extends TextBox {
  text: string;
}

/**
 * The first and last weights, '82,0 kg', beside their dots: the first to the
 * left of the line's start, the last to the right of its end, so neither
 * ever crosses the line. A single weight is labelled on its right.
 */
export function chartLabels(weights: readonly number[], chart: ChartBoxes): ChartLabel[] {
  const values = plottableWeights(weights);
  const points = chartPolyline(values, chart.plot);
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return [];
  const { width, height, gap, size, minSize, weight } = chart.label;
  const label = (v: number, p: Point, side: 'left' | 'right'): ChartLabel => ({
    text: `${formatOneDecimal(v)} kg`,
    x: side === 'left' ? p.x - gap - width : p.x + gap,
    y: p.y - height / 2,
    width,
    height,
    size,
    minSize,
    weight,
    align: side === 'left' ? 'right' : 'left',
  });
  if (points.length === 1) return [label(values[0]!, first, 'right')];
  return [label(values[0]!, first, 'left'), label(values[values.length - 1]!, last, 'right')];
}

/**
 * The part of a photo to show in a box of another shape, filling it (CSS
 * `object-fit: cover`). The crop sits a little above the centre: before and
 * after photos are of a body, and losing the feet is better than the face.
 */
export const PHOTO_FOCUS_Y = 0.35;

export function coverCrop(sourceWidth: number, sourceHeight: number, box: Pick<Box, 'width' | 'height'>): Box | null {
  if (!(sourceWidth > 0 && sourceHeight > 0 && box.width > 0 && box.height > 0)) return null;
  if (![sourceWidth, sourceHeight, box.width, box.height].every(Number.isFinite)) return null;
  const scale = Math.max(box.width / sourceWidth, box.height / sourceHeight);
  const width = Math.min(sourceWidth, box.width / scale);
  const height = Math.min(sourceHeight, box.height / scale);
  return {
    x: (sourceWidth - width) / 2,
    y: (sourceHeight - height) * PHOTO_FOCUS_Y,
    width,
    height,
  };
}

/**
 * The size to decode a photo to so that it just covers `box` (never more
 * pixels than the card needs, which is what keeps decoding fast).
 */
export function coverSize(
  sourceWidth: number,
  sourceHeight: number,
  box: Pick<Box, 'width' | 'height'>,
): { width: number; height: number } | null {
  if (!(sourceWidth > 0 && sourceHeight > 0 && box.width > 0 && box.height > 0)) return null;
  if (![sourceWidth, sourceHeight, box.width, box.height].every(Number.isFinite)) return null;
  const scale = Math.max(box.width / sourceWidth, box.height / sourceHeight);
  return {
    width: Math.max(1, Math.ceil(sourceWidth * scale)),
    height: Math.max(1, Math.ceil(sourceHeight * scale)),
  };
}

/**
 * The font size and text that fit `box.width`: `box.size` when it fits,
 * else the largest size down to `box.minSize` that does, else the text cut
 * with '…' at `box.minSize`. `measure` gives a text's width at a size (the
 * canvas's measureText); a width that is not a number counts as too wide.
 */
export function fitText(
  text: string,
  box: Pick<TextBox, 'width' | 'size' | 'minSize'>,
  measure: (text: string, size: number) => number,
): { text: string; size: number } {
  const whole = (n: number) => (Number.isFinite(n) ? Math.max(1, Math.floor(n)) : 1);
  const max = whole(box.size);
  const min = Math.min(max, whole(box.minSize));
  if (!(box.width > 0) || text === '') return { text: '', size: max };
  const fits = (t: string, s: number) => measure(t, s) <= box.width;
  if (fits(text, max)) return { text, size: max };
  // Widths grow about linearly with the size: start from the proportional guess, then step down.
  const full = measure(text, max);
  let size = full > 0 && Number.isFinite(full) ? Math.floor((max * box.width) / full) : min;
  // Below the maximum, never below the minimum (when the two are equal, the minimum wins).
  size = Math.max(min, Math.min(max - 1, size));
  while (size > min && !fits(text, size)) size--;
  if (fits(text, size)) return { text, size };
  return { text: ellipsize(text, min, box.width, measure), size: min };
}

function ellipsize(text: string, size: number, width: number, measure: (text: string, size: number) => number): string {
  // Array.from splits by code point, so an emoji or accent pair is never cut in half.
  const chars = Array.from(text);
  const cut = (k: number) => `${chars.slice(0, k).join('').trimEnd()}…`;
  let lo = 0;
  let hi = chars.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(cut(mid), size) <= width) lo = mid;
    else hi = mid - 1;
  }
  if (lo > 0) return cut(lo);
  return measure('…', size) <= width ? '…' : '';
}

/** A text box from its top-left corner, with the line height its font size needs. */
function textBox(
  x: number,
  y: number,
  width: number,
  size: number,
  minSize: number,
  weight: FontWeight,
  align: TextBox['align'] = 'left',
): TextBox {
  return { x, y, width, height: lineHeight(size), size, minSize, weight, align };
}

/** Room for a line of text: accents above capitals (Á) and descenders (g, p) included. */
export function lineHeight(size: number): number {
  return Math.ceil(size * 1.25);
}

interface Variant {
  margin: number;
  gap: number;
  band: number;
  brandSize: number;
  taglineSize: number;
  figuresHeight: number;
  figureSize: number;
  labelSize: number;
  chartTitleSize: number;
  chartLabelSize: number;
  photoHeight: number;
  captionSize: number;
  footerSize: number;
}

/** Without photos the figures and the chart take the room; with them, the photos take most of it. */
const PLAIN: Variant = {
  margin: 64,
  gap: 40,
  band: 300,
  brandSize: 128,
  taglineSize: 44,
  figuresHeight: 300,
  figureSize: 112,
  labelSize: 40,
  chartTitleSize: 40,
  chartLabelSize: 34,
  photoHeight: 0,
  captionSize: 0,
  footerSize: 32,
};

const WITH_PHOTOS: Variant = {
  margin: 56,
  gap: 28,
  band: 196,
  brandSize: 88,
  taglineSize: 34,
  figuresHeight: 184,
  figureSize: 84,
  labelSize: 32,
  chartTitleSize: 30,
  chartLabelSize: 28,
  photoHeight: 440,
  captionSize: 34,
  footerSize: 28,
};

const MIN_TEXT = 20;

/** Where everything sits on the card, in card pixels (see CARD_SIZE). */
export function cardLayout(withPhotos: boolean): CardLayout {
  const v = withPhotos ? WITH_PHOTOS : PLAIN;
  const { width: W, height: H } = CARD_SIZE;
  const inner = W - 2 * v.margin;
  const column = (inner - v.gap) / 2;
  const left = v.margin;
  const right = v.margin + column + v.gap;
  const pad = Math.round(v.gap * 0.8);

  // Brand and tagline centred as one block in the band.
  const header: Box = { x: 0, y: 0, width: W, height: v.band };
  const brandH = lineHeight(v.brandSize);
  const taglineH = lineHeight(v.taglineSize);
  const brandY = Math.round((v.band - brandH - taglineH) / 2);
  const brand = textBox(left, brandY, inner, v.brandSize, v.brandSize / 2, 800);
  const tagline = textBox(left, brandY + brandH, inner, v.taglineSize, MIN_TEXT, 700);

  // Figures: the number and its label centred as one block in each panel.
  const figuresY = v.band + v.gap;
  const figure = (x: number): FigureBoxes => {
    const panel = { x, y: figuresY, width: column, height: v.figuresHeight };
    const figureH = lineHeight(v.figureSize);
    const labelH = lineHeight(v.labelSize);
    const top = figuresY + Math.round((v.figuresHeight - figureH - labelH) / 2);
    return {
      panel,
      figure: textBox(x + pad, top, column - 2 * pad, v.figureSize, Math.round(v.figureSize / 2), 800, 'center'),
      label: textBox(x + pad, top + figureH, column - 2 * pad, v.labelSize, MIN_TEXT, 700, 'center'),
    };
  };

  // Footer on the bottom margin; the photos (if any) above it; the chart takes what is left.
  const footerH = lineHeight(v.footerSize);
  const footerY = H - v.margin - footerH;
  const date = textBox(left, footerY, column, v.footerSize, MIN_TEXT, 700, 'left');
  const footer = textBox(right, footerY, column, v.footerSize, MIN_TEXT, 400, 'right');

  let photos: CardLayout['photos'] = null;
  let chartBottom = footerY - v.gap;
  if (withPhotos) {
    const captionH = lineHeight(v.captionSize);
    const captionY = footerY - v.gap - captionH;
    const photoY = captionY - v.photoHeight - Math.round(v.gap / 2.5);
    const photoAt = (x: number): PhotoBoxes => ({
      photo: { x, y: photoY, width: column, height: v.photoHeight },
      caption: textBox(x, captionY, column, v.captionSize, MIN_TEXT, 700, 'center'),
    });
    photos = { before: photoAt(left), after: photoAt(right) };
    chartBottom = photoY - v.gap;
  }

  const chartY = figuresY + v.figuresHeight + v.gap;
  const chartPanel: Box = { x: left, y: chartY, width: inner, height: chartBottom - chartY };
  const title = textBox(left + pad, chartY + pad, inner - 2 * pad, v.chartTitleSize, MIN_TEXT, 700, 'left');
  const labelH = lineHeight(v.chartLabelSize);
  // Wide enough for '400,0 kg' in a wide system font (DejaVu Sans) at full size.
  const labelW = Math.round(v.chartLabelSize * 5.2);
  const labelGap = Math.round(v.chartLabelSize / 2);
  const dotRadius = Math.round(v.chartLabelSize / 4);
  const plotX = left + pad + labelW + labelGap;
  // Half a label above the top point and below the bottom one, so the end labels stay in the panel
  // and never touch the title.
  const plotY = title.y + title.height + labelGap + Math.ceil(labelH / 2);
  const plot: Box = {
    x: plotX,
    y: plotY,
    width: left + inner - pad - labelW - labelGap - plotX,
    height: chartY + chartPanel.height - pad - Math.ceil(labelH / 2) - plotY,
  };
  const chart: ChartBoxes = {
    panel: chartPanel,
    title,
    plot,
    label: {
      width: labelW,
      height: labelH,
      gap: labelGap,
      size: v.chartLabelSize,
      minSize: MIN_TEXT,
      weight: 700,
    },
    lineWidth: Math.max(3, Math.round(v.chartLabelSize / 6)),
    dotRadius,
  };

  return {
    header,
    brand,
    tagline,
    days: figure(left),
    kg: figure(right),
    chart,
    photos,
    date,
    footer,
    radius: Math.round(v.gap * 0.8),
  };
}

// ---- Drawing and encoding ---------------------------------------------------------

export type ProgressCardInput = ProgressCardData & {
  photos?: { before: Blob | null; after: Blob | null } | null;
};

export type ProgressCardType = 'image/png' | 'image/jpeg';

/** Photos are camera noise that PNG compresses badly: JPEG at this quality is ~3× smaller and looks the same. */
export const CARD_JPEG_QUALITY = 0.9;

// The theme's own stack (app/theme.ts, minus the emoji fonts): the screen has already resolved these
// fonts when the user taps "Compartilhar", so measuring text costs no font lookup.
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

export async function renderProgressCard(
  data: ProgressCardInput,
  opts: { type?: ProgressCardType } = {},
): Promise<Blob> {
  const before = data.photos?.before ?? null;
  const after = data.photos?.after ?? null;
  // Opted in but nothing to show: a row of two "unavailable" boxes would only look broken.
  const withPhotos = before !== null || after !== null;
  const layout = cardLayout(withPhotos);
  const type = opts.type ?? (withPhotos ? 'image/jpeg' : 'image/png');

  const decoded = layout.photos
    ? await Promise.all([
        decodePhoto(before, layout.photos.before.photo),
        decodePhoto(after, layout.photos.after.photo),
      ])
    : [];
  let released = false;
  const release = () => {
    if (!released) for (const d of decoded) d?.release();
    released = true;
  };
  try {
    const { canvas, ctx } = makeCanvas(CARD_SIZE.width, CARD_SIZE.height);

    drawCard(ctx, data, layout, decoded);
    // The canvas holds the pixels now: give the bitmaps' memory back before the encoder needs its own.
    release();

    // A canvas over the device's memory budget (iOS) or a lost context keeps transparent pixels and
    // still encodes: check the one pixel every card paints (the band's corner) before trusting it.
    if ('isContextLost' in ctx && typeof ctx.isContextLost === 'function' && ctx.isContextLost()) {
      throw new Error('progress card: canvas context lost');
    }
    if (ctx.getImageData(0, 0, 1, 1).data[3] !== 255) throw new Error('progress card: canvas left blank');

    const blob = await encode(canvas, type);
    if (!blob || blob.size === 0 || !blob.type.startsWith('image/')) {
      throw new Error('progress card: the browser did not encode the image');
    }
    return blob;
  } finally {
    release();
  }
}

// ---------------------------------------------------------------- decoding

async function decodePhoto(blob: Blob | null, box: Box): Promise<Decoded | null> {
  if (!blob || blob.size === 0) return null;
  try {
    return (await decodeBitmap(blob, await decodeSize(blob, box))) ?? (await decodeWithImg(blob));
  } catch {
    return null;
  }
}

/** The size that just covers the box, from the file's header; a guess when the header is unknown (HEIC). */
async function decodeSize(blob: Blob, box: Box): Promise<{ resizeWidth: number; resizeHeight?: number }> {
  const header = readImageHeader(new Uint8Array(await blob.slice(0, HEADER_BYTES).arrayBuffer()));
  const size = header ? coverSize(orientedSize(header).width, orientedSize(header).height, box) : null;
  if (size) return { resizeWidth: size.width, resizeHeight: size.height };
  // Width only keeps the aspect ratio; 4/3 of the box width covers both 3:4 and 4:3 camera shots.
  return { resizeWidth: Math.ceil((box.width * 4) / 3) };
}

async function decodeBitmap(blob: Blob, size: { resizeWidth: number; resizeHeight?: number }): Promise<Decoded | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(blob, { ...size, resizeQuality: 'high', imageOrientation: 'from-image' });
  } catch {
    // Older Safari rejects the resize options: decode at full size (stored photos are ≤ 1280 px).
    try {
      bitmap = await createImageBitmap(blob);
    } catch {
      return null;
    }
  }
  if (!(bitmap.width > 0 && bitmap.height > 0)) {
    bitmap.close();
    return null;
  }
  return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
}

/** Formats only the <img> decoder opens (HEIC on Safari). */
async function decodeWithImg(blob: Blob): Promise<Decoded | null> {
  if (typeof document === 'undefined') return null;
  const url = URL.createObjectURL(blob);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
  if (!(img.naturalWidth > 0 && img.naturalHeight > 0)) {
    URL.revokeObjectURL(url);
    return null;
  }
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(url) };
}

// ---------------------------------------------------------------- drawing

function drawCard(ctx: Ctx, data: ProgressCardData, layout: CardLayout, photos: (Decoded | null)[]) {
  const texts = cardTexts(data);
  const c = CARD_COLORS;

  ctx.fillStyle = c.background;
  ctx.fillRect(0, 0, CARD_SIZE.width, CARD_SIZE.height);
  ctx.fillStyle = c.band;
  ctx.fillRect(layout.header.x, layout.header.y, layout.header.width, layout.header.height);
  drawText(ctx, layout.brand, CARD_TEXT.brand, c.onBand);
  drawText(ctx, layout.tagline, CARD_TEXT.tagline, c.onBand);

  // The two panels share their sizes, so a long label on one side does not make the sides look unequal.
  const figureSize = Math.min(
    fitted(ctx, layout.days.figure, texts.days).size,
    fitted(ctx, layout.kg.figure, texts.kg).size,
  );
  const labelSize = Math.min(
    fitted(ctx, layout.days.label, texts.daysLabel).size,
    fitted(ctx, layout.kg.label, texts.kgLabel).size,
  );
  const sizes = { figure: figureSize, label: labelSize };
  drawFigure(ctx, layout.days, texts.days, texts.daysLabel, sizes, layout.radius);
  drawFigure(ctx, layout.kg, texts.kg, texts.kgLabel, sizes, layout.radius);

  drawChart(ctx, layout.chart, data.weights, layout.radius);

  if (layout.photos) {
    drawPhoto(ctx, layout.photos.before, photos[0] ?? null, CARD_TEXT.before, layout.radius);
    drawPhoto(ctx, layout.photos.after, photos[1] ?? null, CARD_TEXT.after, layout.radius);
  }

  drawText(ctx, layout.date, texts.date, c.muted);
  drawText(ctx, layout.footer, CARD_TEXT.footer, c.muted);
}

function drawFigure(
  ctx: Ctx,
  boxes: FigureBoxes,
  figure: string,
  label: string,
  sizes: { figure: number; label: number },
  radius: number,
) {
  panel(ctx, boxes.panel, radius);
  // Sizes at or above the box's minimum: a text that still does not fit is cut with '…' there.
  drawText(ctx, { ...boxes.figure, size: sizes.figure }, figure, CARD_COLORS.figure);
  drawText(ctx, { ...boxes.label, size: sizes.label }, label, CARD_COLORS.text);
}

function drawChart(ctx: Ctx, chart: ChartBoxes, weights: readonly number[], radius: number) {
  panel(ctx, chart.panel, radius);
  drawText(ctx, chart.title, CARD_TEXT.chartTitle, CARD_COLORS.text);

  const points = chartPolyline(weights, chart.plot);
  const { plot } = chart;
  if (points.length === 0) {
    const size = chart.title.size;
    const box: TextBox = {
      ...chart.title,
      y: plot.y + (plot.height - chart.title.height) / 2,
      weight: 400,
      align: 'center',
      size,
    };
    drawText(ctx, box, CARD_TEXT.noWeights, CARD_COLORS.muted);
    return;
  }

  if (points.length > 1) {
    // A light area under the line reads as "a trend" even at thumbnail size.
    ctx.beginPath();
    ctx.moveTo(points[0]!.x, plot.y + plot.height);
    for (const p of points) ctx.lineTo(p.x, p.y);
    ctx.lineTo(points[points.length - 1]!.x, plot.y + plot.height);
    ctx.closePath();
    ctx.fillStyle = CARD_COLORS.area;
    ctx.fill();

    ctx.beginPath();
    ctx.moveTo(points[0]!.x, points[0]!.y);
    for (const p of points) ctx.lineTo(p.x, p.y);
    ctx.strokeStyle = CARD_COLORS.line;
    ctx.lineWidth = chart.lineWidth;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.stroke();
  }

  ctx.fillStyle = CARD_COLORS.line;
  for (const p of points.length > 1 ? [points[0]!, points[points.length - 1]!] : points) {
    ctx.beginPath();
    ctx.arc(p.x, p.y, chart.dotRadius, 0, Math.PI * 2);
    ctx.fill();
  }
  for (const label of chartLabels(weights, chart)) drawText(ctx, label, label.text, CARD_COLORS.text);
}

function drawPhoto(ctx: Ctx, boxes: PhotoBoxes, photo: Decoded | null, caption: string, radius: number) {
  const { photo: box } = boxes;
  const crop = photo ? coverCrop(photo.width, photo.height, box) : null;
  ctx.save();
  roundedRect(ctx, box, radius);
  ctx.clip();
  if (photo && crop) {
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(photo.source, crop.x, crop.y, crop.width, crop.height, box.x, box.y, box.width, box.height);
  } else {
    ctx.fillStyle = CARD_COLORS.photoEmpty;
    ctx.fillRect(box.x, box.y, box.width, box.height);
  }
  ctx.restore();
  if (!photo || !crop) {
    const size = boxes.caption.size;
    const label: TextBox = { ...boxes.caption, y: box.y + (box.height - boxes.caption.height) / 2, weight: 400, size };
    drawText(ctx, label, CARD_TEXT.photoUnavailable, CARD_COLORS.text);
  }
  // Below the photo, never over it: text on a photo has no contrast we can promise.
  drawText(ctx, boxes.caption, caption, CARD_COLORS.text);
}

function panel(ctx: Ctx, box: Box, radius: number) {
  roundedRect(ctx, box, radius);
  ctx.fillStyle = CARD_COLORS.panel;
  ctx.fill();
  ctx.strokeStyle = CARD_COLORS.panelBorder;
  ctx.lineWidth = 2;
  ctx.stroke();
}

function roundedRect(ctx: Ctx, box: Box, radius: number) {
  ctx.beginPath();
  // roundRect is missing before Chrome 99 / Safari 16: square corners are fine there.
  if (typeof ctx.roundRect === 'function') ctx.roundRect(box.x, box.y, box.width, box.height, radius);
  else ctx.rect(box.x, box.y, box.width, box.height);
}

function font(weight: number, size: number): string {
  return `${weight} ${size}px ${FONT_FAMILY}`;
}

function fitted(ctx: Ctx, box: TextBox, text: string) {
  return fitText(text, box, (t, size) => {
    ctx.font = font(box.weight, size);
    return ctx.measureText(t).width;
  });
}

function drawText(ctx: Ctx, box: TextBox, text: string, color: string) {
  const fit = fitted(ctx, box, text);
  if (fit.text === '') return;
  ctx.font = font(box.weight, fit.size);
  ctx.fillStyle = color;
  ctx.textAlign = box.align;
  ctx.textBaseline = 'middle';
  const x = box.align === 'left' ? box.x : box.align === 'center' ? box.x + box.width / 2 : box.x + box.width;
  ctx.fillText(fit.text, x, box.y + box.height / 2, box.width);
}

// ---------------------------------------------------------------- canvas and encoding

function makeCanvas(width: number, height: number): { canvas: AnyCanvas; ctx: Ctx } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    // Safari 16.0-16.3 has OffscreenCanvas without its 2D context: the page's canvas does the job.
    const ctx = canvas.getContext('2d');
    if (ctx) return { canvas, ctx };
  }
  if (typeof document === 'undefined') throw new Error('progress card: no 2D canvas in this environment');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('progress card: no 2D canvas context');
  return { canvas, ctx };
}

function encode(canvas: AnyCanvas, type: ProgressCardType): Promise<Blob | null> {
  const quality = type === 'image/jpeg' ? CARD_JPEG_QUALITY : undefined;
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}
