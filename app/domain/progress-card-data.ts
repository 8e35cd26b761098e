/**
 * "Compartilhar progresso" (Resultados, and Início after the last day): what
 * the card says, taken from the stored records, and what the screen says
 * around it (the file's name, the share sheet's text, the toasts). Pure.
 * The drawing and the tap's work are lib/progress-card/ (layout, draw, share).
 */
import { buildWeightSeries } from './chart';
import { CHALLENGE_DAYS, isDay } from './challenge';
import { localIsoDate } from './dates';
import { formatDayBR, formatOneDecimal } from './format';
import { parseWeight } from './limits';
import { currentWeight, weightLost } from './results';
import type { Toast } from './toast';

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

/** What the share sheet sends with the image (WhatsApp uses the text as the caption). */
export const SHARE_TITLE = 'Meu progresso no M15';
export const SHARE_TEXT = 'Meu progresso no desafio M15 — Ativação Metabólica em 15 Dias.';

/** `m15-progresso-AAAA-MM-DD.png`, or `.jpg` for a card with photos: the user's calendar date, the image's type. */
export function progressFileName(now: Date, type: string): string {
  return `m15-progresso-${localIsoDate(now)}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
}

/**
 * Which of the photos the user chose to include could not be read (a missing
 * or damaged file): 'one' of two is drawn as "Foto indisponível", with 'all'
 * the card is made without photos.
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

function missingText(missing: MissingPhotos): string {
  if (missing === 'all') return 'As fotos escolhidas não puderam ser lidas, então a imagem foi criada sem elas.';
  if (missing === 'one') return 'Uma das fotos não pôde ser lida: no lugar dela aparece “Foto indisponível”.';
  return '';
}

/** What the screen says once the image is handed over; null when there is nothing to say (cancelled, all fine). */
export function shareDoneToast(input: {
  delivery: 'shared' | 'downloaded' | 'cancelled';
  fileName: string;
  missingPhotos: MissingPhotos;
}): Toast | null {
  const missing = missingText(input.missingPhotos);
  if (input.delivery === 'downloaded') {
    return {
      kind: 'success',
      title: 'Imagem pronta! 📸',
      message: `A imagem ${input.fileName} foi salva nos downloads: envie pelo WhatsApp ou publique no Instagram.${missing ? ` ${missing}` : ''}`,
    };
  }
  if (input.delivery === 'shared' && missing) return { kind: 'info', title: 'Imagem compartilhada', message: missing };
  return null;
}

/** The drawing's code did not load (an update half installed, no connection on a first visit). */
export const cardLoadFailedToast: Toast = {
  kind: 'error',
  title: 'Não foi possível criar a imagem',
  message: 'Uma parte do app não carregou. Verifique a conexão e tente de novo. Seus dados não foram alterados.',
};

/** The browser could not draw or encode the image (out of memory on an old phone, a lost canvas). */
export const cardFailedToast: Toast = {
  kind: 'error',
  title: 'Não foi possível criar a imagem',
  message:
    'O navegador não conseguiu desenhar a imagem. Feche outros apps e tente de novo, ou tente sem as fotos. Seus dados não foram alterados.',
};
