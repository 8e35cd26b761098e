// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFast, startFast, stopFast } from './fasting';
import { KEYS } from '~/domain/keys';
import { StorageFullError } from './local';

beforeEach(() => localStorage.clear());

describe('fasting storage', () => {
  it('starts, ends and reads back a fast', () => {
    expect(loadFast()).toEqual({ startedAt: '', endedAt: '' });
    startFast({ startedAt: '2026-11-20T10:00:00.000Z' });
    expect(loadFast()).toEqual({ startedAt: '2026-11-20T10:00:00.000Z', endedAt: '' });
    expect(stopFast({ now: new Date('2026-11-21T22:00:00.000Z') })).toEqual({
      startedAt: '2026-11-20T10:00:00.000Z',
      endedAt: '2026-11-21T22:00:00.000Z',
    });
    expect(JSON.parse(localStorage.getItem(KEYS.fasting)!).endedAt).toBe('2026-11-21T22:00:00.000Z');
    // An ended fast is not ended again.
    expect(stopFast({ now: new Date('2026-11-22T22:00:00.000Z') })).toBeNull();
  });

  it('ending when no fast runs writes nothing', () => {
    expect(stopFast({ now: new Date() })).toBeNull();
    expect(localStorage.getItem(KEYS.fasting)).toBeNull();
  });

  it('keeps a hostile or future record aside and reads no fast from it', () => {
    localStorage.setItem(KEYS.fasting, JSON.stringify({ startedAt: '<img src=x onerror=alert(1)>', endedAt: 3 }));
    expect(loadFast()).toEqual({ startedAt: '', endedAt: '' });
    expect(localStorage.getItem(`${KEYS.fasting}.corrupt`)).not.toBeNull();
  });

  it('a full storage keeps the earlier fast', () => {
    startFast({ startedAt: '2026-11-20T10:00:00.000Z' });
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => startFast({ startedAt: '2026-11-20T11:00:00.000Z' })).toThrow(StorageFullError);
    spy.mockRestore();
    expect(loadFast().startedAt).toBe('2026-11-20T10:00:00.000Z');
  });
});
