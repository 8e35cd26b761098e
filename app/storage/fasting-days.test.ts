// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { corruptKey, KEYS } from '~/domain/keys';
import { loadBottles, saveBottles } from './electrolytes';
import { StorageFullError } from './local';
import { loadRefeed, tickRefeedStep } from './refeed';
import { stored } from '@test-utils';

beforeEach(() => localStorage.clear());

describe('the bottle of electrolytes (m15-electrolytes)', () => {
  it('is kept with its day, set again harmlessly, and unticked', () => {
    saveBottles({ date: '2026-11-24', bottles: 1 });
    saveBottles({ date: '2026-11-23', bottles: 1 });
    saveBottles({ date: '2026-11-23', bottles: 1 });
    expect(stored(KEYS.electrolytes)).toEqual([
      { date: '2026-11-23', bottles: 1 },
      { date: '2026-11-24', bottles: 1 },
    ]);
    saveBottles({ date: '2026-11-24', bottles: 0 });
    expect(loadBottles()).toEqual([{ date: '2026-11-23', bottles: 1 }]);
  });

  it('keeps unreadable data aside and starts again from what is valid', () => {
    localStorage.setItem(KEYS.electrolytes, '[{"date":"2026-11-23","bottles":1},{"date":"<b>","bottles":9}]');
    expect(loadBottles()).toEqual([{ date: '2026-11-23', bottles: 1 }]);
    expect(localStorage.getItem(corruptKey(KEYS.electrolytes))).not.toBeNull();
  });

  it('a full storage keeps the earlier bottles', () => {
    saveBottles({ date: '2026-11-23', bottles: 1 });
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => saveBottles({ date: '2026-11-24', bottles: 1 })).toThrow(StorageFullError);
    spy.mockRestore();
    expect(loadBottles()).toEqual([{ date: '2026-11-23', bottles: 1 }]);
  });
});

describe('the steps to break a fast (m15-refeed)', () => {
  it('are ticked per day and block, and unticked', () => {
    tickRefeedStep({ date: '2026-12-05', block: 'jejum-final', step: 'wait', done: true });
    tickRefeedStep({ date: '2026-12-05', block: 'jejum-final', step: 'small-first', done: true });
    expect(stored(KEYS.refeed)).toEqual([{ date: '2026-12-05', block: 'jejum-final', done: ['small-first', 'wait'] }]);
    tickRefeedStep({ date: '2026-12-05', block: 'jejum-final', step: 'wait', done: false });
    expect(loadRefeed()).toEqual([{ date: '2026-12-05', block: 'jejum-final', done: ['small-first'] }]);
  });

  it('a full storage keeps the earlier ticks', () => {
    tickRefeedStep({ date: '2026-11-26', block: 'jejum-1', step: 'slowly', done: true });
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => tickRefeedStep({ date: '2026-11-26', block: 'jejum-1', step: 'wait', done: true })).toThrow(
      StorageFullError,
    );
    spy.mockRestore();
    expect(loadRefeed()).toEqual([{ date: '2026-11-26', block: 'jejum-1', done: ['slowly'] }]);
  });
});
