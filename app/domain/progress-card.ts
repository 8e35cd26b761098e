/**
 * The shareable progress card (Results → "Compartilhar progresso"): what it
 * shows from the stored records, its size, texts, colours and where
 * everything sits, in card pixels. Pure: no DOM, no canvas.
 * lib/progress-card.ts only draws what this module decides, so the drawing
 * code holds no magic numbers and every rule here is unit-tested.
 */
import { buildWeightSeries } from './chart';
import { CHALLENGE_DAYS, isDay } from './challenge';
import { formatDayBR, formatOneDecimal } from './format';
import { parseWeight, WEIGHT_KG } from './limits';
import { currentWeight, weightLost } from './results';

/**
 * 4:5 portrait, 1080 px wide. 4:5 is the tallest ratio Instagram's feed shows
 * without cropping, WhatsApp shows it whole in a chat bubble, and a 9:16
 * Status letterboxes it rather than cutting it. 1080 px is the width both
 * apps re-encode to, so the image is not scaled twice (no blurry text).
 */
export const CARD_SIZE = { width: 1080, height: 1350 } as const;

export interface ProgressCardData {
  daysDone: number;
  totalDays: number;
  /** Already formatted pt-BR ('3,5'), or '' when unknown. */
  kgLost: string;
  /** 'kg eliminados' or 'kg eliminados até agora'. */
  kgLostLabel: string;
  /** In date order; may be empty or hold a single weight. */
  weights: readonly number[];
  /** '23/11/2026'. */
  dateText: string;
  /** Opaque here: the drawing code decides what a photo is. Present only when the user opted in. */
  photos?: { before: unknown; after: unknown } | null;
}

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

/** pt-BR words on the card (the figures come from the data). */
export const CARD_TEXT = {
  brand: 'M15',
  tagline: 'Ativação Metabólica em 15 Dias',
  daysLabel: 'dias concluídos',
  kgLabel: 'kg eliminados',
  unknownKg: '—',
  chartTitle: 'Evolução do peso',
  noWeights: 'Nenhuma pesagem registrada ainda',
  before: 'Antes',
  after: 'Depois',
  photoUnavailable: 'Foto indisponível',
  footer: 'Feito com o app M15',
} as const;

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

export interface CardTexts {
  days: string;
  daysLabel: string;
  kg: string;
  kgLabel: string;
  date: string;
}

/** The card's variable texts, made safe to draw: numbers clamped, blanks given their default. */
export function cardTexts(
  data: Pick<ProgressCardData, 'daysDone' | 'totalDays' | 'kgLost' | 'kgLostLabel' | 'dateText'>,
): CardTexts {
  const total = isCount(data.totalDays) && data.totalDays >= 1 ? data.totalDays : CHALLENGE_DAYS;
  const done = isCount(data.daysDone) ? Math.min(Math.max(data.daysDone, 0), total) : 0;
  return {
    days: `${done} de ${total}`,
    daysLabel: CARD_TEXT.daysLabel,
    kg: oneLine(data.kgLost) || CARD_TEXT.unknownKg,
    kgLabel: oneLine(data.kgLostLabel) || CARD_TEXT.kgLabel,
    date: oneLine(data.dateText),
  };
}

/** The kilograms' label: final once the challenge is over, "so far" while it runs (cardTexts takes it as it is). */
export const KG_LOST_LABEL = { finished: CARD_TEXT.kgLabel, soFar: `${CARD_TEXT.kgLabel} até agora` } as const;

/** The stored records the card is made of, as the routes' loaders read them. */
export interface ProgressRecords {
  completedDays: readonly number[];
  diary: readonly { date: string; weight: string }[];
  initialWeight: string;
  finalWeight: string;
  /** The challenge is over (isChallengeOver): the kilograms are the result, not a figure "até agora". */
  finished: boolean;
}

/**
 * The card's figures, as the Resultados screen shows them: the days ticked
 * on the Jornada, the kilograms lost against the final weight (or the
 * diary's latest, "até agora"), the weights of the weight chart and today's
 * date. Unknown kilograms are '' (the card shows '—'), never a made-up 0.
 */
export function progressCardData(records: ProgressRecords, now: Date): ProgressCardData {
  const days = Array.isArray(records.completedDays) ? records.completedDays : [];
  const daysDone = new Set(days.filter(isDay)).size;
  const diary = Array.isArray(records.diary) ? records.diary : [];
  const current = currentWeight({ finalWeight: records.finalWeight, diary });
  const known = current.source !== 'none' && parseWeight(records.initialWeight) !== null;
  const series = buildWeightSeries({ diary, initialWeight: records.initialWeight, finalWeight: records.finalWeight });
  return {
    daysDone,
    totalDays: CHALLENGE_DAYS,
    kgLost: known ? formatOneDecimal(Number(weightLost(records.initialWeight, current.weight))) : '',
    kgLostLabel: records.finished ? KG_LOST_LABEL.finished : KG_LOST_LABEL.soFar,
    weights: series.points.map((p) => p.Peso),
    dateText: formatDayBR(now),
  };
}

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n);
}

/** Canvas draws a line break as a blank: whitespace runs become one space. */
function oneLine(text: unknown): string {
  return typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
}

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
