import { describe, expect, it } from 'vitest';
import { parseBackupMeta, parseDiary, parseProfile, parseResults, parseTestimonial } from './stored';

describe('record parsers', () => {
  it('take an object with none of their fields as a wrong shape', () => {
    expect(parseProfile({ unexpected: [1] }).complete).toBe(false);
    expect(parseTestimonial({ foo: 'bar' }).complete).toBe(false);
  });
  it('accept an empty object and extra fields beside known ones', () => {
    expect(parseProfile({}).complete).toBe(true);
    expect(parseProfile({ name: 'Ana', legacy: true })).toEqual({
      value: { name: 'Ana', startDate: '', initialWeight: '', height: '', waterGoal: '' },
      complete: true,
    });
  });
  it('read numbers from older versions as text', () => {
    expect(parseProfile({ initialWeight: 80.5, height: 165 }).value).toMatchObject({
      initialWeight: '80.5',
      height: '165',
    });
  });
});

describe('the waist', () => {
  it('is optional in a profile: one saved before it reads whole and unchanged', () => {
    const before = { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' };
    expect(parseProfile(before)).toEqual({ value: before, complete: true });
    expect(parseProfile({ ...before, initialWaist: '84.5' })).toEqual({
      value: { ...before, initialWaist: '84.5' },
      complete: true,
    });
    expect(parseProfile({ ...before, initialWaist: 84.5 }).value.initialWaist).toBe('84.5');
  });
  it('is optional in a diary entry: entries with and without it read whole', () => {
    const diary = [
      { date: '2026-11-02', weight: '79.5', water: '2', waist: '80.5' },
      { date: '2026-11-01', weight: '80', water: '2', feeling: 'bem' },
    ];
    expect(parseDiary(diary)).toEqual({ value: diary, complete: true });
  });
  it('keeps what is valid when a waist is of the wrong shape, and says the list was not whole', () => {
    const r = parseProfile({ name: 'Ana', initialWaist: ['84'] });
    expect(r).toEqual({
      value: { name: 'Ana', startDate: '', initialWeight: '', height: '', waterGoal: '' },
      complete: false,
    });
    const d = parseDiary([
      { date: '2026-11-02', weight: '79.5', water: '2', waist: { cm: 80 } },
      { date: '2026-11-01', weight: '80', water: '2' },
    ]);
    expect(d).toEqual({ value: [{ date: '2026-11-01', weight: '80', water: '2' }], complete: false });
  });
});

describe('parseResults: the day the final weight was saved', () => {
  const old = { finalWeight: '78', beforePhoto: '', afterPhoto: '' };
  it('reads results of older versions, without it, unchanged', () => {
    expect(parseResults(old)).toEqual({ value: old, complete: true });
  });
  it('reads a date, and keeps an unreadable one aside instead of trusting it', () => {
    expect(parseResults({ ...old, finalWeightOn: '2026-11-05' }).value).toEqual({
      ...old,
      finalWeightOn: '2026-11-05',
    });
    for (const bad of ['ontem', 20261105, '<img src=x onerror=alert(1)>', null]) {
      const r = parseResults({ ...old, finalWeightOn: bad });
      expect(r.value).toEqual(old);
      expect(r.complete).toBe(false);
    }
  });
});

describe('the optional fields added after the specification', () => {
  it('a profile without an age (old data, old backups) reads complete, as before', () => {
    const old = { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' };
    expect(parseProfile(old)).toEqual({ value: old, complete: true });
  });
  it('reads an age, as text even when a number was stored, and keeps the rest when it is not readable', () => {
    expect(parseProfile({ name: 'Ana', age: '45' }).value.age).toBe('45');
    expect(parseProfile({ name: 'Ana', age: 45 }).value.age).toBe('45');
    const bad = parseProfile({ name: 'Ana', age: { years: 45 } });
    expect(bad.value).toMatchObject({ name: 'Ana' });
    expect(bad.value.age).toBeUndefined();
    expect(bad.complete).toBe(false);
  });
  it('reads the note that Safari keeps a copy, and meta without it as before', () => {
    expect(
      parseBackupMeta({ lastBackupOn: '', lastReminderOn: '', safariCopyNotice: true }).value.safariCopyNotice,
    ).toBe(true);
    expect(parseBackupMeta({ lastBackupOn: '2026-11-01', lastReminderOn: '' })).toEqual({
      value: { lastBackupOn: '2026-11-01', lastReminderOn: '' },
      complete: true,
    });
    expect(parseBackupMeta({ lastBackupOn: '', lastReminderOn: '', safariCopyNotice: 'yes' }).complete).toBe(false);
  });
});
