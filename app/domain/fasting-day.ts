/**
 * What Hoje shows of the fasts on a given day, from the stored records: the
 * check before a fast, its stop, a fast the record of fasts does not allow
 * yet, the clock's start, the fast itself, the way out of it, the bottle of
 * electrolytes, and the one thing to do now. Safe by construction:
 * - on the eve of a block and every day of it, the clock's start exists only
 *   once the check for that block said go in this challenge, and the record
 *   of fasts allows one (domain/fast-gate.ts), whatever the start date says;
 * - a fast running without a check waits for it, its end button in view;
 * - stopping sticks: after a stop or an early end, the rest of the block is
 *   eating, with the way out of the fast, and no second fast in it;
 * - the days after a fast are guarded: the way out, the signs to stop and
 *   192, for 3 days after a fast of up to 72 h and 5 after a longer one.
 */
import { type ChallengeDay, dayNumber, type FastingBlockId, isFastingDay } from './challenge';
import { addDays, daysBetween, laterText, localIsoDate } from './dates';
import { bottlesOn, type BottleDay, DAILY_BOTTLES } from './electrolytes';
import { canUndoEnd, type EndedFast } from './fast-log';
import { fastedHours, fastGate, firstOpenStart, type FastTimes, type GateReason, hoursSince } from './fast-gate';
import { type FastingRecord, isFastRunning, toDateTimeLocal } from './fasting';
import {
  blockOfStart,
  blockWindow,
  dayOfBlock,
  fastingBlockAround,
  fastMoment,
  type FastPlan,
  isEveOf,
  opensAfterBlock,
  planOf,
  earliestStart,
  startField,
} from './fasting-block';
import {
  checkOf,
  checkedSince,
  checkThatCounts,
  heldStop,
  LOW_BMI,
  type SafetyChecks,
  WEIGHT_LOSS_PERCENT,
  WEIGHT_LOSS_WINDOW_DAYS,
} from './pre-fast-check';
import { refeedDoneOn, type RefeedDay, type RefeedStep } from './refeed';

/** The fast Hoje shows: running, reached its end, or ended early. */
export interface FastView {
  plan: FastPlan;
  /** When it ended; null while it runs (the screen's clock tells when the plan's end is reached). */
  endedAt: string | null;
  /** The end is later than her tap: a bottle moved it there (FastingRecord `endedAhead`); not the hours she is told she fasted. */
  endedAhead: boolean;
  /** 'Dia 2 de 3 do jejum': today within the fast's block; null for a fast outside every block. */
  blockDay: { day: number; of: number } | null;
  /** An early end of a few minutes ago can be undone (never one a check stopped). */
  canUndo: boolean;
}

export type FastingDay =
  /**
   * No check for this block in this challenge: it comes first, in place of the clock.
   * `running`: a fast begun before it (an earlier version, another tab), shown with its end button.
   */
  | { kind: 'check'; block: FastingBlockId; eve: boolean; running: FastView | null }
  /** The check said stop: no clock, the ceto days instead. `running`: a fast another tab left going. */
  | { kind: 'stopped'; block: FastingBlockId; at: string; running: FastView | null }
  /** The record of fasts allows no fast yet (domain/fast-gate.ts): the ceto days instead, and when one may start. */
  | {
      kind: 'gated';
      block: FastingBlockId;
      reason: GateReason;
      lastEndedAt: string;
      /** Whole hours since that end; null when it is later than now (`hoursSince`). */
      hoursSince: number | null;
      opensAt: string;
      /** The gate opens after the block's last day: this block has no fast in this challenge. */
      afterBlock: boolean;
    }
  /** The check said go, the record allows a fast, and none of this block began: the clock's start. */
  | { kind: 'ready'; block: FastingBlockId; eve: boolean; start: { value: string; min: string; max: string } }
  | { kind: 'fast'; fast: FastView };

/**
 * The fasts of the record that began in `block`'s window by the start date, but
 * the clock's own (`clockStart`: its block is the one it began in, whatever the
 * start date says now). One fast per block: any of them uses the block up, when
 * the clock does not know it (a restore of an older backup, a restart).
 */
export function recordedFastsOf(
  times: readonly FastTimes[],
  startDate: string,
  block: FastingBlockId,
  clockStart: string | undefined,
): FastTimes[] {
  return times.filter((t) => t.startedAt !== clockStart && blockOfStart(startDate, t.startedAt) === block);
}

