import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryImport } from './retry-import';

describe('retryImport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the module of the first attempt that succeeds, after the delays', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('module');
    const result = retryImport(load, [100, 300]);
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300);
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not wait when the first attempt succeeds', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(retryImport(load, [100])).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws the last error once every attempt has failed', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'));
    const result = retryImport(load, [100]);
    const settled = expect(result).rejects.toThrow('second');
    await vi.advanceTimersByTimeAsync(100);
    await settled;
    expect(load).toHaveBeenCalledTimes(2);
  });
});
