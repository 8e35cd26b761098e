/**
 * m15-fasting (the current or last fast), m15-fast-log (every fast that
 * ended) and m15-fast-record (the times of recent fasts, which decide when
 * the next may start: domain/fast-gate.ts). Every write of a fast writes the
 * three at once (writeMany): the clock shows it, the log keeps it for the
 * report, and the record keeps its times past any erase. A fast that reached
 * the end of its block is read as ended there (`loadFasts`, settleFast):
 * readers never write, and the next write stores it so.
 */
import {
  type EndedFast,
  endFastAt,
  provenRunningUntil,
  settleFast,
  withEndedFast,
  withoutFast,
  withEndMark,
  withRecordEnds,
} from '~/domain/fast-log';
import {
  endedAll,
  type FastTimes,
  firstOpenStart,
  mergeFastTimes,
  pruneFastTimes,
  timesOfCurrent,
  timesOfEnded,
  withEnd,
  withoutEnd,
} from '~/domain/fast-gate';
import { challengeDay, type FastingBlockId } from '~/domain/challenge';
import { localIsoDate } from '~/domain/dates';
import type { FastingRecord } from '~/domain/fasting';
import { fastPlan, planOf } from '~/domain/fasting-block';
import { blockFastOf, fastingDayOf, isEatingDay, mayResume, withRiskOnLongFasts } from '~/domain/fasting-day';
import { KEYS } from '~/domain/keys';
import { heldStop, type SafetyChecks } from '~/domain/pre-fast-check';
import { extraRiskOf } from '~/domain/today';
import { readRaw, writeEssentialFirst, writeMany } from './local';
import { load, loadQuietly, PARSERS } from './registry';

export function loadFast(): FastingRecord {
  return load(KEYS.fasting);
}

/** Every ended fast, oldest first. */
export function loadFastLog(): EndedFast[] {
  return load(KEYS.fastLog);
}

/** The current or last fast and every ended one, as they stand at `now` (a fast past its block's end is ended). */
export function loadFasts({ startDate, now, quietly = false }: { startDate: string; now: Date; quietly?: boolean }): {
  fast: FastingRecord;
  log: EndedFast[];
} {
  const get = quietly ? loadQuietly : load;
  const current = get(KEYS.fasting);
  const settled = settleFast(current, get(KEYS.fastLog), planOf(startDate, current), now);
  // settleFast rebuilds the record from the plan: keep the plan it was given.
  return { fast: { ...current, ...settled.fast }, log: settled.log };
}

/**
 * Every fast known on this phone, once per start: the record, the log and
 * the current fast, as they stand at `now`. What the gate reads.
 */
export function loadFastTimes({
  startDate,
  now,
  quietly = false,
  fasts,
}: {
  startDate: string;
  now: Date;
  /** Keep nothing aside (an erase is about to remove these keys). */
  quietly?: boolean;
  /** The clock and the log, when the caller has just read them (`loadFasts`). */
  fasts?: { fast: FastingRecord; log: EndedFast[] };
}): FastTimes[] {
  const { fast, log } = fasts ?? loadFasts({ startDate, now, quietly });
  const current = timesOfCurrent(fast, planOf(startDate, fast));
  const record = (quietly ? loadQuietly : load)(KEYS.fastRecord);
  return mergeFastTimes(record, log.map(timesOfEnded), current ? [current] : []);
}

/** The record as it should be stored at `now`: what can still gate a fast. */
function recordChange(times: readonly FastTimes[], now: Date) {
  return { [KEYS.fastRecord]: pruneFastTimes(times, now) };
}

/**
 * A new fast from `startedAt` (an instant already checked) with the plan the
 * start gave it, replacing the last one; a last one that reached its end goes
 * into the log in the same write.
 */
export function startFast({ startDate, startedAt, now }: { startDate: string; startedAt: string; now: Date }): void {
  const plan = fastPlan(startDate, startedAt);
  if (!plan) throw new RangeError('Invalid start of a fast');
  const times = loadFastTimes({ startDate, now });
  const started: FastTimes = { startedAt: plan.startedAt, plannedEndAt: plan.endsAt, endedAt: '' };
  writeMany({
    [KEYS.fasting]: {
      startedAt: plan.startedAt,
      endedAt: '',
      block: plan.block,
      plannedEndAt: plan.endsAt,
    } satisfies FastingRecord,
    [KEYS.fastLog]: loadFasts({ startDate, now }).log,
    ...recordChange(mergeFastTimes(times, [started]), now),
  });
}

