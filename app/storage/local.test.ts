// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_KEYS, corruptKey, KEYS, type StorageKey } from '~/domain/keys';
import {
  isQuotaError,
  read,
  remove,
  StorageFullError,
  subscribeToOtherTabs,
  write,
  writeEssentialFirst,
  writeMany,
} from './local';
import { load, PARSERS } from './registry';

/** For each key: a valid stored value, a wrong shape, and a list/record that is partly valid with what must survive. */
const CASES: Record<StorageKey, { valid: unknown; wrongShape: unknown; partly: unknown; kept: unknown }> = {
  'm15-profile': {
    valid: { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' },
    wrongShape: ['Ana'],
    partly: { name: 'Ana', startDate: { y: 2026 }, initialWeight: 80, height: '165', waterGoal: '2.8' },
    kept: { name: 'Ana', startDate: '', initialWeight: '80', height: '165', waterGoal: '2.8' },
  },
  'm15-completed-days': {
    valid: [1, 2, 3],
    wrongShape: { 1: true },
    partly: [1, '2', 16, 0, 3.5, 4, 4],
    kept: [1, 4],
  },
  'm15-diary': {
    valid: [{ date: '2026-11-02', weight: '79.5', water: '2', feeling: 'bem' }],
    wrongShape: 'diário',
    partly: [{ date: '2026-11-02', weight: '79.5', water: '2' }, { date: 'ontem', weight: '1', water: '1' }, null],
    kept: [{ date: '2026-11-02', weight: '79.5', water: '2' }],
  },
  'm15-results': {
    valid: { finalWeight: '70', beforePhoto: 'photo-1', afterPhoto: '' },
    wrongShape: 42,
    partly: { finalWeight: '70', beforePhoto: 7, afterPhoto: 'photo-2' },
    kept: { finalWeight: '70', beforePhoto: '', afterPhoto: 'photo-2' },
  },
  'm15-photo-history': {
    valid: [{ id: 1, date: '02/11/2026', beforePhoto: 'a', afterPhoto: 'b', weight: '70' }],
    wrongShape: { id: 1 },
    partly: [{ id: 1, date: '02/11/2026', beforePhoto: 'a', afterPhoto: 'b', weight: '70' }, { date: 'x' }],
    kept: [{ id: 1, date: '02/11/2026', beforePhoto: 'a', afterPhoto: 'b', weight: '70' }],
  },
  'm15-protocol-history': {
    valid: [
      {
        id: 9,
        startDate: 'N/A',
        endDate: '16/11/2026',
        initialWeight: '80',
        finalWeight: '75',
        weightLoss: '5.0',
        message: 'Parabéns',
      },
    ],
    wrongShape: true,
    partly: [
      {
        id: 9,
        startDate: 'N/A',
        endDate: '16/11/2026',
        initialWeight: '80',
        finalWeight: '75',
        weightLoss: '5.0',
        message: 'Parabéns',
      },
      { id: 10 },
    ],
    kept: [
      {
        id: 9,
        startDate: 'N/A',
        endDate: '16/11/2026',
        initialWeight: '80',
        finalWeight: '75',
        weightLoss: '5.0',
        message: 'Parabéns',
      },
    ],
  },
  'm15-notes': {
    valid: [{ id: 1, text: 'oi', date: '01/11/2026' }],
    wrongShape: { text: 'oi' },
    partly: [
      { id: 1, text: 'oi', date: '01/11/2026' },
      { id: 2, text: 5, date: '01/11/2026' },
    ],
    kept: [{ id: 1, text: 'oi', date: '01/11/2026' }],
  },
  'm15-shopping': {
    valid: [{ id: 1, text: 'Ovos', checked: false }],
    wrongShape: 'Ovos',
    partly: [
      { id: 1, text: 'Ovos', checked: true },
      { id: 2, text: 'Sal', checked: 'sim' },
    ],
    kept: [{ id: 1, text: 'Ovos', checked: true }],
  },
  recipeRatings: {
    valid: { '101': 'amei', '7': null },
    wrongShape: ['amei'],
    partly: { '101': 'amei', '102': 'odiei', '7': null },
    kept: { '101': 'amei', '7': null },
  },
  'm15-journey': {
    valid: { started: true },
    wrongShape: 'x',
    partly: 'x',
    kept: {},
  },
  'm15-backup-meta': {
    valid: { lastBackupOn: '2026-11-20', lastReminderOn: '' },
    wrongShape: 'ontem',
    partly: { lastBackupOn: 20261120, lastReminderOn: '2026-11-21' },
    kept: { lastBackupOn: '', lastReminderOn: '2026-11-21' },
  },
  'm15-fasting': {
    valid: { startedAt: '2020-01-01T07:00:00.000Z', endedAt: '' },
    wrongShape: ['jejum'],
    partly: { startedAt: '2020-01-01T07:00:00.000Z', endedAt: 'amanhã' },
    kept: { startedAt: '2020-01-01T07:00:00.000Z', endedAt: '' },
  },
  'm15-safety-checks': {
    valid: { 'jejum-1': { at: '2026-11-22T13:00:00.000Z', outcome: 'stop' } },
    wrongShape: [true],
    partly: { 'jejum-1': { at: '2026-11-22T13:00:00.000Z', outcome: 'go' }, 'jejum-final': 'sim' },
    kept: { 'jejum-1': { at: '2026-11-22T13:00:00.000Z', outcome: 'go' } },
  },
  'm15-fast-log': {
    valid: [
      {
        block: 'jejum-1',
        startedAt: '2020-01-01T23:00:00.000Z',
        endedAt: '2020-01-03T13:00:00.000Z',
        plannedEndAt: '2020-01-04T23:00:00.000Z',
        outcome: 'early',
      },
    ],
    wrongShape: { startedAt: '2020-01-01T23:00:00.000Z' },
    partly: [
      {
        block: 'jejum-final',
        startedAt: '2020-01-01T23:00:00.000Z',
        endedAt: '2020-01-07T23:00:00.000Z',
        plannedEndAt: '2020-01-07T23:00:00.000Z',
        outcome: 'goal',
      },
      { block: 'jejum-final', startedAt: 'ontem', endedAt: '', plannedEndAt: '', outcome: 'goal' },
    ],
    kept: [
      {
        block: 'jejum-final',
        startedAt: '2020-01-01T23:00:00.000Z',
        endedAt: '2020-01-07T23:00:00.000Z',
        plannedEndAt: '2020-01-07T23:00:00.000Z',
        outcome: 'goal',
      },
    ],
  },
  'm15-electrolytes': {
    valid: [{ date: '2026-11-23', bottles: 1 }],
    wrongShape: { '2026-11-23': 1 },
    partly: [
      { date: '2026-11-23', bottles: 1 },
      { date: '2026-11-24', bottles: 3 },
    ],
    kept: [{ date: '2026-11-23', bottles: 1 }],
  },
  'm15-refeed': {
    valid: [{ date: '2026-11-26', block: 'jejum-1', done: ['small-first', 'wait'] }],
    wrongShape: 'passos',
    partly: [
      { date: '2026-11-26', block: 'jejum-1', done: ['small-first'] },
      { date: '2026-12-05', block: 'jejum-final', done: ['<b>x</b>'] },
    ],
    kept: [{ date: '2026-11-26', block: 'jejum-1', done: ['small-first'] }],
  },
  'm15-fast-record': {
    valid: [
      {
        startedAt: '2020-01-01T23:00:00.000Z',
        plannedEndAt: '2020-01-04T23:00:00.000Z',
        endedAt: '2020-01-03T13:00:00.000Z',
      },
    ],
    wrongShape: { startedAt: '2020-01-01T23:00:00.000Z' },
    partly: [
      {
        startedAt: '2020-01-01T23:00:00.000Z',
        plannedEndAt: '2020-01-04T23:00:00.000Z',
        endedAt: '2020-01-03T13:00:00.000Z',
      },
      { startedAt: '2020-01-05T23:00:00.000Z', plannedEndAt: '2020-01-04T23:00:00.000Z', endedAt: '<img onerror=x>' },
    ],
    kept: [
      {
        startedAt: '2020-01-01T23:00:00.000Z',
        plannedEndAt: '2020-01-04T23:00:00.000Z',
        endedAt: '2020-01-03T13:00:00.000Z',
      },
    ],
  },
  'm15-testimonial': {
    valid: { name: 'Ana', text: 'Amei o M15' },
    wrongShape: [],
    partly: { name: 'Ana', text: ['x'] },
    kept: { name: 'Ana', text: '' },
  },
};

const defaultOf = (key: StorageKey) => PARSERS[key](null).value;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe.each(ALL_KEYS)('key %s', (key) => {
  const c = CASES[key];

  it('gives the default when missing, without writing anything', () => {
    expect(load(key)).toEqual(defaultOf(key));
    expect(localStorage.length).toBe(0);
  });

  it('reads a valid value back exactly', () => {
    localStorage.setItem(key, JSON.stringify(c.valid));
    expect(load(key)).toEqual(c.valid);
    expect(localStorage.getItem(corruptKey(key))).toBeNull();
  });

  it('gives the default for invalid JSON and keeps the text aside', () => {
    localStorage.setItem(key, '{"broken":');
    expect(load(key)).toEqual(defaultOf(key));
    expect(localStorage.getItem(corruptKey(key))).toBe('{"broken":');
    expect(localStorage.getItem(key)).toBe('{"broken":'); // never destroyed by a read
  });

  it('gives the default for a wrong shape and keeps the text aside', () => {
    const raw = JSON.stringify(c.wrongShape);
    localStorage.setItem(key, raw);
    expect(load(key)).toEqual(defaultOf(key));
    expect(localStorage.getItem(corruptKey(key))).toBe(raw);
  });

  it('keeps the valid part of partly valid data', () => {
    localStorage.setItem(key, JSON.stringify(c.partly));
    expect(load(key)).toEqual(c.kept);
    expect(localStorage.getItem(corruptKey(key))).toBe(JSON.stringify(c.partly));
  });

  it('turns a full quota into StorageFullError and keeps the earlier value', () => {
    localStorage.setItem(key, JSON.stringify(c.valid));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => write(key, defaultOf(key))).toThrow(StorageFullError);
    vi.restoreAllMocks();
    expect(load(key)).toEqual(c.valid);
  });
});

