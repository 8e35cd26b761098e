/**
 * The clock knows the block (decision 010). Every fast belongs to a fasting
 * block: Jejum I (days 4-6) or the Jejum Final (days 10-15). It starts at her
 * last meal, by default 20:00 on the eve of the block (day 3 or day 9), and
 * never before that eve. It ends when the block ends: its start plus 72 h
 * (144 h for the Jejum Final), but never past 23:59 of the block's last day,
 * so it never runs into the ceto days or past day 15. Days are the phone's
 * calendar days; the hours are measured between instants (domain/fasting.ts).
 */
import { fastingBlock, FASTING_BLOCKS, type FastingBlockId } from './challenge';
import { addDays, daysBetween, localIsoDate } from './dates';
import { DEFAULT_FAST_GOAL_HOURS, type FastingRecord, isIsoInstant, toDateTimeLocal } from './fasting';

/** Her last meal on the eve of a block, the default start of its fast: 20:00. */
const LAST_MEAL_HOUR = 20;

const HOUR_MS = 3_600_000;

/** The fasting block a day belongs to, from the eve on: days 3-6 Jejum I, days 9-15 the Jejum Final. */
export function fastingBlockAround(day: number | null): FastingBlockId | null {
  if (day === null || !Number.isInteger(day)) return null;
  return FASTING_BLOCKS.find((b) => day >= b.first - 1 && day <= b.last)?.id ?? null;
}

/** Day 3 for Jejum I, day 9 for the Jejum Final. */
export function isEveOf(day: number | null, block: FastingBlockId): boolean {
  return day === fastingBlock(block).first - 1;
}

/** The fast a block asks for: its days times 24 (72 h for Jejum I, 144 h for the Jejum Final). */
export function blockFastHours(block: FastingBlockId): number {
  const b = fastingBlock(block);
  return (b.last - b.first + 1) * 24;
}

/** How many days a block lasts: 3 or 6. */
function blockLength(block: FastingBlockId): number {
  const b = fastingBlock(block);
  return b.last - b.first + 1;
}

/** A block's days in this challenge, and the times that bound its fast, in the phone's zone. */
export interface BlockWindow {
  block: FastingBlockId;
  /** The eve (day 3 or 9), the first and the last day of the block, yyyy-mm-dd. */
  eve: string;
  first: string;
  last: string;
  /** The earliest start of its fast: 00:00 on the eve. */
  opensAt: Date;
  /** Her last meal, the default start: 20:00 on the eve. */
  lastMealAt: Date;
  /** The latest end of its fast: 23:59 on the block's last day. */
  closesAt: Date;
}

function localTime(iso: string, hours: number, minutes = 0): Date {
  const [y = NaN, m = NaN, d = NaN] = iso.split('-').map(Number);
  return new Date(y, m - 1, d, hours, minutes);
}

/**
 * Whether a fast of `block` cannot begin in this challenge because the record
 * of fasts opens the next one (`opensAt`) only after the block's last day.
 */
export function opensAfterBlock(startDate: string, block: FastingBlockId, opensAt: string): boolean {
  const window = blockWindow(startDate, block);
  const opens = new Date(opensAt);
  return window !== null && !Number.isNaN(opens.getTime()) && localIsoDate(opens) > window.last;
}

/** The window of `block` for a challenge starting on `startDate`; null without a valid start date. */
export function blockWindow(startDate: string, block: FastingBlockId): BlockWindow | null {
  const b = fastingBlock(block);
  const eve = addDays(startDate, b.first - 2);
  const first = addDays(startDate, b.first - 1);
  const last = addDays(startDate, b.last - 1);
  if (eve === null || first === null || last === null) return null;
  return {
    block,
    eve,
    first,
    last,
    opensAt: localTime(eve, 0),
    lastMealAt: localTime(eve, LAST_MEAL_HOUR),
    closesAt: localTime(last, 23, 59),
  };
}

/** The block whose window holds `startedAt` (eve 00:00 to last day 23:59), or null. */
export function blockOfStart(startDate: string, startedAt: string): FastingBlockId | null {
  if (!isIsoInstant(startedAt)) return null;
  const t = Date.parse(startedAt);
  for (const { id } of FASTING_BLOCKS) {
    const w = blockWindow(startDate, id);
    if (w && t >= w.opensAt.getTime() && t <= w.closesAt.getTime()) return id;
  }
  return null;
}

