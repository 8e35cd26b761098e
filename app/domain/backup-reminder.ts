import { CHALLENGE_DAYS } from './challenge';
import { daysBetween } from './dates';

export const REMINDER_INTERVAL_DAYS = 7;

/**
 * A gentle reminder to back up (issue 6): once the challenge is over (after
 * day 15) or a photo has been saved, and at most once a week — not within a
 * week of the last backup or of the last time the user said "Agora não".
 * Dates are 'yyyy-mm-dd' calendar days in the user's time zone.
 */
export function shouldRemindBackup(input: {
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
