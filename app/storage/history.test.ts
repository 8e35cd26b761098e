// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProtocolRecord } from '~/domain/history';
import { KEYS } from '~/domain/keys';
import { StorageFullError } from './local';
import { stored } from '@test-utils';

// jsdom has no IndexedDB: the photo store is a Map (test-utils/index.ts).
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('./photos', () => photos);
const blobs = photos.blobs;

const { clearPhotoHistory, clearProtocolHistory, loadPhotoHistory, restartChallenge, restartProtocol } =
  await import('./history');
const { saveResults } = await import('./results');
const { keepPhoto, PhotoNotKeptError } = await import('./kept-photos');

const now = new Date(2026, 2, 15, 12);
const seed = (values: Record<string, unknown>) => {
  for (const [k, v] of Object.entries(values)) localStorage.setItem(k, JSON.stringify(v));
};
const record = (id: number) =>
  buildProtocolRecord({
    id,
    now,
    startDate: '2026-03-01',
    initialWeight: '80',
    finalWeight: '75',
    message: 'Bora!',
    daysCompleted: 15,
  });

beforeEach(() => {
  localStorage.clear();
  photos.reset();
  vi.restoreAllMocks();
});

describe('restartProtocol', () => {
  const everything = {
    [KEYS.profile]: { name: 'Ana', startDate: '2026-03-01', initialWeight: '80', height: '165', waterGoal: '2.8' },
    [KEYS.diary]: [{ date: '2026-03-02', weight: '79', water: '2' }],
    [KEYS.results]: { finalWeight: '75', beforePhoto: 'photo-a', afterPhoto: 'photo-b' },
    [KEYS.notes]: [{ id: 1, text: 'nota', date: '01/03/2026' }],
    [KEYS.shopping]: [{ id: 1, text: 'Ovos', checked: false }],
    [KEYS.completedDays]: [1, 2],
    [KEYS.photoHistory]: [{ id: 1, date: '10/03/2026', beforePhoto: 'photo-a', afterPhoto: '', weight: '76' }],
    [KEYS.protocolHistory]: [],
  };

  it('appends the record, removes the protocol data and keeps the profile and both histories', async () => {
    seed(everything);
    blobs.set('photo-a', new Blob(['a']));
    blobs.set('photo-b', new Blob(['b']));
    expect(await restartProtocol({ record: record(42), now: new Date() })).toEqual({ duplicate: false });
    for (const k of [KEYS.diary, KEYS.results, KEYS.notes, KEYS.shopping, KEYS.completedDays])
      expect(localStorage.getItem(k)).toBeNull();
    expect(stored(KEYS.profile)).toEqual(everything[KEYS.profile]);
    expect(stored(KEYS.photoHistory)).toEqual(everything[KEYS.photoHistory]);
    expect(stored(KEYS.protocolHistory)).toEqual([record(42)]);
    // photo-a is still in the photo history; photo-b was only the results'.
    expect([...blobs.keys()]).toEqual(['photo-a']);
  });

  it('does not duplicate the record on a second submit of the same dialog', async () => {
    seed(everything);
    await restartProtocol({ record: record(42), now: new Date() });
    expect(await restartProtocol({ record: record(42), now: new Date() })).toEqual({ duplicate: true });
    expect(stored(KEYS.protocolHistory)).toHaveLength(1);
  });

  it('changes nothing when the storage is full', async () => {
    seed(everything);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(restartProtocol({ record: record(42), now: new Date() })).rejects.toBeInstanceOf(StorageFullError);
    setItem.mockRestore();
    for (const [k, v] of Object.entries(everything)) expect(stored(k)).toEqual(v);
  });

  describe('restartChallenge (before the end, from Perfil)', () => {
    it('removes the protocol data, keeps both histories, records nothing and starts again on the given day', async () => {
      seed({
        ...everything,
        [KEYS.fasting]: { startedAt: '2026-03-05T10:00:00.000Z', endedAt: '' },
        [KEYS.safetyChecks]: { 'jejum-1': '2026-03-04T10:00:00.000Z', 'jejum-final': '' },
      });
      blobs.set('photo-a', new Blob(['a']));
      blobs.set('photo-b', new Blob(['b']));
      await restartChallenge({ startDate: '2026-03-08', now: new Date() });
      for (const k of [
        KEYS.diary,
        KEYS.results,
        KEYS.notes,
        KEYS.shopping,
        KEYS.completedDays,
        KEYS.fasting,
        KEYS.safetyChecks,
      ])
        expect(localStorage.getItem(k)).toBeNull();
      expect(stored(KEYS.profile)).toEqual({ ...everything[KEYS.profile], startDate: '2026-03-08' });
      expect(stored(KEYS.photoHistory)).toEqual(everything[KEYS.photoHistory]);
      expect(stored(KEYS.protocolHistory)).toEqual([]);
      expect([...blobs.keys()]).toEqual(['photo-a']);
    });

    it('changes nothing when the storage is full', async () => {
      seed(everything);
      const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      await expect(restartChallenge({ startDate: '2026-03-08', now: new Date() })).rejects.toBeInstanceOf(
        StorageFullError,
      );
      setItem.mockRestore();
      for (const [k, v] of Object.entries(everything)) expect(stored(k)).toEqual(v);
    });
  });
});