/** A fast of the record of fasts, as a plan of `block`. */
function recordedPlan(t: FastTimes, block: FastingBlockId): FastPlan {
  const start = Date.parse(t.startedAt);
  const end = Math.max(start, Date.parse(t.plannedEndAt));
  return { block, startedAt: t.startedAt, endsAt: new Date(end).toISOString(), plannedMs: end - start };
}

/**
 * Whether "Desfazer" may run an ended fast again: an early end of a few
 * minutes ago (canUndoEnd), with no check answered since that end, no stop
 * that holds now (a "sim" stamped by a clock set back is still a stop), and
 * the other fasts on record leaving its start open (an end that a restore
 * wrote because the rest after another fast refused it stays an end).
 */
export function mayResume(
  fast: Pick<EndedFast, 'startedAt' | 'endedAt' | 'plannedEndAt' | 'outcome'>,
  { checks, times, now }: { checks: SafetyChecks; times: readonly FastTimes[]; now: Date },
): boolean {
  if (!canUndoEnd(fast, now) || checkedSince(checks, fast.endedAt) || heldStop(checks, now)) return false;
  const start = new Date(fast.startedAt);
  const others = times.filter((t) => t.startedAt !== fast.startedAt);
  return firstOpenStart(others, start).getTime() <= start.getTime();
}

export function fastingDayOf(input: {
  status: ChallengeDay | null;
  startDate: string;
  fast: FastingRecord;
  checks: SafetyChecks;
  /** Every fast known on this phone (storage/fasting.ts `loadFastTimes`). */
  times?: readonly FastTimes[];
  now: Date;
}): FastingDay | null {
  const { status, startDate, fast, checks, now } = input;
  const day = dayNumber(status);
  const block = fastingBlockAround(day);
  const plan = planOf(startDate, fast);
  const view = (p: FastPlan): FastView => {
    const endedAt = fast.endedAt === '' ? null : fast.endedAt;
    const outcome = endedAt && fastMoment(p, endedAt, now).done ? 'goal' : 'early';
    return {
      plan: p,
      endedAt,
      endedAhead: endedAt !== null && fast.endedAhead === true,
      blockDay: p.block ? dayOfBlock(startDate, p.block, localIsoDate(now)) : null,
      canUndo:
        endedAt !== null &&
        mayResume(
          { startedAt: p.startedAt, endedAt, plannedEndAt: p.endsAt, outcome },
          { checks, times: input.times ?? [], now },
        ),
    };
  };
  const running = plan && isFastRunning(fast) ? view(plan) : null;
  // Outside the blocks, only a fast still running is shown, with its way to end it; under a stop
  // that holds (a moved start date or a restore cannot lift it), as stopped.
  if (!block) {
    const held = running ? heldStop(checks, now) : null;
    if (running && held) return { kind: 'stopped', block: held.block, at: held.check.at, running };
    return running ? { kind: 'fast', fast: running } : null;
  }
  // A stop holds to the end of the block it was answered for, whatever block the start date makes today.
  const check = checkThatCounts(checks, block, startDate, now);
  const eve = isEveOf(day, block);
  if (running) {
    if (!check) return { kind: 'check', block, eve, running };
    if (check.outcome === 'stop') return { kind: 'stopped', block, at: check.at, running };
    return { kind: 'fast', fast: running };
  }
  if (check?.outcome === 'stop') return { kind: 'stopped', block, at: check.at, running: null };
  // One fast per block: once ended (at its end or early), the rest of the block is eating.
  if (plan && plan.block === block) return { kind: 'fast', fast: view(plan) };
  const gate = fastGate(input.times ?? [], now);
  if (!gate.open) {
    const { reason, lastEndedAt, opensAt } = gate;
    const afterBlock = opensAfterBlock(startDate, block, opensAt);
    return { kind: 'gated', block, reason, lastEndedAt, hoursSince: hoursSince(lastEndedAt, now), opensAt, afterBlock };
  }
  // The record knows it too, when the clock does not (a restore of an older backup, a restart).
  const recorded = recordedFastsOf(input.times ?? [], startDate, block, plan?.startedAt).find((t) => t.endedAt !== '');
  if (recorded) {
    const ended = recordedPlan(recorded, block);
    return {
      kind: 'fast',
      fast: {
        plan: ended,
        endedAt: recorded.endedAt,
        endedAhead: recorded.endedAhead === true,
        blockDay: dayOfBlock(startDate, block, localIsoDate(now)),
        canUndo: false,
      },
    };
  }
  if (!check) return { kind: 'check', block, eve, running: null };
  const field = startField(startDate, block, now);
  const from = earliestStart(startDate, block);
  if (!field || !from) return null;
  // Never a start the record refuses: the field begins where the gate opened (to the next whole minute).
  const opened = Math.ceil(firstOpenStart(input.times ?? [], from).getTime() / 60_000) * 60_000;
  const gated = laterText(field.min, toDateTimeLocal(new Date(opened)));
  const min = gated > field.max ? field.max : gated;
  return { kind: 'ready', block, eve, start: { ...field, min, value: laterText(field.value, min) } };
}