describe('keeping unreadable text aside', () => {
  it('never overwrites an earlier copy with a different one', () => {
    localStorage.setItem(KEYS.notes, 'first');
    read(KEYS.notes, PARSERS[KEYS.notes]);
    localStorage.setItem(KEYS.notes, 'second');
    read(KEYS.notes, PARSERS[KEYS.notes]);
    expect(localStorage.getItem(corruptKey(KEYS.notes))).toBe('first');
    const others = Object.keys(localStorage).filter((k) => k.startsWith(`${corruptKey(KEYS.notes)}-`));
    expect(others.map((k) => localStorage.getItem(k))).toEqual(['second']);
  });

  it('does not copy the same text twice', () => {
    localStorage.setItem(KEYS.diary, 'nope');
    load(KEYS.diary);
    load(KEYS.diary);
    expect(Object.keys(localStorage).sort()).toEqual([KEYS.diary, corruptKey(KEYS.diary)].sort());
  });

  it('still answers when even the copy cannot be written', () => {
    localStorage.setItem(KEYS.shopping, '[[[');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(load(KEYS.shopping)).toEqual([]);
    expect(localStorage.getItem(KEYS.shopping)).toBe('[[[');
  });

  it('reads hostile text as plain data', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    localStorage.setItem(KEYS.notes, JSON.stringify([{ id: 1, text: hostile, date: '01/11/2026' }]));
    expect(load(KEYS.notes)[0]?.text).toBe(hostile);
  });
});

