/**
 * `m15-fast-log`: every fast that ended, for her and for the
 * nutritionist's report. A fast ends when she taps "Encerrar o jejum", when a
 * "sim" in the check before a fast stops it, or when the end of its block is
 * reached (the clock closes it there). The current fast stays in
 * `m15-fasting`; this list only ever receives ended ones.
 *
 * For the report: each record is one fast, oldest first; its hours are
 * `fastHours(record)`, never stored (they follow from the two instants).
 */
import * as v from 'valibot';
import { FASTING_BLOCK_IDS, type FastingBlockId } from './challenge';
import { type FastingRecord, isFastRunning, isIsoInstant } from './fasting';
import { calendarDate } from './dates';
import type { BottleDay } from './electrolytes';
import type { FastPlan } from './fasting-block';
import type { Parser } from './stored';

/** How a fast ended: at the end of its block's plan, or before it (her choice, or a stop). */
const FAST_OUTCOMES = ['goal', 'early'] as const;
type FastOutcome = (typeof FAST_OUTCOMES)[number];

export interface EndedFast {
  /** The block it belonged to; null for a fast begun outside every block (an earlier version allowed it). */
  block: FastingBlockId | null;
  /** When it began and ended: instants as `toISOString()` writes them; the end is never before the start. */
  startedAt: string;
  endedAt: string;
  /** The end its block gave it (start + 72 h / 144 h, at most 23:59 of the block's last day). */
  plannedEndAt: string;
  /** 'goal': it reached `plannedEndAt`; 'early': it ended before. */
  outcome: FastOutcome;
  /** Its end is later than her tap: a bottle moved it there (`withEndMark`). Stored only as `true`. */
  endedAhead?: true;
}

const HOUR_MS = 3_600_000;

/** The hours fasted, to one decimal (rounded down: 71 h 57 min is 71,9 h, not 72). */
export function fastHours(fast: Pick<EndedFast, 'startedAt' | 'endedAt'>): number {
  const ms = Date.parse(fast.endedAt) - Date.parse(fast.startedAt);
  return Number.isFinite(ms) && ms > 0 ? Math.floor(ms / (HOUR_MS / 10)) / 10 : 0;
}

/**
 * The fast `record` ended at `now`, or at the end of its plan when that came
 * first (a clock left running past the block ends with the block). Null when
 * no fast is running, or the plan is not this fast's.
 */
export function endFastAt(record: FastingRecord, plan: FastPlan, now: Date): EndedFast | null {
  if (!isFastRunning(record) || plan.startedAt !== record.startedAt || Number.isNaN(now.getTime())) return null;
  const start = Date.parse(plan.startedAt);
  const planEnd = Date.parse(plan.endsAt);
  const end = Math.max(start, Math.min(now.getTime(), planEnd));
  return {
    block: plan.block,
    startedAt: plan.startedAt,
    endedAt: new Date(end).toISOString(),
    plannedEndAt: plan.endsAt,
    outcome: end >= planEnd ? 'goal' : 'early',
  };
}

/**
 * The latest moment the app itself proves a fast still ran: a bottle of
 * electrolytes ticked on a later day (ticked on a fasting day while it ran)
 * means it ran into that day. An "Encerrar" whose clock reads earlier (a
 * phone's clock set back) ends it there, not before. Null when nothing proves
 * more than its start.
 */
export function provenRunningUntil(startedAt: string, bottles: readonly BottleDay[]): Date | null {
  const start = Date.parse(startedAt);
  const days = bottles
    .filter((b) => b.bottles > 0)
    .map((b) => calendarDate(b.date))
    .filter((t): t is number => t !== null)
    .map((t) => {
      const d = new Date(t);
      return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()).getTime();
    })
    .filter((t) => t > start);
  return days.length > 0 ? new Date(Math.max(...days)) : null;
}

/**
 * Whether an ended fast's end is later than the tap that ended it at `now`: a
 * bottle ticked on a later day (`provenRunningUntil`) moved it there. Either the
 * clock was set back at the tap or forward at the tick, and no one can tell
 * which: the end is kept, but the hours to it are not hers to be told she fasted.
 */
export function endedAheadOf(ended: Pick<EndedFast, 'startedAt' | 'endedAt'>, now: Date): boolean {
  const end = Date.parse(ended.endedAt);
  return end > now.getTime() && end > Date.parse(ended.startedAt);
}

/**
 * `fast` (the clock, or a fast of the log) with its end as written at `now`:
 * marked `endedAhead` when that end is later than `now` (`endedAheadOf`), or
 * when `ahead` says the end came so where it was first written (a restore
 * keeping another storage's end). A mark of an earlier end goes.
 */
export function withEndMark<T extends { startedAt: string; endedAt: string; endedAhead?: true }>(
  fast: T,
  now: Date,
  ahead = false,
): T {
  const marked = { ...fast };
  delete marked.endedAhead;
  return ahead || endedAheadOf(marked, now) ? { ...marked, endedAhead: true } : marked;
}

