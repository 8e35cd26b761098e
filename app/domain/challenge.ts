import { daysBetween } from './dates';
import type { Toast } from './toast';

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
 * entry's "Dia" and "Fase" in the report, issue 31), counting the start date
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

export const DAY_DONE_TITLE = 'Dia concluído! 🎉';
export const CHALLENGE_DONE_TITLE = 'Desafio concluído! 🏆';

/**
 * What marking `day` done says. A day that has come gets the spec's
 * 'Dia concluído! 🎉' and a phrase of its range (`phrase`); a day that has
 * not come yet gets no praise; the 15th day ticked celebrates the challenge.
 */
export function dayDoneToast(input: {
  day: number;
  status: ChallengeDay | null;
  completedAfter: readonly number[];
  phrase: string;
}): Toast {
  if (isAheadOfToday(input.day, input.status)) {
    return {
      kind: 'info',
      title: `Dia ${input.day} marcado`,
      message: 'Esse dia ainda não chegou. Se marcou sem querer, toque nele de novo para desmarcar.',
    };
  }
  if (new Set(input.completedAfter.filter(isDay)).size >= CHALLENGE_DAYS) {
    return {
      kind: 'success',
      title: CHALLENGE_DONE_TITLE,
      message: 'Você concluiu os 15 dias do M15. Veja seus resultados!',
    };
  }
  return { kind: 'success', title: DAY_DONE_TITLE, message: input.phrase };
}
/** From this hour on, today can be taken as lived; before it, today's fast is still going on. */
export const EVENING_HOUR = 18;

/**
 * The phrases of a day's pool that fit the moment it is marked done: while
 * `day` is today and it is not yet evening, none of those saying the day is
 * already behind (`sayOver`, e.g. "Jejum cumprido!" at 7 a.m.). A day gone
 * by, or without a start date to tell, keeps its whole pool. Never empty.
 */
export function phrasesForMoment(
  pool: readonly string[],
  sayOver: readonly string[],
  input: { day: number; status: ChallengeDay | null; now: Date },
): readonly string[] {
  const isToday = input.status?.kind === 'during' && input.status.day === input.day;
  const hour = input.now.getHours();
  if (!isToday || !(hour < EVENING_HOUR)) return pool;
  const fitting = pool.filter((p) => !sayOver.includes(p));
  return fitting.length > 0 ? fitting : pool;
}

export const invalidDayToast: Toast = {
  kind: 'error',
  title: 'Não foi possível marcar o dia',
  message: 'Toque no dia novamente.',
};

export function isBlockId(x: unknown): x is BlockId {
  return typeof x === 'string' && (BLOCK_IDS as string[]).includes(x);
}
