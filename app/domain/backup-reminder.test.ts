import { describe, expect, it } from 'vitest';
import { recordDaysOf, shouldRemindBackup, shouldShowHomeScreenNotice, metaInBackupMadeOn } from './backup-reminder';

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

describe('shouldRemindBackup where Safari erases the data after 7 days', () => {
  // Day 7 of the challenge (started 2026-11-16), no photo: the weekly rule stays quiet.
  const ios = { today: '2026-11-22', startDate: '2026-11-16', hasPhotos: false };
  const days = (...list: string[]) => ({ sevenDayRule: { recordDays: list } });
  const FIVE = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

  it('reminds once 5 days of records are in no backup, not at 4', () => {
    expect(shouldRemindBackup({ ...ios, ...days(...FIVE.slice(0, 4)) })).toBe(false);
    expect(shouldRemindBackup({ ...ios, ...days(...FIVE) })).toBe(true);
    // Elsewhere the same records wait for the weekly rule.
    expect(shouldRemindBackup({ ...ios })).toBe(false);
  });

  it('counts a day once, however many records it has', () => {
    expect(shouldRemindBackup({ ...ios, ...days(...FIVE.slice(0, 4), '2026-11-19', '2026-11-19') })).toBe(false);
  });

  it('counts only the days after the last backup, then after the last "Agora não"', () => {
    const records = days(...FIVE, '2026-11-21', '2026-11-22');
    expect(shouldRemindBackup({ ...ios, ...records, lastBackupOn: '2026-11-17' })).toBe(true); // 18-22: 5 days
    expect(shouldRemindBackup({ ...ios, ...records, lastBackupOn: '2026-11-18' })).toBe(false); // 19-22: 4 days
    expect(shouldRemindBackup({ ...ios, ...records, lastBackupOn: '2026-11-10', lastReminderOn: '2026-11-18' })).toBe(
      false,
    );
    expect(shouldRemindBackup({ ...ios, ...records, lastBackupOn: '2026-11-18', lastReminderOn: '2026-11-10' })).toBe(
      false,
    );
    expect(shouldRemindBackup({ ...ios, ...records, lastReminderOn: '2026-11-22' })).toBe(false);
  });

  it('comes again after every 5 more days of records', () => {
    const records = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
    const after = { ...ios, lastBackupOn: '2026-11-22' };
    expect(shouldRemindBackup({ ...after, today: '2026-11-26', ...days(...records.slice(0, 4)) })).toBe(false);
    expect(shouldRemindBackup({ ...after, today: '2026-11-27', ...days(...records) })).toBe(true);
  });

  it('comes on day 15 with no new record, unless a backup or "Agora não" was that day', () => {
    const day15 = { ...ios, today: '2026-11-30', ...days() };
    expect(shouldRemindBackup(day15)).toBe(true);
    expect(shouldRemindBackup({ ...day15, lastBackupOn: '2026-11-29' })).toBe(true);
    expect(shouldRemindBackup({ ...day15, lastBackupOn: '2026-11-30' })).toBe(false);
    expect(shouldRemindBackup({ ...day15, lastReminderOn: '2026-11-30' })).toBe(false);
    // Day 14 and elsewhere: the usual rules.
    expect(shouldRemindBackup({ ...day15, today: '2026-11-29' })).toBe(false);
    expect(shouldRemindBackup({ ...ios, today: '2026-11-30' })).toBe(false);
  });

  it('still reminds weekly after the challenge or once a photo is saved', () => {
    expect(shouldRemindBackup({ ...ios, hasPhotos: true, ...days() })).toBe(true);
    expect(shouldRemindBackup({ ...ios, startDate: '2026-11-01', ...days() })).toBe(true);
  });

  it('ignores record days and answers it cannot read or that lie in the future', () => {
    expect(shouldRemindBackup({ ...ios, ...days(...FIVE.slice(0, 4), 'ontem', '2026-02-30', '2026-11-23') })).toBe(
      false,
    );
    // A backup "made" in the future does not hide the records of these days.
    expect(shouldRemindBackup({ ...ios, ...days(...FIVE), lastBackupOn: '2027-01-01' })).toBe(true);
    expect(shouldRemindBackup({ ...ios, ...days(...FIVE), lastReminderOn: '<img src=x onerror=alert(1)>' })).toBe(true);
  });
});

describe('recordDaysOf', () => {
  it('joins the diary, the ticked days and the notes, each day once and in order', () => {
    expect(
      recordDaysOf({
        diaryDates: ['2026-11-18', '2026-11-16'],
        completedDays: [1, 2, 3],
        startDate: '2026-11-16',
        // Noon in UTC is the same calendar day in any zone from UTC-11 to UTC+11.
        noteTimes: ['2026-11-20T12:00:00.000Z'],
      }),
    ).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-20']);
  });

  it('leaves out what has no date', () => {
    expect(
      recordDaysOf({
        diaryDates: ['ontem', ''],
        completedDays: [1, 2],
        startDate: '',
        noteTimes: ['x', ''],
      }),
    ).toEqual([]);
  });
});

describe('shouldShowHomeScreenNotice', () => {
  it('shows until closed, then again 7 days later', () => {
    expect(shouldShowHomeScreenNotice({ today: '2026-11-22' })).toBe(true);
    expect(shouldShowHomeScreenNotice({ today: '2026-11-22', closedOn: '' })).toBe(true);
    expect(shouldShowHomeScreenNotice({ today: '2026-11-22', closedOn: '2026-11-22' })).toBe(false);
    expect(shouldShowHomeScreenNotice({ today: '2026-11-28', closedOn: '2026-11-22' })).toBe(false); // 6 days
    expect(shouldShowHomeScreenNotice({ today: '2026-11-29', closedOn: '2026-11-22' })).toBe(true); // 7 days
  });

  it('is not kept away by a date it cannot read or one in the future', () => {
    expect(shouldShowHomeScreenNotice({ today: '2026-11-22', closedOn: 'ontem' })).toBe(true);
    expect(shouldShowHomeScreenNotice({ today: '2026-11-22', closedOn: '2026-11-31' })).toBe(true);
    expect(shouldShowHomeScreenNotice({ today: '2026-11-22', closedOn: '2026-12-01' })).toBe(true);
  });
});

describe('metaInBackupMadeOn', () => {
  it('the file is a backup of its own day, never of an earlier one than the meta says', () => {
    const meta = { lastBackupOn: '2026-11-01', lastReminderOn: '2026-11-10' };
    expect(metaInBackupMadeOn(meta, '2026-11-22')).toEqual({
      lastBackupOn: '2026-11-22',
      lastReminderOn: '2026-11-10',
    });
    expect(metaInBackupMadeOn({ lastBackupOn: '', lastReminderOn: '' }, '2026-11-22').lastBackupOn).toBe('2026-11-22');
    // A later date already there (a clock set back when the file was made) is kept.
    expect(metaInBackupMadeOn({ lastBackupOn: '2026-12-01', lastReminderOn: '' }, '2026-11-22').lastBackupOn).toBe(
      '2026-12-01',
    );
  });
});
