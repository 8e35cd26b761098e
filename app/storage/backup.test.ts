/**
 * Backup round trip (property-based): for random valid states with photos,
 * export → wipe → import gives identical storage and identical photo bytes.
 * Node environment (its Blob reads bytes; jsdom's does not) with an
 * in-memory localStorage and photo store.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@test-utils';
import { localIsoDate } from '~/domain/dates';

const storage = new MemoryStorage();
vi.stubGlobal('window', { localStorage: storage, addEventListener() {}, removeEventListener() {} });

const blobs = new Map<string, Blob>();
vi.mock('./photos', () => ({
  readPhotoBlobs: async (ids: Iterable<string>) =>
    new Map([...ids].filter((id) => blobs.has(id)).map((id) => [id, blobs.get(id)!])),
  putPhotosWithIds: async (entries: [string, Blob][]) => {
    for (const [id, b] of entries) blobs.set(id, b);
  },
  deletePhotos: async (ids: string[]) => {
    for (const id of ids) blobs.delete(id);
  },
}));

const { createBackup, restoreBackup, checkBackup } = await import('./backup');
// The app's decoder (lib/image-encode.ts photoDecodes) is the route's to hand over; here every photo decodes.
const decodes = async () => true;

const bytesOf = async (b: Blob) => [...new Uint8Array(await b.arrayBuffer())];
async function photoDump() {
  const out: Record<string, number[]> = {};
  for (const [id, b] of [...blobs].sort(([a], [c]) => a.localeCompare(c))) out[id] = await bytesOf(b);
  return out;
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const text = fc.oneof(fc.string(), fc.constantFrom('<img src=x onerror=alert(1)>', 'Ação 💪🏽', 'a"b\\c'));
const weight = fc.integer({ min: 400, max: 2000 }).map((n) => (n / 10).toFixed(1));
const isoDate = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const photoId = fc.uuid().map((u) => `photo-${u}`);

const state = fc
  .record({
    photoIds: fc.uniqueArray(photoId, { maxLength: 4 }),
    photoBytes: fc.array(fc.uint8Array({ minLength: 0, maxLength: 300 }), { minLength: 4, maxLength: 4 }),
    profile: fc.record({
      name: text,
      startDate: isoDate,
      initialWeight: weight,
      height: fc.constant('170'),
      waterGoal: fc.constant('2.8'),
      // Profiles with and without a starting waist.
      initialWaist: fc.option(fc.constantFrom('84', '92.5'), { nil: undefined }),
    }),
    days: fc.uniqueArray(fc.integer({ min: 1, max: 15 })).map((d) => d.sort((a, b) => a - b)),
    diary: fc.array(
      fc.record(
        { date: isoDate, weight, water: fc.constant('2'), feeling: text, waist: fc.constantFrom('80.5', '95') },
        { requiredKeys: ['date', 'weight', 'water'] },
      ),
      { maxLength: 20 },
    ),
    notes: fc.array(fc.record({ id: fc.integer(), text, date: fc.string() }), { maxLength: 5 }),
    shopping: fc.array(fc.record({ id: fc.integer(), text, checked: fc.boolean() }), { maxLength: 5 }),
    ratings: fc.dictionary(
      fc.constantFrom('101', '1', '7', '201'),
      fc.constantFrom('amei', 'engana', 'nao_gostei', null),
    ),
    finalWeight: weight,
    // With and without the day Hoje's notice about Safari's 7-day rule was closed.
    backupMeta: fc.record(
      { lastBackupOn: isoDate, lastReminderOn: fc.constantFrom('', '2026-11-20'), homeScreenNoticeClosedOn: isoDate },
      { requiredKeys: ['lastBackupOn', 'lastReminderOn'] },
    ),
    corrupt: fc.option(fc.string(), { nil: undefined }),
  })
  .map((s) => {
    const [a, b, ...rest] = s.photoIds;
    return {
      ...s,
      results: { finalWeight: s.finalWeight, beforePhoto: a ?? '', afterPhoto: b ?? '' },
      photoHistory: rest.map((id, i) => ({
        id: i + 1,
        date: '01/02/2026',
        beforePhoto: id,
        afterPhoto: '',
        weight: s.finalWeight,
        startDate: '01/01/2026',
        initialWeight: '90',
      })),
    };
  });

/** The fasting days' records, as this version writes them. */
const FASTING_RECORDS = {
  'm15-fasting': { startedAt: '2026-02-03T23:00:00.000Z', endedAt: '2026-02-05T13:00:00.000Z' },
  'm15-safety-checks': {
    'jejum-1': { at: '2026-02-03T12:00:00.000Z', outcome: 'go' },
    'jejum-final': { at: '2026-02-09T12:00:00.000Z', outcome: 'stop' },
  },
  'm15-fast-log': [
    {
      block: 'jejum-1',
      startedAt: '2026-02-03T23:00:00.000Z',
      endedAt: '2026-02-05T13:00:00.000Z',
      plannedEndAt: '2026-02-06T23:00:00.000Z',
      outcome: 'early',
    },
  ],
  'm15-electrolytes': [{ date: '2026-02-04', bottles: 1 }],
  'm15-refeed': [{ date: '2026-02-05', block: 'jejum-1', done: ['small-first'] }],
};