/** The changes that end the running fast (at `now`, or at its plan's end if that came first), or null. */
export function endingChanges({ startDate, now }: { startDate: string; now: Date }) {
  const current = loadFast();
  const plan = planOf(startDate, current);
  // Never before what the app itself proves of it (a clock set back before the end).
  const proof = provenRunningUntil(current.startedAt, load(KEYS.electrolytes));
  const end = plan ? endFastAt(current, plan, proof && proof > now ? proof : now) : null;
  if (!end) return null;
  // An end a bottle moved past the tap is marked, on the clock, in the log and in the record: none says she fasted to it.
  const ended = withEndMark(end, now);
  const times = withEnd(loadFastTimes({ startDate, now }), ended.startedAt, ended.endedAt, ended.endedAhead === true);
  return {
    ended,
    changes: {
      [KEYS.fasting]: withEndMark({ ...current, endedAt: ended.endedAt }, now),
      [KEYS.fastLog]: withEndedFast(loadFastLog(), ended),
      ...recordChange(times, now),
    },
  };
}

/** "Encerrar o jejum": ends the running fast and logs it; null (nothing written) when none was running. */
export function endFast({ startDate, now }: { startDate: string; now: Date }): EndedFast | null {
  const ending = endingChanges({ startDate, now });
  if (!ending) return null;
  // The end is kept even where the log and the record find no room: the clock holds it for both.
  const { [KEYS.fasting]: clock, ...rest } = ending.changes;
  writeEssentialFirst({ [KEYS.fasting]: clock }, rest);
  return ending.ended;
}

/**
 * "Desfazer": a mistaken early end of a few minutes ago runs again, and
 * leaves the log, when the domain's `mayResume` allows it: never after a
 * check answered since that end or under a stop that holds (that end was a
 * stop, not a mistaken tap), nor when the other fasts on record would not
 * have let it begin.
 */
export function undoFastEnd({ startDate, now }: { startDate: string; now: Date }): boolean {
  const current = loadFast();
  const plan = planOf(startDate, current);
  if (!plan || current.endedAt === '') return false;
  const outcome = Date.parse(current.endedAt) >= Date.parse(plan.endsAt) ? 'goal' : 'early';
  const times = loadFastTimes({ startDate, now });
  const fast = { startedAt: current.startedAt, endedAt: current.endedAt, plannedEndAt: plan.endsAt, outcome } as const;
  if (!mayResume(fast, { checks: load(KEYS.safetyChecks), times, now })) return false;
  const resumed: FastingRecord = { ...current, endedAt: '' };
  delete resumed.endedAhead;
  writeMany({
    [KEYS.fasting]: resumed,
    [KEYS.fastLog]: withoutFast(loadFastLog(), current.startedAt),
    ...recordChange(withoutEnd(times, current.startedAt), now),
  });
  return true;
}

/**
 * The fast of `block` as stored (domain/fasting-day.ts `blockFastOf`):
 * stopped (by the check or an early end), done, running, or none begun.
 * Screens besides Hoje read it to speak of a fasting day only where she fasts.
 */
export function storedBlockFast(block: FastingBlockId, now: Date): ReturnType<typeof blockFastOf> {
  const { startDate } = load(KEYS.profile);
  const { fast, log } = loadFasts({ startDate, now });
  return blockFastOf({ block, startDate, checks: load(KEYS.safetyChecks), fast, log, now });
}

/**
 * Whether today is a day she eats though its phase is a fast: the check
 * stopped it, the record of fasts refuses one, or the fast ended; Hoje's own
 * reading (domain/fasting-day.ts `fastingDayOf`, `isEatingDay`), for the
 * screens besides Hoje that speak of a fasting day.
 */
export function eatsOnFastingDay(now: Date): boolean {
  const { startDate } = load(KEYS.profile);
  const fasts = loadFasts({ startDate, now });
  const fasting = fastingDayOf({
    status: challengeDay(startDate, localIsoDate(now)),
    startDate,
    fast: fasts.fast,
    checks: load(KEYS.safetyChecks),
    times: loadFastTimes({ startDate, now, fasts }),
    now,
  });
  return isEatingDay(fasting);
}

/**
 * The record with one more refeeding risk kept on its long fasts when her
 * records show one now (a "sim" a redo replaced, a low BMI, weight lost): an
 * erase or a restore takes those records away, and the way out after such a
 * fast must still send her to a doctor.
 */
