// @vitest-environment jsdom
/** Resultados' keeping step for a picked photo and its 'save' post. Restarting and erasing: action-restart.test.ts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoError } from '~/domain/image';
import { StorageFullError, StorageUnavailableError } from '~/storage/local';
import {
  freshStorageAt,
  HOSTILE,
  leaveRoomInStorage,
  makeStorageFull,
  PHOTO_RECORD,
  post,
  PROFILE,
  seed,
  seedMidProtocol,
  STORAGE_BLOCKED_TOAST,
  STORAGE_FULL_TOAST,
  storageContents,
  stored,
} from '@test-utils';
import { keepPickedPhoto } from './action';
import { clientAction } from './route';

// jsdom has no IndexedDB and cannot decode images: the photo store is a Map
// (test-utils/index.ts) and the encoder turns a picked file into a small Blob.
// The keeping step (keepPickedPhoto) and the list of kept photos are the real ones.
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);
const encoder = vi.hoisted(() => ({
  preparePhoto: vi.fn(async (file: Blob) => new Blob([`encoded ${file.size}`], { type: 'image/webp' })),
}));
vi.mock('~/lib/image-encode', () => encoder);

const NOW = new Date(2026, 10, 22, 23, 30); // late evening, local time

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

const profile = PROFILE;
const photoRecord = PHOTO_RECORD;
const seedEverything = () => seedMidProtocol(photos);

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
    ['not-image', 'Arquivo não é uma imagem', 'Escolha uma foto ou imagem do seu aparelho.'],
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
    [
      'unavailable',
      new StorageUnavailableError(new DOMException('closed', 'InvalidStateError')),
      STORAGE_BLOCKED_TOAST,
    ],
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
      errors: { finalWeight: 'Informe um peso entre 1 e 400\u00a0kg (ex: 65,0).' },
      toast: { kind: 'error', title: 'Peso inválido', message: 'Informe um peso entre 1 e 400\u00a0kg (ex: 65,0).' },
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
