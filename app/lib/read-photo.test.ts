import { describe, expect, it, vi } from 'vitest';
import { readPhoto } from './read-photo';

const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('readPhoto', () => {
  it('does not ask storage for an empty field', async () => {
    const resolve = vi.fn();
    expect(await readPhoto('', resolve)).toBeNull();
    expect(resolve).not.toHaveBeenCalled();
  });
  it('passes a stored Blob on as it is', async () => {
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    expect(await readPhoto('photo-a', async () => blob)).toBe(blob);
  });
  it('turns an older data URL into a Blob of its bytes and type (no fetch: the CSP blocks data: URLs)', async () => {
    const blob = await readPhoto('data:…', async () => `data:image/png;base64,${TINY_PNG}`);
    expect(blob?.type).toBe('image/png');
    expect(blob?.size).toBe(70);
    expect(Array.from(new Uint8Array(await blob!.arrayBuffer()).slice(1, 4))).toEqual([0x50, 0x4e, 0x47]);
  });
  it('gives null for what cannot be a photo: missing, empty, not an image, broken base64, a failing store', async () => {
    expect(await readPhoto('photo-a', async () => null)).toBeNull();
    expect(await readPhoto('photo-a', async () => new Blob([]))).toBeNull();
    expect(await readPhoto('photo-a', async () => 'data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(await readPhoto('photo-a', async () => 'data:image/png;base64,A')).toBeNull();
    expect(await readPhoto('photo-a', async () => Promise.reject(new Error('IndexedDB closed')))).toBeNull();
    expect(
      await readPhoto('photo-a', () => {
        throw new Error('sync');
      }),
    ).toBeNull();
  });
});