/** Where a fast is headed: its block and the end the block gives it. */
export interface FastPlan {
  /** Null for a fast begun outside every block (kept by an earlier version, or the start date moved). */
  block: FastingBlockId | null;
  startedAt: string;
  /** Its start plus the block's hours, never past 23:59 of the block's last day (72 h without a block). */
  endsAt: string;
  /** From the start to `endsAt`: 72 h from the eve's 20:00, fewer for a later start. */
  plannedMs: number;
}

/** The plan of a fast started at `startedAt` in a challenge starting on `startDate`; null for a start that is no instant. */
export function fastPlan(startDate: string, startedAt: string): FastPlan | null {
  if (!isIsoInstant(startedAt)) return null;
  const start = Date.parse(startedAt);
  const block = blockOfStart(startDate, startedAt);
  let end = start + (block ? blockFastHours(block) : DEFAULT_FAST_GOAL_HOURS) * HOUR_MS;
  const window = block ? blockWindow(startDate, block) : null;
  if (window) end = Math.min(end, window.closesAt.getTime());
  end = Math.max(end, start);
  return { block, startedAt, endsAt: new Date(end).toISOString(), plannedMs: end - start };
}

/**
 * The plan of the stored fast: the one it was given at its start, when it
 * kept it (then a start date moved since changes nothing), else the one the
 * start date gives it now (records of earlier versions). Null without a fast.
 */
export function planOf(startDate: string, record: FastingRecord): FastPlan | null {
  if (!isIsoInstant(record.startedAt)) return null;
  if (record.plannedEndAt && isIsoInstant(record.plannedEndAt)) {
    const start = Date.parse(record.startedAt);
    const end = Math.max(start, Date.parse(record.plannedEndAt));
    return {
      block: record.block ?? null,
      startedAt: record.startedAt,
      endsAt: new Date(end).toISOString(),
      plannedMs: end - start,
    };
  }
  return fastPlan(startDate, record.startedAt);
}

/** Where a fast stands at `now` (or at its end, once ended). */
export interface FastMoment {
  /** Time fasted, from 0 up to the plan (an ended fast: up to its end). */
  elapsedMs: number;
  /** Time left to the end of the plan; 0 once reached or ended. */
  msLeft: number;
  /** 0-100, the part of the plan fasted. */
  percent: number;
  /** The end of the plan is reached. */
  done: boolean;
}

export function fastMoment(plan: FastPlan, endedAt: string | null, now: Date): FastMoment {
  const start = Date.parse(plan.startedAt);
  const planEnd = Date.parse(plan.endsAt);
  const until = endedAt && isIsoInstant(endedAt) ? Date.parse(endedAt) : now.getTime();
  const to = Number.isNaN(until) ? start : Math.min(Math.max(until, start), planEnd);
  const elapsedMs = to - start;
  const done = to >= planEnd;
  const percent = plan.plannedMs > 0 ? Math.min(100, Math.round((elapsedMs / plan.plannedMs) * 100)) : 100;
  return { elapsedMs, msLeft: endedAt ? 0 : planEnd - to, percent, done };
}

/** Which day of its block `today` is, within 1..the block's length: 'Dia 2 de 3 do jejum'. The eve counts as day 1. */
export function dayOfBlock(startDate: string, block: FastingBlockId, today: string): { day: number; of: number } {
  const of = blockLength(block);
  const w = blockWindow(startDate, block);
  const diff = w ? daysBetween(w.first, today) : null;
  return { day: Math.min(of, Math.max(1, (diff ?? 0) + 1)), of };
}

/** The start field of the clock: her last meal on the eve by default (now, if that is still ahead), never before the eve. */
export function startField(
  startDate: string,
  block: FastingBlockId,
  now: Date,
): { value: string; min: string; max: string } | null {
  const w = blockWindow(startDate, block);
  if (!w || Number.isNaN(now.getTime())) return null;
  const value = new Date(Math.max(w.opensAt.getTime(), Math.min(w.lastMealAt.getTime(), now.getTime())));
  return { value: toDateTimeLocal(value), min: toDateTimeLocal(w.opensAt), max: toDateTimeLocal(now) };
}

/** The earliest instant a fast of `block` may start: 00:00 on its eve. */
export function earliestStart(startDate: string, block: FastingBlockId): Date | null {
  return blockWindow(startDate, block)?.opensAt ?? null;
}
