/**
 * Photo-history and protocol-history records (spec §3, §4 "Save results",
 * "Restart protocol"). Pure: the caller passes the clock and the ids.
 */
import { formatDateBR } from './dates';
import type { PhotoRecord, ProtocolRecord } from './stored';
import { weightLost } from './results';

export const todayBR = (now: Date) => new Intl.DateTimeFormat('pt-BR').format(now);

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
    date: todayBR(input.now),
    beforePhoto: input.beforePhoto,
    afterPhoto: input.afterPhoto,
    weight: input.finalWeight,
    startDate: input.startDate ? formatDateBR(input.startDate.trim()) : '',
    initialWeight: input.initialWeight,
  };
}

export function buildProtocolRecord(input: {
  id: number;
  now: Date;
  startDate: string;
  initialWeight: string;
  finalWeight: string;
  message: string;
}): ProtocolRecord {
  return {
    id: input.id,
    startDate: input.startDate.trim() ? formatDateBR(input.startDate.trim()) : 'N/A',
    endDate: todayBR(input.now),
    initialWeight: input.initialWeight,
    finalWeight: input.finalWeight,
    weightLoss: weightLost(input.initialWeight, input.finalWeight),
    message: input.message,
  };
}

/** A restart token already in the history means this restart was already done (double tap, resubmit). */
export const alreadyRestarted = (history: readonly { id: string | number }[], id: number) =>
  history.some((r) => String(r.id) === String(id));

/** '1 registro salvo' / '3 registros salvos'. */
export function countLabel(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
