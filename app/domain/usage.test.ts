import { describe, expect, it } from 'vitest';
import { ownDataUsage, storedTextBytes, usageFigures } from './usage';

describe('storedTextBytes', () => {
  it('counts key and value as UTF-16, two bytes per code unit, as the localStorage quota does', () => {
    expect(storedTextBytes('m15-notes', '[]')).toBe((9 + 2) * 2);
    expect(storedTextBytes('a', 'ção')).toBe(8);
    expect(storedTextBytes('a', '😀')).toBe(6);
  });
});

describe('ownDataUsage', () => {
  it('adds every entry and every photo', () => {
    expect(
      ownDataUsage(
        [
          ['m15-profile', '{"name":"Ana"}'],
          ['m15-notes.corrupt', '{oops'],
        ],
        [1000, 2500],
      ),
    ).toEqual({ records: (11 + 14 + 17 + 5) * 2, photos: 3500 });
  });
  it('a user without data uses nothing; photos that cannot be read are unknown, not 0', () => {
    expect(ownDataUsage([], [])).toEqual({ records: 0, photos: 0 });
    expect(ownDataUsage([['m15-diary', '[]']], null)).toEqual({ records: 22, photos: null });
  });
  it('ignores sizes that are not sizes', () => {
    expect(ownDataUsage([], [-5, Number.NaN, Infinity, '100', null, 7] as unknown[]).photos).toBe(7);
  });
});

describe('usageFigures', () => {
  it('a user with data never reads "0 bytes", whatever the browser estimates', () => {
    const own = ownDataUsage([['m15-profile', '{"name":"Ana","startDate":"2026-11-01"}']], []);
    expect(usageFigures(own, null)).toEqual({ used: '100 bytes', photosCounted: true, available: null });
  });
  it('adds the photos and the quota the browser gives, in pt-BR units', () => {
    expect(usageFigures({ records: 2048, photos: 1024 * 1024 }, 300 * 1024 * 1024)).toEqual({
      used: '1,0 MB',
      photosCounted: true,
      available: '300 MB',
    });
    expect(usageFigures({ records: 2048, photos: null }, 0)).toEqual({
      used: '2,0 KB',
      photosCounted: false,
      available: null,
    });
  });
});