/**
 * A fasting day on which she does not fast: the check stopped it, the record
 * of fasts does not allow one, or this block's fast ended (early, or at its
 * end). Hoje then speaks of eating: no bottle, no fasting guidance or phrases.
 */
export function isEatingDay(fasting: FastingDay | null): boolean {
  if (!fasting) return false;
  if (fasting.kind === 'stopped' || fasting.kind === 'gated') return true;
  return fasting.kind === 'fast' && fasting.fast.endedAt !== null;
}

/**
 * The fast of a block, for what a day of it may be called: 'stopped' (by the
 * check or an early end), 'done' (it reached its end), 'running', or 'none'
 * (no fast of this block began: the check waits, the record did not allow
 * one, or she did not start it). Only 'done' is "Jejum cumprido".
 */
export function blockFastOf(input: {
  block: FastingBlockId;
  startDate: string;
  checks: SafetyChecks;
  fast: FastingRecord;
  log: readonly EndedFast[];
  now: Date;
}): 'stopped' | 'done' | 'running' | 'none' {
  const { block, startDate, checks, fast, log, now } = input;
  if (checkOf(checks, block, startDate)?.outcome === 'stop') return 'stopped';
  // The ended fasts of this block in its window, by the start date.
  const w = blockWindow(startDate, block);
  const logged = log.filter(
    (f) =>
      f.block === block &&
      w !== null &&
      Date.parse(f.startedAt) >= w.opensAt.getTime() &&
      Date.parse(f.startedAt) <= w.closesAt.getTime(),
  );
  if (logged.some((f) => f.outcome === 'early')) return 'stopped';
  const plan = planOf(startDate, fast);
  if (plan?.block === block) {
    if (fast.endedAt === '') return fastMoment(plan, now.toISOString(), now).done ? 'done' : 'running';
    return fastMoment(plan, fast.endedAt, now).done ? 'done' : 'stopped';
  }
  return logged.some((f) => f.outcome === 'goal') ? 'done' : 'none';
}

/** The last day of the challenge that the way out of each block's fast reaches, whenever that fast ended. */
const GUARDED_UNTIL_DAY: Record<FastingBlockId, number> = { 'jejum-1': 9, 'jejum-final': 20 };

/** The days after a fast that the way out stays on Hoje: 3 after a fast of up to 72 h, 5 after a longer one. */
const REFEED_DAYS_AFTER = { short: 3, long: 5 } as const;
/** A fast at least this long is one to come out of with care. */
const REFEED_FROM_HOURS = 24;
/** NICE CG32: little or no intake for more than 5 days is a refeeding risk on its own. */
const LONG_INTAKE_GAP_HOURS = 120;

/** The checklist to break a fast, for one day. */
export interface RefeedView {
  /** Which way out: Jejum I's, or the Jejum Final's (after any fast over 72 h). */
  block: FastingBlockId;
  date: string;
  done: RefeedStep[];
  /** 0 on the day the fast ended, 1 the day after… */
  dayAfter: number;
  /**
   * NICE CG32's high risk: more than 5 days of little intake and one more
   * criterion her check or her data show. Then food comes back with a doctor.
   */
  highRisk: boolean;
}

