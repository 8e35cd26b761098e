/**
 * The keeping step, the claim and the clean-up (decision 011), on a real
 * IndexedDB implementation (fake-indexeddb) and an in-memory localStorage,
 * in Node, whose Blob reads bytes.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_PHOTO_LIFETIME_MS } from '~/domain/kept-photos';
import { KEPT_PHOTOS_KEY, KEYS } from '~/domain/keys';
import { MemoryStorage } from '@test-utils';

const storage = new MemoryStorage();
vi.stubGlobal('window', { localStorage: storage, addEventListener() {}, removeEventListener() {} });

const photos = await import('./photos');
const { checkKeptPhotos, claimKeptPhotos, keepPhoto, loadKeptPhotos, PhotoNotKeptError, sweepKeptPhotos } =
  await import('./kept-photos');
const { StorageFullError, StorageUnavailableError } = await import('./local');

const NOW = new Date(2026, 10, 22, 12);
const HOUR = 60 * 60 * 1000;
const photo = (text = 'jpeg bytes') => new Blob([text], { type: 'image/jpeg' });
const bytes = async (b: Blob | string | null) => (b instanceof Blob ? b.text() : b);
const keptList = () => JSON.parse(storage.getItem(KEPT_PHOTOS_KEY) ?? 'null');
const storedIds = async () => (await photos.storedPhotoIds()).sort();

beforeEach(async () => {
  storage.clear();
  await photos.clearPhotos();
  vi.restoreAllMocks();
});

describe('keepPhoto', () => {
  it('stores the photo under a new id and puts it on the list with the time it was kept', async () => {
    const id = await keepPhoto(photo('antes'), NOW);
    expect(id).toMatch(/^photo-[0-9a-f-]{36}$/);
    expect(await bytes(await photos.getPhoto(id))).toBe('antes');
    expect(((await photos.getPhoto(id)) as Blob).type).toBe('image/jpeg');
    expect(keptList()).toEqual([{ id, keptAt: NOW.getTime() }]);
    expect(loadKeptPhotos()).toEqual([{ id, keptAt: NOW.getTime() }]);
  });

  it('gives each photo its own id, and keeps what was on the list', async () => {
    const a = await keepPhoto(photo('a'), NOW);
    const b = await keepPhoto(photo('b'), new Date(NOW.getTime() + 1000));
    expect(a).not.toBe(b);
    expect(keptList().map((p: { id: string }) => p.id)).toEqual([a, b]);
    expect(await storedIds()).toEqual([a, b].sort());
  });

  it('puts the photo on the list before it stores it, so no clean-up can take it for an orphan', async () => {
    const listedAtPut: string[][] = [];
    const put = IDBObjectStore.prototype.put;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      listedAtPut.push(loadKeptPhotos().map((p) => p.id));
      return put.apply(this, args);
    });
    const id = await keepPhoto(photo(), NOW);
    expect(listedAtPut).toEqual([[id]]);
  });

  it('keeps nothing when localStorage is full: StorageFullError, no photo stored', async () => {
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    });
    await expect(keepPhoto(photo(), NOW)).rejects.toBeInstanceOf(StorageFullError);
    expect(await storedIds()).toEqual([]);
    expect(storage.getItem(KEPT_PHOTOS_KEY)).toBeNull();
  });

  it.each([
    ['full', new DOMException('The quota has been exceeded.', 'QuotaExceededError'), StorageFullError],
    ['unavailable', new DOMException('closing', 'InvalidStateError'), StorageUnavailableError],
  ])('leaves nothing behind when IndexedDB is %s', async (_, error, type) => {
    const earlier = await keepPhoto(photo('earlier'), NOW);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw error;
    });
    await expect(keepPhoto(photo(), NOW)).rejects.toBeInstanceOf(type);
    vi.restoreAllMocks();
    expect(keptList()).toEqual([{ id: earlier, keptAt: NOW.getTime() }]);
    expect(await storedIds()).toEqual([earlier]);
  });
});

describe('checkKeptPhotos and claimKeptPhotos', () => {
  it('accept a photo kept for the form and take it off the list', async () => {
    const id = await keepPhoto(photo(), NOW);
    const other = await keepPhoto(photo(), NOW);
    await expect(checkKeptPhotos([id], NOW)).resolves.toBeUndefined();
    expect(claimKeptPhotos([id], NOW)).toEqual({
      [KEPT_PHOTOS_KEY]: JSON.stringify([{ id: other, keptAt: NOW.getTime() }]),
    });
    expect(claimKeptPhotos([id, other], NOW)).toEqual({ [KEPT_PHOTOS_KEY]: null });
  });

  it.each([
    ['an unknown id', 'photo-never-kept'],
    ['hostile text', '<img src=x onerror=alert(1)>'],
  ])('refuse %s', async (_, id) => {
    await expect(checkKeptPhotos([id], NOW)).rejects.toBeInstanceOf(PhotoNotKeptError);
    expect(() => claimKeptPhotos([id], NOW)).toThrow(PhotoNotKeptError);
  });

  it('refuse a photo that is stored but not kept for a form (one already saved)', async () => {
    await photos.putPhotosWithIds([['photo-saved', photo()]]);
    storage.setItem(KEYS.results, JSON.stringify({ finalWeight: '75', beforePhoto: 'photo-saved', afterPhoto: '' }));
    await expect(checkKeptPhotos(['photo-saved'], NOW)).rejects.toBeInstanceOf(PhotoNotKeptError);
  });

  it('refuse a photo on the list whose file is gone', async () => {
    storage.setItem(KEPT_PHOTOS_KEY, JSON.stringify([{ id: 'photo-gone', keptAt: NOW.getTime() }]));
    await expect(checkKeptPhotos(['photo-gone'], NOW)).rejects.toBeInstanceOf(PhotoNotKeptError);
  });

  it('refuse a photo kept more than a day ago', async () => {
    const id = await keepPhoto(photo(), new Date(NOW.getTime() - KEPT_PHOTO_LIFETIME_MS - 1));
    await expect(checkKeptPhotos([id], NOW)).rejects.toBeInstanceOf(PhotoNotKeptError);
    expect(() => claimKeptPhotos([id], NOW)).toThrow(PhotoNotKeptError);
  });
});

describe('sweepKeptPhotos', () => {
  const seed = (values: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(values)) storage.setItem(k, typeof v === 'string' ? v : JSON.stringify(v));
  };

  it('removes a photo kept for a form never saved once it stops waiting, and nothing else', async () => {
    const abandoned = await keepPhoto(photo(), new Date(NOW.getTime() - KEPT_PHOTO_LIFETIME_MS - HOUR));
    const waiting = await keepPhoto(photo(), new Date(NOW.getTime() - HOUR));
    await photos.putPhotosWithIds([
      ['photo-results', photo()],
      ['photo-history', photo()],
    ]);
    seed({
      [KEYS.results]: { finalWeight: '75', beforePhoto: 'photo-results', afterPhoto: '' },
      [KEYS.photoHistory]: [{ id: 1, date: '01/11/2026', beforePhoto: '', afterPhoto: 'photo-history', weight: '75' }],
    });
    expect(await sweepKeptPhotos(NOW)).toBe(1);
    expect(await storedIds()).toEqual(['photo-history', 'photo-results', waiting].sort());
    expect(keptList()).toEqual([{ id: waiting, keptAt: NOW.getTime() - HOUR }]);
    void abandoned;
  });

  it('removes photos no record claims and no form waits for (a save cut short by an older version)', async () => {
    await photos.putPhotosWithIds([['photo-orphan', photo()]]);
    expect(await sweepKeptPhotos(NOW)).toBe(1);
    expect(await storedIds()).toEqual([]);
  });

  it('keeps a photo another open tab has just kept for its form', async () => {
    // Another tab: on the list, stored, its form not sent yet.
    const theirs = await keepPhoto(photo(), new Date(NOW.getTime() - 5 * 60 * 1000));
    expect(await sweepKeptPhotos(NOW)).toBe(0);
    expect(await storedIds()).toEqual([theirs]);
    // …and that tab's save still claims it.
    await expect(checkKeptPhotos([theirs], NOW)).resolves.toBeUndefined();
  });

  it('keeps the photos a record kept aside as unreadable still names', async () => {
    await photos.putPhotosWithIds([
      ['photo-in-corrupt-copy', photo()],
      ['photo-in-corrupt-results', photo()],
    ]);
    seed({
      'm15-photo-history.corrupt': '[{"id":1,"beforePhoto":"photo-in-corrupt-copy"',
      [KEYS.results]: '{"finalWeight": 75, "beforePhoto": "photo-in-corrupt-results"',
    });
    expect(await sweepKeptPhotos(NOW)).toBe(0);
    expect(await storedIds()).toEqual(['photo-in-corrupt-copy', 'photo-in-corrupt-results']);
  });

  it.each([
    ['invalid JSON', '[{"id":"photo-a"'],
    ['not a list', '{"photo-a": 1}'],
    ['hostile text', '<img src=x onerror=alert(1)>'],
    ['entries of the wrong shape', JSON.stringify([{ id: 42, keptAt: 'hoje' }, 'photo-a', null])],
    ['a time far in the future', JSON.stringify([{ id: 'photo-a', keptAt: 8.64e15 }])],
  ])(
    'reads a list holding %s as no photo waiting: it removes the unclaimed ones and rewrites the list',
    async (_, raw) => {
      await photos.putPhotosWithIds([
        ['photo-a', photo()],
        ['photo-saved', photo()],
      ]);
      seed({
        [KEPT_PHOTOS_KEY]: raw,
        [KEYS.results]: { finalWeight: '75', beforePhoto: 'photo-saved', afterPhoto: '' },
      });
      expect(await sweepKeptPhotos(NOW)).toBe(1);
      expect(await storedIds()).toEqual(['photo-saved']);
      expect(storage.getItem(KEPT_PHOTOS_KEY)).toBeNull();
    },
  );

  it('keeps the valid entries of a list with hostile ones among them', async () => {
    const id = await keepPhoto(photo(), NOW);
    const list = [...keptList(), { id: '../../etc', keptAt: NOW.getTime() }, { id: 'photo-b', keptAt: 'x' }];
    seed({ [KEPT_PHOTOS_KEY]: list });
    expect(await sweepKeptPhotos(NOW)).toBe(0);
    expect(keptList()).toEqual([{ id, keptAt: NOW.getTime() }]);
  });

  it('leaves stored keys that are not photo ids alone', async () => {
    await photos.putPhotosWithIds([['something-else', photo()]]);
    expect(await sweepKeptPhotos(NOW)).toBe(0);
    expect(await storedIds()).toEqual(['something-else']);
  });

  it('does nothing when the photo store cannot be read, and tries again at the next start', async () => {
    await photos.putPhotosWithIds([['photo-orphan', photo()]]);
    vi.spyOn(IDBObjectStore.prototype, 'getAllKeys').mockImplementation(() => {
      throw new DOMException('closing', 'InvalidStateError');
    });
    expect(await sweepKeptPhotos(NOW)).toBe(0);
    vi.restoreAllMocks();
    expect(await storedIds()).toEqual(['photo-orphan']);
  });

  it('still removes orphans when localStorage is full', async () => {
    await keepPhoto(photo(), new Date(NOW.getTime() - 2 * KEPT_PHOTO_LIFETIME_MS));
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    });
    expect(await sweepKeptPhotos(NOW)).toBe(1);
    expect(await storedIds()).toEqual([]);
  });
});
