import { daysBetween } from './dates';

/** The protocol blocks (spec §3, §9): 3 ceto, 3 fast, 3 ceto, 6 fast. */
export const BLOCKS = [
  { id: 'ceto-1', first: 1, last: 3, kind: 'ceto' },
  { id: 'jejum-1', first: 4, last: 6, kind: 'fast' },
  { id: 'ceto-2', first: 7, last: 9, kind: 'ceto' },
  { id: 'jejum-final', first: 10, last: 15, kind: 'fast' },
] as const;

export type Block = (typeof BLOCKS)[number];
/** 15: the blocks define the challenge (the same as DAY_COUNT of the stored days, checked by a test). */
export const CHALLENGE_DAYS = BLOCKS[BLOCKS.length - 1]!.last;
export type BlockId = Block['id'];
export const BLOCK_IDS: BlockId[] = BLOCKS.map((b) => b.id);
/** The fasting blocks: Jejum I (days 4-6) and the Jejum Final (days 10-15). */
export type FastingBlock = Extract<Block, { kind: 'fast' }>;
export type FastingBlockId = FastingBlock['id'];
export const FASTING_BLOCKS: readonly FastingBlock[] = BLOCKS.filter((b): b is FastingBlock => b.kind === 'fast');
export const FASTING_BLOCK_IDS: readonly FastingBlockId[] = FASTING_BLOCKS.map((b) => b.id);

export function isFastingBlockId(x: unknown): x is FastingBlockId {
  return typeof x === 'string' && (FASTING_BLOCK_IDS as readonly string[]).includes(x);
}

export function fastingBlock(id: FastingBlockId): FastingBlock {
  return FASTING_BLOCKS.find((b) => b.id === id)!;
}

export function isDay(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= CHALLENGE_DAYS;
}

/** The block a day belongs to; the phrase pools use the same ranges. */
export function blockOfDay(day: number): Block {
  const block = BLOCKS.find((b) => day >= b.first && day <= b.last);
  if (!isDay(day) || !block) throw new RangeError(`not a day of the challenge: ${day}`);
  return block;
}

export function daysOf(block: Block): number[] {
  return Array.from({ length: block.last - block.first + 1 }, (_, i) => block.first + i);
}

export function blockProgress(block: Block, completed: readonly number[]) {
  const total = block.last - block.first + 1;
  const done = daysOf(block).filter((d) => completed.includes(d)).length;
  return { done, total, percent: Math.round((done / total) * 100) };
}

/** The completed days with `day` set to done or not done: sorted, unique, only days 1-15. */
export function setDay(completed: readonly number[], day: number, done: boolean): number[] {
  const rest = completed.filter((d) => d !== day && isDay(d));
  return [...new Set(done ? [...rest, day] : rest)].sort((a, b) => a - b);
}

/** What the form of a day sends: the day and the state it should have (not a toggle, so a repeat is harmless). */
export function parseDayChange(input: { day?: unknown; done?: unknown }): { day: number; done: boolean } | null {
  const text = typeof input.day === 'string' ? input.day.trim() : '';
  if (!/^\d{1,2}$/.test(text)) return null;
  const day = Number(text);
  if (!isDay(day) || (input.done !== 'true' && input.done !== 'false')) return null;
  return { day, done: input.done === 'true' };
}

export type ChallengeDay =
  | { kind: 'before'; daysUntil: number }
  | { kind: 'during'; day: number; block: BlockId }
  | { kind: 'after'; daysSinceEnd: number };

/** Which day of the challenge `today` is, counting the start date as day 1; null without a valid start date. */
export function challengeDay(startDate: string, today: string): ChallengeDay | null {
  const diff = daysBetween(startDate, today);
  if (diff === null) return null;
  if (diff < 0) return { kind: 'before', daysUntil: -diff };
  const day = diff + 1;
  if (day > CHALLENGE_DAYS) return { kind: 'after', daysSinceEnd: day - CHALLENGE_DAYS };
  return { kind: 'during', day, block: blockOfDay(day).id };
}

/**
 * The day of the challenge a calendar date falls on and its block (a diary
 * entry's "Dia" and "Fase" in the report), counting the start date
 * as day 1; null before day 1, after day 15 or without a valid start date.
 */
export function dayOfDate(startDate: string, date: string): { day: number; block: BlockId } | null {
  const status = challengeDay(startDate, date);
  return status?.kind === 'during' ? { day: status.day, block: status.block } : null;
}

