/**
 * Photo-history and protocol-history records (spec §3, §4 "Save results",
 * "Restart protocol"). Pure: the caller passes the clock and the ids.
 */
import { CHALLENGE_DAYS, type ChallengeDay } from './challenge';
import { formatDateBR, formatDayBR } from './format';
import type { PhotoRecord, ProtocolRecord } from './stored';
import { weightLost } from './results';

export function buildPhotoRecord(input: {
  id: number;
  now: Date;
  beforePhoto: string;
  afterPhoto: string;
  finalWeight: string;
  initialWeight: string;
  startDate: string;
}): PhotoRecord | null {
  if (!input.beforePhoto && !input.afterPhoto) return null;
  return {
    id: input.id,
    date: formatDayBR(input.now),
    beforePhoto: input.beforePhoto,
    afterPhoto: input.afterPhoto,
    weight: input.finalWeight,
    startDate: input.startDate ? formatDateBR(input.startDate.trim()) : '',
    initialWeight: input.initialWeight,
  };
}

/**
 * The protocol-history record of a restart: what really happened. The final
 * weight is the result (currentWeight: the newest weigh-in, so also the
 * diary's when no "Peso Final" was saved), and `daysCompleted` how many of the
 * 15 days were ticked.
 */
export function buildProtocolRecord(input: {
  id: number;
  now: Date;
  startDate: string;
  initialWeight: string;
  finalWeight: string;
  message: string;
  daysCompleted: number;
}): ProtocolRecord {
  const days = Number.isInteger(input.daysCompleted) ? Math.min(Math.max(input.daysCompleted, 0), CHALLENGE_DAYS) : 0;
  return {
    id: input.id,
    startDate: input.startDate.trim() ? formatDateBR(input.startDate.trim()) : 'N/A',
    endDate: formatDayBR(input.now),
    initialWeight: input.initialWeight,
    finalWeight: input.finalWeight,
    weightLoss: weightLost(input.initialWeight, input.finalWeight),
    message: input.message,
    daysCompleted: days,
  };
}

/** A record's days ticked, of the challenge's (content/results.ts: '4 de 15 dias concluídos'); null for a record of an older version (not known). */
export function protocolDays(record: Pick<ProtocolRecord, 'daysCompleted'>): { done: number; of: number } | null {
  const n = record.daysCompleted;
  return typeof n === 'number' ? { done: n, of: CHALLENGE_DAYS } : null;
}

/**
 * How many records the protocol history holds, and how many of them are a
 * completed challenge (15 days ticked; a record of an older version does not
 * say, and counts as the specification counted it: completed).
 */
export function protocolCounts(records: readonly Pick<ProtocolRecord, 'daysCompleted'>[]): {
  all: number;
  completed: number;
} {
  const completed = records.filter((r) => r.daysCompleted === undefined || r.daysCompleted >= CHALLENGE_DAYS).length;
  return { all: records.length, completed };
}

/** A restart token already in the history means this restart was already done (double tap, resubmit). */
export const alreadyRestarted = (history: readonly { id: string | number }[], id: number) =>
  history.some((r) => String(r.id) === String(id));

/**
 * Days after the last day of the challenge before another cycle is suggested:
 * the 7 days of carnivore-keto the protocol recommends after it (spec §9),
 * which also cover the refeed after the 6-day fast (docs/safety/sources.md,
 * "Restart"). A minimum, not a medical go-ahead: the texts send people to their doctor.
 */
export const RESTART_WAIT_DAYS = 7;

/**
 * Whether another cycle may be suggested: only once the wait after the last
 * day has passed (from day 23). Without a start date, or before the last day
 * by the calendar (15 days ticked early), the refeed still comes first.
 */
export function restartSuggested(status: ChallengeDay | null): boolean {
  return status?.kind === 'after' && status.daysSinceEnd > RESTART_WAIT_DAYS;
}