/**
 * A fast and the log as they stand at `now`: a fast still running past the
 * end of its plan is, by then, ended at that end and in the log ("Jejum
 * concluído"). Pure: readers show this, and the next write stores it, so
 * nothing is written just because time passed.
 */
export function settleFast(
  record: FastingRecord,
  log: readonly EndedFast[],
  plan: FastPlan | null,
  now: Date,
): { fast: FastingRecord; log: EndedFast[] } {
  if (!plan || !isFastRunning(record) || now.getTime() < Date.parse(plan.endsAt))
    return { fast: record, log: [...log] };
  const ended = endFastAt(record, plan, now);
  if (!ended) return { fast: record, log: [...log] };
  return { fast: { startedAt: ended.startedAt, endedAt: ended.endedAt }, log: withEndedFast(log, ended) };
}

/** The log with `fast` in it: a record of the same start is replaced (a fast ends once), oldest first. */
export function withEndedFast(log: readonly EndedFast[], fast: EndedFast): EndedFast[] {
  return [...log.filter((f) => f.startedAt !== fast.startedAt), fast].sort((a, b) =>
    a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : 0,
  );
}

/**
 * The log with each fast ended no earlier than the record of fasts says: a
 * fast the record holds as ended later (it ran on after a mistaken end, or
 * ended later in the other store) takes that end, at most its plan's, and the
 * outcome that end gives it. The log is what the way out reads, so it follows
 * the fast she did, not the shorter one a file kept.
 */
export function withRecordEnds(
  log: readonly EndedFast[],
  times: readonly { startedAt: string; endedAt: string; endedAhead?: true }[],
): EndedFast[] {
  return log.map((f) => {
    const later = times.find((t) => t.startedAt === f.startedAt && t.endedAt !== '' && t.endedAt > f.endedAt);
    if (!later) return f;
    const endedAt = later.endedAt < f.plannedEndAt ? later.endedAt : f.plannedEndAt;
    if (endedAt <= f.endedAt) return f;
    // The moved end carries the record's mark when it is the record's end as marked there; a plan's end, none.
    const moved: EndedFast = { ...f, endedAt, outcome: endedAt >= f.plannedEndAt ? 'goal' : 'early' };
    delete moved.endedAhead;
    return later.endedAhead === true && endedAt === later.endedAt ? { ...moved, endedAhead: true } : moved;
  });
}

/** The log without the fast that began at `startedAt` (its end was undone). */
export function withoutFast(log: readonly EndedFast[], startedAt: string): EndedFast[] {
  return log.filter((f) => f.startedAt !== startedAt);
}

/** A mistaken "Encerrar o jejum" can be undone this long after it. */
export const UNDO_END_MS = 15 * 60_000;

/** An early end can be undone for a few minutes, while its plan has not ended. */
export function canUndoEnd(fast: Pick<EndedFast, 'endedAt' | 'plannedEndAt' | 'outcome'>, now: Date): boolean {
  const t = now.getTime();
  const end = Date.parse(fast.endedAt);
  return fast.outcome === 'early' && t - end >= 0 && t - end <= UNDO_END_MS && t < Date.parse(fast.plannedEndAt);
}

const instant = v.pipe(
  v.string(),
  v.check<string>((t) => isIsoInstant(t)),
);
const EndedFastSchema = v.pipe(
  v.object({
    block: v.nullable(v.picklist(FASTING_BLOCK_IDS)),
    startedAt: instant,
    endedAt: instant,
    plannedEndAt: instant,
    outcome: v.picklist(FAST_OUTCOMES),
    endedAhead: v.optional(v.unknown()),
  }),
  v.check((f) => f.endedAt >= f.startedAt && f.plannedEndAt >= f.startedAt),
);

/**
 * The parser for `m15-fast-log`: a list that keeps every valid record and
 * drops the rest (storage then keeps the original aside), one per start,
 * oldest first. Unknown fields of a record are left out (a later version may add some).
 */
export const parseFastLog: Parser<EndedFast[]> = (json) => {
  if (!Array.isArray(json)) return { value: [], complete: json === null };
  let value: EndedFast[] = [];
  let marksDropped = false;
  for (const item of json) {
    const r = v.safeParse(EndedFastSchema, item);
    if (!r.success) continue;
    // The mark is only ever `true`; anything else is dropped, and the fast kept.
    const { endedAhead, ...fast } = r.output;
    if (endedAhead !== undefined && endedAhead !== true) marksDropped = true;
    value = withEndedFast(value, endedAhead === true ? { ...fast, endedAhead } : fast);
  }
  // Sorting loses nothing; a record dropped (invalid, or a second one of the same start), or its mark, does.
  return { value, complete: value.length === json.length && !marksDropped };
};