describe('quota errors of every browser', () => {
  it.each([
    [new DOMException('x', 'QuotaExceededError'), true],
    [{ name: 'NS_ERROR_DOM_QUOTA_REACHED' }, true],
    [{ code: 22 }, true],
    [{ code: 1014 }, true],
    [new Error('other'), false],
    [null, false],
  ])('%o → %s', (e, expected) => {
    expect(isQuotaError(e)).toBe(expected);
  });
});

describe('writeMany', () => {
  it('writes and removes several keys', () => {
    localStorage.setItem(KEYS.notes, '[]');
    writeMany({ [KEYS.diary]: [], [KEYS.notes]: null });
    expect(localStorage.getItem(KEYS.diary)).toBe('[]');
    expect(localStorage.getItem(KEYS.notes)).toBeNull();
  });

  it('puts every key back when a write fails half-way', () => {
    localStorage.setItem(KEYS.diary, '[{"date":"2026-11-02","weight":"80","water":"2"}]');
    localStorage.setItem(KEYS.notes, '[{"id":1,"text":"a","date":"x"}]');
    const real = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k: string, val: string) {
      if (k === KEYS.shopping) throw new DOMException('full', 'QuotaExceededError');
      real.call(this, k, val);
    });
    expect(() =>
      writeMany({ [KEYS.diary]: null, [KEYS.notes]: [], [KEYS.shopping]: [{ id: 1, text: 'Ovos', checked: false }] }),
    ).toThrow(StorageFullError);
    vi.restoreAllMocks();
    expect(localStorage.getItem(KEYS.diary)).toBe('[{"date":"2026-11-02","weight":"80","water":"2"}]');
    expect(localStorage.getItem(KEYS.notes)).toBe('[{"id":1,"text":"a","date":"x"}]');
    expect(localStorage.getItem(KEYS.shopping)).toBeNull();
  });

  it('remove() deletes one key', () => {
    write(KEYS.notes, []);
    remove(KEYS.notes);
    expect(localStorage.getItem(KEYS.notes)).toBeNull();
  });
});

