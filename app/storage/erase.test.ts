// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_KEYS, corruptKey, KEPT_PHOTOS_KEY, KEYS } from '~/domain/keys';
import { StorageUnavailableError } from './local';

const photos = { clearPhotos: vi.fn(async () => {}) };
vi.mock('./photos', () => photos);
const { eraseEverything } = await import('./erase');

beforeEach(() => {
  localStorage.clear();
  photos.clearPhotos.mockReset().mockResolvedValue(undefined);
});

describe('eraseEverything', () => {
  it('removes every key of the app, every kept-aside copy and every photo, and nothing of others', async () => {
    for (const key of ALL_KEYS) localStorage.setItem(key, '"x"');
    localStorage.setItem(KEPT_PHOTOS_KEY, '[{"id":"photo-1","keptAt":1}]');
    localStorage.setItem(corruptKey(KEYS.diary), '{oops');
    localStorage.setItem(`${corruptKey(KEYS.notes)}-1700000000000`, 'old');
    localStorage.setItem('another-app', 'keep me');
    await eraseEverything({ now: new Date() });
    expect(photos.clearPhotos).toHaveBeenCalledTimes(1);
    expect(Object.keys(localStorage)).toEqual(['another-app']);
  });

  it('keeps only the times of a fast still running, ended now: the next fast is gated on them', async () => {
    const started = new Date(2026, 10, 22, 20).toISOString();
    const planned = new Date(2026, 10, 25, 20).toISOString();
    localStorage.setItem(KEYS.profile, JSON.stringify({ name: 'Ana', startDate: '2026-11-20' }));
    localStorage.setItem(
      KEYS.fasting,
      JSON.stringify({ startedAt: started, endedAt: '', block: 'jejum-1', plannedEndAt: planned }),
    );
    localStorage.setItem(KEYS.diary, '[]');
    const now = new Date(2026, 10, 24, 10);
    await eraseEverything({ now });
    expect(Object.keys(localStorage)).toEqual([KEYS.fastRecord]);
    expect(JSON.parse(localStorage.getItem(KEYS.fastRecord)!)).toEqual([
      { startedAt: started, plannedEndAt: planned, endedAt: now.toISOString() },
    ]);
    // Nothing of hers but times: no name, no weight, no block.
    expect(localStorage.getItem(KEYS.fastRecord)).not.toMatch(/Ana|jejum/);
  });

  it('erases no record when the photos cannot be deleted, and says so', async () => {
    localStorage.setItem(KEYS.profile, '{"name":"Ana"}');
    photos.clearPhotos.mockRejectedValue(new StorageUnavailableError());
    await expect(eraseEverything({ now: new Date() })).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(localStorage.getItem(KEYS.profile)).toBe('{"name":"Ana"}');
  });
});
