/**
 * `m15-electrolytes`: the bottles of electrolytes she drank, per
 * day. The recipe (spec §9) is 1 level teaspoon in 500 mL, and the daily
 * limit is that one bottle (content/phases.ts, ELECTROLYTES.limit): Hoje
 * counts "Eletrólitos hoje: 0 de 1" on fasting days and she ticks it.
 *
 * For the report: one record per calendar day she ticked, oldest first.
 */
import * as v from 'valibot';
import { isIsoDate } from './dates';
import type { Parser } from './stored';

/** One bottle of 500 mL with 1 level teaspoon of the mix a day, no more. */
export const DAILY_BOTTLES = 1;

export interface BottleDay {
  /** The calendar day, yyyy-mm-dd. */
  date: string;
  /** Bottles drunk that day, 0 to DAILY_BOTTLES. */
  bottles: number;
}

/** The bottles of `date` (0 when the day has no record). */
export function bottlesOn(log: readonly BottleDay[], date: string): number {
  return log.find((d) => d.date === date)?.bottles ?? 0;
}

/** What the counter's button sends: the count the day should have, not a toggle (a repeat is harmless). */
export function parseBottles(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n <= DAILY_BOTTLES ? n : null;
}

/** The log with `date` set to `bottles`: a day back at 0 leaves the log, one record per day, oldest first. */
export function withBottles(log: readonly BottleDay[], date: string, bottles: number): BottleDay[] {
  const rest = log.filter((d) => d.date !== date);
  const next = bottles > 0 ? [...rest, { date, bottles }] : rest;
  return next.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const BottleDaySchema = v.object({
  date: v.pipe(
    v.string(),
    v.check<string>((t) => isIsoDate(t)),
  ),
  bottles: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DAILY_BOTTLES)),
});

/** The parser for `m15-electrolytes`: every valid day kept, one per date, oldest first; anything else dropped. */
export const parseBottleLog: Parser<BottleDay[]> = (json) => {
  if (!Array.isArray(json)) return { value: [], complete: json === null };
  let value: BottleDay[] = [];
  for (const item of json) {
    const r = v.safeParse(BottleDaySchema, item);
    if (r.success && !value.some((d) => d.date === r.output.date))
      value = withBottles(value, r.output.date, r.output.bottles);
  }
  return { value, complete: value.length === json.length };
};
