import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '~/domain/image';
import { PHOTO_PROBLEM_TOAST } from './photos';

describe('PHOTO_PROBLEM_TOAST', () => {
  it('says the size limit the rule checks', () => {
    expect(PHOTO_PROBLEM_TOAST['too-big'].message).toContain(`${MAX_PHOTO_BYTES / 1024 / 1024} MB`);
  });
  it('words every problem as an error with a title and a message', () => {
    for (const toast of Object.values(PHOTO_PROBLEM_TOAST)) {
      expect(toast.kind).toBe('error');
      expect(toast.title).toMatch(/\S/);
      expect(toast.message).toMatch(/\S/);
    }
  });
});
