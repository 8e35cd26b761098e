import { describe, expect, it } from 'vitest';
import { mayDefer } from './first-paint';

describe('mayDefer: what lies below the fold may wait for the first paint', () => {
  it('on a start with no anchor', () => {
    expect(mayDefer('')).toBe(true);
    expect(mayDefer('#')).toBe(true);
  });

  it('not when an anchor must be landed on: the whole page comes at once', () => {
    expect(mayDefer('#registro-do-dia')).toBe(false);
  });
});