function withRiskKept(times: FastTimes[], now: Date): FastTimes[] {
  const records = {
    profile: loadQuietly(KEYS.profile),
    diary: loadQuietly(KEYS.diary),
    results: loadQuietly(KEYS.results),
    checks: loadQuietly(KEYS.safetyChecks),
  };
  return extraRiskOf(records, now) ? withRiskOnLongFasts(times, now) : times;
}

/**
 * What every erase writes with its removals: the record of fasts, with a
 * fast still running ended now (the clock goes with the challenge's data, so
 * that fast ends here), and only what can still gate a fast. The next fast
 * is gated on it, whatever the start date says after the erase.
 */
export function fastRecordThroughErase(now: Date): Record<string, FastTimes[] | null> {
  const startDate = loadQuietly(KEYS.profile).startDate;
  const times = withRiskKept(pruneFastTimes(endedAll(loadFastTimes({ startDate, now, quietly: true }), now), now), now);
  // Nothing new to keep: no write, so an erase on a full phone still goes through.
  const stored = readRaw(KEYS.fastRecord);
  if (times.length === 0) return stored === null ? {} : { [KEYS.fastRecord]: null };
  return stored === JSON.stringify(times) ? {} : { [KEYS.fastRecord]: times };
}

/**
 * What a restore writes for the fasts: the backup's clock and log, and the
 * record of this phone merged with the backup's, so an older backup never
 * brings back an earlier "last fast". A fast this phone had running that the
 * backup does not hold ends now (its clock is replaced); a fast the backup
 * holds as running that this phone knows ended stays ended (a stop is not
 * undone by a restore), and one restored while a stop holds in `checks` (the
 * checks the restore writes) ends now: no fast runs under a "sim". A running
 * fast of a file that kept no plan (version 2) is given the one the file's
 * start date gives it, so a start date moved afterwards cannot change it.
 * Two ends of one fast (this phone's, the file's or the file's own making)
 * give the later: the fast she did is counted whole.
 */
