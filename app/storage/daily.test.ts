// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteDiaryEntry, loadDiary, saveDiaryEntry, saveGlass } from './diary';
import { loadCompletedDays, markDay } from './completed-days';
import { KEYS } from '~/domain/keys';
import { StorageFullError } from './local';
import { loadProfile, resetProgress, saveProfile } from './profile';

beforeEach(() => localStorage.clear());

describe('profile storage', () => {
  it('saves and loads a profile with and without the starting waist, as it was saved', () => {
    const before = { name: 'Ana', startDate: '2026-11-01', initialWeight: '80.5', height: '165', waterGoal: '2.8' };
    localStorage.setItem(KEYS.profile, JSON.stringify(before));
    expect(loadProfile()).toEqual(before);
    saveProfile({ profile: { ...before, initialWaist: '84' } });
    expect(loadProfile()).toEqual({ ...before, initialWaist: '84' });
    expect(localStorage.getItem(`${KEYS.profile}.corrupt`)).toBeNull();
  });
  it('saves and loads the profile', () => {
    const profile = { name: 'Ana', startDate: '2026-11-01', initialWeight: '80.5', height: '165', waterGoal: '2.8' };
    saveProfile({ profile });
    expect(loadProfile()).toEqual(profile);
    expect(loadProfile().startDate).toBe('2026-11-01');
  });
  it.each(['{', '[]', 'null', '{"startDate":[5]}', '"x"'])('reads no start date from %s without changing it', (raw) => {
    localStorage.setItem(KEYS.profile, raw);
    expect(loadProfile().startDate).toBe('');
    expect(localStorage.getItem(KEYS.profile)).toBe(raw);
  });
  it('reset removes the five keys and the completed days, and nothing else', () => {
    for (const key of Object.values(KEYS)) localStorage.setItem(key, '"x"');
    resetProgress({ now: new Date() });
    expect(Object.keys(localStorage).sort()).toEqual(
      [
        KEYS.photoHistory,
        KEYS.protocolHistory,
        KEYS.recipeRatings,
        KEYS.results,
        KEYS.shopping,
        KEYS.backupMeta,
      ].sort(),
    );
  });
  it('a reset that fails leaves every key as it was', () => {
    localStorage.setItem(KEYS.profile, '{"name":"Ana"}');
    localStorage.setItem(KEYS.diary, '[]');
    const spy = vi
      .spyOn(Storage.prototype, 'removeItem')
      .mockImplementationOnce(() => undefined)
      .mockImplementationOnce(() => {
        throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      });
    expect(() => resetProgress({ now: new Date() })).toThrow(StorageFullError);
    spy.mockRestore();
    expect(localStorage.getItem(KEYS.profile)).toBe('{"name":"Ana"}');
    expect(localStorage.getItem(KEYS.diary)).toBe('[]');
  });
});

describe('completed days', () => {
  it('marks and unmarks one day, sorted', () => {
    expect(markDay({ day: 5, done: true })).toEqual([5]);
    expect(markDay({ day: 2, done: true })).toEqual([2, 5]);
    expect(markDay({ day: 5, done: true })).toEqual([2, 5]);
    expect(markDay({ day: 2, done: false })).toEqual([5]);
    expect(JSON.parse(localStorage.getItem(KEYS.completedDays)!)).toEqual([5]);
  });
  it('keeps the valid days of a damaged list and the original aside', () => {
    localStorage.setItem(KEYS.completedDays, '[3, "x", 99, 1]');
    expect(loadCompletedDays()).toEqual([1, 3]);
    expect(markDay({ day: 2, done: true })).toEqual([1, 2, 3]);
    expect(localStorage.getItem(`${KEYS.completedDays}.corrupt`)).toBe('[3, "x", 99, 1]');
  });
});

describe('diary storage', () => {
  it('replaces an entry of the same date, keeps newest first, moves an edited one and deletes', () => {
    saveDiaryEntry({ entry: { date: '2026-11-01', weight: '80', water: '2' } });
    saveDiaryEntry({ entry: { date: '2026-11-03', weight: '79', water: '2' } });
    saveDiaryEntry({ entry: { date: '2026-11-01', weight: '81', water: '3' } });
    expect(loadDiary()).toEqual([
      { date: '2026-11-03', weight: '79', water: '2' },
      { date: '2026-11-01', weight: '81', water: '3' },
    ]);
    saveDiaryEntry({ entry: { date: '2026-11-02', weight: '81', water: '3' }, editedDate: '2026-11-01' });
    expect(loadDiary().map((e) => e.date)).toEqual(['2026-11-03', '2026-11-02']);
    deleteDiaryEntry({ date: '2026-11-03' });
    expect(loadDiary().map((e) => e.date)).toEqual(['2026-11-02']);
  });
  it('keeps the waist with its entry, and reads entries saved before it beside new ones', () => {
    localStorage.setItem(
      KEYS.diary,
      JSON.stringify([{ date: '2026-11-01', weight: '80', water: '2', feeling: 'bem' }]),
    );
    saveDiaryEntry({ entry: { date: '2026-11-02', weight: '79.5', water: '2', waist: '80.5' } });
    expect(loadDiary()).toEqual([
      { date: '2026-11-02', weight: '79.5', water: '2', waist: '80.5' },
      { date: '2026-11-01', weight: '80', water: '2', feeling: 'bem' },
    ]);
    // Nothing was unreadable: no copy kept aside.
    expect(localStorage.getItem(`${KEYS.diary}.corrupt`)).toBeNull();
  });
  it('sorts a list stored in another order', () => {
    localStorage.setItem(
      KEYS.diary,
      JSON.stringify([
        { date: '2026-11-01', weight: '1', water: '1' },
        { date: '2026-11-05', weight: '1', water: '1' },
      ]),
    );
    expect(loadDiary().map((e) => e.date)).toEqual(['2026-11-05', '2026-11-01']);
  });
});

describe('"+1 copo" of Início', () => {
  it("adds a glass to the day's entry at once, keeping what else it holds", () => {
    saveDiaryEntry({ entry: { date: '2026-11-23', weight: '80', water: '1', feeling: 'bem', waist: '90' } });
    saveDiaryEntry({ entry: { date: '2026-11-22', weight: '81', water: '2' } });
    expect(saveGlass({ date: '2026-11-23', typed: '1' })).toEqual({
      date: '2026-11-23',
      weight: '80',
      water: '1.25',
      feeling: 'bem',
      waist: '90',
    });
    expect(loadDiary()).toEqual([
      { date: '2026-11-23', weight: '80', water: '1.25', feeling: 'bem', waist: '90' },
      { date: '2026-11-22', weight: '81', water: '2' },
    ]);
  });
  it('starts the day with the water only when it has no entry', () => {
    saveGlass({ date: '2026-11-23', typed: '' });
    saveGlass({ date: '2026-11-23', typed: '0,25' });
    expect(loadDiary()).toEqual([{ date: '2026-11-23', weight: '', water: '0.5' }]);
    expect(localStorage.getItem(KEYS.completedDays)).toBeNull();
  });
  it('changes nothing when it does not fit', () => {
    localStorage.setItem(KEYS.diary, '[]');
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    });
    expect(() => saveGlass({ date: '2026-11-18', typed: '' })).toThrow(StorageFullError);
    spy.mockRestore();
    expect(localStorage.getItem(KEYS.diary)).toBe('[]');
  });
});
