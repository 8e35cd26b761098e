import { CHALLENGE_DAYS, challengeDay, dayNumber } from './challenge';
import { addDays, daysBetween, isIsoDate, localIsoDate } from './dates';

const REMINDER_INTERVAL_DAYS = 7;

/**
 * Where Safari's 7-day rule applies (lib/seven-day-rule.ts), the
 * reminder comes after every this many days with new records, and on day 15.
 */
const RECORD_DAYS_BETWEEN_BACKUPS = 5;

/** Where the rule applies, Hoje's notice about it, once closed, comes back after this many days. */
const HOME_SCREEN_NOTICE_PAUSE_DAYS = 7;

/**
 * A gentle reminder to back up: once the challenge is over (after
 * day 15) or a photo has been saved, and at most once a week — not within a
 * week of the last backup or of the last time the user said "Agora não".
 *
 * Where the browser erases everything after 7 days without a visit (an
 * iPhone's or iPad's browser, outside the home screen: `sevenDayRule` is
 * given), it also comes sooner: on day 15, before the week after
 * the challenge when she may not open the app, and whenever the records of 5
 * days are in no backup — 5 days on which something was recorded since the
 * last backup or the last "Agora não".
 *
 * Dates are 'yyyy-mm-dd' calendar days in the user's time zone; a date that
 * cannot be read, or one after today, is ignored.
 */
export function shouldRemindBackup(input: {
  today: string;
  startDate: string;
  hasPhotos: boolean;
  lastBackupOn?: string;
  lastReminderOn?: string;
  /** Present where Safari's 7-day rule applies: the days something was recorded (`recordDaysOf`). */
  sevenDayRule?: { recordDays: readonly string[] };
}): boolean {
  if (input.sevenDayRule && remindsSooner(input, input.sevenDayRule.recordDays)) return true;
  return remindsWeekly(input);
}

function remindsWeekly(input: {
  today: string;
  startDate: string;
  hasPhotos: boolean;
  lastBackupOn?: string;
  lastReminderOn?: string;
}): boolean {
  const since = daysBetween(input.startDate, input.today);
  const challengeOver = since !== null && since >= CHALLENGE_DAYS;
  if (!challengeOver && !input.hasPhotos) return false;
  for (const last of [input.lastBackupOn, input.lastReminderOn]) {
    if (!last) continue;
    const days = daysBetween(last, input.today);
    if (days !== null && days >= 0 && days < REMINDER_INTERVAL_DAYS) return false;
  }
  return true;
}

function remindsSooner(
  input: { today: string; startDate: string; lastBackupOn?: string; lastReminderOn?: string },
  recordDays: readonly string[],
): boolean {
  const { today } = input;
  // The last time the user answered: a backup made, or "Agora não".
  let answered: string | undefined;
  for (const d of [input.lastBackupOn, input.lastReminderOn]) {
    if (d !== undefined && isIsoDate(d) && d <= today && (answered === undefined || d > answered)) answered = d;
  }
  if (dayNumber(challengeDay(input.startDate, today)) === CHALLENGE_DAYS && answered !== today) return true;
  const unsaved = new Set(
    recordDays.filter((d) => isIsoDate(d) && d <= today && (answered === undefined || d > answered)),
  );
  return unsaved.size >= RECORD_DAYS_BETWEEN_BACKUPS;
}

/**
 * The calendar days on which something was recorded, for the reminder's
 * count: each diary entry's date, the date of each ticked day of the
 * challenge, and the local date of each note. Unreadable dates are left out.
 */
export function recordDaysOf(records: {
  diaryDates: readonly string[];
  completedDays: readonly number[];
  startDate: string;
  noteTimes: readonly string[];
}): string[] {
  const days = new Set<string>();
  for (const date of records.diaryDates) if (isIsoDate(date)) days.add(date);
  for (const day of records.completedDays) {
    const date = addDays(records.startDate, day - 1);
    if (date !== null) days.add(date);
  }
  for (const time of records.noteTimes) {
    const at = new Date(time);
    if (!Number.isNaN(at.getTime())) days.add(localIsoDate(at));
  }
  return [...days].sort();
}

/**
 * Hoje's notice about Safari's 7-day rule: shown until the user
 * closes it, then again 7 days later. A closing date that cannot be read, or
 * one after today (a clock set back), does not keep it away.
 */
export function shouldShowHomeScreenNotice({ today, closedOn }: { today: string; closedOn?: string }): boolean {
  if (!closedOn) return true;
  const days = daysBetween(closedOn, today);
  return days === null || days < 0 || days >= HOME_SCREEN_NOTICE_PAUSE_DAYS;
}

/**
 * The backup meta as a backup file carries it: the file is itself a backup
 * made on `day`, so once it is restored the reminder counts from that day,
 * not from the backup before it (a reminder right after a restore).
 */
export function metaInBackupMadeOn<T extends { lastBackupOn: string }>(meta: T, day: string): T {
  return meta.lastBackupOn >= day ? meta : { ...meta, lastBackupOn: day };
}
