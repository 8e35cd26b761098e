import { describe, expect, it } from 'vitest';
import { nextIds } from './ids';

describe('nextIds', () => {
  it('uses the clock when nothing newer is stored', () => {
    expect(nextIds([], 3, 1000)).toEqual([1000, 1001, 1002]);
    expect(nextIds([5, '7'], 1, 1000)).toEqual([1000]);
  });
  it('never repeats a stored id, even when the clock goes back', () => {
    expect(nextIds([1000, 2000], 2, 1000)).toEqual([2001, 2002]);
    expect(nextIds(['3000'], 1, 10)).toEqual([3001]);
  });
  it('ignores ids that are not numbers', () => {
    expect(nextIds(['abc', 'x1'], 1, 50)).toEqual([50]);
  });
  it('gives nothing for a count of zero or less', () => {
    expect(nextIds([1], 0, 5)).toEqual([]);
    expect(nextIds([1], -2, 5)).toEqual([]);
  });
});
