/**
 * The fasting days in the nutritionist's report (from what the fasting
 * days store): the fasts she recorded, the check before each block, the bottles
 * of electrolytes per fasting day. Pure: the route reads storage (the fasts
 * through `loadFasts`, settled at the report's time), the words are in
 * content/report.ts.
 */
import {
  type BlockId,
  blockOfDay,
  CHALLENGE_DAYS,
  dayOfDate,
  FASTING_BLOCK_IDS,
  fastingBlock,
  type FastingBlockId,
  isFastingDay,
} from './challenge';
import { addDays, isIsoDate } from './dates';
import { bottlesOn, type BottleDay } from './electrolytes';
import type { EndedFast } from './fast-log';
import { type FastingRecord, formatFastDuration, isFastRunning, isIsoInstant } from './fasting';
import { blockOfStart } from './fasting-block';
import { formatDateBR, formatTimestampBR } from './format';
import { checkOf, type CheckOutcome, type SafetyChecks } from './pre-fast-check';

/**
 * How a fast ended: at the end its block gave it ('goal'), before it by her
 * choice ('early'), before it because the check before the fast said stop
 * ('stopped'), not yet ('running'), or by her tap at a moment the app cannot
 * know, its end moved later by a bottle ('counted': EndedFast `endedAhead`).
 */
export type ReportFastEnd = 'goal' | 'early' | 'stopped' | 'running' | 'counted';

/** A fast as the report lists it: its block (null outside every block), start and end as pt-BR date and time. */
export interface ReportFast {
  block: FastingBlockId | null;
  /** '20/11/2026, 20:00'. */
  start: string;
  /** '' while it runs. */
  end: string;
  /** How long she fasted, as Hoje's clock says it ('71 h 57 min', minutes rounded down); so far, while it runs. */
  hours: string;
  ended: ReportFastEnd;
}

/** The fasts and the check records, as the route reads them (the fasts settled at the report's time). */
export interface FastRecords {
  /** The current or last fast (`m15-fasting`). */
  current: FastingRecord;
  /** Every ended fast (`m15-fast-log`), oldest first. */
  log: readonly EndedFast[];
}

const duration = (startedAt: string, endedAt: string) =>
  formatFastDuration(Date.parse(endedAt) - Date.parse(startedAt));

/** A fast ended by the check's stop has the stop's instant as its end (storage/safety-checks.ts). */
function stoppedByCheck(fast: EndedFast, checks: SafetyChecks): boolean {
  if (fast.outcome !== 'early' || fast.block === null) return false;
  const check = checks[fast.block];
  return check?.outcome === 'stop' && check.at === fast.endedAt;
}

/**
 * One row per fast she recorded, oldest first: every ended fast of the log,
 * then the one running at `now`, if any (its block by the start date, its
 * hours so far). A record that is not a fast (a start that is no instant)
 * gives no row.
 */
export function reportFasts(
  fasts: FastRecords,
  { checks, startDate, now }: { checks: SafetyChecks; startDate: string; now: Date },
): ReportFast[] {
  const rows = fasts.log
    .filter((f) => isIsoInstant(f.startedAt) && isIsoInstant(f.endedAt))
    .map((f): ReportFast => ({
      block: f.block,
      start: formatTimestampBR(f.startedAt),
      end: formatTimestampBR(f.endedAt),
      hours: duration(f.startedAt, f.endedAt),
      ended: stoppedByCheck(f, checks) ? 'stopped' : f.endedAhead ? 'counted' : f.outcome,
    }));
  const { current } = fasts;
  const running =
    isFastRunning(current) &&
    isIsoInstant(current.startedAt) &&
    !Number.isNaN(now.getTime()) &&
    !fasts.log.some((f) => f.startedAt === current.startedAt);
  if (!running) return rows;
  return [
    ...rows,
    {
      block: blockOfStart(startDate, current.startedAt),
      start: formatTimestampBR(current.startedAt),
      end: '',
      hours: duration(current.startedAt, now.toISOString()),
      ended: 'running',
    },
  ];
}

/**
 * The check of a block as the report says it: when it was done ('' for none)
 * and what it said; 'none': no check on record though its block has come;
 * 'notYet': its block has not come yet on the report's day, so none is due.
 */
export interface ReportCheck {
  block: FastingBlockId;
  /** '20/11/2026, 08:15', or '' when there is none. */
  at: string;
  outcome: CheckOutcome | 'none' | 'notYet';
}

/**
 * The check before each block (Jejum I, the Jejum Final), in order: the one of
 * this challenge by the start date (`checkOf`), 'notYet' when the block's first
 * day is after `today` ('aaaa-mm-dd'), or 'none'. Never the answers: they are
 * not stored.
 */
export function reportChecks(checks: SafetyChecks, startDate: string, today: string): ReportCheck[] {
  return FASTING_BLOCK_IDS.map((block) => {
    const check = checkOf(checks, block, startDate);
    if (check) return { block, at: formatTimestampBR(check.at), outcome: check.outcome };
    const firstDay = isIsoDate(startDate) ? addDays(startDate, fastingBlock(block).first - 1) : null;
    return { block, at: '', outcome: firstDay !== null && firstDay > today ? ('notYet' as const) : ('none' as const) };
  });
}

/** A day's bottles in the report: its date, its challenge day and block (null outside days 1-15), the bottles ticked. */
export interface ReportBottleDay {
  /** 'dd/mm/aaaa'. */
  date: string;
  day: number | null;
  block: BlockId | null;
  bottles: number;
  /** The day has come (today or before): no bottle on it is a 0, not a day still ahead. */
  come: boolean;
  /** It is the report's day: its count is so far. */
  today: boolean;
}

/**
 * The bottles per fasting day: the 9 fasting days by the start date (days
 * 4-6 and 10-15, ticked or not), and any other day with a bottle on record
 * (the start date moved since), oldest first. `today` is 'aaaa-mm-dd'.
 */
export function reportBottles(log: readonly BottleDay[], startDate: string, today: string): ReportBottleDay[] {
  const days = new Map<string, number | null>();
  if (isIsoDate(startDate)) {
    for (let day = 1; day <= CHALLENGE_DAYS; day++) {
      const date = addDays(startDate, day - 1);
      if (date && isFastingDay(day)) days.set(date, day);
    }
  }
  for (const { date } of log) {
    if (days.has(date) || !isIsoDate(date)) continue;
    days.set(date, dayOfDate(startDate, date)?.day ?? null);
  }
  return [...days]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, day]) => ({
      date: formatDateBR(date),
      day,
      block: day === null ? null : blockOfDay(day).id,
      bottles: bottlesOn(log, date),
      come: date <= today,
      today: date === today,
    }));
}
