/**
 * The way out of a fast: the steps to break it, as a checklist
 * she ticks on the day she eats again (the day a fast ends, day 7 after
 * Jejum I, day 16 after the Jejum Final). `m15-refeed` keeps the ticks of
 * each day. The steps' words are in content/safety.ts (FASTING_SAFETY.breakFast);
 * here are their ids and order, which is what is stored.
 *
 * For the report: one record per day and block, oldest first, with the ids
 * of the steps ticked, in the order of REFEED_STEPS.
 */
import * as v from 'valibot';
import { FASTING_BLOCK_IDS, type FastingBlockId } from './challenge';
import { isIsoDate } from './dates';
import type { Parser } from './stored';

export const REFEED_STEPS = {
  'jejum-1': ['small-first', 'slowly', 'wait', 'no-sugar', 'water-salt', 'ceto'],
  'jejum-final': ['small-first', 'wait', 'small-meals', 'slowly-more', 'no-sugar', 'electrolytes', 'ceto'],
} as const satisfies Record<FastingBlockId, readonly string[]>;

export type RefeedStepOf<B extends FastingBlockId> = (typeof REFEED_STEPS)[B][number];
export type RefeedStep = RefeedStepOf<FastingBlockId>;

export function isRefeedStep(block: FastingBlockId, step: unknown): step is RefeedStep {
  return typeof step === 'string' && (REFEED_STEPS[block] as readonly string[]).includes(step);
}

export interface RefeedDay {
  /** The calendar day, yyyy-mm-dd. */
  date: string;
  /** Which fast she is coming out of. */
  block: FastingBlockId;
  /** The steps ticked, in the order of REFEED_STEPS[block]. */
  done: RefeedStep[];
}

/** The steps ticked on `date` for `block`. */
export function refeedDoneOn(log: readonly RefeedDay[], date: string, block: FastingBlockId): RefeedStep[] {
  return log.find((d) => d.date === date && d.block === block)?.done ?? [];
}

const byDate = (a: RefeedDay, b: RefeedDay) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.block < b.block ? -1 : 1;

/** The log with one step of one day ticked or not; a day with nothing ticked leaves the log. */
export function withRefeedStep(
  log: readonly RefeedDay[],
  change: { date: string; block: FastingBlockId; step: RefeedStep; done: boolean },
): RefeedDay[] {
  const ticked = new Set<string>(refeedDoneOn(log, change.date, change.block));
  if (change.done) ticked.add(change.step);
  else ticked.delete(change.step);
  const done = REFEED_STEPS[change.block].filter((s) => ticked.has(s));
  const rest = log.filter((d) => !(d.date === change.date && d.block === change.block));
  const next = done.length > 0 ? [...rest, { date: change.date, block: change.block, done }] : rest;
  return next.sort(byDate);
}

const RefeedDaySchema = v.pipe(
  v.object({
    date: v.pipe(
      v.string(),
      v.check<string>((t) => isIsoDate(t)),
    ),
    block: v.picklist(FASTING_BLOCK_IDS),
    done: v.array(v.string()),
  }),
  v.check(
    (d) => d.done.length > 0 && d.done.every((s) => isRefeedStep(d.block, s)) && new Set(d.done).size === d.done.length,
  ),
);

/** The parser for `m15-refeed`: every valid day kept (one per date and block), oldest first; anything else dropped. */
export const parseRefeedLog: Parser<RefeedDay[]> = (json) => {
  if (!Array.isArray(json)) return { value: [], complete: json === null };
  const value: RefeedDay[] = [];
  for (const item of json) {
    const r = v.safeParse(RefeedDaySchema, item);
    if (!r.success || value.some((d) => d.date === r.output.date && d.block === r.output.block)) continue;
    const ticked = new Set<string>(r.output.done);
    value.push({ ...r.output, done: REFEED_STEPS[r.output.block].filter((s) => ticked.has(s)) });
  }
  return { value: value.sort(byDate), complete: value.length === json.length };
};
