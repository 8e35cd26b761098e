/** m15-fasting: when the current (or last) fast began and ended. */
import { endFast, type FastingRecord, isFastRunning } from '~/domain/fasting';
import { KEYS } from '~/domain/keys';
import { write } from './local';
import { load } from './registry';

export function loadFast(): FastingRecord {
  return load(KEYS.fasting);
}

/** A new fast from `startedAt` (an instant already checked), replacing the last one. */
export function startFast({ startedAt }: { startedAt: string }): void {
  write(KEYS.fasting, { startedAt, endedAt: '' });
}

/** Ends the running fast now and returns it; null (and nothing written) when none was running. */
export function stopFast({ now }: { now: Date }): FastingRecord | null {
  const current = loadFast();
  if (!isFastRunning(current)) return null;
  const next = endFast(current, now);
  write(KEYS.fasting, next);
  return next;
}