type State = typeof state extends fc.Arbitrary<infer T> ? T : never;

function seed(s: State) {
  storage.clear();
  blobs.clear();
  storage.setItem('m15-profile', JSON.stringify(s.profile));
  storage.setItem('m15-completed-days', JSON.stringify(s.days));
  storage.setItem('m15-diary', JSON.stringify(s.diary));
  storage.setItem('m15-notes', JSON.stringify(s.notes));
  storage.setItem('m15-shopping', JSON.stringify(s.shopping));
  storage.setItem('recipeRatings', JSON.stringify(s.ratings));
  storage.setItem('m15-results', JSON.stringify(s.results));
  storage.setItem('m15-photo-history', JSON.stringify(s.photoHistory));
  storage.setItem('m15-backup-meta', JSON.stringify(s.backupMeta));
  // The fasting days' records travel with the rest.
  for (const [key, value] of Object.entries(FASTING_RECORDS)) storage.setItem(key, JSON.stringify(value));
  if (s.corrupt !== undefined) storage.setItem('m15-notes.corrupt', s.corrupt);
  s.photoIds.forEach((id, i) =>
    blobs.set(id, new Blob([new Uint8Array([...PNG_MAGIC, ...s.photoBytes[i]!])], { type: 'image/png' })),
  );
}

beforeEach(() => {
  storage.clear();
  blobs.clear();
});

