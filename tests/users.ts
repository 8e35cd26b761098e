/**
 * Users at a given day of the challenge, for the specs where the day matters
 * (Hoje, the day-aware screens, the progress card, the recipes' fasting note,
 * the layout). Every date of userOnDay is relative to NOON, the clock those
 * specs fix.
 */

/** Noon in São Paulo (the suite's time zone) on the given day. */
export const noonOn = (iso: string) => new Date(`${iso}T12:00:00-03:00`);

/** Noon of 23 Nov 2026 in São Paulo. */
export const NOON = noonOn('2026-11-23');

/** The date `offset` days from NOON, as stored ('2026-11-22' for -1). */
export const isoDay = (offset: number) => new Date(Date.UTC(2026, 10, 23 + offset)).toISOString().slice(0, 10);

/** An instant at `hh:mm` in São Paulo, `offset` days from NOON's day, as stored. */
export const instantOn = (offset: number, hhmm: string) => new Date(`${isoDay(offset)}T${hhmm}:00-03:00`).toISOString();

/** The check before the fast of `block`, answered at 09:00 `offset` days from NOON's day, as stored. */
export const checked = (block: 'jejum-1' | 'jejum-final', offset: number, outcome: 'go' | 'stop' = 'go') => ({
  [block]: { at: instantOn(offset, '09:00'), outcome },
});

/** Ana's profile, starting on `startDate`. */
export const profileStartingOn = (startDate: string) => ({
  name: 'Ana',
  startDate,
  initialWeight: '82',
  height: '165',
  waterGoal: '2.9',
});

/**
 * The storage of a user on day `n` today (day 16 and later: the challenge is
 * over): the days before ticked, and a diary of them going from 82 kg down
 * 0,5 kg a day, newest first.
 */
export function userOnDay(n: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const before = Math.min(n - 1, 15);
  return {
    'm15-profile': profileStartingOn(isoDay(1 - n)),
    'm15-diary': Array.from({ length: before }, (_, i) => ({
      date: isoDay(1 - n + i),
      weight: String(82 - i * 0.5),
      water: '2',
    })).reverse(),
    'm15-completed-days': Array.from({ length: before }, (_, i) => i + 1),
    ...extra,
  };
}

/** Day 7 of 15 (at NOON): started 6 days ago, days 1-6 ticked, a diary of three weigh-ins from 82 down to 79 kg. */
export const DAY_7_USER = {
  'm15-profile': profileStartingOn(isoDay(-6)),
  'm15-completed-days': [1, 2, 3, 4, 5, 6],
  'm15-diary': [
    { date: isoDay(-1), weight: '79', water: '2' },
    { date: isoDay(-3), weight: '80.2', water: '2' },
    { date: isoDay(-6), weight: '82', water: '2' },
  ],
};
