// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { corruptKey, KEYS } from '~/domain/keys';
import { loadFast, loadFastLog, startFast } from './fasting';
import { StorageFullError } from './local';
import { loadSafetyChecks, recordSafetyCheck } from './safety-checks';
import { iso, local, storageContents } from '@test-utils';

const START = '2026-11-20'; // Jejum I's eve is 22/11

beforeEach(() => localStorage.clear());

describe('safety checks storage (m15-safety-checks)', () => {
  it('records when each block was checked and whether it said go or stop, keeping the other block', () => {
    expect(loadSafetyChecks()).toEqual({});
    recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', startDate: START, now: local(22, 10) });
    recordSafetyCheck({ block: 'jejum-final', outcome: 'go', startDate: START, now: local(28, 9, 30) });
    expect(JSON.parse(localStorage.getItem(KEYS.safetyChecks)!)).toEqual({
      // A stop holds until the last day of its block (25/11), whatever happens to the start date.
      'jejum-1': { at: iso(local(22, 10)), outcome: 'stop', until: '2026-11-25' },
      'jejum-final': { at: iso(local(28, 9, 30)), outcome: 'go' },
    });
    // A redo replaces the block's check, and the earlier stop stays in the record.
    recordSafetyCheck({ block: 'jejum-1', outcome: 'go', startDate: START, now: local(22, 11) });
    expect(loadSafetyChecks()['jejum-1']).toEqual({
      at: iso(local(22, 11)),
      outcome: 'go',
      earlierStop: iso(local(22, 10)),
    });
  });

  it('an absolute stop is recorded so, and holds: a later check writes nothing over it', () => {
    recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', absolute: true, startDate: START, now: local(22, 10) });
    const raw = localStorage.getItem(KEYS.safetyChecks);
    expect(JSON.parse(raw!)).toEqual({
      'jejum-1': { at: iso(local(22, 10)), outcome: 'stop', absolute: true, until: '2026-11-25' },
    });
    recordSafetyCheck({ block: 'jejum-1', outcome: 'go', startDate: START, now: local(23, 10) });
    expect(localStorage.getItem(KEYS.safetyChecks)).toBe(raw);
    // "absolute" on a go is never written (on a phone with no stop that holds).
    localStorage.clear();
    recordSafetyCheck({ block: 'jejum-final', outcome: 'go', absolute: true, startDate: START, now: local(28, 9) });
    expect(loadSafetyChecks()['jejum-final']).toEqual({ at: iso(local(28, 9)), outcome: 'go' });
  });

  it('a stop after the one redo holds, and still ends a running fast', () => {
    recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', startDate: START, now: local(22, 10) });
    recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', startDate: START, now: local(22, 11) });
    const redone = { at: iso(local(22, 11)), outcome: 'stop', earlierStop: iso(local(22, 10)), until: '2026-11-25' };
    expect(loadSafetyChecks()['jejum-1']).toEqual(redone);
    startFast({ startDate: START, startedAt: iso(local(22, 20)), now: local(22, 20) });
    const ended = recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', startDate: START, now: local(23, 10) });
    expect(ended).toMatchObject({ endedAt: iso(local(23, 10)), outcome: 'early' });
    expect(loadSafetyChecks()['jejum-1']).toEqual(redone);
  });

  it('a stop ends a fast that was running, in the same write, and logs it', () => {
    startFast({ startDate: START, startedAt: iso(local(22, 20)), now: local(22, 20) });
    const ended = recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', startDate: START, now: local(24, 10) });
    expect(ended).toMatchObject({ endedAt: iso(local(24, 10)), outcome: 'early' });
    expect(loadFast().endedAt).toBe(iso(local(24, 10)));
    expect(loadFastLog()).toEqual([ended]);
  });

  it('a go leaves a running fast running', () => {
    startFast({ startDate: START, startedAt: iso(local(22, 20)), now: local(22, 20) });
    expect(recordSafetyCheck({ block: 'jejum-1', outcome: 'go', startDate: START, now: local(24, 10) })).toBeNull();
    expect(loadFast().endedAt).toBe('');
  });

  it('reads the earlier bare instant as a check to ask again, without keeping it aside', () => {
    localStorage.setItem(KEYS.safetyChecks, JSON.stringify({ 'jejum-1': iso(local(22, 10)), 'jejum-final': '' }));
    expect(loadSafetyChecks()).toEqual({});
    expect(localStorage.getItem(corruptKey(KEYS.safetyChecks))).toBeNull();
    recordSafetyCheck({ block: 'jejum-1', outcome: 'go', startDate: START, now: local(23, 8) });
    expect(loadSafetyChecks()).toEqual({ 'jejum-1': { at: iso(local(23, 8)), outcome: 'go' } });
  });

  it.each([
    ['not JSON', '{"jejum-1":'],
    ['a list', '["sim","nao"]'],
    ['answers instead of a check', '{"jejum-1":{"pregnant":"sim"}}'],
    ['a hostile text', '{"jejum-1":"<img src=x onerror=alert(1)>"}'],
    ['an impossible date', '{"jejum-final":{"at":"2026-02-30T10:00:00.000Z","outcome":"go"}}'],
  ])('reads %s as no check done, keeps the text aside and rewrites it cleanly', (_, raw) => {
    localStorage.setItem(KEYS.safetyChecks, raw);
    expect(loadSafetyChecks()).toEqual({});
    expect(localStorage.getItem(corruptKey(KEYS.safetyChecks))).toBe(raw);
    recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', startDate: START, now: local(22, 13) });
    expect(loadSafetyChecks()['jejum-1']).toEqual({ at: iso(local(22, 13)), outcome: 'stop', until: '2026-11-25' });
  });

  it('a full storage keeps the earlier record, and a running fast running, and says so', () => {
    recordSafetyCheck({ block: 'jejum-1', outcome: 'go', startDate: START, now: local(22, 13) });
    startFast({ startDate: START, startedAt: iso(local(22, 20)), now: local(22, 20) });
    const before = storageContents(localStorage);
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() =>
      recordSafetyCheck({ block: 'jejum-1', outcome: 'stop', startDate: START, now: local(24, 10) }),
    ).toThrow(StorageFullError);
    spy.mockRestore();
    expect(storageContents(localStorage)).toEqual(before);
  });
});
