// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS } from '~/domain/keys';
import { closeFastAtItsEnd, endFast, loadFast, loadFastLog, startFast, undoFastEnd } from './fasting';
import { StorageFullError } from './local';
import { storageContents } from './test-utils';

// Start 20/11/2026: the eve of Jejum I is 22/11, its last day 25/11.
const START = '2026-11-20';
const local = (d: number, h: number, min = 0) => new Date(2026, 10, d, h, min);
const iso = (d: Date) => d.toISOString();
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

beforeEach(() => localStorage.clear());

describe('fasting storage (m15-fasting, m15-fast-log)', () => {
  it('starts a fast, ends it early with one tap, and keeps it in the log', () => {
    expect(loadFast()).toEqual({ startedAt: '', endedAt: '' });
    startFast({ startedAt: iso(local(22, 20)) });
    expect(loadFast()).toEqual({ startedAt: iso(local(22, 20)), endedAt: '' });
    const ended = endFast({ startDate: START, now: local(24, 10) });
    expect(ended).toEqual({
      block: 'jejum-1',
      startedAt: iso(local(22, 20)),
      endedAt: iso(local(24, 10)),
      plannedEndAt: iso(local(25, 20)),
      outcome: 'early',
    });
    expect(stored(KEYS.fasting)).toEqual({ startedAt: iso(local(22, 20)), endedAt: iso(local(24, 10)) });
    expect(loadFastLog()).toEqual([ended]);
    // An ended fast is not ended again.
    expect(endFast({ startDate: START, now: local(24, 11) })).toBeNull();
    expect(loadFastLog()).toHaveLength(1);
  });

  it('ending when no fast runs writes nothing', () => {
    expect(endFast({ startDate: START, now: local(24, 10) })).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('closes a fast at the end of its block, once, as reached; and not before', () => {
    startFast({ startedAt: iso(local(22, 20)) });
    expect(closeFastAtItsEnd({ startDate: START, now: local(25, 19, 59) })).toBeNull();
    expect(loadFast().endedAt).toBe('');
    const closed = closeFastAtItsEnd({ startDate: START, now: local(26, 8) });
    expect(closed).toMatchObject({ endedAt: iso(local(25, 20)), outcome: 'goal' });
    expect(loadFast()).toEqual({ startedAt: iso(local(22, 20)), endedAt: iso(local(25, 20)) });
    const before = storageContents(localStorage);
    expect(closeFastAtItsEnd({ startDate: START, now: local(27, 8) })).toBeNull();
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('a fast begun late in the block closes at 23:59 of its last day, not in the ceto days', () => {
    startFast({ startedAt: iso(local(24, 10)) });
    expect(closeFastAtItsEnd({ startDate: START, now: local(26, 9) })).toMatchObject({
      endedAt: iso(local(25, 23, 59)),
      outcome: 'goal',
    });
  });

  it('undoes a mistaken end of a few minutes ago: the fast runs again and leaves the log', () => {
    startFast({ startedAt: iso(local(22, 20)) });
    endFast({ startDate: START, now: local(24, 10) });
    expect(undoFastEnd({ startDate: START, now: local(24, 10, 20) })).toBe(false);
    expect(undoFastEnd({ startDate: START, now: local(24, 10, 5) })).toBe(true);
    expect(loadFast()).toEqual({ startedAt: iso(local(22, 20)), endedAt: '' });
    expect(loadFastLog()).toEqual([]);
    expect(undoFastEnd({ startDate: START, now: local(24, 10, 6) })).toBe(false);
  });

  it('keeps a hostile or future record aside and reads no fast from it', () => {
    localStorage.setItem(KEYS.fasting, JSON.stringify({ startedAt: '<img src=x onerror=alert(1)>', endedAt: 3 }));
    expect(loadFast()).toEqual({ startedAt: '', endedAt: '' });
    expect(localStorage.getItem(`${KEYS.fasting}.corrupt`)).not.toBeNull();
    expect(endFast({ startDate: START, now: local(24, 10) })).toBeNull();
  });

  it('a full storage keeps the earlier fast and log, both', () => {
    startFast({ startedAt: iso(local(22, 20)) });
    const before = storageContents(localStorage);
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => endFast({ startDate: START, now: local(24, 10) })).toThrow(StorageFullError);
    expect(() => startFast({ startedAt: iso(local(22, 21)) })).toThrow(StorageFullError);
    spy.mockRestore();
    expect(storageContents(localStorage)).toEqual(before);
  });
});
