// @vitest-environment jsdom
/**
 * Resultados' posts that end or erase: 'restart', 'clear-photos',
 * 'clear-protocols', and any other intent. The photos and 'save':
 * action.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTART_MESSAGES } from '~/content/restart-messages';
import {
  freshStorageAt,
  HOSTILE,
  makeStorageFull,
  MID_PROTOCOL,
  PHOTO_RECORD,
  post,
  PROFILE,
  seed,
  seedMidProtocol,
  STORAGE_FULL_TOAST,
  storageContents,
  stored,
} from '@test-utils';
import { clientAction } from './route';

// jsdom has no IndexedDB: the photo store is a Map (test-utils/index.ts).
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);

const profile = PROFILE;
const photoRecord = PHOTO_RECORD;
const everything = MID_PROTOCOL;
const seedEverything = () => seedMidProtocol(photos);

freshStorageAt(new Date(2026, 10, 22, 23, 30)); // late evening, local time
beforeEach(() => photos.reset());

describe('restart', () => {
  const message = RESTART_MESSAGES[2];

  it('appends the protocol record and removes the protocol data, keeping the profile and both histories', async () => {
    seedEverything();
    localStorage.setItem('m15-results', JSON.stringify({ ...everything['m15-results'], finalWeight: '75' }));
    const r = await post(clientAction, { intent: 'restart', token: '42', message });
    expect(r).toEqual({
      ok: true,
      restarted: true,
      // Day 22 with 3 of 15 days ticked: the 15 days are over, the challenge was not won, no confetti.
      celebrate: false,
      toast: { kind: 'success', title: 'Desafio recomeçado! 🔄', message },
    });
    expect(stored('m15-protocol-history')).toEqual([
      {
        id: 42,
        startDate: '01/11/2026',
        endDate: '22/11/2026',
        initialWeight: '80',
        finalWeight: '75',
        weightLoss: '5.0',
        message,
        daysCompleted: 3,
      },
    ]);
    expect(Object.keys(storageContents(localStorage)).sort()).toEqual([
      'm15-photo-history',
      'm15-profile',
      'm15-protocol-history',
      'recipeRatings',
    ]);
    expect(stored('m15-profile')).toEqual(profile);
    expect(stored('m15-photo-history')).toEqual([photoRecord]);
    // The history still shows 'photo-old'; 'photo-after' was only the results'.
    expect([...photos.blobs.keys()]).toEqual(['photo-old']);
  });

  it("writes 'N/A' for a missing start date", async () => {
    const r = await post(clientAction, { intent: 'restart', token: '7', message });
    expect(r).toMatchObject({ ok: true, restarted: true });
    expect(stored('m15-protocol-history')).toEqual([
      {
        id: 7,
        startDate: 'N/A',
        endDate: '22/11/2026',
        initialWeight: '',
        finalWeight: '',
        weightLoss: '0',
        message,
        daysCompleted: 0,
      },
    ]);
  });

  it('records what really happened: the days ticked, and the newest weigh-in as the final weight', async () => {
    seed({
      'm15-profile': profile,
      'm15-completed-days': [1, 2, 3, 4],
      // A "Peso Final" saved on day 5, then a later weigh-in in the diary.
      'm15-results': { finalWeight: '78', beforePhoto: '', afterPhoto: '', finalWeightOn: '2026-11-05' },
      'm15-diary': [
        { date: '2026-11-12', weight: '76.5', water: '2' },
        { date: '2026-11-03', weight: '79', water: '2' },
      ],
    });
    const r = await post(clientAction, { intent: 'restart', token: '42', message });
    expect(r).toMatchObject({ ok: true, restarted: true, celebrate: false });
    expect(stored('m15-protocol-history')).toEqual([
      expect.objectContaining({ finalWeight: '76.5', weightLoss: '3.5', daysCompleted: 4 }),
    ]);
  });

  it('without a "Peso Final", the diary’s newest weight is the final weight (never an empty one)', async () => {
    seed({ 'm15-profile': profile, 'm15-diary': [{ date: '2026-11-16', weight: '77', water: '2' }] });
    await post(clientAction, { intent: 'restart', token: '42', message });
    expect(stored('m15-protocol-history')[0]).toMatchObject({ finalWeight: '77', weightLoss: '3.0' });
  });

  it('celebrates (spec) when all 15 days were ticked', async () => {
    seed({ 'm15-profile': profile, 'm15-completed-days': Array.from({ length: 15 }, (_, i) => i + 1) });
    const r = await post(clientAction, { intent: 'restart', token: '42', message });
    expect(r).toMatchObject({ ok: true, restarted: true, celebrate: true });
    expect(stored('m15-protocol-history')[0]).toMatchObject({ daysCompleted: 15 });
  });

  it('celebrates (spec) without a start date, where the day is not known', async () => {
    seed({ 'm15-profile': { ...profile, startDate: '' } });
    const r = await post(clientAction, { intent: 'restart', token: '42', message });
    expect(r).toMatchObject({ ok: true, restarted: true, celebrate: true });
  });

  it('does not append the record twice for the same dialog', async () => {
    seed({ 'm15-profile': profile });
    await post(clientAction, { intent: 'restart', token: '42', message });
    const again = await post(clientAction, { intent: 'restart', token: '42', message });
    expect(again).toMatchObject({ ok: true });
    expect(stored('m15-protocol-history')).toHaveLength(1);
  });

  it.each([HOSTILE, '', 'Mensagem inventada'])('stores one of the five messages, never %j', async (sent) => {
    const r = await post(clientAction, { intent: 'restart', token: '42', message: sent });
    expect(r).toMatchObject({ toast: { message: RESTART_MESSAGES[0] } });
    expect(stored('m15-protocol-history')[0].message).toBe(RESTART_MESSAGES[0]);
  });

  it.each(['', '0', '-1', '1.5', 'abc', HOSTILE, '9007199254740993'])(
    'refuses the token %j and changes nothing',
    async (token) => {
      seedEverything();
      const before = storageContents(localStorage);
      const r = await post(clientAction, { intent: 'restart', token, message });
      expect(r).toEqual({
        ok: false,
        toast: { kind: 'error', title: 'Não foi possível recomeçar', message: 'Tente de novo.' },
      });
      expect(storageContents(localStorage)).toEqual(before);
      expect(photos.blobs.size).toBe(2);
    },
  );

  it('answers the storage toast when the storage is full and changes nothing', async () => {
    seedEverything();
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'restart', token: '42', message });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
    expect(photos.blobs.size).toBe(2);
  });
});

describe('clear-photos', () => {
  it('empties the photo history with the spec toast and deletes its files, except those the results show', async () => {
    seedEverything();
    photos.blobs.set('photo-h2', new Blob(['h2']));
    localStorage.setItem(
      'm15-photo-history',
      JSON.stringify([photoRecord, { ...photoRecord, id: 2, beforePhoto: 'photo-h2' }]),
    );
    const r = await post(clientAction, { intent: 'clear-photos' });
    expect(r).toEqual({
      ok: true,
      toast: { kind: 'success', title: 'Histórico de fotos limpo', message: 'Todas as fotos salvas foram apagadas.' },
    });
    expect(stored('m15-photo-history')).toEqual([]);
    expect(stored('m15-results')).toEqual(everything['m15-results']);
    expect([...photos.blobs.keys()].sort()).toEqual(['photo-after', 'photo-old']);
  });

  it('answers the storage toast when the storage is full and keeps the history and its photos', async () => {
    seedEverything();
    localStorage.setItem('m15-results', JSON.stringify({ finalWeight: '78', beforePhoto: '', afterPhoto: '' }));
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'clear-photos' });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
    expect(photos.blobs.has('photo-old')).toBe(true);
  });
});

describe('clear-protocols', () => {
  const protocols = [
    {
      id: 1,
      startDate: '01/10/2026',
      endDate: '16/10/2026',
      initialWeight: '85',
      finalWeight: '80',
      weightLoss: '5.0',
      message: RESTART_MESSAGES[1],
    },
  ];

  it('empties the protocol history with the spec toast and keeps the rest', async () => {
    seedEverything();
    seed({ 'm15-protocol-history': protocols });
    const r = await post(clientAction, { intent: 'clear-protocols' });
    expect(r).toEqual({
      ok: true,
      toast: { kind: 'success', title: 'Histórico limpo', message: 'Todo o histórico de protocolos foi apagado.' },
    });
    expect(stored('m15-protocol-history')).toEqual([]);
    expect(stored('m15-photo-history')).toEqual([photoRecord]);
  });

  it('answers the storage toast when the storage is full and keeps the history', async () => {
    seed({ 'm15-protocol-history': protocols });
    const before = storageContents(localStorage);
    makeStorageFull();
    expect(await post(clientAction, { intent: 'clear-protocols' })).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('other intents', () => {
  it.each([{ intent: 'drop-all' }, { intent: HOSTILE }, { finalWeight: '75' }, { intent: new File(['save'], 'x') }])(
    'rejects %j with a 400 response and changes nothing',
    async (fields) => {
      seedEverything();
      const before = storageContents(localStorage);
      const answer = await post(clientAction, fields).catch((e: unknown) => e);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(400);
      expect(storageContents(localStorage)).toEqual(before);
    },
  );
});
