/**
 * m15-fasting (the current or last fast) and m15-fast-log (every fast that
 * ended). A fast that ends is written to both at once (writeMany): the clock
 * shows it ended, and the log keeps it for the report. A fast that reached
 * the end of its block is read as ended there (`loadFasts`, settleFast):
 * readers never write, and the next write stores it so.
 */
import { type EndedFast, endFastAt, settleFast, withEndedFast, withoutFast, canUndoEnd } from '~/domain/fast-log';
import type { FastingRecord } from '~/domain/fasting';
import { fastPlan } from '~/domain/fasting-block';
import { KEYS } from '~/domain/keys';
import { writeMany } from './local';
import { load } from './registry';

export function loadFast(): FastingRecord {
  return load(KEYS.fasting);
}

/** Every ended fast, oldest first. */
export function loadFastLog(): EndedFast[] {
  return load(KEYS.fastLog);
}

/** The current or last fast and every ended one, as they stand at `now` (a fast past its block's end is ended). */
export function loadFasts({ startDate, now }: { startDate: string; now: Date }): {
  fast: FastingRecord;
  log: EndedFast[];
} {
  const current = loadFast();
  return settleFast(current, loadFastLog(), fastPlan(startDate, current.startedAt), now);
}

/**
 * A new fast from `startedAt` (an instant already checked), replacing the
 * last one; a last one that reached its end goes into the log in the same write.
 */
export function startFast({ startDate, startedAt, now }: { startDate: string; startedAt: string; now: Date }): void {
  writeMany({
    [KEYS.fasting]: { startedAt, endedAt: '' } satisfies FastingRecord,
    [KEYS.fastLog]: loadFasts({ startDate, now }).log,
  });
}

/** The changes that end the running fast (at `now`, or at its plan's end if that came first), or null. */
export function endingChanges({ startDate, now }: { startDate: string; now: Date }) {
  const current = loadFast();
  const plan = fastPlan(startDate, current.startedAt);
  const ended = plan ? endFastAt(current, plan, now) : null;
  if (!ended) return null;
  return {
    ended,
    changes: {
      [KEYS.fasting]: { startedAt: ended.startedAt, endedAt: ended.endedAt } satisfies FastingRecord,
      [KEYS.fastLog]: withEndedFast(loadFastLog(), ended),
    },
  };
}

/** "Encerrar o jejum": ends the running fast and logs it; null (nothing written) when none was running. */
export function endFast({ startDate, now }: { startDate: string; now: Date }): EndedFast | null {
  const ending = endingChanges({ startDate, now });
  if (!ending) return null;
  writeMany(ending.changes);
  return ending.ended;
}

/** "Desfazer": a mistaken early end of a few minutes ago runs again, and leaves the log. */
export function undoFastEnd({ startDate, now }: { startDate: string; now: Date }): boolean {
  const current = loadFast();
  const plan = fastPlan(startDate, current.startedAt);
  if (!plan || current.endedAt === '') return false;
  const outcome = Date.parse(current.endedAt) >= Date.parse(plan.endsAt) ? 'goal' : 'early';
  if (!canUndoEnd({ endedAt: current.endedAt, plannedEndAt: plan.endsAt, outcome }, now)) return false;
  writeMany({
    [KEYS.fasting]: { startedAt: current.startedAt, endedAt: '' } satisfies FastingRecord,
    [KEYS.fastLog]: withoutFast(loadFastLog(), current.startedAt),
  });
  return true;
}