describe('backup round trip', () => {
  it('export → wipe → import restores identical storage and photo bytes', async () => {
    await fc.assert(
      fc.asyncProperty(state, async (s) => {
        seed(s);
        const storedBefore = storage.dump();
        const photosBefore = await photoDump();
        const { text: file, fileName } = await createBackup({ now: new Date(2026, 10, 22), appVersion: '1.0.0' });
        expect(fileName).toBe('m15-backup-2026-11-22.json');

        storage.clear();
        blobs.clear();
        const result = await restoreBackup(file, { now: new Date(), decodes });
        expect(result.ok).toBe(true);
        // Everything as it was, but the file itself counts as a backup of its day.
        const { 'm15-backup-meta': meta, ...restored } = storage.dump();
        const { 'm15-backup-meta': _metaBefore, ...before } = storedBefore;
        expect(restored).toEqual(before);
        expect(JSON.parse(meta!)).toEqual({
          ...s.backupMeta,
          lastBackupOn: s.backupMeta.lastBackupOn > '2026-11-22' ? s.backupMeta.lastBackupOn : '2026-11-22',
        });
        expect(await photoDump()).toEqual(photosBefore);
      }),
      { numRuns: 60 },
    );
  });

  it('restores a backup made before the waist as it was, photo included', async () => {
    const file = readFileSync(new URL('../../tests/data/backup-before-waist.json', import.meta.url), 'utf8');
    const made = JSON.parse(file) as { data: Record<string, unknown>; photos: Record<string, { data: string }> };
    storage.setItem('m15-diary', JSON.stringify([{ date: '2026-12-01', weight: '70', water: '1', waist: '75' }]));
    const result = await restoreBackup(file, { now: new Date(), decodes });
    expect(result.ok).toBe(true);
    expect(storage.dump()).toEqual(
      Object.fromEntries(Object.entries(made.data).map(([key, value]) => [key, JSON.stringify(value)])),
    );
    const photos = await photoDump();
    expect(Object.keys(photos)).toEqual(Object.keys(made.photos));
    expect(Buffer.from(Object.values(photos)[0]!).toString('base64')).toBe(Object.values(made.photos)[0]!.data);
    // And reads whole: no entry of the old diary is dropped or kept aside.
    const { loadDiary } = await import('./diary');
    expect(loadDiary()).toEqual(made.data['m15-diary']);
    expect(storage.getItem('m15-diary.corrupt')).toBeNull();
  });

  it('writes format version 3 and restores a version-1 file, whose bare check instants ask the check again', async () => {
    storage.setItem('m15-profile', JSON.stringify({ name: 'Ana' }));
    const { text: made } = await createBackup({ now: new Date(), appVersion: '1.0.0' });
    expect(JSON.parse(made)).toMatchObject({ format: 'm15-backup', version: 3 });
    // A file of version 1, before the fasting days' records: the check as a bare instant, and none of the new keys.
    const older = JSON.stringify({
      format: 'm15-backup',
      version: 1,
      appVersion: '1.0.0',
      exportedAt: '2026-11-20T10:00:00.000Z',
      data: {
        'm15-profile': { name: 'Ana', startDate: '2026-11-20', initialWeight: '80', height: '165', waterGoal: '2.8' },
        'm15-safety-checks': { 'jejum-1': '2026-11-22T15:00:00.000Z', 'jejum-final': '' },
        'm15-fasting': { startedAt: '2026-11-22T23:00:00.000Z', endedAt: '' },
      },
      keptAside: {},
      photos: {},
    });
    for (const [key, value] of Object.entries(FASTING_RECORDS)) storage.setItem(key, JSON.stringify(value));
    const result = await restoreBackup(older, { now: new Date('2026-11-27T12:00:00.000Z'), decodes });
    expect(result.ok).toBe(true);
    // Bare instants cannot tell a go from a stop: nothing of them is written back.
    expect(storage.getItem('m15-safety-checks')).toBeNull();
    // The keys the older file lacks start empty; the check is asked again, and nothing is called damaged.
    for (const key of ['m15-electrolytes', 'm15-refeed']) expect(storage.getItem(key)).toBeNull();
    // Its fast, running in the file, is past its 72 h plan by the restore: it ends there, and is logged.
    expect(JSON.parse(storage.getItem('m15-fasting')!)).toMatchObject({ endedAt: '2026-11-25T23:00:00.000Z' });
    expect(JSON.parse(storage.getItem('m15-fast-log')!)).toMatchObject([
      { startedAt: '2026-11-22T23:00:00.000Z', endedAt: '2026-11-25T23:00:00.000Z' },
    ]);
    const { loadSafetyChecks } = await import('./safety-checks');
    expect(loadSafetyChecks()).toEqual({});
    expect(storage.getItem('m15-safety-checks.corrupt')).toBeNull();
  });

  it('replaces what is there, removing keys the backup does not have and photos nothing points at', async () => {
    storage.setItem('m15-profile', JSON.stringify({ name: 'Ana' }));
    const { text: file } = await createBackup({ now: new Date(), appVersion: '1.0.0' });
    storage.setItem('m15-diary', '[]');
    storage.setItem('m15-results', JSON.stringify({ finalWeight: '70', beforePhoto: 'photo-old', afterPhoto: '' }));
    blobs.set('photo-old', new Blob([new Uint8Array(PNG_MAGIC)], { type: 'image/png' }));
    expect((await restoreBackup(file, { now: new Date(), decodes })).ok).toBe(true);
    const { 'm15-backup-meta': meta, ...restored } = storage.dump();
    expect(restored).toEqual({ 'm15-profile': JSON.stringify({ name: 'Ana' }) });
    expect(JSON.parse(meta!)).toMatchObject({ lastBackupOn: localIsoDate(new Date()) });
    expect(blobs.has('photo-old')).toBe(false);
  });

  it('counts the file itself as a backup of its day: restored, the reminder does not ask at once', async () => {
    storage.setItem('m15-backup-meta', JSON.stringify({ lastBackupOn: '2026-11-01', lastReminderOn: '' }));
    const { text: file } = await createBackup({ now: new Date(2026, 10, 22, 21, 30), appVersion: '1.0.0' });
    storage.clear();
    expect((await restoreBackup(file, { now: new Date(2026, 10, 23), decodes })).ok).toBe(true);
    expect(JSON.parse(storage.getItem('m15-backup-meta')!)).toEqual({ lastBackupOn: '2026-11-22', lastReminderOn: '' });
  });

  it('changes nothing when the file is damaged', async () => {
    storage.setItem('m15-diary', JSON.stringify([{ date: '2026-11-01', weight: '80', water: '2' }]));
    const before = storage.dump();
    for (const bad of ['{', '{"format":"outro"}', JSON.stringify({ format: 'm15-backup', version: 99 })]) {
      const r = await restoreBackup(bad, { now: new Date(), decodes });
      expect(r.ok).toBe(false);
      expect(storage.dump()).toEqual(before);
    }
  });

  it('leaves out a photo that does not decode, and restores every record: the photo reads as no longer on the phone', async () => {
    const results = { finalWeight: '70', beforePhoto: 'photo-a', afterPhoto: 'photo-b' };
    storage.setItem('m15-results', JSON.stringify(results));
    blobs.set('photo-a', new Blob([new Uint8Array(PNG_MAGIC)], { type: 'image/png' }));
    blobs.set('photo-b', new Blob([new Uint8Array([...PNG_MAGIC, 1])], { type: 'image/png' }));
    const { text: file } = await createBackup({ now: new Date(), appVersion: '1.0.0' });
    storage.clear();
    blobs.clear();
    const asked: Blob[] = [];
    // photo-a's bytes are damaged: the decoder refuses it.
    const onlyB = async (photo: Blob) => (asked.push(photo), photo.size === PNG_MAGIC.length + 1);
    expect(await checkBackup(file, onlyB)).toMatchObject({ ok: true, summary: { photos: 1, missingPhotos: 1 } });
    expect(storage.dump()).toEqual({});
    expect(await restoreBackup(file, { now: new Date(), decodes: onlyB })).toMatchObject({ ok: true });
    expect(asked[0]?.type).toBe('image/png');
    expect(JSON.parse(storage.getItem('m15-results')!)).toEqual(results);
    expect([...blobs.keys()]).toEqual(['photo-b']);
  });

  it('a photo this phone cannot read is left out of the file and counted; the file restores everything else', async () => {
    const results = { finalWeight: '70', beforePhoto: 'photo-lost', afterPhoto: 'photo-b' };
    const history = [{ id: 1, date: '01/11/2026', beforePhoto: 'photo-lost', afterPhoto: '', weight: '80' }];
    const diary = [{ date: '2026-11-01', weight: '80', water: '2' }];
    storage.setItem('m15-results', JSON.stringify(results));
    storage.setItem('m15-photo-history', JSON.stringify(history));
    storage.setItem('m15-diary', JSON.stringify(diary));
    blobs.set('photo-b', new Blob([new Uint8Array(PNG_MAGIC)], { type: 'image/png' }));
    const made = await createBackup({ now: new Date(), appVersion: '1.0.0' });
    // One photo, pointed at twice, is not in the file.
    expect(made.missingPhotos).toBe(1);
    expect(Object.keys(JSON.parse(made.text).photos)).toEqual(['photo-b']);
    // The other storage (the home-screen app, another phone) takes it.
    storage.clear();
    blobs.clear();
    expect(await checkBackup(made.text, decodes)).toMatchObject({ ok: true, summary: { photos: 1, missingPhotos: 1 } });
    expect(await restoreBackup(made.text, { now: new Date(), decodes })).toMatchObject({ ok: true });
    expect(JSON.parse(storage.getItem('m15-results')!)).toEqual(results);
    expect(JSON.parse(storage.getItem('m15-photo-history')!)).toEqual(history);
    expect(JSON.parse(storage.getItem('m15-diary')!)).toEqual(diary);
    expect([...blobs.keys()]).toEqual(['photo-b']);
  });

  it('a file made with every photo says none is missing', async () => {
    storage.setItem('m15-results', JSON.stringify({ finalWeight: '70', beforePhoto: 'photo-a', afterPhoto: '' }));
    blobs.set('photo-a', new Blob([new Uint8Array(PNG_MAGIC)], { type: 'image/png' }));
    expect((await createBackup({ now: new Date(), appVersion: '1.0.0' })).missingPhotos).toBe(0);
  });

  it('checks without changing anything', async () => {
    storage.setItem('m15-notes', JSON.stringify([{ id: 1, text: 'oi', date: 'x' }]));
    const { text: file } = await createBackup({ now: new Date(), appVersion: '1.0.0' });
    storage.clear();
    const r = await checkBackup(file, decodes);
    expect(r.ok && r.summary.notes).toBe(1);
    expect(storage.length).toBe(0);
  });
});
