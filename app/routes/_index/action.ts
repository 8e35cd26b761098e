/**
 * Início's posts. 'checkin': today's diary entry, validated by the diary's
 * own rules (spec §5 "Diary save"); it does not complete the day
 * (a weigh-in at 7 a.m. is not the end of a fasting day). 'glass': "+1 copo",
 * saved at the tap. 'day-done': today's day of the Journey marked done, the
 * explicit act, with the spec's toast (storage/completed-days.ts
 * `completeDay`, as the Jornada ticks a day). The words are app/content's.
 *
 * The fasting days' posts. Each one checks the day it is posted
 * on, so a page left open, an old tab or a crafted post cannot do what the
 * screen would not offer:
 * - 'pre-fast-check': the check before a fast, from the eve of a block to its
 *   last day. It writes when it was done and whether it said go or stop (and
 *   whether that stop is absolute), never the answers; a stop also ends a fast
 *   that was running. An absolute stop, or a stop already redone once, is not
 *   answered again; a form filled over another check than the one that counts
 *   now (answered meanwhile in another tab) is refused, unless it stops and
 *   that check did not.
 * - 'fast-start': only on those days, once this block's check said go, with a
 *   start from the eve of the block up to now, and one fast per block.
 * - 'fast-end' ("Encerrar o jejum", one tap) and 'fast-undo' (a mistaken end
 *   of a few minutes ago).
 * - 'bottle': the day's bottle of electrolytes, on a fasting day.
 * - 'refeed-step': one step of the way out of a fast, ticked for the day.
 */
import { storageFailureToast } from '~/components/storage-toast';
import { BLOCK_TEXT } from '~/content/blocks';
import { dayDoneToast, invalidDayToast } from '~/content/day-done';
import { DIARY_FORM, diaryMissingToast, diarySavedToast } from '~/content/diary';
import {
  checkFirstToast,
  FAST_START_MESSAGES,
  FAST_GATE,
  fastEndedAheadToast,
  fastEndedToast,
  fastGatedToast,
  fastResumedToast,
  fastStartBeforeGap,
  fastStartedToast,
  fastStartRefusedToast,
  NOT_SAVED_TOAST,
} from '~/content/fasting-clock';
import { fieldMessages, invalidFieldsToast } from '~/content/messages';
import {
  answersMissingToast,
  checkChangedToast,
  checkPassedToast,
  PRE_FAST_FORM,
  redoRefusedToast,
} from '~/content/pre-fast-check';
import { blockOfDay, type FastingBlockId, isFastingBlockId, isFastingDay, parseDayChange } from '~/domain/challenge';
import { type DiaryField, validateDiaryEntry } from '~/domain/diary';
import { parseBottles } from '~/domain/electrolytes';
import { formatFastDuration, isFastRunning, parseFastStart } from '~/domain/fasting';
import { fastGate, firstOpenStart, hoursSince } from '~/domain/fast-gate';
import { earliestStart, fastingBlockAround, opensAfterBlock, planOf } from '~/domain/fasting-block';
import { recordedFastsOf } from '~/domain/fasting-day';
import { momentOf } from '~/domain/format';
import { momentText, weekdayAndDay } from '~/content/words';
import {
  CHECK_MARK_FIELD,
  checkThatCounts,
  dropsStaleCheck,
  knownBmi,
  knownWeightLoss,
  outcomeOf,
  PRE_FAST_QUESTIONS,
  type PreFastQuestion,
  redoRefusal,
  validatePreFastAnswers,
} from '~/domain/pre-fast-check';
import type { FieldErrors } from '~/domain/validation';
import { pickRandom } from '~/domain/random';
import { isRefeedStep } from '~/domain/refeed';
import { currentWeight } from '~/domain/results';
import type { Toast } from '~/domain/toast';
import { completeDay } from '~/storage/completed-days';
import { loadDiary, saveDiaryEntry, saveGlass } from '~/storage/diary';
import { saveBottles } from '~/storage/electrolytes';
import { endFast, loadFasts, loadFastTimes, startFast, undoFastEnd } from '~/storage/fasting';
import { loadProfile } from '~/storage/profile';
import { tickRefeedStep } from '~/storage/refeed';
import { loadResults } from '~/storage/results';
import { loadSafetyChecks, recordSafetyCheck } from '~/storage/safety-checks';
import { gatedSince } from './gate-words';

export interface HomeActionResult {
  ok: boolean;
  toast?: Toast;
  errors?: FieldErrors<DiaryField> & { startedAt?: string } & FieldErrors<PreFastQuestion>;
  /** The 15th day was just marked: celebrate. */
  finished?: boolean;
  /**
   * The check before a fast was just answered: for which block, whether it stopped, and the fast it ended
   * ('38 h 00 min'; null for an end a bottle moved past the answer, whose hours are the app's count, not hers).
   */
  preFast?: { block: FastingBlockId; stop: boolean; endedDuration?: string | null };
}

