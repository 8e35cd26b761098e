/**
 * The record of fasts decides when the next fast may start, never the start
 * date. Refeeding guidance treats long fasts close together as the danger,
 * so a fast is refused while:
 * - fewer than GAP_HOURS (60 h) of eating have passed since the last fast of
 *   12 h or more ended (the protocol's own Ceto II gap between Jejum I and the
 *   Jejum Final is 72 h; 60 h leaves room for an evening start; 12 h, not
 *   24 h, so a fast cut short cannot be chained to the next);
 * - fewer than REST_DAYS (7) have passed since a fast longer than 72 h ended
 *   (the rest after the Jejum Final that the restart advises);
 * - two fasts of 24 h or more already began in the last 15 days.
 *
 * `m15-fast-record` holds only when each fast began, was planned to end and
 * ended: nothing else of hers. It outlives "Apagar tudo", the restart, Perfil's
 * reset and a restore for as long as it can gate a fast (a restore merges it,
 * so an older backup never brings back an earlier "last fast"). Every reader
 * also merges the fast log and the current fast into it, so a record written
 * before this existed still gates.
 *
 * Times are instants, measured in real time: a phone whose clock was set
 * back reads a fast ended "in the future" as ended just now, the safe side.
 */
import * as v from 'valibot';
import { laterText } from './dates';
import type { EndedFast } from './fast-log';
import { type FastingRecord, isIsoInstant } from './fasting';
import type { FastPlan } from './fasting-block';
import type { Parser } from './stored';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Eating between two fasts, in hours. */
export const GAP_HOURS = 60;
/**
 * A fast this long or longer is followed by the gap: more than a night
 * without food. Shorter than the protocol's 24 h on purpose: a fast ended at
 * 23 h and followed at once by the Jejum Final would be 167 h in a row.
 */
const GAP_FROM_HOURS = 12;
/** A fast this long or longer counts towards MAX_FASTS. */
const GATING_FAST_HOURS = 24;
/** A fast longer than this (the Jejum Final) is followed by REST_DAYS without a fast. */
const LONG_FAST_HOURS = 72;
export const REST_DAYS = 7;
/** At most MAX_FASTS fasts of 24 h or more begin in any WINDOW_DAYS. */
const MAX_FASTS = 2;
const WINDOW_DAYS = 15;

/** One fast's times: when it began, the end its plan gave it, and when it ended ('' while it runs). */
export interface FastTimes {
  startedAt: string;
  plannedEndAt: string;
  endedAt: string;
  /**
   * One more refeeding risk than the fast itself was known while it was on
   * record (domain/today.ts `extraRiskOf`): kept here by an erase or a restore
   * that takes away the records it was read from, so the way out still says so.
   */
  risk?: true;
  /**
   * The end is later than the moment it was written: a bottle ticked on a later
   * day moved it there (fast-log.ts `withEndMark`). The gate counts from it; no
   * screen tells her she fasted to it. Only on an ended fast, and only with the
   * end it came with: an end moved later by another copy drops it.
   */
  endedAhead?: true;
}

/**
 * A fast's end as the gate knows it: null while it runs, and null too for an
 * end at the very instant of its start. That is how a fast ended while the
 * phone's clock stood behind its start is kept (fast-log.ts `endFastAt` ends
 * none before it began): it ran for a time no one can tell, from minutes to
 * days, so the gate reads it to its plan, as it does a running one (H40).
 */
function knownEnd(t: FastTimes): number | null {
  if (t.endedAt === '') return null;
  const end = Date.parse(t.endedAt);
  return end === Date.parse(t.startedAt) ? null : end;
}

/**
 * When a fast stopped or will stop, for the gate: its end, or for one that
 * runs, now (never past its plan). A running fast that begins after `now` (the
 * phone's clock set back), or one ended at an unknown time, counts to its
 * plan, the safe side, never as a fast of 0 h.
 */
function endOf(t: FastTimes, now: Date): number {
  const start = Date.parse(t.startedAt);
  const planned = Date.parse(t.plannedEndAt);
  const end = knownEnd(t);
  if (end !== null) return end;
  if (t.endedAt !== '') return Math.max(start, planned);
  return now.getTime() < start ? planned : Math.min(now.getTime(), planned);
}

/** How long a fast lasted; a fast still running (or ended at an unknown time) counts at its planned length. */
function gatingHours(t: FastTimes): number {
  const end = knownEnd(t) ?? Date.parse(t.plannedEndAt);
  return (end - Date.parse(t.startedAt)) / HOUR_MS;
}

/** The hours a fast actually lasted by `now` (an ended one: to its end). */
export function fastedHours(t: FastTimes, now: Date): number {
  return (endOf(t, now) - Date.parse(t.startedAt)) / HOUR_MS;
}