export function fastsThroughRestore(
  data: Record<string, unknown>,
  now: Date,
  checks: SafetyChecks,
  /** When the file was made: a fast it holds as running ran at least until then. */
  exportedAt = '',
): Record<string, unknown> {
  const parsed = <K extends typeof KEYS.fasting | typeof KEYS.fastLog | typeof KEYS.fastRecord>(key: K) =>
    PARSERS[key](key in data ? data[key] : null).value as ReturnType<(typeof PARSERS)[K]>['value'];
  const startDate = PARSERS[KEYS.profile](KEYS.profile in data ? data[KEYS.profile] : null).value.startDate;
  const restoredFast = parsed(KEYS.fasting);
  const restoredPlan = planOf(startDate, restoredFast);
  const restoredCurrent = timesOfCurrent(restoredFast, restoredPlan);
  const deviceTimes = withRiskKept(loadFastTimes({ startDate: load(KEYS.profile).startDate, now }), now);
  // Only the fast the file holds as running may run on; every other fast this phone has running ends
  // now, the one the file holds as ended earlier too (a mistaken end undone here after that backup):
  // the later end is the one kept, so the fast she did is counted whole.
  const runsOn = (f: FastTimes) => restoredCurrent?.endedAt === '' && f.startedAt === restoredCurrent.startedAt;
  const device = [
    ...endedAll(
      deviceTimes.filter((f) => !runsOn(f)),
      now,
    ),
    ...deviceTimes.filter(runsOn),
  ];
  let merged = mergeFastTimes(
    device,
    parsed(KEYS.fastRecord),
    parsed(KEYS.fastLog).map(timesOfEnded),
    restoredCurrent ? [restoredCurrent] : [],
  );
  // A fast the file holds as running ran, in the storage that made it, at least until the file was made: an
  // end this phone gave it before that (a tab of the other storage of an iPhone, a stale one) moves there, at
  // most to its plan's end. The longer of the two is the safe side.
  const ranTo = Math.min(Date.parse(exportedAt), now.getTime(), Date.parse(restoredCurrent?.plannedEndAt ?? ''));
  if (restoredCurrent && restoredCurrent.endedAt === '' && Number.isFinite(ranTo)) {
    // The moved end is the file's making, not one a bottle moved: written at `now`, it carries no mark.
    merged = merged.map((f) =>
      f.startedAt === restoredCurrent.startedAt && f.endedAt !== '' && Date.parse(f.endedAt) < ranTo
        ? withEndMark({ ...f, endedAt: new Date(ranTo).toISOString() }, now)
        : f,
    );
  }
  // A running fast the record would not have let begin (a file edited by hand, or made on another
  // phone): it ends now, the safe side, and the way out of it follows.
  if (restoredCurrent && restoredCurrent.endedAt === '') {
    // Only the fasts that began before it could have kept it from beginning.
    const start = Date.parse(restoredCurrent.startedAt);
    const before = merged.filter((f) => Date.parse(f.startedAt) < start);
    const end = Math.max(start, Math.min(now.getTime(), Date.parse(restoredCurrent.plannedEndAt)));
    // Another fast on record that ended after it began (this phone's own, ended early): she ate then,
    // so it ended then too; it does not run again beside that end.
    const eatenSince = merged
      .filter((f) => f.startedAt !== restoredCurrent.startedAt && f.endedAt !== '' && Date.parse(f.endedAt) > start)
      .map((f) => Date.parse(f.endedAt));
    if (eatenSince.length > 0)
      merged = withEnd(merged, restoredCurrent.startedAt, new Date(Math.min(end, ...eatenSince)).toISOString());
    else if (firstOpenStart(before, new Date(start)).getTime() > start || heldStop(checks, now))
      merged = withEnd(merged, restoredCurrent.startedAt, new Date(end).toISOString());
    // A fast whose plan is over by now ends at its plan: nothing runs past its end.
    else if (Date.parse(restoredCurrent.plannedEndAt) <= now.getTime())
      merged = withEnd(merged, restoredCurrent.startedAt, restoredCurrent.plannedEndAt);
  }
  const kept = pruneFastTimes(merged, now);
  const changes: Record<string, unknown> = { [KEYS.fastRecord]: kept.length > 0 ? kept : null };
  // A running fast keeps the plan the file gave it (a version-2 file stored none).
  const planned: FastingRecord = restoredPlan
    ? { ...restoredFast, block: restoredPlan.block, plannedEndAt: restoredPlan.endsAt }
    : restoredFast;
  if (restoredPlan && restoredFast.endedAt === '' && !restoredFast.plannedEndAt) changes[KEYS.fasting] = planned;
  // An end a bottle moved past the tap (the file's or this phone's clock, or the record, says so) stays marked
  // where it is kept.
  const aheadEnds = [restoredFast, loadFast(), ...merged]
    .filter((c) => c.endedAhead && c.startedAt === restoredFast.startedAt)
    .map((c) => c.endedAt);
  const marked = <T extends { startedAt: string; endedAt: string }>(fast: T) =>
    withEndMark(fast, now, aheadEnds.includes(fast.endedAt));
  const endedHere = restoredCurrent && merged.find((f) => f.startedAt === restoredCurrent.startedAt)?.endedAt;
  if (restoredPlan && restoredFast.endedAt === '' && endedHere) {
    const ended = endFastAt(restoredFast, restoredPlan, new Date(endedHere));
    if (ended) {
      changes[KEYS.fasting] = marked({ ...planned, endedAt: ended.endedAt });
      changes[KEYS.fastLog] = withEndedFast(parsed(KEYS.fastLog), marked(ended));
    }
  }
  // A fast the file holds as ended earlier than this phone knows it ended: the clock and the log say
  // the later end, as the record does, so the way out follows the fast she did.
  const fileLog = (changes[KEYS.fastLog] as EndedFast[] | undefined) ?? parsed(KEYS.fastLog);
  const log = withRecordEnds(fileLog, merged).map((f) => {
    // The clock's fast in the log carries the clock's mark for the end kept.
    if (f.startedAt !== restoredFast.startedAt) return f;
    const m = marked(f);
    return m.endedAhead === f.endedAhead ? f : m;
  });
  if (log.some((f, i) => f !== fileLog[i])) changes[KEYS.fastLog] = log;
  if (restoredCurrent && restoredFast.endedAt !== '') {
    // The clock's fast, in the log or not (a file of an earlier version may hold it alone).
    const recorded = merged.find((f) => f.startedAt === restoredCurrent.startedAt)?.endedAt ?? '';
    const end =
      log.find((f) => f.startedAt === restoredCurrent.startedAt)?.endedAt ??
      (recorded < restoredCurrent.plannedEndAt ? recorded : restoredCurrent.plannedEndAt);
    if (end > restoredFast.endedAt) changes[KEYS.fasting] = marked({ ...planned, endedAt: end });
  }
  return changes;
}
