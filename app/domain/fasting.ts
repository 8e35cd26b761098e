import * as v from 'valibot';
import { FASTING_BLOCK_IDS, type FastingBlockId } from './challenge';
import { isIsoDate, localIsoDate } from './dates';
import { recordOf, type Parser } from './stored';

/**
 * The fasting clock of days 4-6 and 10-15. A fast is measured between two
 * instants, not two wall-clock times: across a daylight-saving change the
 * hours shown are the hours actually fasted (a night when clocks go forward
 * is one hour shorter). Only the start typed by the user is a wall time, read
 * in the phone's zone.
 */

/** The marks of the clock, up to the 6 days of the Jejum Final; a fast shows those up to its goal. */
export const FAST_MILESTONE_HOURS = [12, 16, 24, 48, 72, 96, 120, 144] as const;
export type FastMilestoneHours = (typeof FAST_MILESTONE_HOURS)[number];

/** The goal of a fast without a block to go by: the shorter block's. */
export const DEFAULT_FAST_GOAL_HOURS = 72;

/** The longest fast the app accepts as a start in the past: the final fast is 6 days, plus a little margin. */
export const MAX_FAST_HOURS = 8 * 24;

/**
 * A start this far ahead of the phone's clock is taken as "now": the field is
 * prefilled to the minute, and two devices' clocks may differ a little.
 */
const FAST_CLOCK_SKEW_MS = 60_000;

const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** Why a typed start is refused; content/fasting-clock.ts has the words. */
export type FastStartError = 'missing' | 'invalid' | 'future' | 'before-block' | 'too-old';

// What <input type="datetime-local"> submits: minutes, or seconds when its step is under a minute.
const DATETIME_LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Reads the datetime-local value against `now`. The wall time is taken in the
 * phone's zone; a time skipped by a daylight-saving change becomes the time
 * after the jump, and a time that happens twice is the first of the two, as
 * ECMAScript defines it. `earliest`: the first instant the block allows (00:00
 * on its eve, domain/fasting-block.ts); a start before it is 'before-block'.
 */
export function parseFastStart(
  value: unknown,
  now: Date,
  { earliest }: { earliest?: Date | null } = {},
): { ok: true; startedAt: string } | { ok: false; error: FastStartError } {
  if (Number.isNaN(now.getTime())) throw new RangeError('Invalid current time');
  if (value === null || value === undefined) return { ok: false, error: 'missing' };
  // FormData may hold a File under the name: not a start time either.
  if (typeof value !== 'string') return { ok: false, error: 'invalid' };
  const text = value.trim();
  if (text === '') return { ok: false, error: 'missing' };
  const m = DATETIME_LOCAL.exec(text);
  const date = m?.[1] ?? '';
  if (!m || !isIsoDate(date)) return { ok: false, error: 'invalid' };
  const [h, mi, s] = [Number(m[2]), Number(m[3]), Number(m[4] ?? 0)];
  if (h > 23 || mi > 59 || s > 59) return { ok: false, error: 'invalid' };
  const [y = NaN, mo = NaN, d = NaN] = date.split('-').map(Number);
  const start = new Date(y, mo - 1, d, h, mi, s).getTime();
  const ahead = start - now.getTime();
  if (ahead > FAST_CLOCK_SKEW_MS) return { ok: false, error: 'future' };
  if (earliest && start < earliest.getTime()) return { ok: false, error: 'before-block' };
  if (-ahead > MAX_FAST_HOURS * HOUR_MS) return { ok: false, error: 'too-old' };
  return { ok: true, startedAt: new Date(Math.min(start, now.getTime())).toISOString() };
}