/** One fast she may be coming out of: when it ended, how long it lasted, and the last day its way out shows. */
interface Ended {
  block: FastingBlockId;
  endedAt: string;
  hours: number;
  until: string;
  /** The record of fasts kept one more refeeding risk for it (FastTimes `risk`). */
  risk: boolean;
}

function endedWindow(
  f: { startedAt: string; endedAt: string; outcome?: 'goal' | 'early' },
  block: FastingBlockId | null,
  startDate: string,
  risk: boolean,
): Ended | null {
  const hours = (Date.parse(f.endedAt) - Date.parse(f.startedAt)) / 3_600_000;
  const endDate = localIsoDate(new Date(f.endedAt));
  const after = hours >= REFEED_FROM_HOURS ? (hours > 72 ? REFEED_DAYS_AFTER.long : REFEED_DAYS_AFTER.short) : 0;
  let until = addDays(endDate, after) ?? endDate;
  // An early end in a block: the rest of the block is the way out too.
  const last = block && f.outcome === 'early' ? blockWindow(startDate, block)?.last : null;
  if (last && last > until) until = last;
  // A fast of a day or more in a block: the days after that block stay guarded too (7-9, 16-20).
  const guarded = block && hours >= REFEED_FROM_HOURS ? addDays(startDate, GUARDED_UNTIL_DAY[block] - 1) : null;
  if (guarded && guarded > until) until = guarded;
  return { block: block ?? (hours > 72 ? 'jejum-final' : 'jejum-1'), endedAt: f.endedAt, hours, until, risk };
}

/**
 * The steps to break a fast, on the days she eats again: from the day a fast
 * ended (at its end, early, or stopped by the check) to 3 days after it (5
 * after a fast over 72 h), to the end of its block after an early end, and
 * for a fast of a day or more to day 9 (Jejum I) or day 20 (the Final).
 * Found in the fasts of this challenge, then in the record of fasts (a fast
 * a restart or an erase cut short). Without any fast on record, days 7-9
 * after Jejum I and days 16-20 after the Jejum Final show it too, unless the
 * check stopped that block before any fast: nothing says she did not fast.
 */
export function refeedOf(input: {
  status: ChallengeDay | null;
  startDate: string;
  fast: FastingRecord;
  checks: SafetyChecks;
  refeed: readonly RefeedDay[];
  /** The ended fasts of this challenge (storage/fasting.ts `loadFasts`). */
  log?: readonly EndedFast[];
  /** Every fast known on this phone. */
  times?: readonly FastTimes[];
  /** One more refeeding risk than the fast itself (see `extraRefeedRisk`). */
  extraRisk?: boolean;
  now: Date;
}): RefeedView | null {
  const { status, startDate, fast, checks, refeed, now } = input;
  const date = localIsoDate(now);
  const plan = planOf(startDate, fast);
  const ended: Ended[] = [];
  const log = [...(input.log ?? [])];
  if (plan && fast.endedAt !== '' && !log.some((f) => f.startedAt === fast.startedAt)) {
    const outcome = fastMoment(plan, fast.endedAt, now).done ? 'goal' : 'early';
    log.push({
      block: plan.block,
      startedAt: fast.startedAt,
      endedAt: fast.endedAt,
      plannedEndAt: plan.endsAt,
      outcome,
    });
  }
  const flagged = (startedAt: string) => (input.times ?? []).some((t) => t.startedAt === startedAt && t.risk);
  for (const f of log) {
    const e = endedWindow(f, f.block, startDate, flagged(f.startedAt));
    if (e) ended.push(e);
  }
  for (const t of input.times ?? []) {
    if (t.endedAt === '' || log.some((f) => f.startedAt === t.startedAt)) continue;
    if (fastedHours(t, now) < REFEED_FROM_HOURS) continue;
    const e = endedWindow({ startedAt: t.startedAt, endedAt: t.endedAt }, null, startDate, t.risk === true);
    if (e) ended.push(e);
  }
  const current = ended
    // An end ahead of the clock (stamped while it ran ahead) is an end already: the way out starts today.
    .filter((e) => localIsoDate(new Date(Math.min(Date.parse(e.endedAt), now.getTime()))) <= date && date <= e.until)
    .sort((a, b) => (a.endedAt < b.endedAt ? 1 : -1))[0];
  const view = (block: FastingBlockId, endDate: string | null, hours: number, risk = false): RefeedView => ({
    block,
    date,
    done: refeedDoneOn(refeed, date, block),
    dayAfter: endDate ? Math.max(0, daysBetween(endDate, date) ?? 0) : 0,
    highRisk: hours > LONG_INTAKE_GAP_HOURS && (input.extraRisk === true || risk),
  });
  if (current) return view(current.block, localIsoDate(new Date(current.endedAt)), current.hours, current.risk);
  // Nothing on record: the days after each block, unless the check stopped it before any fast.
  const after: { block: FastingBlockId; dayAfter: number } | null =
    status?.kind === 'during' && status.day >= 7 && status.day <= 9
      ? { block: 'jejum-1', dayAfter: status.day - 6 }
      : status?.kind === 'after' && status.daysSinceEnd >= 1 && status.daysSinceEnd <= REFEED_DAYS_AFTER.long
        ? { block: 'jejum-final', dayAfter: status.daysSinceEnd }
        : null;
  if (!after || log.some((f) => f.block === after.block)) return null;
  if (checkOf(checks, after.block, startDate)?.outcome === 'stop') return null;
  const r = view(after.block, null, after.block === 'jejum-final' ? 144 : 72);
  return { ...r, dayAfter: after.dayAfter };
}

