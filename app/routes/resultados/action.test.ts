// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESTART_MESSAGES } from '~/content/restart-messages';
import { PhotoError } from '~/domain/image';
import { StorageFullError, StorageUnavailableError } from '~/storage/local';
import {
  freshStorageAt,
  leaveRoomInStorage,
  makeStorageFull,
  post,
  STORAGE_FULL_TOAST,
  storageContents,
} from '~/storage/test-utils';
import { keepPickedPhoto } from './action';
import { clientAction } from './route';

// jsdom has no IndexedDB and cannot decode images: the photo store is a Map
// (app/storage/test-utils.ts) and the encoder turns a picked file into a small Blob.
// The keeping step (keepPickedPhoto) and the list of kept photos are the real ones.
const photos = await vi.hoisted(async () => (await import('~/storage/test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);
const encoder = vi.hoisted(() => ({
  preparePhoto: vi.fn(async (file: Blob) => new Blob([`encoded ${file.size}`], { type: 'image/webp' })),
}));
vi.mock('~/lib/image-encode', () => encoder);

const STORAGE_BLOCKED = {
  kind: 'error',
  title: 'Não foi possível salvar',
  message: 'O navegador bloqueou o armazenamento deste app. Verifique se não está em modo anônimo.',
};
const HOSTILE = '<img src=x onerror=alert(1)>';
const NOW = new Date(2026, 10, 22, 23, 30); // late evening, local time

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');
const seed = (values: Record<string, unknown>) => {
  for (const [k, v] of Object.entries(values)) localStorage.setItem(k, JSON.stringify(v));
};
const picked = (name = 'antes.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name);
const NOT_KEPT_TOAST = {
  kind: 'error',
  title: 'Escolha a foto de novo',
  message:
    'A foto escolhida não está mais guardada para este formulário. Escolha a foto de novo e salve. Nada foi alterado.',
};
const keptList = () => JSON.parse(localStorage.getItem('m15-photos-kept') ?? '[]') as { id: string; keptAt: number }[];
/** Picks a file as the screen does: the keeping step keeps it and gives its id, which the form posts. */
async function keep(file: File = picked()): Promise<string> {
  const kept = await keepPickedPhoto(file, new Date());
  if (!kept.ok) throw new Error(`not kept: ${kept.toast.title}`);
  return kept.id;
}

const profile = { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' };
const photoRecord = { id: 1, date: '10/11/2026', beforePhoto: 'photo-old', afterPhoto: '', weight: '78' };
/** A phone in the middle of a protocol, with a photo in the results and in the history. */
const everything = {
  'm15-profile': profile,
  'm15-completed-days': [1, 2, 3],
  'm15-diary': [{ date: '2026-11-02', weight: '79.5', water: '2' }],
  'm15-results': { finalWeight: '78', beforePhoto: 'photo-old', afterPhoto: 'photo-after' },
  'm15-photo-history': [photoRecord],
  'm15-protocol-history': [],
  'm15-notes': [{ id: 1, text: 'Nota', date: '2026-11-02T10:00:00.000Z' }],
  'm15-shopping': [{ id: 1, text: 'Ovos', checked: false }],
  recipeRatings: { 101: 'amei' },
};
const seedEverything = () => {
  seed(everything);
  photos.blobs.set('photo-old', new Blob(['old']));
  photos.blobs.set('photo-after', new Blob(['after']));
};

freshStorageAt(NOW);
beforeEach(() => {
  photos.reset();
  encoder.preparePhoto.mockReset();
});

describe('keepPickedPhoto (the keeping step the pickers are handed)', () => {
  it('decodes the picked file and keeps the prepared photo under a new id, waiting for its form', async () => {
    const file = picked();
    const kept = await keepPickedPhoto(file, NOW);
    expect(kept).toEqual({ ok: true, id: 'photo-t1', photo: expect.any(Blob) });
    expect(encoder.preparePhoto).toHaveBeenCalledExactlyOnceWith(file);
    expect(await photos.blobs.get('photo-t1')!.text()).toBe(`encoded ${file.size}`);
    expect(keptList()).toEqual([{ id: 'photo-t1', keptAt: NOW.getTime() }]);
    // Nothing is saved until the form is.
    expect(localStorage.getItem('m15-results')).toBeNull();
    expect(localStorage.getItem('m15-photo-history')).toBeNull();
  });

  it.each([
    ['not-image', 'Arquivo não é uma imagem', 'Escolha uma foto (JPG, PNG, WebP, GIF ou HEIC).'],
    ['too-big', 'Foto muito grande', 'Escolha uma foto de até 25 MB.'],
    [
      'not-decodable',
      'Não foi possível abrir a foto',
      'O arquivo parece danificado ou em um formato que este navegador não abre. Tente outra foto.',
    ],
  ] as const)('answers the %s photo toast and keeps nothing', async (problem, title, message) => {
    encoder.preparePhoto.mockRejectedValueOnce(new PhotoError(problem));
    expect(await keepPickedPhoto(picked('pagina.html'), NOW)).toEqual({
      ok: false,
      toast: { kind: 'error', title, message },
    });
    expect(photos.blobs.size).toBe(0);
    expect(localStorage.getItem('m15-photos-kept')).toBeNull();
  });

  // A file the browser can no longer read (moved, or in a cloud folder) gets the photo toast, not the error page.
  it('answers a photo toast when the picked file cannot be read', async () => {
    encoder.preparePhoto.mockRejectedValueOnce(
      new DOMException('The requested file could not be read.', 'NotReadableError'),
    );
    expect(await keepPickedPhoto(picked(), NOW)).toMatchObject({
      ok: false,
      toast: { title: 'Não foi possível abrir a foto' },
    });
    expect(photos.blobs.size).toBe(0);
  });

  it('answers the storage toast when localStorage is full, and keeps nothing', async () => {
    makeStorageFull();
    expect(await keepPickedPhoto(picked(), NOW)).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(photos.blobs.size).toBe(0);
    expect(photos.putPhoto).not.toHaveBeenCalled();
  });

  it.each([
    ['full', new StorageFullError(new DOMException('quota', 'QuotaExceededError')), STORAGE_FULL_TOAST],
    ['unavailable', new StorageUnavailableError(new DOMException('closed', 'InvalidStateError')), STORAGE_BLOCKED],
  ])('answers the storage toast when IndexedDB is %s, and leaves nothing on the list', async (_, error, toast) => {
    photos.putPhoto.mockRejectedValueOnce(error);
    expect(await keepPickedPhoto(picked(), NOW)).toEqual({ ok: false, toast });
    expect(photos.blobs.size).toBe(0);
    expect(localStorage.getItem('m15-photos-kept')).toBeNull();
  });
});

describe('save', () => {
  it('saves the final weight and celebrates a loss (spec §4)', async () => {
    seed({ 'm15-profile': profile });
    const r = await post(clientAction, { intent: 'save', finalWeight: '75,5' });
    expect(r).toEqual({
      ok: true,
      celebrate: true,
      toast: { kind: 'success', title: 'Resultados salvos! 🎉', message: 'Incrível! Você está eliminando peso!' },
    });
    expect(stored('m15-results')).toEqual({
      finalWeight: '75.5',
      beforePhoto: '',
      afterPhoto: '',
      finalWeightOn: '2026-11-22',
    });
    // Without a photo no photo-history record is appended (spec §4 "Save results").
    expect(localStorage.getItem('m15-photo-history')).toBeNull();
    expect(encoder.preparePhoto).not.toHaveBeenCalled();
  });

  it.each([
    ['no loss', { 'm15-profile': profile }, '80', 'Você está no caminho! Continue firme!'],
    ['a gain', { 'm15-profile': profile }, '82', 'Progresso visível da sua transformação!'],
    // Spec §4: the loss is '0' without an initial weight, and a final weight was entered.
    ['without a profile', {}, '75', 'Você está no caminho! Continue firme!'],
  ])('does not celebrate %s and answers the message card', async (_, data, finalWeight, message) => {
    seed(data);
    const r = await post(clientAction, { intent: 'save', finalWeight });
    expect(r).toEqual({
      ok: true,
      celebrate: false,
      toast: { kind: 'success', title: 'Resultados salvos! 🎉', message },
    });
    expect(stored('m15-results').finalWeight).toBe(finalWeight);
  });

  it('claims a kept photo by its id and appends a photo record with the profile data', async () => {
    seed({ 'm15-profile': profile });
    const id = await keep();
    const r = await post(clientAction, { intent: 'save', finalWeight: '75', beforePhoto: id, afterPhoto: 'keep' });
    expect(r).toMatchObject({ ok: true, celebrate: true });
    expect(stored('m15-results')).toEqual({
      finalWeight: '75',
      beforePhoto: id,
      afterPhoto: '',
      finalWeightOn: '2026-11-22',
    });
    expect(stored('m15-photo-history')).toEqual([
      {
        id: NOW.getTime(),
        date: '22/11/2026',
        beforePhoto: id,
        afterPhoto: '',
        weight: '75',
        startDate: '01/11/2026',
        initialWeight: '80',
      },
    ]);
    // Claimed: no longer waiting, so no clean-up can take it; and the first photo asks for persistent storage.
    expect(keptList()).toEqual([]);
    expect(photos.protectPhotosOnce).toHaveBeenCalledTimes(1);
    // The post carried an id: nothing was decoded by the action.
    expect(encoder.preparePhoto).toHaveBeenCalledTimes(1);
  });

  it('a "Peso Final" is a weigh-in of the day it is saved; sending the same weight again keeps its day', async () => {
    seed({
      'm15-profile': profile,
      'm15-results': { finalWeight: '78', beforePhoto: '', afterPhoto: '', finalWeightOn: '2026-11-05' },
    });
    await post(clientAction, { intent: 'save', finalWeight: '78,0' });
    expect(stored('m15-results')).toMatchObject({ finalWeight: '78', finalWeightOn: '2026-11-05' });
    await post(clientAction, { intent: 'save', finalWeight: '77,5' });
    expect(stored('m15-results')).toMatchObject({ finalWeight: '77.5', finalWeightOn: '2026-11-22' });
  });

  it('keeps, replaces or removes each photo as the form says', async () => {
    seedEverything();
    const id = await keep();
    await post(clientAction, { intent: 'save', finalWeight: '75', beforePhoto: id, afterPhoto: 'remove' });
    expect(stored('m15-results')).toEqual({
      finalWeight: '75',
      beforePhoto: id,
      afterPhoto: '',
      finalWeightOn: '2026-11-22',
    });
    expect(stored('m15-photo-history')).toEqual([photoRecord, expect.objectContaining({ beforePhoto: id })]);
    // 'photo-old' is still in the history; 'photo-after' was only the results'.
    expect([...photos.blobs.keys()].sort()).toEqual(['photo-old', id].sort());
  });

  it.each([
    ['a file in place of an id (an older page)', picked()],
    ['an empty file', new File([], 'vazia.jpg')],
    ['hostile text', HOSTILE],
    ['nothing', undefined],
  ])('keeps the stored photos for %s, and never reads a file', async (_, field) => {
    seedEverything();
    await post(clientAction, { intent: 'save', finalWeight: '75', beforePhoto: field, afterPhoto: field });
    expect(encoder.preparePhoto).not.toHaveBeenCalled();
    expect(stored('m15-results')).toEqual({
      finalWeight: '75',
      beforePhoto: 'photo-old',
      afterPhoto: 'photo-after',
      finalWeightOn: '2026-11-22',
    });
  });

  it.each([
    ['an unknown id', 'photo-never-kept'],
    ['the id of a photo already saved (not kept for this form)', 'photo-old'],
  ])('refuses %s with a clear toast and changes nothing', async (_, id) => {
    seedEverything();
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'save', finalWeight: '75', afterPhoto: id });
    expect(r).toEqual({ ok: false, toast: NOT_KEPT_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
    expect([...photos.blobs.keys()].sort()).toEqual(['photo-after', 'photo-old']);
  });

  it('refuses a photo kept over a day ago (the clean-up may already have taken it) and changes nothing', async () => {
    seedEverything();
    const id = await keep();
    const before = storageContents(localStorage);
    vi.setSystemTime(new Date(NOW.getTime() + 25 * 60 * 60 * 1000));
    const r = await post(clientAction, { intent: 'save', finalWeight: '75', beforePhoto: id });
    expect(r).toEqual({ ok: false, toast: NOT_KEPT_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('saves neither photo when the second one is not kept', async () => {
    seedEverything();
    const id = await keep();
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'save', finalWeight: '75', beforePhoto: id, afterPhoto: 'photo-x' });
    expect(r).toEqual({ ok: false, toast: NOT_KEPT_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
    expect(keptList().map((p) => p.id)).toEqual([id]);
  });

  it.each(['', '   ', undefined, new File(['75'], 'peso.txt')])(
    'refuses the missing final weight %j with the spec toast and saves nothing (spec §5)',
    async (finalWeight) => {
      seedEverything();
      const id = await keep();
      const before = storageContents(localStorage);
      const r = await post(clientAction, { intent: 'save', finalWeight, beforePhoto: id });
      expect(r).toEqual({
        ok: false,
        errors: { finalWeight: 'Adicione seu peso final' },
        toast: {
          kind: 'error',
          title: 'Adicione seu peso final',
          message: 'Informe seu peso atual para ver quanto você eliminou.',
        },
      });
      expect(storageContents(localStorage)).toEqual(before);
      // The kept photo still waits for the corrected form.
      expect(keptList().map((p) => p.id)).toEqual([id]);
    },
  );

  it.each(['0', '401', 'setenta', HOSTILE, '75kg'])('refuses the weight %j and saves nothing', async (finalWeight) => {
    seedEverything();
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'save', finalWeight });
    expect(r).toEqual({
      ok: false,
      errors: { finalWeight: 'Informe um peso entre 1 e 400 kg (ex: 65,0).' },
      toast: { kind: 'error', title: 'Peso inválido', message: 'Informe um peso entre 1 e 400 kg (ex: 65,0).' },
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('answers the storage toast when the storage is full, keeping the data; the kept photo waits for another try', async () => {
    seedEverything();
    const id = await keep();
    const before = storageContents(localStorage);
    const full = makeStorageFull();
    const r = await post(clientAction, { intent: 'save', finalWeight: '75', beforePhoto: id });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
    expect(photos.blobs.has(id)).toBe(true);
    full.mockRestore();
    // With room again, the same form saves.
    expect(await post(clientAction, { intent: 'save', finalWeight: '75', beforePhoto: id })).toMatchObject({
      ok: true,
    });
    expect(stored('m15-results').beforePhoto).toBe(id);
  });

  it('keeps both keys and the list as they were when only the first of the writes fits', async () => {
    seedEverything();
    const id = await keep();
    // Room for the new results, not for the longer photo history as well.
    leaveRoomInStorage(localStorage, 20);
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'save', finalWeight: '75', beforePhoto: id });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

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

describe('when the photo encoder cannot be fetched (offline, first visit cut short)', () => {
  afterEach(() => {
    vi.doUnmock('~/lib/import-with-retry');
    vi.resetModules();
  });

  it.each([
    [false, 'Parte do app ainda não foi baixada. Conecte-se à internet e tente de novo. Nada foi alterado.'],
    [
      true,
      'Uma parte do app não carregou e só volta depois que o app for recarregado (feche e abra de novo). Nada foi alterado.',
    ],
  ])("answers 'Não foi possível concluir' and keeps nothing (reload needed: %s)", async (reloadNeeded, message) => {
    vi.resetModules();
    vi.doMock('~/lib/import-with-retry', async (importOriginal) => {
      const real = await importOriginal<typeof import('~/lib/import-with-retry')>();
      return { ...real, loadPart: () => Promise.reject(new real.PartUnavailableError(reloadNeeded)) };
    });
    const action = await import('./action');
    seedEverything();
    const before = storageContents(localStorage);
    const r = await action.keepPickedPhoto(picked(), NOW);
    expect(r).toEqual({ ok: false, toast: { kind: 'error', title: 'Não foi possível concluir', message } });
    expect(storageContents(localStorage)).toEqual(before);
    expect(photos.putPhoto).not.toHaveBeenCalled();
    expect(encoder.preparePhoto).not.toHaveBeenCalled();
  });
});
