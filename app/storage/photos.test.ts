/**
 * The photo store on a real IndexedDB implementation (fake-indexeddb), in
 * Node: photos are stored as bytes and type (WebKit keeps no Blob in
 * IndexedDB where it has no files on disk), and Blobs stored by earlier
 * versions are still read.
 */
import 'fake-indexeddb/auto';
import { createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_STORE } from '~/domain/keys';
import { MemoryStorage } from '@test-utils';

vi.stubGlobal('window', { localStorage: new MemoryStorage(), addEventListener() {}, removeEventListener() {} });
const photos = await import('./photos');
const { StorageFullError } = await import('./local');

// The same database and store, opened directly: what IndexedDB really holds.
const raw = createStore(PHOTO_STORE.database, PHOTO_STORE.store);
const jpeg = (text: string) => new Blob([text], { type: 'image/jpeg' });

beforeEach(async () => {
  await photos.clearPhotos();
  vi.restoreAllMocks();
});

describe('the photo store', () => {
  it('keeps a photo as its bytes and type, never as a Blob', async () => {
    await photos.putPhoto('photo-a', jpeg('antes'));
    const value = await get<{ type: string; bytes: ArrayBuffer }>('photo-a', raw);
    expect(value).not.toBeInstanceOf(Blob);
    expect(value!.type).toBe('image/jpeg');
    expect(new TextDecoder().decode(value!.bytes)).toBe('antes');
    const back = await photos.getPhoto('photo-a');
    expect(back).toBeInstanceOf(Blob);
    expect(await (back as Blob).text()).toBe('antes');
    expect((back as Blob).type).toBe('image/jpeg');
  });

  it('still reads a Blob stored by an earlier version', async () => {
    await set('photo-old', jpeg('velha'), raw);
    expect(await ((await photos.getPhoto('photo-old')) as Blob).text()).toBe('velha');
    expect([...(await photos.readPhotoBlobs(['photo-old'])).keys()]).toEqual(['photo-old']);
  });

  it.each([
    ['text', 'hello'],
    ['a number', 42],
    ['bytes without a type', { bytes: new ArrayBuffer(3) }],
    ['a type without bytes', { type: 'image/jpeg', bytes: 'AAAA' }],
    ['null', null],
  ])('shows no photo for %s under an id', async (_, value) => {
    await set('photo-odd', value, raw);
    expect(await photos.getPhoto('photo-odd')).toBeNull();
    expect(photos.photoBlobOf(value)).toBeNull();
  });

  it('answers a data URL of older records as itself, and nothing for an id not stored', async () => {
    const url = 'data:image/png;base64,iVBORw0KGgo=';
    expect(await photos.getPhoto(url)).toBe(url);
    expect(await photos.getPhoto('photo-missing')).toBeNull();
    expect(await photos.getPhoto('<img src=x onerror=alert(1)>')).toBeNull();
  });

  it('restores photos under their own ids as bytes, all in one transaction', async () => {
    await photos.putPhotosWithIds([
      ['photo-1', jpeg('um')],
      ['photo-2', jpeg('dois')],
    ]);
    expect((await photos.storedPhotoIds()).sort()).toEqual(['photo-1', 'photo-2']);
    expect(await get('photo-2', raw)).not.toBeInstanceOf(Blob);
    const read = await photos.readPhotoBlobs(['photo-1', 'photo-2', 'photo-3']);
    expect(await Promise.all([...read.values()].map((b) => b.text()))).toEqual(['um', 'dois']);
  });

  it('measures photos of both forms for "Espaço usado"', async () => {
    await photos.putPhoto('photo-new', jpeg('12345'));
    await set('photo-old', jpeg('123'), raw);
    await set('photo-odd', 'x', raw);
    expect((await photos.photoSizes())!.sort()).toEqual([0, 3, 5]);
  });

  it('turns a full IndexedDB into StorageFullError', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(photos.putPhoto('photo-a', jpeg('x'))).rejects.toBeInstanceOf(StorageFullError);
    await expect(photos.putPhotosWithIds([['photo-a', jpeg('x')]])).rejects.toBeInstanceOf(StorageFullError);
  });

  it('deletes what it is asked to, and forgives a failure (a clean-up tries again)', async () => {
    await photos.putPhoto('photo-a', jpeg('a'));
    await photos.putPhoto('photo-b', jpeg('b'));
    await photos.deletePhotos(['photo-a']);
    expect(await photos.storedPhotoIds()).toEqual(['photo-b']);
    vi.spyOn(IDBObjectStore.prototype, 'delete').mockImplementation(() => {
      throw new DOMException('closing', 'InvalidStateError');
    });
    await expect(photos.deletePhotos(['photo-b'])).resolves.toBeUndefined();
  });
});
