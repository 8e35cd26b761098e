// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  backupReminderDue,
  closeHomeScreenNotice,
  closeSafariCopyNotice,
  homeScreenNoticeDue,
  noteRestoredInHomeScreenApp,
  putOffBackupReminder,
  recordBackupMade,
  safariCopyNoticeDue,
} from './backup-meta';
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

describe('where Safari erases the data after 7 days', () => {
  const ios = { sevenDayRule: true };
  // Day 7 of a challenge started on 2026-11-16, no photo.
  const seedDays = (diary: string[], completed: number[] = [], notes: string[] = []) => {
    localStorage.setItem(KEYS.profile, JSON.stringify({ name: 'Ana', startDate: '2026-11-16' }));
    localStorage.setItem(KEYS.diary, JSON.stringify(diary.map((date) => ({ date, weight: '80', water: '2' }))));
    localStorage.setItem(KEYS.completedDays, JSON.stringify(completed));
    localStorage.setItem(KEYS.notes, JSON.stringify(notes.map((date, id) => ({ id, text: 'x', date }))));
  };

  it('reminds after 5 days of records from the diary, the ticked days and the notes; elsewhere it waits', () => {
    seedDays(['2026-11-16', '2026-11-17'], [1, 2, 3], ['2026-11-19T15:00:00.000Z']);
    expect(backupReminderDue('2026-11-22', ios)).toBe(false); // 16, 17, 18, 19
    seedDays(['2026-11-16', '2026-11-17', '2026-11-20'], [1, 2, 3], ['2026-11-19T15:00:00.000Z']);
    expect(backupReminderDue('2026-11-22', ios)).toBe(true);
    expect(backupReminderDue('2026-11-22')).toBe(false);
  });

  it('counts again from the backup, and from "Agora não"', () => {
    seedDays(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    recordBackupMade({ today: '2026-11-17' });
    expect(backupReminderDue('2026-11-22', ios)).toBe(false);
    putOffBackupReminder({ today: '2026-11-15' });
    expect(backupReminderDue('2026-11-22', ios)).toBe(false);
    localStorage.setItem(KEYS.backupMeta, JSON.stringify({ lastBackupOn: '2026-11-16', lastReminderOn: '' }));
    expect(backupReminderDue('2026-11-22', ios)).toBe(true);
  });

  it('reminds on day 15', () => {
    seedDays([]);
    expect(backupReminderDue('2026-11-30', ios)).toBe(true);
    expect(backupReminderDue('2026-11-30')).toBe(false);
  });

  it('never throws on corrupt records, and counts what it can read', () => {
    seedDays(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
    localStorage.setItem(KEYS.completedDays, '{oops');
    localStorage.setItem(
      KEYS.notes,
      '[{"id":1,"text":"x","date":"2026-11-20T15:00:00.000Z"},"<img src=x onerror=alert(1)>"]',
    );
    localStorage.setItem(KEYS.backupMeta, '"x"');
    expect(backupReminderDue('2026-11-22', ios)).toBe(true);
    localStorage.setItem(KEYS.diary, 'null');
    expect(backupReminderDue('2026-11-22', ios)).toBe(false);
  });
});

describe("Hoje's notice about Safari's 7-day rule", () => {
  it('is due until closed, stays closed for 7 days, and keeps the rest of the meta', () => {
    localStorage.setItem(KEYS.backupMeta, JSON.stringify({ lastBackupOn: '2026-11-20', lastReminderOn: '2026-11-21' }));
    expect(homeScreenNoticeDue('2026-11-22')).toBe(true);
    closeHomeScreenNotice({ today: '2026-11-22' });
    expect(JSON.parse(localStorage.getItem(KEYS.backupMeta)!)).toEqual({
      lastBackupOn: '2026-11-20',
      lastReminderOn: '2026-11-21',
      homeScreenNoticeClosedOn: '2026-11-22',
    });
    expect(homeScreenNoticeDue('2026-11-28')).toBe(false);
    expect(homeScreenNoticeDue('2026-11-29')).toBe(true);
    // Closing leaves the reminder's dates alone, and a backup leaves the closing date.
    recordBackupMade({ today: '2026-11-29' });
    expect(JSON.parse(localStorage.getItem(KEYS.backupMeta)!)).toMatchObject({
      homeScreenNoticeClosedOn: '2026-11-22',
    });
  });

  it('is due when the stored closing date cannot be read, and keeps the unreadable text aside', () => {
    for (const stored of ['{"homeScreenNoticeClosedOn":42}', '{"homeScreenNoticeClosedOn":"ontem"}', '[1]', '{oops']) {
      localStorage.clear();
      localStorage.setItem(KEYS.backupMeta, stored);
      expect(homeScreenNoticeDue('2026-11-22'), stored).toBe(true);
    }
    localStorage.clear();
    localStorage.setItem(KEYS.backupMeta, '{"lastBackupOn":"2026-11-20","homeScreenNoticeClosedOn":42}');
    expect(homeScreenNoticeDue('2026-11-22')).toBe(true);
    expect(localStorage.getItem(`${KEYS.backupMeta}.corrupt`)).toBe(
      '{"lastBackupOn":"2026-11-20","homeScreenNoticeClosedOn":42}',
    );
    // Closing it again writes a clean record, keeping what was readable.
    closeHomeScreenNotice({ today: '2026-11-22' });
    expect(JSON.parse(localStorage.getItem(KEYS.backupMeta)!)).toEqual({
      lastBackupOn: '2026-11-20',
      lastReminderOn: '',
      homeScreenNoticeClosedOn: '2026-11-22',
    });
    expect(homeScreenNoticeDue('2026-11-23')).toBe(false);
  });
});

describe("Hoje's note that Safari keeps a copy, after a restore in the home-screen app", () => {
  it('is due once noted, until closed, and keeps the rest of the meta', () => {
    expect(safariCopyNoticeDue()).toBe(false);
    localStorage.setItem(KEYS.backupMeta, JSON.stringify({ lastBackupOn: '2026-11-20', lastReminderOn: '' }));
    noteRestoredInHomeScreenApp();
    expect(safariCopyNoticeDue()).toBe(true);
    closeSafariCopyNotice();
    expect(safariCopyNoticeDue()).toBe(false);
    expect(JSON.parse(localStorage.getItem(KEYS.backupMeta)!)).toEqual({
      lastBackupOn: '2026-11-20',
      lastReminderOn: '',
    });
  });

  it('is not due when the stored note cannot be read', () => {
    localStorage.setItem(KEYS.backupMeta, '{"lastBackupOn":"","lastReminderOn":"","safariCopyNotice":"sim"}');
    expect(safariCopyNoticeDue()).toBe(false);
  });
});