/** The record with each fast over LONG_INTAKE_GAP_HOURS marked as one with one more refeeding risk. */
export function withRiskOnLongFasts(times: readonly FastTimes[], now: Date): FastTimes[] {
  return times.map((t) => (fastedHours(t, now) > LONG_INTAKE_GAP_HOURS ? { ...t, risk: true } : t));
}

/**
 * One more refeeding risk, beyond the long fast itself, that her check or her
 * data show (NICE CG32): a "sim" to the check that a redo replaced, a BMI
 * under 18.5, or 10 % or more of her weight lost (from the highest weight she
 * recorded in the last 6 months to the latest).
 */
export function extraRefeedRisk(input: {
  checks: SafetyChecks;
  bmi: number | null;
  weights: readonly { date: string; kg: number }[];
  now: Date;
}): boolean {
  const redone = Object.values(input.checks).some((c) => c?.earlierStop !== undefined);
  if (redone) return true;
  if (input.bmi !== null && input.bmi < LOW_BMI) return true;
  const since = addDays(localIsoDate(input.now), -WEIGHT_LOSS_WINDOW_DAYS) ?? '';
  const recent = input.weights.filter((w) => w.date >= since && Number.isFinite(w.kg) && w.kg > 0);
  if (recent.length < 2) return false;
  const latest = [...recent].sort((a, b) => (a.date < b.date ? 1 : -1))[0]!.kg;
  const highest = Math.max(...recent.map((w) => w.kg));
  return latest <= highest * (1 - WEIGHT_LOSS_PERCENT / 100);
}

/** The bottle of electrolytes on a fasting day she is fasting (not one she stopped, nor one she may not fast). */
export function electrolytesOf(input: {
  status: ChallengeDay | null;
  fasting: FastingDay | null;
  bottles: readonly BottleDay[];
  now: Date;
}): { date: string; bottles: number; of: number } | null {
  const day = dayNumber(input.status);
  if (day === null || !isFastingDay(day) || isEatingDay(input.fasting)) return null;
  const date = localIsoDate(input.now);
  return { date, bottles: bottlesOn(input.bottles, date), of: DAILY_BOTTLES };
}

/**
 * "O que fazer agora": the one action of the moment. While a fast runs, the
 * fasting hero holds its own (ending it, the day's bottle): the card below
 * it is the day's record. A start the check and the gate allow comes before
 * the way out of the fast before it: on the Final's eve, day 9, the way out
 * of Jejum I still shows (below the start), and the start is what the eve is for.
 */
export type NowAction = 'check' | 'stopped' | 'gated' | 'start' | 'refeed' | 'register';

export function nowAction(input: { fasting: FastingDay | null; refeed: RefeedView | null }): NowAction {
  const { fasting, refeed } = input;
  if (fasting?.kind === 'check') return 'check';
  if (fasting?.kind === 'stopped') return 'stopped';
  if (fasting?.kind === 'ready') return 'start';
  if (refeed) return 'refeed';
  if (fasting?.kind === 'gated') return 'gated';
  return 'register';
}
