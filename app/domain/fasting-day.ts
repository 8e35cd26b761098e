/**
 * What Hoje shows of the fasts on a given day (issue 30), from the stored
 * records: the check before a fast, its stop, the clock's start, the fast
 * itself, the way out of it, the bottle of electrolytes, and the one thing to
 * do now. Safe by construction: on the eve of a block and every day of it,
 * the clock's start exists only once the check for that block said go in
 * this challenge, and a fast already running without one (kept by an earlier
 * version) waits for the check too.
 */
import { type ChallengeDay, dayNumber, type FastingBlockId, isFastingDay } from './challenge';
import { localIsoDate } from './dates';
import { bottlesOn, type BottleDay, DAILY_BOTTLES } from './electrolytes';
import { canUndoEnd } from './fast-log';
import { type FastingRecord, isFastRunning } from './fasting';
import {
  dayOfBlock,
  fastingBlockAround,
  fastMoment,
  type FastPlan,
  fastPlan,
  isEveOf,
  startField,
} from './fasting-block';
import { checkOf, type SafetyChecks } from './pre-fast-check';
import { refeedDoneOn, type RefeedDay, type RefeedStep } from './refeed';

/** The fast Hoje shows: running, reached its end, or ended early. */
export interface FastView {
  plan: FastPlan;
  /** When it ended; null while it runs (the screen's clock tells when the plan's end is reached). */
  endedAt: string | null;
  /** 'Dia 2 de 3 do jejum': today within the fast's block; null for a fast outside every block. */
  blockDay: { day: number; of: number } | null;
  /** An early end of a few minutes ago can be undone. */
  canUndo: boolean;
}

export type FastingDay =
  /** No check for this block in this challenge: it comes first, in place of the clock. */
  | { kind: 'check'; block: FastingBlockId; eve: boolean; running: { startedAt: string } | null }
  /** The check said stop: no clock, the ceto days instead. `running`: a fast another tab left going. */
  | { kind: 'stopped'; block: FastingBlockId; at: string; running: { startedAt: string } | null }
  /** The check said go and no fast of this block began: the clock's start, her last meal by default. */
  | { kind: 'ready'; block: FastingBlockId; eve: boolean; start: { value: string; min: string; max: string } }
  | { kind: 'fast'; fast: FastView };

export function fastingDayOf(input: {
  status: ChallengeDay | null;
  startDate: string;
  fast: FastingRecord;
  checks: SafetyChecks;
  now: Date;
}): FastingDay | null {
  const { status, startDate, fast, checks, now } = input;
  const day = dayNumber(status);
  const block = fastingBlockAround(day);
  const plan = fast.startedAt === '' ? null : fastPlan(startDate, fast.startedAt);
  const running = plan && isFastRunning(fast) ? { startedAt: fast.startedAt } : null;
  const view = (p: FastPlan): FastView => {
    const endedAt = fast.endedAt === '' ? null : fast.endedAt;
    const outcome = endedAt && fastMoment(p, endedAt, now).done ? 'goal' : 'early';
    return {
      plan: p,
      endedAt,
      blockDay: p.block ? dayOfBlock(startDate, p.block, localIsoDate(now)) : null,
      canUndo: endedAt !== null && canUndoEnd({ endedAt, plannedEndAt: p.endsAt, outcome }, now),
    };
  };
  // Outside the blocks, only a fast still running is shown, with its way to end it.
  if (!block) return plan && running ? { kind: 'fast', fast: view(plan) } : null;
  const check = checkOf(checks, block, startDate);
  const eve = isEveOf(day, block);
  if (!check) return { kind: 'check', block, eve, running };
  if (check.outcome === 'stop') return { kind: 'stopped', block, at: check.at, running };
  if (plan && (plan.block === block || running)) return { kind: 'fast', fast: view(plan) };
  const start = startField(startDate, block, now);
  return start ? { kind: 'ready', block, eve, start } : null;
}

/** The checklist to break a fast, for one day. */
export interface RefeedView {
  block: FastingBlockId;
  date: string;
  done: RefeedStep[];
}

/**
 * The steps to break a fast come first on the day she eats again: the day a
 * fast of a block ended (at its end, early, or stopped by the check), day 7
 * after Jejum I and day 16 after the Jejum Final. Not after a block the check
 * stopped before any fast: there is no fast to come out of.
 */
export function refeedOf(input: {
  status: ChallengeDay | null;
  startDate: string;
  fast: FastingRecord;
  checks: SafetyChecks;
  refeed: readonly RefeedDay[];
  now: Date;
}): RefeedView | null {
  const { status, startDate, fast, checks, refeed, now } = input;
  const date = localIsoDate(now);
  const view = (block: FastingBlockId): RefeedView => ({ block, date, done: refeedDoneOn(refeed, date, block) });
  const ended = fast.endedAt !== '' && localIsoDate(new Date(fast.endedAt)) === date;
  const endedBlock = ended ? (fastPlan(startDate, fast.startedAt)?.block ?? null) : null;
  if (endedBlock) return view(endedBlock);
  const after: FastingBlockId | null =
    status?.kind === 'during' && status.day === 7
      ? 'jejum-1'
      : status?.kind === 'after' && status.daysSinceEnd === 1
        ? 'jejum-final'
        : null;
  if (!after || checkOf(checks, after, startDate)?.outcome === 'stop') return null;
  return view(after);
}

/** The bottle of electrolytes on a fasting day she is fasting (not one the check stopped). */
export function electrolytesOf(input: {
  status: ChallengeDay | null;
  fasting: FastingDay | null;
  bottles: readonly BottleDay[];
  now: Date;
}): { date: string; bottles: number; of: number } | null {
  const day = dayNumber(input.status);
  if (day === null || !isFastingDay(day) || input.fasting?.kind === 'stopped') return null;
  const date = localIsoDate(input.now);
  return { date, bottles: bottlesOn(input.bottles, date), of: DAILY_BOTTLES };
}

/** "O que fazer agora": the one action of the moment. */
export type NowAction = 'check' | 'stopped' | 'start' | 'refeed' | 'bottle' | 'register';

export function nowAction(input: {
  fasting: FastingDay | null;
  refeed: RefeedView | null;
  electrolytes: { bottles: number; of: number } | null;
}): NowAction {
  const { fasting, refeed, electrolytes } = input;
  if (fasting?.kind === 'check') return 'check';
  if (fasting?.kind === 'stopped') return 'stopped';
  if (refeed) return 'refeed';
  if (fasting?.kind === 'ready') return 'start';
  const stillFasting = fasting?.kind === 'fast' && fasting.fast.endedAt === null;
  if (stillFasting && electrolytes && electrolytes.bottles < electrolytes.of) return 'bottle';
  return 'register';
}
