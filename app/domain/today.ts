/**
 * What Início shows a user with a profile on a given day ("Hoje"), derived
 * from the stored records: the challenge day, today's diary entry and water,
 * kilos lost so far, the fasting clock's record when it belongs to today, and
 * the progress card after the last day.
 */
import { challengeDay, isChallengeOver, isFastingDay } from './challenge';
import { localIsoDate } from './dates';
import { entryOn, waterProgress } from './diary';
import { type FastingRecord, fastGoalHours, isFastRunning } from './fasting';
import { challengeOutcome } from './outcome';
import { emptySafetyChecks, preFastCheckOf, type SafetyChecks } from './pre-fast-check';
import { currentWeight, weightLost } from './results';
import type { DiaryEntry, Profile, Results } from './stored';

/** What Início's loader reads from storage for a user with a profile. */
export interface TodayRecords {
  profile: Profile;
  diary: DiaryEntry[];
  results: Results;
  fast: FastingRecord;
  completedDays: number[];
  /** When the safety check before each long fast was done (none when absent). */
  safetyChecks?: SafetyChecks;
}

export function todayOf({ profile, diary, results, fast, completedDays, safetyChecks }: TodayRecords, now: Date) {
  const date = localIsoDate(now);
  const entry = entryOn(diary, date);
  const weight = currentWeight({ finalWeight: results.finalWeight, finalWeightOn: results.finalWeightOn, diary });
  const status = challengeDay(profile.startDate, date);
  const showClock = (status?.kind === 'during' && isFastingDay(status.day)) || isFastRunning(fast);
  return {
    startDate: profile.startDate,
    status,
    // On days 3-4 and 9-10: the safety check before the long fast (issue 23).
    preFast: preFastCheckOf({
      day: status?.kind === 'during' ? status.day : null,
      startDate: profile.startDate,
      checks: safetyChecks ?? emptySafetyChecks(),
      weight: weight.weight,
      initialWeight: profile.initialWeight,
      height: profile.height,
    }),
    // The clock shows on fasting days, and on any day while a fast is running.
    fast: showClock ? fast : null,
    /** The goal of the fasting block (72 h or 144 h), for the clock; null without one. */
    fastGoalHours: showClock ? fastGoalHours({ startDate: profile.startDate, startedAt: fast.startedAt, now }) : null,
    /** Today's day of the Journey is ticked (completing it is its own act, issue 23). */
    dayDone: status?.kind === 'during' && completedDays.includes(status.day),
    entry,
    water: waterProgress(entry?.water ?? '', profile.waterGoal),
    lost: weight.source === 'none' || !profile.initialWeight ? null : weightLost(profile.initialWeight, weight.weight),
    // How the challenge stands: only all 15 days ticked is a victory (issue 23).
    outcome: challengeOutcome(status, completedDays),
    // After the last day the result comes first: the weights it is made of.
    result:
      status?.kind === 'after'
        ? { initialWeight: profile.initialWeight, startDate: profile.startDate, current: weight }
        : null,
    // After the last day, the progress card (the same as on Resultados).
    share:
      status?.kind === 'after'
        ? {
            records: {
              completedDays,
              diary,
              initialWeight: profile.initialWeight,
              finalWeight: results.finalWeight,
              finalWeightOn: results.finalWeightOn ?? '',
              finished: isChallengeOver(status, completedDays),
            },
            photos: { before: results.beforePhoto, after: results.afterPhoto },
          }
        : null,
  };
}

export type DayView = ReturnType<typeof todayOf>;
