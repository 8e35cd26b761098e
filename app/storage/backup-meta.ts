/**
 * m15-backup-meta: when the last backup was made and when the reminder was
 * put off. The check that runs on every screen reads raw JSON (no parsers:
 * it is part of the first load); writing goes through local.ts.
 */
import { shouldRemindBackup } from '~/domain/backup-reminder';
import { KEYS } from './keys';
import { readRawJson, textField } from './raw';
import { loadStartDate } from './start-date';

export function backupReminderDue(today: string): boolean {
  const results = readRawJson(KEYS.results);
  const history = readRawJson(KEYS.photoHistory);
  const meta = readRawJson(KEYS.backupMeta);
  const hasPhotos =
    textField(results, 'beforePhoto') !== '' ||
    textField(results, 'afterPhoto') !== '' ||
    (Array.isArray(history) &&
      history.some((r) => textField(r, 'beforePhoto') !== '' || textField(r, 'afterPhoto') !== ''));
  return shouldRemindBackup({
    today,
    startDate: loadStartDate(),
    hasPhotos,
    lastBackupOn: textField(meta, 'lastBackupOn'),
    lastReminderOn: textField(meta, 'lastReminderOn'),
  });
}