export type GateReason = 'gap' | 'rest' | 'count';

export type Gate =
  | { open: true }
  | {
      open: false;
      reason: GateReason;
      /** The end of the fast that holds the gate shut: 'Você terminou um jejum há N horas'. */
      lastEndedAt: string;
      /** The first instant a fast may start. */
      opensAt: string;
    };

/** Whether a fast may start at `now`, by the record of fasts alone. */
export function fastGate(times: readonly FastTimes[], now: Date): Gate {
  const t = now.getTime();
  if (Number.isNaN(t)) throw new RangeError('Invalid current time');
  const gating = times.filter((f) => gatingHours(f) >= GATING_FAST_HOURS);
  const refusals: { reason: GateReason; opensAt: number; lastEndedAt: number }[] = [];
  for (const f of times.filter((t) => gatingHours(t) >= GAP_FROM_HOURS)) {
    const end = endOf(f, now);
    if (t < end + GAP_HOURS * HOUR_MS)
      refusals.push({ reason: 'gap', opensAt: end + GAP_HOURS * HOUR_MS, lastEndedAt: end });
    if (gatingHours(f) > LONG_FAST_HOURS && t < end + REST_DAYS * DAY_MS) {
      refusals.push({ reason: 'rest', opensAt: end + REST_DAYS * DAY_MS, lastEndedAt: end });
    }
  }
  // The count: a fast that began "in the future" (the clock set back) is in the window too.
  const recent = gating
    .map((f) => Date.parse(f.startedAt))
    .filter((start) => start > t - WINDOW_DAYS * DAY_MS)
    .sort((a, b) => b - a);
  if (recent.length >= MAX_FASTS) {
    const last = Math.max(...gating.map((f) => endOf(f, now)));
    refusals.push({ reason: 'count', opensAt: recent[MAX_FASTS - 1]! + WINDOW_DAYS * DAY_MS, lastEndedAt: last });
  }
  if (refusals.length === 0) return { open: true };
  const latest = refusals.reduce((a, b) => (b.opensAt > a.opensAt ? b : a));
  return {
    open: false,
    reason: latest.reason,
    lastEndedAt: new Date(latest.lastEndedAt).toISOString(),
    opensAt: new Date(latest.opensAt).toISOString(),
  };
}

/**
 * The first instant at or after `from` at which a fast may start by the record
 * (each rule's opening, followed until none holds): a start she types is
 * gated where it begins, not only at the moment she posts it.
 */
export function firstOpenStart(times: readonly FastTimes[], from: Date): Date {
  let at = from;
  // Each turn moves past one rule's opening; there are three rules.
  for (let i = 0; i < 4; i++) {
    const gate = fastGate(times, at);
    if (gate.open) return at;
    at = new Date(gate.opensAt);
  }
  return at;
}

/**
 * Whole hours since `endedAt`; null when that end is later than `now` (a
 * bottle counted it ahead, or the phone's clock stands behind it): no hours
 * have passed that could be said, only the moment the app counts it to.
 */
export function hoursSince(endedAt: string, now: Date): number | null {
  const ms = now.getTime() - Date.parse(endedAt);
  return ms < 0 ? null : Math.floor(ms / HOUR_MS);
}

// ---- building and keeping the record -----------------------------------

/** A fast of the log, as times. */
export function timesOfEnded(f: Pick<EndedFast, 'startedAt' | 'endedAt' | 'plannedEndAt' | 'endedAhead'>): FastTimes {
  return { startedAt: f.startedAt, plannedEndAt: f.plannedEndAt, endedAt: f.endedAt, ...aheadMark(f) };
}

/** `{ endedAhead: true }` for an ended fast so marked, else nothing: the mark never sits on a running fast. */
function aheadMark(f: { endedAt: string; endedAhead?: true }): { endedAhead?: true } {
  return f.endedAhead === true && f.endedAt !== '' ? { endedAhead: true } : {};
}

/** The current fast, as times, with its plan; null without one. */
export function timesOfCurrent(fast: FastingRecord, plan: FastPlan | null): FastTimes | null {
  if (!plan || !isIsoInstant(fast.startedAt) || plan.startedAt !== fast.startedAt) return null;
  return { startedAt: fast.startedAt, plannedEndAt: plan.endsAt, endedAt: fast.endedAt, ...aheadMark(fast) };
}

/**
 * Every fast known to any of the lists, once per start, oldest first. Two
 * lists that disagree about one fast are read on the safe side: an end beats
 * "still running" (a stop stays a stop when an older copy says it ran on), and
 * of two ends the later one counts; of two plans, the longer. The mark of an
 * end counted ahead (`endedAhead`) stays with the end it came with.
 */