/** The day of the challenge today is (1-15), or null before it starts, after it ends or without a start date. */
export function dayNumber(status: ChallengeDay | null): number | null {
  return status?.kind === 'during' ? status.day : null;
}

/** Days still ahead after today: 8 on day 7, 0 on day 15. */
export function daysLeft(day: number): number {
  return Math.max(0, CHALLENGE_DAYS - day);
}

/** Days 4-6 and 10-15. */
export function isFastingDay(day: number): boolean {
  return isDay(day) && blockOfDay(day).kind === 'fast';
}

/**
 * The challenge is over on day 15 or later by the start date, or once all
 * 15 days are ticked (with or without a start date).
 */
export function isChallengeOver(status: ChallengeDay | null, completed: readonly number[]): boolean {
  if (new Set(completed.filter(isDay)).size >= CHALLENGE_DAYS) return true;
  if (status?.kind === 'after') return true;
  return status?.kind === 'during' && status.day >= CHALLENGE_DAYS;
}

/** A day that has not come yet, when the start date is known (ticking it asks first). */
export function isAheadOfToday(day: number, status: ChallengeDay | null): boolean {
  if (!status || !isDay(day)) return false;
  if (status.kind === 'before') return true;
  return status.kind === 'during' && day > status.day;
}

/** From this hour on, today can be taken as lived; before it, today's fast is still going on. */
const EVENING_HOUR = 18;

/**
 * Whether `day` may be spoken of as behind us at `now`: not while it is
 * today and not yet evening ("Jejum cumprido!" at 7 a.m.). A day
 * gone by, or without a start date to tell, may.
 */
export function isDayOver(input: { day: number; status: ChallengeDay | null; now: Date }): boolean {
  const isToday = input.status?.kind === 'during' && input.status.day === input.day;
  return !isToday || !(input.now.getHours() < EVENING_HOUR);
}

/** What marking a day done means; content/day-done.ts says it. */
export type DayDone =
  /** A day that has not come yet: no praise. */
  | { kind: 'ahead'; day: number }
  /** The 15th day ticked: the challenge is done. */
  | { kind: 'challenge' }
  /**
   * A day that has come: 'Dia concluído! 🎉' and a phrase of its block's pool; `over`: see isDayOver.
   * `stopped`: a day of a fasting block with no fast in it (stopped by the check or an early end, or
   * none begun): no fasting phrase. `fastDone`: the block's fast reached its end, the one thing that
   * may be called "Jejum cumprido". `fasting`: a fast runs on a ceto day (its eve, or a start date
   * moved under it): the gentle phrases of the fast that block leads to, nothing that pushes.
   */
  | { kind: 'day'; block: BlockId; over: boolean; stopped?: true; fastDone?: true; fasting?: FastingBlockId };

/** The fasting block a block leads to: its own for a fasting block, the next one for a ceto block. */
function fastingBlockFrom(block: Block): FastingBlockId {
  const next = BLOCKS.slice(BLOCKS.indexOf(block)).find((b): b is FastingBlock => b.kind === 'fast');
  return next?.id ?? 'jejum-final';
}

/** What marking `day` done means, once the completed days are `completedAfter` (spec §4 "Day completion"). */
export function dayDone(input: {
  day: number;
  status: ChallengeDay | null;
  completedAfter: readonly number[];
  now: Date;
  /** The fast of this day's block was stopped, or none was begun; on an eve, the check stopped the fast it leads to. */
  stopped?: boolean;
  /** The fast of this day's block reached its end. */
  fastDone?: boolean;
  /** A fast is running now, whichever block it began in. */
  running?: boolean;
}): DayDone {
  if (isAheadOfToday(input.day, input.status)) return { kind: 'ahead', day: input.day };
  if (new Set(input.completedAfter.filter(isDay)).size >= CHALLENGE_DAYS) return { kind: 'challenge' };
  const block = blockOfDay(input.day);
  const day = { kind: 'day', block: block.id, over: isDayOver(input) } as const;
  if (input.stopped) return { ...day, stopped: true };
  if (!isFastingDay(input.day)) return input.running ? { ...day, fasting: fastingBlockFrom(block) } : day;
  return input.fastDone ? { ...day, fastDone: true } : day;
}

export function isBlockId(x: unknown): x is BlockId {
  return typeof x === 'string' && (BLOCK_IDS as string[]).includes(x);
}
