/**
 * Photo-history and protocol-history records (spec §3, §4 "Save results",
 * "Restart protocol"). Pure: the caller passes the clock and the ids.
 */
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
    endDate: formatDayBR(input.now),
    initialWeight: input.initialWeight,
    finalWeight: input.finalWeight,
    weightLoss: weightLost(input.initialWeight, input.finalWeight),
    message: input.message,
  };
}

/** A restart token already in the history means this restart was already done (double tap, resubmit). */
export const alreadyRestarted = (history: readonly { id: string | number }[], id: number) =>
  history.some((r) => String(r.id) === String(id));