export function mergeFastTimes(...lists: readonly (readonly FastTimes[])[]): FastTimes[] {
  const byStart = new Map<string, FastTimes>();
  for (const f of lists.flat()) {
    const known = byStart.get(f.startedAt);
    if (!known) {
      byStart.set(f.startedAt, { ...f });
      continue;
    }
    const endedAt =
      known.endedAt === '' ? f.endedAt : f.endedAt === '' ? known.endedAt : laterText(known.endedAt, f.endedAt);
    const ahead = [known, f].some((copy) => copy.endedAt === endedAt && aheadMark(copy).endedAhead);
    byStart.set(f.startedAt, {
      startedAt: f.startedAt,
      plannedEndAt: laterText(known.plannedEndAt, f.plannedEndAt),
      endedAt,
      ...(known.risk || f.risk ? { risk: true as const } : {}),
      ...(ahead ? { endedAhead: true as const } : {}),
    });
  }
  return [...byStart.values()].sort((a, b) => (a.startedAt < b.startedAt ? -1 : a.startedAt > b.startedAt ? 1 : 0));
}

/**
 * The record with the fast that began at `startedAt` ended at `endedAt` (the
 * first end a fast is given stays), marked when `ahead` says a bottle moved
 * that end past the moment it is written.
 */
export function withEnd(times: readonly FastTimes[], startedAt: string, endedAt: string, ahead = false): FastTimes[] {
  return times.map((f) =>
    f.startedAt === startedAt && f.endedAt === ''
      ? { ...f, endedAt, ...(ahead ? { endedAhead: true as const } : {}) }
      : f,
  );
}

/** The record with a mistaken end undone: the fast runs again, with no mark of that end. */
export function withoutEnd(times: readonly FastTimes[], startedAt: string): FastTimes[] {
  return times.map((f) => {
    if (f.startedAt !== startedAt) return f;
    const running: FastTimes = { ...f, endedAt: '' };
    delete running.endedAhead;
    return running;
  });
}

/**
 * The record with every fast still running ended at `now` (at most at its
 * plan): what an erase in the middle of a fast leaves, since the clock goes
 * with the challenge's data.
 */
export function endedAll(times: readonly FastTimes[], now: Date): FastTimes[] {
  return times.map((f) => (f.endedAt === '' ? { ...f, endedAt: new Date(endOf(f, now)).toISOString() } : f));
}

/** Longer than any rule looks back: a fast this far behind can gate nothing and leaves the record. */
const KEEP_MS = WINDOW_DAYS * DAY_MS;

/**
 * The fasts that can still gate one at `now`: every fast still running, every
 * fast that began in the last 15 days however short (it uses up its block: one
 * fast per block, even after a restore brings back an older clock), and those
 * of 12 h or more that ended in the last 15 days. Only the gap and the count
 * pass over a short one.
 */
export function pruneFastTimes(times: readonly FastTimes[], now: Date): FastTimes[] {
  const t = now.getTime();
  return times.filter(
    (f) =>
      f.endedAt === '' ||
      Date.parse(f.startedAt) > t - KEEP_MS ||
      (gatingHours(f) >= GAP_FROM_HOURS && endOf(f, now) > t - KEEP_MS),
  );
}

const instant = v.pipe(
  v.string(),
  v.check<string>((t) => isIsoInstant(t)),
);
const FastTimesSchema = v.pipe(
  v.object({
    startedAt: instant,
    plannedEndAt: instant,
    endedAt: v.union([v.literal(''), instant]),
    risk: v.optional(v.literal(true)),
    endedAhead: v.optional(v.unknown()),
  }),
  v.check((f) => f.plannedEndAt >= f.startedAt && (f.endedAt === '' || f.endedAt >= f.startedAt)),
);

/**
 * The parser for `m15-fast-record`: a list that keeps every valid record and
 * drops the rest (storage keeps the original aside), once per start, oldest
 * first. Unknown fields are left out: the record holds times, the risk flag
 * and the mark of an end counted ahead, nothing else. A mark that is not
 * `true`, or sits on a fast still running, is dropped and the fast kept: the
 * gate reads the times, whatever the mark says.
 */
export const parseFastRecord: Parser<FastTimes[]> = (json) => {
  if (!Array.isArray(json)) return { value: [], complete: json === null };
  const valid: FastTimes[] = [];
  let marksDropped = false;
  for (const item of json) {
    const r = v.safeParse(FastTimesSchema, item);
    if (!r.success) continue;
    const { endedAhead, ...times } = r.output;
    const mark = endedAhead === true ? aheadMark({ endedAt: times.endedAt, endedAhead }) : {};
    if (endedAhead !== undefined && !mark.endedAhead) marksDropped = true;
    valid.push({ ...times, ...mark });
  }
  const value = mergeFastTimes(valid);
  return { value, complete: value.length === json.length && !marksDropped };
};
