/**
 * Draws the shareable progress card (its words, passed in: content/progress-card.ts;
 * where everything sits: layout.ts) and encodes it as an image Blob for the
 * Web Share API or a download.
 *
 * Order matters, because the card must never come out blank or half drawn:
 * 1. decode the photos (the only slow, asynchronous part) with the app's one
 *    decoder (lib/image-encode.ts), each straight to the size of its box, so
 *    no full-size photo is ever drawn;
 * 2. draw everything in one synchronous pass (system fonts only: the app is
 *    offline, and a web font that has not loaded draws nothing);
 * 3. encode, and refuse to resolve anything but a non-empty image.
 * A photo that cannot be decoded becomes a neutral "unavailable" box:
 * one bad file must not cost the user the whole card.
 */
import { type CardWords, cardTexts, type ProgressCardData } from '~/domain/progress-card-data';
import { HEADER_BYTES, orientedSize, readImageHeader } from '~/domain/photo-header';
import { canvas2d, canvasToBlob, type Context2D as Ctx, decodeImage, type DecodedImage } from '~/lib/image-encode';
import {
  CARD_COLORS,
  CARD_SIZE,
  cardLayout,
  chartLabels,
  chartPolyline,
  type Box,
  type CardLayout,
  type ChartBoxes,
  type FigureBoxes,
  type PhotoBoxes,
  type TextBox,
} from './layout';

export type ProgressCardInput = ProgressCardData & {
  photos?: { before: Blob | null; after: Blob | null } | null;
};

export type ProgressCardType = 'image/png' | 'image/jpeg';

/** Photos are camera noise that PNG compresses badly: JPEG at this quality is ~3× smaller and looks the same. */
const CARD_JPEG_QUALITY = 0.9;

// The theme's own stack (app/theme.ts, minus the emoji fonts): the screen has already resolved these
// fonts when the user taps "Compartilhar", so measuring text costs no font lookup.
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export async function renderProgressCard(
  data: ProgressCardInput,
  words: CardWords,
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
    const made = canvas2d(CARD_SIZE.width, CARD_SIZE.height);
    if (!made) throw new Error('progress card: no 2D canvas');
    const { canvas, ctx } = made;

    drawCard(ctx, data, words, layout, decoded);
    // The canvas holds the pixels now: give the bitmaps' memory back before the encoder needs its own.
    release();

    // A canvas over the device's memory budget (iOS) or a lost context keeps transparent pixels and
    // still encodes: check the one pixel every card paints (the band's corner) before trusting it.
    if ('isContextLost' in ctx && typeof ctx.isContextLost === 'function' && ctx.isContextLost()) {
      throw new Error('progress card: canvas context lost');
    }
    if (ctx.getImageData(0, 0, 1, 1).data[3] !== 255) throw new Error('progress card: canvas left blank');

    const blob = await canvasToBlob(canvas, type, type === 'image/jpeg' ? CARD_JPEG_QUALITY : undefined);
    if (!blob || blob.size === 0 || !blob.type.startsWith('image/')) {
      throw new Error('progress card: the browser did not encode the image');
    }
    return blob;
  } finally {
    release();
  }
}

// ---------------------------------------------------------------- decoding

/** A stored photo decoded to just cover its box; null when it cannot be read (drawn as unavailable). */
async function decodePhoto(blob: Blob | null, box: Box): Promise<DecodedImage | null> {
  if (!blob || blob.size === 0) return null;
  try {
    const header = readImageHeader(new Uint8Array(await blob.slice(0, HEADER_BYTES).arrayBuffer()));
    const shown = header ? orientedSize(header) : null;
    // An unknown header (HEIC) decodes at full size: stored photos are ≤ 1280 px.
    return await decodeImage(blob, shown && coverSize(shown.width, shown.height, box));
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- drawing

function drawCard(
  ctx: Ctx,
  data: ProgressCardData,
  words: CardWords,
  layout: CardLayout,
  photos: (DecodedImage | null)[],
) {
  const texts = cardTexts(data, words);
  const c = CARD_COLORS;

  ctx.fillStyle = c.background;
  ctx.fillRect(0, 0, CARD_SIZE.width, CARD_SIZE.height);
  ctx.fillStyle = c.band;
  ctx.fillRect(layout.header.x, layout.header.y, layout.header.width, layout.header.height);
  drawText(ctx, layout.brand, words.brand, c.onBand);
  drawText(ctx, layout.tagline, words.tagline, c.onBand);

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

  drawChart(ctx, layout.chart, data.weights, words, layout.radius);

  if (layout.photos) {
    drawPhoto(ctx, layout.photos.before, photos[0] ?? null, words.before, words.photoUnavailable, layout.radius);
    drawPhoto(ctx, layout.photos.after, photos[1] ?? null, words.after, words.photoUnavailable, layout.radius);
  }

  drawText(ctx, layout.date, texts.date, c.muted);
  drawText(ctx, layout.footer, words.footer, c.muted);
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

function drawChart(ctx: Ctx, chart: ChartBoxes, weights: readonly number[], words: CardWords, radius: number) {
  panel(ctx, chart.panel, radius);
  drawText(ctx, chart.title, words.chartTitle, CARD_COLORS.text);

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
    drawText(ctx, box, words.noWeights, CARD_COLORS.muted);
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

function drawPhoto(
  ctx: Ctx,
  boxes: PhotoBoxes,
  photo: DecodedImage | null,
  caption: string,
  unavailable: string,
  radius: number,
) {
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
    drawText(ctx, label, unavailable, CARD_COLORS.text);
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

// ---------------------------------------------------------------- fitting text and photos

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
