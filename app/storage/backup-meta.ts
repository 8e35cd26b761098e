/**
 * m15-backup-meta: when the last backup was made, when the weekly reminder
 * was put off, when Hoje's notice about Safari's 7-day rule was closed, and
 * whether Hoje still has to say that Safari keeps a copy after a restore in
 * the iPhone's home-screen app.
 */
import { recordDaysOf, shouldRemindBackup, shouldShowHomeScreenNotice } from '~/domain/backup-reminder';
import { KEYS } from '~/domain/keys';
import { write } from './local';
import { load } from './registry';

/**
 * Whether the backup reminder is due today. `sevenDayRule`: the browser
 * erases the data after 7 days without a visit (lib/seven-day-rule.ts), so
 * the reminder comes sooner, counted from the days of the records, which are
 * read only then.
 */
export function backupReminderDue(today: string, { sevenDayRule = false }: { sevenDayRule?: boolean } = {}): boolean {
  const results = load(KEYS.results);
  const meta = load(KEYS.backupMeta);
  const profile = load(KEYS.profile);
  const hasPhotos =
    results.beforePhoto !== '' ||
    results.afterPhoto !== '' ||
    load(KEYS.photoHistory).some((r) => r.beforePhoto !== '' || r.afterPhoto !== '');
  return shouldRemindBackup({
    today,
    startDate: profile.startDate,
    hasPhotos,
    lastBackupOn: meta.lastBackupOn,
    lastReminderOn: meta.lastReminderOn,
    sevenDayRule: sevenDayRule
      ? {
          recordDays: recordDaysOf({
            diaryDates: load(KEYS.diary).map((e) => e.date),
            completedDays: load(KEYS.completedDays),
            startDate: profile.startDate,
            noteTimes: load(KEYS.notes).map((n) => n.date),
          }),
        }
      : undefined,
  });
}

export function recordBackupMade({ today }: { today: string }) {
  write(KEYS.backupMeta, { ...load(KEYS.backupMeta), lastBackupOn: today });
}

export function putOffBackupReminder({ today }: { today: string }) {
  write(KEYS.backupMeta, { ...load(KEYS.backupMeta), lastReminderOn: today });
}

/** Whether Hoje shows its notice about Safari's 7-day rule today (to a browser where the rule applies). */
export function homeScreenNoticeDue(today: string): boolean {
  return shouldShowHomeScreenNotice({ today, closedOn: load(KEYS.backupMeta).homeScreenNoticeClosedOn });
}

export function closeHomeScreenNotice({ today }: { today: string }) {
  write(KEYS.backupMeta, { ...load(KEYS.backupMeta), homeScreenNoticeClosedOn: today });
}

/** A backup was restored in the iPhone's home-screen app: Hoje says, once, that Safari's tab keeps a copy. */
export function noteRestoredInHomeScreenApp() {
  write(KEYS.backupMeta, { ...load(KEYS.backupMeta), safariCopyNotice: true });
}

export function safariCopyNoticeDue(): boolean {
  return load(KEYS.backupMeta).safariCopyNotice === true;
}

export function closeSafariCopyNotice() {
  const { safariCopyNotice: _said, ...meta } = load(KEYS.backupMeta);
  write(KEYS.backupMeta, meta);
}
