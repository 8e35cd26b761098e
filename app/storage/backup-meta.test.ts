// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { backupReminderDue, putOffBackupReminder, recordBackupMade } from './backup-meta';
import { KEYS } from '~/domain/keys';

beforeEach(() => localStorage.clear());

describe('backup reminder state', () => {
  it('is due once a photo is stored, and quiet for a week after a backup or "Agora não"', () => {
    expect(backupReminderDue('2026-11-22')).toBe(false);
    localStorage.setItem(KEYS.results, JSON.stringify({ finalWeight: '70', beforePhoto: 'photo-1', afterPhoto: '' }));
    expect(backupReminderDue('2026-11-22')).toBe(true);
    recordBackupMade({ today: '2026-11-22' });
    expect(backupReminderDue('2026-11-28')).toBe(false);
    expect(backupReminderDue('2026-11-29')).toBe(true);
    putOffBackupReminder({ today: '2026-11-29' });
    expect(JSON.parse(localStorage.getItem(KEYS.backupMeta)!)).toEqual({
      lastBackupOn: '2026-11-22',
      lastReminderOn: '2026-11-29',
    });
    expect(backupReminderDue('2026-12-01')).toBe(false);
  });

  it('counts photos in the history and the end of the challenge', () => {
    localStorage.setItem(
      KEYS.photoHistory,
      JSON.stringify([{ id: 1, date: 'x', beforePhoto: '', afterPhoto: 'photo-2' }]),
    );
    expect(backupReminderDue('2026-11-22')).toBe(true);
    localStorage.clear();
    localStorage.setItem(KEYS.profile, JSON.stringify({ startDate: '2026-11-01' }));
    expect(backupReminderDue('2026-11-22')).toBe(true);
  });

  it('never throws on corrupt data', () => {
    localStorage.setItem(KEYS.results, '{');
    localStorage.setItem(KEYS.photoHistory, '"x"');
    localStorage.setItem(KEYS.backupMeta, '[1]');
    expect(backupReminderDue('2026-11-22')).toBe(false);
  });
});
