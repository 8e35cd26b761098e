// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { corruptKey, KEYS } from '~/domain/keys';
import { StorageFullError } from './local';
import { loadSafetyChecks, markSafetyCheckDone } from './safety-checks';

beforeEach(() => localStorage.clear());

describe('safety checks storage (m15-safety-checks)', () => {
  it('records only when each block was checked, keeping the other block', () => {
    expect(loadSafetyChecks()).toEqual({ 'jejum-1': '', 'jejum-final': '' });
    markSafetyCheckDone({ block: 'jejum-1', now: new Date('2026-11-22T13:00:00.000Z') });
    markSafetyCheckDone({ block: 'jejum-final', now: new Date('2026-11-28T09:30:00.000Z') });
    expect(JSON.parse(localStorage.getItem(KEYS.safetyChecks)!)).toEqual({
      'jejum-1': '2026-11-22T13:00:00.000Z',
      'jejum-final': '2026-11-28T09:30:00.000Z',
    });
  });

  it.each([
    ['not JSON', '{"jejum-1":'],
    ['a list', '["sim","nao"]'],
    ['answers instead of a time', '{"jejum-1":{"pregnant":"sim"}}'],
    ['a hostile text', '{"jejum-1":"<img src=x onerror=alert(1)>"}'],
    ['an impossible date', '{"jejum-final":"2026-02-30T10:00:00.000Z"}'],
  ])('reads %s as no check done, keeps the text aside and rewrites it cleanly', (_, raw) => {
    localStorage.setItem(KEYS.safetyChecks, raw);
    expect(loadSafetyChecks()).toEqual({ 'jejum-1': '', 'jejum-final': '' });
    expect(localStorage.getItem(corruptKey(KEYS.safetyChecks))).toBe(raw);
    markSafetyCheckDone({ block: 'jejum-1', now: new Date('2026-11-22T13:00:00.000Z') });
    expect(loadSafetyChecks()['jejum-1']).toBe('2026-11-22T13:00:00.000Z');
  });

  it('a full storage keeps the earlier record and says so', () => {
    markSafetyCheckDone({ block: 'jejum-1', now: new Date('2026-11-22T13:00:00.000Z') });
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => markSafetyCheckDone({ block: 'jejum-final', now: new Date() })).toThrow(StorageFullError);
    spy.mockRestore();
    expect(loadSafetyChecks()).toEqual({ 'jejum-1': '2026-11-22T13:00:00.000Z', 'jejum-final': '' });
  });
});
