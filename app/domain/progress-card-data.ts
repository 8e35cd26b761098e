/**
 * "Compartilhar progresso" (Resultados, and Início after the last day): the
 * card's figures, taken from the stored records, and its file's name. Pure.
 * Its words are content/progress-card.ts's (passed in as `CardWords`); the
 * drawing and the tap's work are lib/progress-card/ (layout, draw, share).
 */
import { buildWeightSeries } from './chart';
import { CHALLENGE_DAYS, isDay } from './challenge';
import { localIsoDate } from './dates';
import { formatDayBR, formatOneDecimal } from './format';
import { parseWeight } from './limits';
import { currentWeight, weightLost } from './results';

export interface ProgressCardData {
  daysDone: number;
  totalDays: number;
  /** Already formatted pt-BR ('3,5'), or '' when unknown. */
  kgLost: string;
  /** The challenge is over: the kilograms are the result, not a figure "até agora". */
  finished: boolean;
  /** In date order; may be empty or hold a single weight. */
  weights: readonly number[];
  /** '23/11/2026'. */
  dateText: string;
  /** Opaque here: the drawing code decides what a photo is. Present only when the user opted in. */
  photos?: { before: unknown; after: unknown } | null;
}

/** The card's words (content/progress-card.ts); the figures come from the data. */
export interface CardWords {
  brand: string;
  tagline: string;
  /** '3 de 15'. */
  daysOf: (done: number, total: number) => string;
  daysLabel: string;
  /** The kilograms once the challenge is over, and while it runs. */
  kgLabel: { finished: string; soFar: string };
  /** In place of kilograms that cannot be known. */
  unknownKg: string;
  chartTitle: string;
  noWeights: string;
  before: string;
  after: string;
  photoUnavailable: string;
  footer: string;
}

export interface CardTexts {
  days: string;
  daysLabel: string;
  kg: string;
  kgLabel: string;
  date: string;
}

/** The card's variable texts in `words`, made safe to draw: numbers clamped, blanks given their default. */
export function cardTexts(
  data: Pick<ProgressCardData, 'daysDone' | 'totalDays' | 'kgLost' | 'finished' | 'dateText'>,
  words: CardWords,
): CardTexts {
  const total = isCount(data.totalDays) && data.totalDays >= 1 ? data.totalDays : CHALLENGE_DAYS;
  const done = isCount(data.daysDone) ? Math.min(Math.max(data.daysDone, 0), total) : 0;
  return {
    days: words.daysOf(done, total),
    daysLabel: words.daysLabel,
    kg: oneLine(data.kgLost) || words.unknownKg,
    kgLabel: data.finished === true ? words.kgLabel.finished : words.kgLabel.soFar,
    date: oneLine(data.dateText),
  };
}

/** The stored records the card is made of, as the routes' loaders read them. */
export interface ProgressRecords {
  completedDays: readonly number[];
  diary: readonly { date: string; weight: string }[];
  initialWeight: string;
  finalWeight: string;
  /** The day the "Peso Final" was saved (see currentWeight). */
  finalWeightOn?: string;
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
  const final = { finalWeight: records.finalWeight, finalWeightOn: records.finalWeightOn };
  const current = currentWeight({ ...final, diary });
  const known = current.source !== 'none' && parseWeight(records.initialWeight) !== null;
  const series = buildWeightSeries({ ...final, diary, initialWeight: records.initialWeight });
  return {
    daysDone,
    totalDays: CHALLENGE_DAYS,
    kgLost: known ? formatOneDecimal(Number(weightLost(records.initialWeight, current.weight))) : '',
    finished: records.finished === true,
    weights: series.points.map((p) => p.weight),
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

/** `m15-progresso-AAAA-MM-DD.png`, or `.jpg` for a card with photos: the user's calendar date, the image's type. */
export function progressFileName(now: Date, type: string): string {
  return `m15-progresso-${localIsoDate(now)}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}

/**
 * Which of the photos the user chose to include could not be read (a missing
 * or damaged file): 'one' of two is drawn as unavailable, with 'all' the card
 * is made without photos.
 */
export type MissingPhotos = 'none' | 'one' | 'all';

export function missingPhotos(
  stored: { before: string; after: string },
  read: { before: unknown; after: unknown },
): MissingPhotos {
  const failed = (['before', 'after'] as const).filter((k) => stored[k] !== '' && !read[k]).length;
  if (failed === 0) return 'none';
  return read.before || read.after ? 'one' : 'all';
}

/** What a tap on "Compartilhar progresso" came to; content/progress-card.ts says it. */
export type CardShared =
  /** The browser could not draw or encode the image (out of memory on an old phone, a lost canvas). */
  | { kind: 'failed' }
  | {
      kind: 'delivered';
      delivery: 'shared' | 'downloaded' | 'cancelled';
      fileName: string;
      missingPhotos: MissingPhotos;
    };
