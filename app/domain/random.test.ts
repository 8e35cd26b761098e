import { describe, expect, it } from 'vitest';
import { QUOTES } from '~/content/quotes';
import { pickRandom } from './random';

describe('pickRandom', () => {
  it('maps the whole [0, 1) range onto the list', () => {
    expect(pickRandom(['a', 'b', 'c'], () => 0)).toBe('a');
    expect(pickRandom(['a', 'b', 'c'], () => 0.34)).toBe('b');
    expect(pickRandom(['a', 'b', 'c'], () => 0.999999)).toBe('c');
    expect(pickRandom(['a', 'b', 'c'], () => 1)).toBe('c');
  });
  it('refuses an empty list', () => {
    expect(() => pickRandom([])).toThrow(RangeError);
  });
});

describe('welcome quotes', () => {
  it('has 16 distinct Portuguese quotes', () => {
    expect(QUOTES).toHaveLength(16);
    expect(new Set(QUOTES).size).toBe(16);
    for (const q of QUOTES) expect(q.trim().length).toBeGreaterThan(10);
  });
});
