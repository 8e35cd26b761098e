// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYS } from '~/domain/keys';
import { endFast, loadFast, loadFastLog, loadFasts, startFast, undoFastEnd } from './fasting';
import { StorageFullError } from './local';
import { iso, local, storageContents, stored } from '@test-utils';

// Start 20/11/2026: the eve of Jejum I is 22/11, its last day 25/11.
const START = '2026-11-20';
/** Jejum I from the eve's 20:00, as a start stores it: with the block and the end it was given. */
const JEJUM_1 = { startedAt: iso(local(22, 20)), block: 'jejum-1', plannedEndAt: iso(local(25, 20)) };

beforeEach(() => localStorage.clear());

describe('fasting storage (m15-fasting, m15-fast-log)', () => {
  it('starts a fast, ends it early with one tap, and keeps it in the log', () => {
    expect(loadFast()).toEqual({ startedAt: '', endedAt: '' });
    startFast({ startDate: START, startedAt: iso(local(22, 20)), now: local(22, 20) });
    expect(loadFast()).toEqual({ ...JEJUM_1, endedAt: '' });
    const ended = endFast({ startDate: START, now: local(24, 10) });
    expect(ended).toEqual({
      block: 'jejum-1',
      startedAt: iso(local(22, 20)),
      endedAt: iso(local(24, 10)),
      plannedEndAt: iso(local(25, 20)),
      outcome: 'early',
    });
    expect(stored(KEYS.fasting)).toEqual({ ...JEJUM_1, endedAt: iso(local(24, 10)) });
    // The record keeps its times, and nothing else.
    expect(stored(KEYS.fastRecord)).toEqual([
      { startedAt: iso(local(22, 20)), plannedEndAt: iso(local(25, 20)), endedAt: iso(local(24, 10)) },
    ]);
    expect(loadFastLog()).toEqual([ended]);
    // An ended fast is not ended again.
    expect(endFast({ startDate: START, now: local(24, 11) })).toBeNull();
    expect(loadFastLog()).toHaveLength(1);
  });

  it('ending when no fast runs writes nothing', () => {
    expect(endFast({ startDate: START, now: local(24, 10) })).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('reads a fast that reached the end of its block as ended there, and writes nothing for it', () => {
    startFast({ startDate: START, startedAt: iso(local(22, 20)), now: local(22, 20) });
    expect(loadFasts({ startDate: START, now: local(25, 19, 59) })).toEqual({
      fast: { ...JEJUM_1, endedAt: '' },
      log: [],
    });
    const before = storageContents(localStorage);
    const settled = loadFasts({ startDate: START, now: local(26, 8) });
    expect(settled.fast).toEqual({ ...JEJUM_1, endedAt: iso(local(25, 20)) });
    expect(settled.log).toEqual([
      {
        block: 'jejum-1',
        startedAt: iso(local(22, 20)),
        endedAt: iso(local(25, 20)),
        plannedEndAt: iso(local(25, 20)),
        outcome: 'goal',
      },
    ]);
    // Reading is only reading: what is stored changed by no load.
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('a fast begun late in the block ends at 23:59 of its last day, not in the ceto days', () => {
    startFast({ startDate: START, startedAt: iso(local(24, 10)), now: local(24, 10) });
    expect(loadFasts({ startDate: START, now: local(26, 9) }).log).toMatchObject([
      { endedAt: iso(local(25, 23, 59)), outcome: 'goal' },
    ]);
  });

  it("starting the next block's fast stores the last one, ended at its end, in the log", () => {
    startFast({ startDate: START, startedAt: iso(local(22, 20)), now: local(22, 20) });
    // The eve of the Jejum Final is 28/11; nothing was opened since Jejum I ended.
    startFast({ startDate: START, startedAt: iso(local(28, 20)), now: local(28, 21) });
    expect(stored(KEYS.fasting)).toEqual({
      startedAt: iso(local(28, 20)),
      endedAt: '',
      block: 'jejum-final',
      plannedEndAt: iso(local(4 + 30, 20)),
    });
    expect(loadFastLog()).toMatchObject([{ block: 'jejum-1', endedAt: iso(local(25, 20)), outcome: 'goal' }]);
  });

  it('undoes a mistaken end of a few minutes ago: the fast runs again and leaves the log', () => {
    startFast({ startDate: START, startedAt: iso(local(22, 20)), now: local(22, 20) });
    endFast({ startDate: START, now: local(24, 10) });
    expect(undoFastEnd({ startDate: START, now: local(24, 10, 20) })).toBe(false);
    expect(undoFastEnd({ startDate: START, now: local(24, 10, 5) })).toBe(true);
    expect(loadFast()).toEqual({ ...JEJUM_1, endedAt: '' });
    expect(stored(KEYS.fastRecord)).toEqual([
      { startedAt: iso(local(22, 20)), plannedEndAt: iso(local(25, 20)), endedAt: '' },
    ]);
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
    startFast({ startDate: START, startedAt: iso(local(22, 20)), now: local(22, 20) });
    const before = storageContents(localStorage);
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => endFast({ startDate: START, now: local(24, 10) })).toThrow(StorageFullError);
    expect(() => startFast({ startDate: START, startedAt: iso(local(22, 21)), now: local(22, 21) })).toThrow(
      StorageFullError,
    );
    spy.mockRestore();
    expect(storageContents(localStorage)).toEqual(before);
  });
});
