/**
 * What Início shows a user with a profile on a given day ("Hoje"), derived
 * from the stored records: the challenge day, the fasts (domain/fasting-day.ts:
 * the check, the clock, the way out, the bottle and the action of the moment),
 * today's diary entry and water, kilos lost so far, and the progress card
 * after the last day.
 */
import { challengeDay, dayNumber, isChallengeOver, isFastingDay } from './challenge';
import { localIsoDate } from './dates';
import { entryOn, waterProgress } from './diary';
import type { BottleDay } from './electrolytes';
import type { FastingRecord } from './fasting';
import type { EndedFast } from './fast-log';
import type { FastTimes } from './fast-gate';
import {
  electrolytesOf,
  extraRefeedRisk,
  type FastingDay,
  fastingDayOf,
  isEatingDay,
  nowAction,
  refeedOf,
} from './fasting-day';
import { challengeOutcome, untickedPastDays } from './outcome';
import { checkThatCounts, knownBmi, knownWeightLoss, type SafetyChecks } from './pre-fast-check';
import type { RefeedDay } from './refeed';
import { currentWeight, weightLost } from './results';
import type { DiaryEntry, Profile, Results } from './stored';

/** What Início's loader reads from storage for a user with a profile. */
export interface DayViewRecords {
  profile: Profile;
  diary: DiaryEntry[];
  results: Results;
  fast: FastingRecord;
  completedDays: number[];
  /** The check before each fast, per block (none when absent). */
  safetyChecks?: SafetyChecks;
  /** The bottles of electrolytes ticked, per day. */
  bottles?: BottleDay[];
  /** The steps to break a fast ticked, per day. */
  refeed?: RefeedDay[];
  /** The ended fasts of this challenge. */
  log?: EndedFast[];
  /** Every fast known on this phone: when the next may start, and the days after one. */
  times?: FastTimes[];
}

/**
 * One more refeeding risk than a long fast itself, as her records show it now
 * (domain/fasting-day.ts `extraRefeedRisk`): what Hoje's way out reads, and
 * what an erase or a restore keeps in the record of fasts before it takes
 * those records away.
 */
export function extraRiskOf(
  records: Pick<DayViewRecords, 'profile' | 'diary' | 'results'> & { checks: SafetyChecks },
  now: Date,
): boolean {
  const { profile, diary, results, checks } = records;
  const weight = currentWeight({ finalWeight: results.finalWeight, finalWeightOn: results.finalWeightOn, diary });
  const bmi = knownBmi({ weight: weight.weight, initialWeight: profile.initialWeight, height: profile.height });
  const weights = [
    ...diary.map((e) => ({ date: e.date, kg: Number(e.weight) })),
    { date: profile.startDate, kg: Number(profile.initialWeight) },
  ];
  return extraRefeedRisk({ checks, bmi, weights, now });
}

export function dayViewOf(records: DayViewRecords, now: Date) {
  const { profile, diary, results, fast, completedDays } = records;
  const date = localIsoDate(now);
  const entry = entryOn(diary, date);
  const weight = currentWeight({ finalWeight: results.finalWeight, finalWeightOn: results.finalWeightOn, diary });
  const status = challengeDay(profile.startDate, date);
  const checks = records.safetyChecks ?? {};
  const times = records.times ?? [];
  const fasting = fastingDayOf({ status, startDate: profile.startDate, fast, checks, times, now });
  const bmi = knownBmi({ weight: weight.weight, initialWeight: profile.initialWeight, height: profile.height });
  const refeed = refeedOf({
    status,
    startDate: profile.startDate,
    fast,
    checks,
    refeed: records.refeed ?? [],
    log: records.log ?? [],
    times,
    extraRisk: extraRiskOf({ profile, diary, results, checks }, now),
    now,
  });
  const electrolytes = electrolytesOf({ status, fasting, bottles: records.bottles ?? [], now });
  const day = dayNumber(status);
  const gentle = (day !== null && isFastingDay(day)) || isFastRunningOn(fasting);
  return {
    startDate: profile.startDate,
    status,
    /** The check, its stop, the clock's start or the fast itself; null on days without any. */
    fasting,
    /** The BMI the check can tell from the profile and the latest weight (null: it asks). */
    bmi,
    /** A fasting day she does not fast (stopped, not allowed yet, or the fast ended): Hoje speaks of eating. */
    eating: isEatingDay(fasting),
    /** The weight lost before the challenge that the check can tell from the diary (null: it asks). */
    weightLoss: knownWeightLoss({ diary, initialWeight: profile.initialWeight, startDate: profile.startDate }),
    /** The stop of the block, as stored: whether it is absolute or already redone (its redo depends on it). */
    stopCheck: fasting?.kind === 'stopped' ? checkThatCounts(checks, fasting.block, profile.startDate, now) : null,
    /** The steps to break a fast, on the days she eats again. */
    refeed,
    /** The bottle of electrolytes on a fasting day. */
    electrolytes,
    /** "O que fazer agora". */
    action: nowAction({ fasting, refeed }),
    /** A fasting day, or a fast under way: nothing on the screen may push her to keep going. */
    gentle,
    /**
     * The quote pushes nothing either on the days a fast is decided: whenever the check, its stop, a
     * refusal or the clock's start is on Hoje (the eves included, where the full pool says "Não pare agora!").
     */
    calm: gentle || fasting !== null,
    /** Today's day of the Journey is ticked (completing it is its own act). */
    dayDone: status?.kind === 'during' && completedDays.includes(status.day),
    entry,
    water: waterProgress(entry?.water ?? '', profile.waterGoal),
    lost: weight.source === 'none' || !profile.initialWeight ? null : weightLost(profile.initialWeight, weight.weight),
    // How the challenge stands: only all 15 days ticked is a victory.
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
            unticked: untickedPastDays(status, completedDays),
          }
        : null,
  };
}

export type DayView = ReturnType<typeof dayViewOf>;

/** A fast runs on Hoje: the clock itself, or one shown above a check or a stop (a start date moved under it). */
function isFastRunningOn(fasting: FastingDay | null): boolean {
  if (fasting?.kind === 'fast') return fasting.fast.endedAt === null;
  return (fasting?.kind === 'check' || fasting?.kind === 'stopped') && fasting.running !== null;
}
