import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backupFileName,
  base64ToBytes,
  BACKUP_VERSION,
  bytesToBase64,
  summarizeBackup,
  validateBackup,
  withPhotos,
  holdsData,
  type BackupFile,
} from './backup';
import { BACKUP_FORMAT } from './keys';
import { parseDiary, parseNotes, parsePhotoHistory, parseProfile, parseResults, type Parser } from './stored';

const PARSERS: Record<string, Parser<unknown>> = {
  'm15-profile': parseProfile,
  'm15-diary': parseDiary,
  'm15-notes': parseNotes,
  'm15-results': parseResults,
  'm15-photo-history': parsePhotoHistory,
};
const PNG = bytesToBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));

function file(over: Partial<BackupFile> & Record<string, unknown> = {}): string {
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    appVersion: '1.0.0',
    exportedAt: '2026-11-22T12:00:00.000Z',
    data: {
      'm15-profile': { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' },
      'm15-diary': [{ date: '2026-11-02', weight: '79', water: '2' }],
      'm15-results': { finalWeight: '75', beforePhoto: 'photo-a', afterPhoto: '' },
      'm15-photo-history': [
        { id: 1, date: '02/11/2026', beforePhoto: 'photo-a', afterPhoto: 'data:image/png;base64,AAAA', weight: '75' },
      ],
    },
    keptAside: { 'm15-notes.corrupt': '{broken' },
    photos: { 'photo-a': { type: 'image/png', data: PNG } },
    ...over,
  });
}

describe('backupFileName', () => {
  it('uses the local calendar date', () => {
    expect(backupFileName(new Date(2026, 0, 5, 23, 59))).toBe('m15-backup-2026-01-05.json');
  });
});

describe('base64', () => {
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), (bytes) => {
        expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
      }),
      { numRuns: 50 },
    );
  });
  it('refuses text that is not base64', () => {
    expect(base64ToBytes('não é base64!')).toBeNull();
    expect(base64ToBytes('abc')).toBeNull();
  });
});

describe('validateBackup', () => {
  it('accepts a whole backup and summarises it', () => {
    const r = validateBackup(file(), PARSERS);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.summary).toMatchObject({ profileName: 'Ana', diaryEntries: 1, photos: 1, photoHistory: 1, notes: 0 });
    expect(r.backup.keptAside).toEqual({ 'm15-notes.corrupt': '{broken' });
  });

  it.each([
    ['a file that is not JSON', 'PK\u0003\u0004zip', 'not-json'],
    ['JSON from elsewhere', JSON.stringify({ hello: 'world' }), 'foreign'],
    ['an array', '[]', 'foreign'],
    ['a newer version', file({ version: BACKUP_VERSION + 1 }), 'newer'],
    ['a version that is not a number', file({ version: '1' as unknown as number }), 'damaged'],
    ['no data section', file({ data: undefined as unknown as Record<string, unknown> }), 'damaged'],
    ['a bad export date', file({ exportedAt: 'ontem' }), 'damaged'],
    ['an unknown key', file({ data: { 'm15-outra-coisa': [] } }), 'damaged'],
    ['a diary record of the wrong shape', file({ data: { 'm15-diary': [{ date: 'ontem' }] } }), 'damaged'],
    ['a kept copy of a stranger', file({ keptAside: { 'other-app': 'x' } }), 'damaged'],
    ['a backup cut short on its way (half of the file)', file().slice(0, file().length / 2), 'damaged'],
    ['JSON cut short that is not a backup', '{"hello":"wor', 'not-json'],
    ['a photos section that is not an object', file({ photos: [] as unknown as Record<string, never> }), 'damaged'],
  ])('refuses %s', (_, text, problem) => {
    const r = validateBackup(text, PARSERS);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toBe(problem);
  });

  // A photo is one record's part: the phone that made the file may have lost it, or the file damaged it alone.
  it.each([
    ['a record pointing at a photo the file does not hold', {}],
    [
      'a photo that is not an image',
      { 'photo-a': { type: 'image/png', data: bytesToBase64(new TextEncoder().encode('hello')) } },
    ],
    ['a photo that is not base64', { 'photo-a': { type: 'image/png', data: '%%%' } }],
    ['a photo with a non-image type', { 'photo-a': { type: 'text/html', data: PNG } }],
    ['a photo that is not an object', { 'photo-a': 'x' }],
  ])('accepts %s: every record comes, the photo is left out and counted', (_, photos) => {
    const r = validateBackup(file({ photos: photos as BackupFile['photos'] }), PARSERS);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.backup.photos).toEqual({});
    expect(r.summary).toMatchObject({
      profileName: 'Ana',
      diaryEntries: 1,
      photoHistory: 1,
      photos: 0,
      missingPhotos: 1,
    });
    expect(r.backup.data['m15-results']).toEqual({ finalWeight: '75', beforePhoto: 'photo-a', afterPhoto: '' });
  });

  it('counts a photo two records share once, and keeps a photo nothing points at out of the missing count', () => {
    const r = validateBackup(file({ photos: { 'photo-b': { type: 'image/png', data: PNG } } }), PARSERS);
    expect(r.ok && r.summary).toMatchObject({ photos: 1, missingPhotos: 1 });
  });

  it('withPhotos keeps only the photos given, and counts the others as missing', () => {
    const r = validateBackup(file(), PARSERS);
    if (!r.ok) throw new Error('a whole file');
    expect(withPhotos(r.backup, new Set(['photo-a'])).summary).toMatchObject({ photos: 1, missingPhotos: 0 });
    const without = withPhotos(r.backup, new Set());
    expect(without.backup.photos).toEqual({});
    expect(without.summary).toMatchObject({ photos: 0, missingPhotos: 1 });
    // The file's own object is not changed.
    expect(Object.keys(r.backup.photos)).toEqual(['photo-a']);
  });

  it('summarises counts of an empty backup as zeros', () => {
    const b = JSON.parse(file({ data: {}, photos: {}, keptAside: {} })) as BackupFile;
    expect(summarizeBackup(b)).toMatchObject({
      profileName: '',
      diaryEntries: 0,
      photos: 0,
      missingPhotos: 0,
      ratings: 0,
    });
  });
});

describe('holdsData', () => {
  const empty = summarizeBackup(JSON.parse(file({ data: {}, photos: {}, keptAside: {} })) as BackupFile);
  it('nothing in an empty app: no profile, no record, no photo', () => {
    expect(holdsData(empty)).toBe(false);
  });
  it.each([
    ['a profile', { profileName: 'Ana' }],
    ['one diary entry', { diaryEntries: 1 }],
    ['a photo', { photos: 1 }],
    ['a rated recipe', { ratings: 1 }],
    ['a photo history record', { photoHistory: 1 }],
  ])('%s is something of hers', (_, over) => {
    expect(holdsData({ ...empty, ...over })).toBe(true);
  });
});
