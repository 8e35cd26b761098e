import { describe, expect, it } from 'vitest';
import { StorageFullError, storageProblem, StorageUnavailableError } from './storage-problem';

describe('storageProblem', () => {
  it('names a failed write as a code, never in words, and rethrows anything else', () => {
    expect(storageProblem(new StorageFullError())).toBe('storageFull');
    expect(storageProblem(new StorageUnavailableError())).toBe('storageUnavailable');
    expect(() => storageProblem(new TypeError('bug'))).toThrow(TypeError);
  });
});
