/**
 * m15-backup-meta: when the last backup was made and when the reminder was
 * put off. The check that runs on every screen reads raw JSON (no parsers:
 * it is part of the first load); writing goes through local.ts.
 */
import { shouldRemindBackup } from '~/domain/backup-reminder';
import { KEYS } from './keys';
import { readRaw } from './raw';
import { loadStartDate } from './start-date';

function rawJson(key: string): unknown {
  try {
    return JSON.parse(readRaw(key) ?? 'null');
  } catch {
    return null;
  }
}

const textOf = (x: unknown, field: string) => {
  const v = typeof x === 'object' && x !== null ? (x as Record<string, unknown>)[field] : undefined;
  return typeof v === 'string' ? v : '';
};

export function backupReminderDue(today: string): boolean {
  const results = rawJson(KEYS.results);
  const history = rawJson(KEYS.photoHistory);
  const meta = rawJson(KEYS.backupMeta);
  const hasPhotos =
    textOf(results, 'beforePhoto') !== '' ||
    textOf(results, 'afterPhoto') !== '' ||
    (Array.isArray(history) && history.some((r) => textOf(r, 'beforePhoto') !== '' || textOf(r, 'afterPhoto') !== ''));
  return shouldRemindBackup({
    today,
    startDate: loadStartDate(),
    hasPhotos,
    lastBackupOn: textOf(meta, 'lastBackupOn'),
    lastReminderOn: textOf(meta, 'lastReminderOn'),
  });
}
