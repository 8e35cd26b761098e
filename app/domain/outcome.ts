/**
 * How the challenge stands, truly (decision 009). The specification's
 * congratulation belongs to a challenge whose 15 days are all ticked on the
 * Jornada; once the 15 days are over with fewer ticked, the app says so and
 * how many were completed (content/outcome.ts words each outcome). Pure.
 */
import { CHALLENGE_DAYS, type ChallengeDay, isDay } from './challenge';

export type ChallengeOutcome =
  /** All 15 days ticked, whatever the date. */
  | { kind: 'won'; done: number }
  /** Day 16 or later by the start date, fewer than 15 ticked. */
  | { kind: 'ended'; done: number }
  /** Day 15 today, not all ticked yet. */
  | { kind: 'last-day'; done: number }
  /** No start date (the day is not known), fewer than 15 ticked. */
  | { kind: 'unknown'; done: number }
  /** Before the start, or days 1-14. */
  | { kind: 'underway'; done: number };

/** The days ticked on the Jornada, each once; anything stored that is not a day of the 15 is no tick. */
const tickedDays = (completed: readonly number[]) => new Set(Array.isArray(completed) ? completed.filter(isDay) : []);

export function challengeOutcome(status: ChallengeDay | null, completed: readonly number[]): ChallengeOutcome {
  const done = tickedDays(completed).size;
  if (done >= CHALLENGE_DAYS) return { kind: 'won', done };
  if (!status) return { kind: 'unknown', done };
  if (status.kind === 'after') return { kind: 'ended', done };
  if (status.kind === 'during' && status.day >= CHALLENGE_DAYS) return { kind: 'last-day', done };
  return { kind: 'underway', done };
}

/**
 * Where the specification's closing card (its congratulation, and the
 * celebration of a restart) applies as written: a challenge won, or one whose
 * day the app cannot know (no start date).
 */
export function closesAsWritten(
  outcome: ChallengeOutcome,
): outcome is Extract<ChallengeOutcome, { kind: 'won' | 'unknown' }> {
  return outcome.kind === 'won' || outcome.kind === 'unknown';
}

/**
 * How many of the days already over are not ticked on the Jornada: the days
 * before today while the challenge runs (today is not over yet), all 15 after
 * it. What she shares counts ticks, so a day she lived but did not tick
 * would be shared as not done.
 */
export function untickedPastDays(status: ChallengeDay | null, completed: readonly number[]): number {
  const past = status?.kind === 'during' ? status.day - 1 : status?.kind === 'after' ? CHALLENGE_DAYS : 0;
  const ticked = tickedDays(completed);
  let unticked = 0;
  for (let day = 1; day <= past; day++) if (!ticked.has(day)) unticked++;
  return unticked;
}