/** The datetime-local value of an instant in the phone's zone ('2026-11-22T07:05'), or '' for an invalid date. */
export function toDateTimeLocal(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  return `${localIsoDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * An instant exactly as `toISOString()` writes it. Stricter than Date.parse on
 * purpose: the app only ever stores this form, and anything else in storage
 * did not come from it.
 */
export function isIsoInstant(text: unknown): text is string {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(text)) return false;
  const t = Date.parse(text);
  // The round trip refuses 2026-02-30 and 24:00, which some engines roll over.
  return !Number.isNaN(t) && new Date(t).toISOString() === text;
}

export interface FastProgress {
  /** Time fasted, never below 0. */
  elapsedMs: number;
  /** Whole hours and the minutes past them, for the live clock. */
  hours: number;
  minutes: number;
  /** The milestones already reached (the hour itself counts as reached). */
  reached: FastMilestoneHours[];
  next: FastMilestoneHours | null;
  /** Time left to the next milestone, or null after the last one. */
  msToNext: number | null;
}

/**
 * The fast from `startedAt` to `now` (for an ended fast, pass its end as
 * `now`); null when `startedAt` is not a stored instant. A start ahead of
 * `now` (the phone's clock was set back) counts as not yet started: 0 h,
 * nothing reached, and the next milestone still counted from the start.
 */
export function fastProgress(
  startedAt: string,
  now: Date,
  goalHours: number = DEFAULT_FAST_GOAL_HOURS,
): FastProgress | null {
  if (!isIsoInstant(startedAt) || Number.isNaN(now.getTime())) return null;
  const raw = now.getTime() - Date.parse(startedAt);
  const elapsedMs = Math.max(0, raw);
  const marks = milestonesUpTo(goalHours);
  const reached = marks.filter((h) => elapsedMs >= h * HOUR_MS);
  const next = marks.find((h) => elapsedMs < h * HOUR_MS) ?? null;
  return {
    elapsedMs,
    hours: Math.floor(elapsedMs / HOUR_MS),
    minutes: Math.floor((elapsedMs % HOUR_MS) / MINUTE_MS),
    reached,
    next,
    msToNext: next === null ? null : next * HOUR_MS - raw,
  };
}

/** The clock's marks for a goal: 12 h to 72 h for Jejum I, 12 h to 144 h for the Jejum Final. */
export function milestonesUpTo(goalHours: number): FastMilestoneHours[] {
  return FAST_MILESTONE_HOURS.filter((h) => h <= goalHours);
}

/** '36 h 05 min', '0 h 00 min'; minutes are counted whole, and anything not above 0 is 0. */
export function formatFastDuration(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / MINUTE_MS) : 0;
  return `${Math.floor(total / 60)} h ${pad(total % 60)} min`;
}

// ---- m15-fasting ----------------------------------------------------------
/**
 * The current or last fast; '' when there is none (no start) or it is still
 * running (no end). A fast started by this version also keeps the plan it was
 * given at its start, its block and its end: moving the start date later
 * never moves a running fast's end, nor turns it into another block's fast.
 * Records written before it have no plan; readers then derive one
 * (domain/fasting-block.ts `planOf`).
 */
export interface FastingRecord {
  startedAt: string;
  endedAt: string;
  /** The block the fast was started in (null: outside every block). */
  block?: FastingBlockId | null;
  /** The end its block gave it at the start, an instant. */
  plannedEndAt?: string;
  /**
   * The end is later than the moment it was written: a bottle ticked on a later
   * day moved it there (fast-log.ts `endedAheadOf`). The gate counts from it, but
   * the hours to it are not hers to be told she fasted. Stored only as `true`.
   */
  endedAhead?: true;
}
export const emptyFastingRecord = (): FastingRecord => ({ startedAt: '', endedAt: '' });

/** A fast is running from its start until it is ended. */
export function isFastRunning(record: FastingRecord): boolean {
  return record.startedAt !== '' && record.endedAt === '';
}

const instantOrNone = v.union([
  v.literal(''),
  v.pipe(
    v.string(),
    v.check<string>((t) => isIsoInstant(t)),
  ),
]);
const parseFields = recordOf<FastingRecord>(
  {
    startedAt: instantOrNone,
    endedAt: instantOrNone,
    block: v.optional(v.nullable(v.picklist(FASTING_BLOCK_IDS))),
    plannedEndAt: v.optional(
      v.pipe(
        v.string(),
        v.check<string>((t) => isIsoInstant(t)),
      ),
    ),
    endedAhead: v.optional(v.literal(true)),
  },
  emptyFastingRecord,
);

/** The longest plan a fast can have: the Jejum Final's 144 h. */
const MAX_PLAN_MS = 144 * HOUR_MS;

/**
 * How far a stored start may be ahead of the phone's clock and still be her
 * fast: the clock was set back after the start (the network correcting a
 * clock that ran fast, a time or zone put right by hand). A day covers every
 * such correction, zone mistakes included; a start further ahead did not come
 * from a clock she used and is dropped as corrupt.
 */
const MAX_CLOCK_BACK_MS = 24 * HOUR_MS;

/**
 * The parser for `m15-fasting`, with the clock it compares against: each field
 * must be '' or an instant; a start ahead of the clock by up to
 * MAX_CLOCK_BACK_MS is kept (the clock was set back: the fast still runs, at
 * 0 h until the clock passes its start, and can be ended), one further ahead
 * is no fast; the end needs a start and cannot precede it
 * (the fast is then taken as still running); an end ahead of the clock (one
 * stamped while the clock ran ahead) is kept: a fast she ended never runs
 * again, and the gate counts from that end, the safe side.
 * A plan must fit its start: it ends after it and within the longest fast
 * (a hostile plan could otherwise keep a clock running for a year); a plan
 * that does not is dropped, and readers derive one. `endedAhead` belongs to an
 * end: on a fast with none it is dropped. Anything dropped makes
 * `complete: false`, so storage keeps the original aside.
 */
export function fastingRecordParser(now: () => number = () => Date.now()): Parser<FastingRecord> {
  return (json) => {
    const parsed = parseFields(json);
    let { complete } = parsed;
    const value: FastingRecord = { startedAt: parsed.value.startedAt, endedAt: parsed.value.endedAt };
    const latest = now() + MAX_CLOCK_BACK_MS;
    const start = value.startedAt === '' ? null : Date.parse(value.startedAt);
    if (start !== null && start > latest) return { value: emptyFastingRecord(), complete: false };
    if (value.endedAt !== '') {
      const end = Date.parse(value.endedAt);
      // An end ahead of the clock (stamped while it ran ahead, then put right) stays an end.
      if (start === null || end < start) {
        value.endedAt = '';
        complete = false;
      }
    }
    if (parsed.value.endedAhead) {
      if (value.endedAt !== '') value.endedAhead = true;
      else complete = false;
    }
    const { plannedEndAt, block } = parsed.value;
    if (plannedEndAt !== undefined) {
      const planEnd = Date.parse(plannedEndAt);
      if (start !== null && planEnd >= start && planEnd - start <= MAX_PLAN_MS) {
        value.plannedEndAt = plannedEndAt;
        value.block = block ?? null;
      } else complete = false;
    }
    return { value, complete };
  };
}

/** Reads the phone's clock when it parses: storage's readers take a Parser without a clock. */
export const parseFastingRecord: Parser<FastingRecord> = fastingRecordParser();
