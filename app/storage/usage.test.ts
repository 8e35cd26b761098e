// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// jsdom has no IndexedDB: the photo store is a Map (test-utils/index.ts).
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);
const { hasDataToCarry, measureOwnData } = await import('./usage');

beforeEach(() => {
  localStorage.clear();
  photos.blobs.clear();
});

describe('measureOwnData', () => {
  it('counts M15’s keys, their kept-aside copies and the photos; nothing else of the site', async () => {
    localStorage.setItem('m15-profile', '{"name":"Ana"}');
    localStorage.setItem('m15-diary.corrupt', '{oops');
    localStorage.setItem('recipeRatings', '{}');
    localStorage.setItem('someone-else', 'x'.repeat(1000));
    photos.blobs.set('photo-1', new Blob([new Uint8Array(5000)]));
    expect(await measureOwnData()).toEqual({
      records: ('m15-profile'.length + 14 + 'm15-diary.corrupt'.length + 5 + 'recipeRatings'.length + 2) * 2,
      photos: 5000,
    });
  });
  it('is 0 for a new user, and says the photos are unknown when their store cannot be read', async () => {
    expect(await measureOwnData()).toEqual({ records: 0, photos: 0 });
    photos.photoSizes.mockResolvedValueOnce(null);
    localStorage.setItem('m15-notes', '[]');
    expect(await measureOwnData()).toEqual({ records: ('m15-notes'.length + 2) * 2, photos: null });
  });
});

describe('hasDataToCarry', () => {
  it('is false on an empty device, and with only settings or a blank list', () => {
    expect(hasDataToCarry()).toBe(false);
    localStorage.setItem('recipeRatings', '{"101":"amei"}');
    localStorage.setItem('m15-notes', '[]');
    localStorage.setItem('m15-profile', '{"name":"","startDate":""}');
    expect(hasDataToCarry()).toBe(false);
  });
  it.each([
    ['m15-profile', '{"name":"Ana","startDate":"2026-11-01"}'],
    ['m15-completed-days', '[1]'],
    ['m15-diary', '[{"date":"2026-11-02","weight":"80","water":"2"}]'],
    ['m15-notes', '[{"id":1,"text":"Ovos","date":"2026-11-02T10:00:00.000Z"}]'],
    ['m15-results', '{"finalWeight":"78","beforePhoto":"","afterPhoto":""}'],
  ])('is true with %s', (key, value) => {
    localStorage.setItem(key, value);
    expect(hasDataToCarry()).toBe(true);
  });
  it('reads unreadable data as nothing to carry, and never throws', () => {
    localStorage.setItem('m15-diary', '{oops');
    expect(hasDataToCarry()).toBe(false);
  });
});