describe('clearing the histories', () => {
  it('deletes the photo files except those the results still show', async () => {
    seed({
      [KEYS.results]: { finalWeight: '75', beforePhoto: 'photo-a', afterPhoto: '' },
      [KEYS.photoHistory]: [
        { id: 1, date: '10/03/2026', beforePhoto: 'photo-a', afterPhoto: 'photo-c', weight: '76' },
        { id: 2, date: '11/03/2026', beforePhoto: 'data:image/png;base64,AAAA', afterPhoto: '', weight: '75' },
      ],
    });
    for (const id of ['photo-a', 'photo-c', 'photo-other']) blobs.set(id, new Blob([id]));
    await clearPhotoHistory();
    expect(stored(KEYS.photoHistory)).toEqual([]);
    expect([...blobs.keys()].sort()).toEqual(['photo-a', 'photo-other']);
  });

  it('empties the protocol history', () => {
    seed({ [KEYS.protocolHistory]: [record(1)] });
    clearProtocolHistory();
    expect(stored(KEYS.protocolHistory)).toEqual([]);
  });
});

describe('saveResults', () => {
  it('stores the final weight alone without a photo record', async () => {
    await saveResults({ finalWeight: 75, before: { kind: 'keep' }, after: { kind: 'keep' } }, now);
    expect(stored(KEYS.results)).toEqual({
      finalWeight: '75',
      beforePhoto: '',
      afterPhoto: '',
      finalWeightOn: '2026-03-15',
    });
    expect(localStorage.getItem(KEYS.photoHistory)).toBeNull();
  });

  it('claims a photo kept for the form: its id in the results, a photo record with the profile data', async () => {
    seed({ [KEYS.profile]: { name: 'Ana', startDate: '2026-03-01', initialWeight: '80', height: '', waterGoal: '' } });
    const id = await keepPhoto(new Blob(['x']), now);
    await saveResults({ finalWeight: 75, before: { kind: 'new', id }, after: { kind: 'keep' } }, now);
    const results = stored(KEYS.results);
    expect(results.beforePhoto).toBe(id);
    expect(loadPhotoHistory()).toEqual([
      {
        id: now.getTime(),
        date: '15/03/2026',
        beforePhoto: id,
        afterPhoto: '',
        weight: '75',
        startDate: '01/03/2026',
        initialWeight: '80',
      },
    ]);
    // Claimed: off the list of photos waiting for a form, and persistent storage is asked for.
    expect(localStorage.getItem('m15-photos-kept')).toBeNull();
    expect(photos.protectPhotosOnce).toHaveBeenCalledTimes(1);
  });

  it('replacing a photo keeps the old file while a history record shows it, and removes it after', async () => {
    const first = await keepPhoto(new Blob(['1']), now);
    await saveResults({ finalWeight: 75, before: { kind: 'new', id: first }, after: { kind: 'keep' } }, now);
    const second = await keepPhoto(new Blob(['2']), now);
    await saveResults({ finalWeight: 74, before: { kind: 'new', id: second }, after: { kind: 'keep' } }, now);
    expect(blobs.has(first)).toBe(true);
    await clearPhotoHistory();
    expect(blobs.has(first)).toBe(false);
    expect(blobs.has(stored(KEYS.results).beforePhoto)).toBe(true);
  });

  it('leaves every record as it was when the JSON cannot be written; the kept photo waits for another try', async () => {
    seed({ [KEYS.results]: { finalWeight: '80', beforePhoto: '', afterPhoto: '' } });
    const id = await keepPhoto(new Blob(['x']), now);
    const kept = localStorage.getItem('m15-photos-kept');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(
      saveResults({ finalWeight: 75, before: { kind: 'new', id }, after: { kind: 'remove' } }, now),
    ).rejects.toBeInstanceOf(StorageFullError);
    setItem.mockRestore();
    expect(stored(KEYS.results)).toEqual({ finalWeight: '80', beforePhoto: '', afterPhoto: '' });
    expect(localStorage.getItem(KEYS.photoHistory)).toBeNull();
    expect(localStorage.getItem('m15-photos-kept')).toBe(kept);
    // The second try saves it.
    await saveResults({ finalWeight: 75, before: { kind: 'new', id }, after: { kind: 'remove' } }, now);
    expect(stored(KEYS.results).beforePhoto).toBe(id);
  });

  it('refuses a photo not kept for the form and writes nothing', async () => {
    seed({ [KEYS.results]: { finalWeight: '80', beforePhoto: 'photo-old', afterPhoto: '' } });
    blobs.set('photo-old', new Blob(['old']));
    await expect(
      saveResults({ finalWeight: 75, before: { kind: 'keep' }, after: { kind: 'new', id: 'photo-old' } }, now),
    ).rejects.toBeInstanceOf(PhotoNotKeptError);
    expect(stored(KEYS.results)).toEqual({ finalWeight: '80', beforePhoto: 'photo-old', afterPhoto: '' });
    expect(blobs.has('photo-old')).toBe(true);
  });
});
