/** m15-backup-meta: when the last backup was made and when the weekly reminder was put off. */
import { shouldRemindBackup } from '~/domain/backup-reminder';
import { KEYS } from '~/domain/keys';
import { write } from './local';
import { load } from './registry';

export function backupReminderDue(today: string): boolean {
  const results = load(KEYS.results);
  const meta = load(KEYS.backupMeta);
  const hasPhotos =
    results.beforePhoto !== '' ||
    results.afterPhoto !== '' ||
    load(KEYS.photoHistory).some((r) => r.beforePhoto !== '' || r.afterPhoto !== '');
  return shouldRemindBackup({
    today,
    startDate: load(KEYS.profile).startDate,
    hasPhotos,
    lastBackupOn: meta.lastBackupOn,
    lastReminderOn: meta.lastReminderOn,
  });
}

export function recordBackupMade({ today }: { today: string }) {
  write(KEYS.backupMeta, { ...load(KEYS.backupMeta), lastBackupOn: today });
}

export function putOffBackupReminder({ today }: { today: string }) {
  write(KEYS.backupMeta, { ...load(KEYS.backupMeta), lastReminderOn: today });
}