describe('writeEssentialFirst', () => {
  /** setItem refuses the keys in `refused`, as a phone with room for the others only would. */
  const refusing = (...refused: string[]) => {
    const real = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k: string, val: string) {
      if (refused.includes(k)) throw new DOMException('full', 'QuotaExceededError');
      real.call(this, k, val);
    });
  };
  afterEach(() => vi.restoreAllMocks());

  it('writes everything in one go when it fits', () => {
    writeEssentialFirst({ [KEYS.safetyChecks]: {} }, { [KEYS.fastLog]: [], [KEYS.fastRecord]: [] });
    expect(localStorage.getItem(KEYS.safetyChecks)).toBe('{}');
    expect(localStorage.getItem(KEYS.fastLog)).toBe('[]');
    expect(localStorage.getItem(KEYS.fastRecord)).toBe('[]');
  });

  it('keeps the essential part, and what else fits, where the whole does not', () => {
    localStorage.setItem(KEYS.fastLog, '["old"]');
    refusing(KEYS.fastLog);
    writeEssentialFirst(
      { [KEYS.safetyChecks]: { a: 1 }, [KEYS.fasting]: { b: 2 } },
      { [KEYS.fastLog]: [], [KEYS.fastRecord]: [] },
    );
    expect(localStorage.getItem(KEYS.safetyChecks)).toBe('{"a":1}');
    expect(localStorage.getItem(KEYS.fasting)).toBe('{"b":2}');
    expect(localStorage.getItem(KEYS.fastRecord)).toBe('[]');
    // What did not fit is left as it was.
    expect(localStorage.getItem(KEYS.fastLog)).toBe('["old"]');
  });

  it('throws, and writes nothing of the essential part, when that part itself does not fit', () => {
    localStorage.setItem(KEYS.safetyChecks, '{"old":true}');
    refusing(KEYS.fasting);
    expect(() =>
      writeEssentialFirst({ [KEYS.safetyChecks]: {}, [KEYS.fasting]: {} }, { [KEYS.fastRecord]: [] }),
    ).toThrow(StorageFullError);
    expect(localStorage.getItem(KEYS.safetyChecks)).toBe('{"old":true}');
    expect(localStorage.getItem(KEYS.fastRecord)).toBeNull();
  });
});

describe('other tabs', () => {
  it('calls back on a storage event and stops after unsubscribing', () => {
    const seen: (string | null)[] = [];
    const stop = subscribeToOtherTabs((k) => seen.push(k));
    window.dispatchEvent(new StorageEvent('storage', { key: KEYS.diary, storageArea: localStorage }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: KEYS.notes, storageArea: localStorage }));
    expect(seen).toEqual([KEYS.diary]);
  });
});
