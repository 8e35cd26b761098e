/**
 * Draws the shareable progress card (layout and texts: domain/progress-card)
 * and encodes it as an image Blob for the Web Share API or a download.
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
import {
  CARD_COLORS,
  CARD_SIZE,
  CARD_TEXT,
  cardLayout,
  cardTexts,
  chartLabels,
  chartPolyline,
  coverCrop,
  coverSize,
  fitText,
  type Box,
  type CardLayout,
  type ChartBoxes,
  type FigureBoxes,
  type PhotoBoxes,
  type ProgressCardData,
  type TextBox,
} from '~/domain/progress-card';
import { HEADER_BYTES, orientedSize, readImageHeader } from '~/domain/photo-header';

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
