import { describe, expect, it } from 'vitest';
import { shouldRemindBackup } from './backup-reminder';

const base = { today: '2026-11-22', startDate: '2026-11-20', hasPhotos: false };

describe('shouldRemindBackup', () => {
  it('stays quiet during the challenge with no photo', () => {
    expect(shouldRemindBackup(base)).toBe(false);
    expect(shouldRemindBackup({ ...base, startDate: '' })).toBe(false);
  });
  it('reminds once a photo is saved', () => {
    expect(shouldRemindBackup({ ...base, hasPhotos: true })).toBe(true);
  });
  it('reminds after day 15, not on day 15', () => {
    expect(shouldRemindBackup({ ...base, startDate: '2026-11-08' })).toBe(false); // today is day 15
    expect(shouldRemindBackup({ ...base, startDate: '2026-11-07' })).toBe(true); // day 16
  });
  it('waits a week after a backup or a dismissal', () => {
    const due = { ...base, hasPhotos: true };
    expect(shouldRemindBackup({ ...due, lastBackupOn: '2026-11-16' })).toBe(false); // 6 days ago
    expect(shouldRemindBackup({ ...due, lastBackupOn: '2026-11-15' })).toBe(true); // 7 days ago
    expect(shouldRemindBackup({ ...due, lastReminderOn: '2026-11-22' })).toBe(false);
    expect(shouldRemindBackup({ ...due, lastReminderOn: '2026-11-10', lastBackupOn: '2026-11-21' })).toBe(false);
  });
  it('ignores dates it cannot read and dates in the future', () => {
    const due = { ...base, hasPhotos: true };
    expect(shouldRemindBackup({ ...due, lastBackupOn: 'ontem' })).toBe(true);
    expect(shouldRemindBackup({ ...due, lastReminderOn: '2027-01-01' })).toBe(true);
  });
});