export async function homeAction(form: FormData, today: DayContext): Promise<HomeActionResult> {
  const intent = form.get('intent');
  if (typeof intent === 'string' && (FAST_INTENTS as readonly string[]).includes(intent)) {
    return fastAction(intent as (typeof FAST_INTENTS)[number], form, today);
  }
  try {
    if (intent === 'glass') {
      saveGlass({ date: today.date, typed: String(form.get('water') ?? '') });
      return { ok: true };
    }
    if (intent === 'day-done') return dayDone(form, today);
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
  if (intent !== 'checkin') return { ok: false };
  return checkIn(form, today);
}

function checkIn(form: FormData, today: { date: string }): HomeActionResult {
  const checked = validateDiaryEntry(
    {
      date: today.date,
      weight: form.get('weight'),
      water: form.get('water'),
      waist: form.get('waist'),
      feeling: form.get('feeling'),
    },
    today.date,
  );
  if (!checked.ok) {
    const toast = checked.missing ? diaryMissingToast : invalidFieldsToast;
    return { ok: false, errors: fieldMessages(checked.problems, DIARY_FORM), toast };
  }
  try {
    saveDiaryEntry({ entry: checked.value });
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
  return { ok: true, toast: diarySavedToast };
}

/** "Marcar o dia como feito": only today's day (a page left open past midnight does not tick the day after). */
function dayDone(form: FormData, today: { day: number | null; now: Date }): HomeActionResult {
  const change = parseDayChange({ day: form.get('day'), done: 'true' });
  if (!change || today.day === null || change.day !== today.day) return { ok: false, toast: invalidDayToast };
  const status = { kind: 'during', day: change.day, block: blockOfDay(change.day).id } as const;
  const { done, finished } = completeDay({ day: change.day, status, now: today.now });
  return done ? { ok: true, toast: dayDoneToast(done, pickRandom), finished } : { ok: true };
}

/** The moment a post is made: today's date, its day of the challenge and the start date it is counted from. */
export interface DayContext {
  date: string;
  day: number | null;
  now: Date;
  startDate: string;
}

export const FAST_INTENTS = ['pre-fast-check', 'fast-start', 'fast-end', 'fast-undo', 'bottle', 'refeed-step'] as const;
export type FastIntent = (typeof FAST_INTENTS)[number];

export function fastAction(intent: FastIntent, form: FormData, today: DayContext): HomeActionResult {
  try {
    switch (intent) {
      case 'pre-fast-check':
        return preFastCheck(form, today);
      case 'fast-start':
        return fastStart(form, today);
      case 'fast-end': {
        const ended = endFast({ startDate: today.startDate, now: today.now });
        if (!ended) return { ok: false };
        // An end a bottle moved past the tap is kept (the gate's safe side) and marked: she is not told she fasted to it.
        if (ended.endedAhead) {
          return { ok: true, toast: fastEndedAheadToast(momentText(momentOf(ended.endedAt), ended.endedAt)) };
        }
        return {
          ok: true,
          toast: fastEndedToast(formatFastDuration(Date.parse(ended.endedAt) - Date.parse(ended.startedAt))),
        };
      }
      case 'fast-undo':
        return undoFastEnd({ startDate: today.startDate, now: today.now })
          ? { ok: true, toast: fastResumedToast }
          : { ok: false };
      case 'bottle': {
        const bottles = parseBottles(form.get('bottles'));
        if (bottles === null || today.day === null || !isFastingDay(today.day)) {
          return { ok: false, toast: NOT_SAVED_TOAST.bottle };
        }
        saveBottles({ date: today.date, bottles });
        return { ok: true };
      }
      case 'refeed-step': {
        const block = form.get('block');
        const step = form.get('step');
        const done = form.get('done');
        if (!isFastingBlockId(block) || !isRefeedStep(block, step) || (done !== 'true' && done !== 'false')) {
          return { ok: false, toast: NOT_SAVED_TOAST.refeedStep };
        }
        tickRefeedStep({ date: today.date, block, step, done: done === 'true' });
        return { ok: true };
      }
    }
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
}

/**
 * The check before a fast: every question of the block answered, the BMI and
 * the weight lost from her records when they tell them. Written: when, for
 * which block, whether it stopped and whether the stop is absolute. A new
 * check of a block whose stop holds (absolute, or already redone once) is
 * refused, and nothing is written; so is a form filled over another check than
 * the one that counts now (its hidden mark, `dropsStaleCheck`), unless it stops.
 */
function preFastCheck(form: FormData, today: DayContext): HomeActionResult {
  const block = fastingBlockAround(today.day);
  if (!block) return { ok: false, toast: NOT_SAVED_TOAST.preFastCheck };
  const checks = loadSafetyChecks();
  const current = checkThatCounts(checks, block, today.startDate, today.now);
  const refusal = redoRefusal(current);
  if (refusal) return { ok: false, toast: redoRefusedToast[refusal] };
  const profile = loadProfile();
  const results = loadResults();
  const diary = loadDiary();
  const weight = currentWeight({ finalWeight: results.finalWeight, finalWeightOn: results.finalWeightOn, diary });
  const known = {
    bmi: knownBmi({ weight: weight.weight, initialWeight: profile.initialWeight, height: profile.height }),
    weightLoss: knownWeightLoss({ diary, initialWeight: profile.initialWeight, startDate: today.startDate }),
  };
  const answers = Object.fromEntries(PRE_FAST_QUESTIONS.map((q) => [q, form.get(q)]));
  const checked = validatePreFastAnswers(answers, known, block);
  if (!checked.ok) {
    return { ok: false, errors: fieldMessages(checked.problems, PRE_FAST_FORM), toast: answersMissingToast };
  }
  const outcome = outcomeOf(checked.stops);
  // A form filled over another check than the one that counts now (answered in another tab) replaces nothing.
  if (dropsStaleCheck({ posted: form.get(CHECK_MARK_FIELD), current, outcome })) {
    return { ok: false, toast: checkChangedToast };
  }
  const ended = recordSafetyCheck({
    block,
    outcome,
    absolute: checked.absolute,
    startDate: today.startDate,
    now: today.now,
  });
  const endedDuration = !ended
    ? undefined
    : ended.endedAhead
      ? null
      : formatFastDuration(Date.parse(ended.endedAt) - Date.parse(ended.startedAt));
  if (outcome === 'stop')
    return { ok: true, preFast: { block, stop: true, ...(endedDuration !== undefined ? { endedDuration } : {}) } };
  return { ok: true, preFast: { block, stop: false }, toast: checkPassedToast };
}

/**
 * "Comecei o jejum": on a day of a block whose check said go, with no fast
 * running, from the eve up to now, and only when the record of fasts allows
 * one (domain/fast-gate.ts): a start date moved, a restart or an old tab
 * cannot chain two long fasts. A refusal stores nothing.
 */
function fastStart(form: FormData, today: DayContext): HomeActionResult {
  const block = fastingBlockAround(today.day);
  const checks = loadSafetyChecks();
  const check = block ? checkThatCounts(checks, block, today.startDate, today.now) : null;
  if (!block || check?.outcome !== 'go') {
    return { ok: false, toast: checkFirstToast };
  }
  // One fast per block: a running one, or one of this block that ended (a mistaken end is undone, not restarted).
  const current = loadFasts({ startDate: today.startDate, now: today.now }).fast;
  if (isFastRunning(current) || planOf(today.startDate, current)?.block === block) return { ok: false };
  const times = loadFastTimes({ startDate: today.startDate, now: today.now });
  const gate = fastGate(times, today.now);
  if (!gate.open) {
    const pastBlock = opensAfterBlock(today.startDate, block, gate.opensAt) ? BLOCK_TEXT[block].name : null;
    const since = gatedSince({ ...gate, hoursSince: hoursSince(gate.lastEndedAt, today.now) }, pastBlock);
    return { ok: false, toast: fastGatedToast(since ?? FAST_GATE.title) };
  }
  // The record knows a fast of this block the clock may not (a restore of an older backup).
  if (recordedFastsOf(times, today.startDate, block, current.startedAt).length > 0) return { ok: false };
  const start = parseFastStart(form.get('startedAt'), today.now, {
    earliest: earliestStart(today.startDate, block),
  });
  if (!start.ok) {
    const message = FAST_START_MESSAGES[start.error];
    return { ok: false, errors: { startedAt: message }, toast: fastStartRefusedToast(message) };
  }
  // The gap is kept where the fast begins: a start typed before the gate opened is refused too.
  const opensAt = firstOpenStart(times, new Date(start.startedAt));
  if (opensAt.getTime() > Date.parse(start.startedAt)) {
    const opens = momentOf(opensAt.toISOString());
    const message = opens ? fastStartBeforeGap(weekdayAndDay(opens), opens.time) : FAST_GATE.title;
    return { ok: false, errors: { startedAt: message }, toast: fastStartRefusedToast(message) };
  }
  startFast({ startDate: today.startDate, startedAt: start.startedAt, now: today.now });
  return { ok: true, toast: fastStartedToast };
}
