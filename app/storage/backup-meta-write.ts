import { KEYS } from './keys';
import { write } from './local';
import { load } from './registry';

export function recordBackupMade({ today }: { today: string }) {
  write(KEYS.backupMeta, { ...load(KEYS.backupMeta), lastBackupOn: today });
}

export function putOffBackupReminder({ today }: { today: string }) {
  write(KEYS.backupMeta, { ...load(KEYS.backupMeta), lastReminderOn: today });
}
