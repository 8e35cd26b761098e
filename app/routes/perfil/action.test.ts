// @vitest-environment jsdom
/**
 * Perfil's form ('save') and the actions that erase ('reset',
 * 'restart-early', 'erase-all'), and any other intent. Seus dados (backup,
 * restore, persist): action-data.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageUnavailableError } from '~/storage/local';
import {
  freshStorageAt,
  FULL_PHONE,
  HOSTILE,
  makeStorageFull,
  post,
  seed,
  STORAGE_BLOCKED_TOAST,
  STORAGE_FULL_TOAST,
  storageContents,
  stored,
} from '@test-utils';
import { clientAction } from './route';

// jsdom has no IndexedDB: the photo Blobs live in a Map (see test-utils/index.ts).
const photos = await vi.hoisted(async () => (await import('@test-utils')).memoryPhotoStore());
vi.mock('~/storage/photos', () => photos);

const NOW = new Date(2026, 10, 22, 23, 30); // late evening, local time
const validProfile = { intent: 'save', name: 'Bia', startDate: '2026-11-01', initialWeight: '80', height: '165' };

freshStorageAt(NOW);
beforeEach(() => photos.reset());
afterEach(() => vi.unstubAllGlobals());

describe('save', () => {
  it('saves a valid profile and answers with the success toast', async () => {
    const r = await post(clientAction, {
      intent: 'save',
      name: 'Ana',
      startDate: '2026-11-01',
      initialWeight: '80,5',
      height: '165',
      waterGoal: '2,8',
    });
    expect(r).toMatchObject({ ok: true, toast: { title: 'Perfil salvo com sucesso! 🎉' } });
    expect(JSON.parse(localStorage.getItem('m15-profile')!)).toMatchObject({ initialWeight: '80.5', waterGoal: '2.8' });
  });

  it('stores exactly the five fields, trimmed, with the spec toast (spec §5)', async () => {
    const r = await post(clientAction, { ...validProfile, name: '  Ana  ', waterGoal: '', extra: 'x' });
    expect(r).toEqual({
      ok: true,
      toast: {
        kind: 'success',
        title: 'Perfil salvo com sucesso! 🎉',
        message: 'Cada litro de água é um passo fora da retenção!',
      },
      firstSave: true,
    });
    expect(localStorage.getItem('m15-profile')).toBe(
      '{"name":"Ana","startDate":"2026-11-01","initialWeight":"80","height":"165","waterGoal":""}',
    );
  });

  it('stores the optional starting waist with a dot, and a profile without it as before', async () => {
    await post(clientAction, { ...validProfile, waterGoal: '2,8', initialWaist: ' 92,5 ' });
    expect(stored('m15-profile')).toEqual({
      name: 'Bia',
      startDate: '2026-11-01',
      initialWeight: '80',
      height: '165',
      waterGoal: '2.8',
      initialWaist: '92.5',
    });
    await post(clientAction, { ...validProfile, waterGoal: '2,8', initialWaist: '' });
    expect(localStorage.getItem('m15-profile')).toBe(
      '{"name":"Bia","startDate":"2026-11-01","initialWeight":"80","height":"165","waterGoal":"2.8"}',
    );
  });

  it('stores the optional age, and a profile without it as before', async () => {
    await post(clientAction, { ...validProfile, age: '45' });
    expect(stored('m15-profile')).toMatchObject({ name: 'Bia', age: '45' });
    await post(clientAction, { ...validProfile, age: '' });
    expect(stored('m15-profile')).not.toHaveProperty('age');
  });

  it('keeps the profile with its waist byte for byte when the storage is full', async () => {
    seed({ 'm15-profile': { ...FULL_PHONE['m15-profile'], initialWaist: '90' } });
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { ...validProfile, initialWaist: '88' });
    expect(r).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('answers with errors and writes nothing for missing fields', async () => {
    const r = await post(clientAction, { intent: 'save', name: '', startDate: '', initialWeight: '80', height: '' });
    expect(r).toMatchObject({ ok: false, toast: { title: 'Preencha todos os campos' } });
    expect(Object.keys(r.errors!)).toEqual(['name', 'startDate', 'height']);
    expect(localStorage.getItem('m15-profile')).toBeNull();
  });

  it('answers the spec toast for missing fields, word for word', async () => {
    const r = await post(clientAction, { intent: 'save' });
    expect(r).toEqual({
      ok: false,
      errors: {
        name: 'Campo obrigatório.',
        startDate: 'Campo obrigatório.',
        initialWeight: 'Campo obrigatório.',
        height: 'Campo obrigatório.',
      },
      toast: {
        kind: 'error',
        title: 'Preencha todos os campos',
        message: 'Nome, data de início, peso e altura são obrigatórios.',
      },
    });
  });

  it.each([
    [{ initialWeight: '0' }, { initialWeight: 'Informe um peso entre 1 e 400\u00a0kg (ex: 80,5).' }],
    [{ initialWeight: '0,5' }, { initialWeight: 'Informe um peso entre 1 e 400\u00a0kg (ex: 80,5).' }],
    [{ initialWeight: 'muito' }, { initialWeight: 'Informe um peso entre 1 e 400\u00a0kg (ex: 80,5).' }],
    [{ height: '30' }, { height: 'Informe uma altura entre 50 e 250\u00a0cm (ex: 165).' }],
    [{ waterGoal: '50' }, { waterGoal: 'Informe uma meta entre 0,1 e 20 litros (ex: 2,5).' }],
    [{ startDate: '01/11/2026' }, { startDate: 'Informe uma data válida.' }],
    [{ name: 'a'.repeat(81) }, { name: 'Use no máximo 80 caracteres.' }],
    [{ initialWaist: 'noventa' }, { initialWaist: 'Informe a cintura em centímetros, entre 40 e 250 (ex: 82,5).' }],
    [{ initialWaist: '0' }, { initialWaist: 'Informe a cintura em centímetros, entre 40 e 250 (ex: 82,5).' }],
    [{ initialWaist: '2500' }, { initialWaist: 'Informe a cintura em centímetros, entre 40 e 250 (ex: 82,5).' }],
    [{ age: '200' }, { age: 'Informe a idade em anos, entre 12 e 120 (ex: 45).' }],
  ])('refuses %j with the field message and keeps the stored profile', async (change, errors) => {
    localStorage.setItem('m15-profile', '{"name":"Ana"}');
    const r = await post(clientAction, { ...validProfile, ...change });
    expect(r).toEqual({
      ok: false,
      errors,
      toast: {
        kind: 'error',
        title: 'Confira os campos destacados',
        message: 'Alguns valores não parecem corretos. Nada foi salvo.',
      },
    });
    expect(localStorage.getItem('m15-profile')).toBe('{"name":"Ana"}');
  });

  it('keeps markup in the name as plain text', async () => {
    await post(clientAction, { ...validProfile, name: HOSTILE });
    expect(stored('m15-profile').name).toBe(HOSTILE);
  });

  it('reads files sent in place of text as missing fields', async () => {
    const r = await post(clientAction, { ...validProfile, name: new File(['Ana'], 'nome.txt') });
    expect(r).toMatchObject({ ok: false, errors: { name: 'Campo obrigatório.' } });
    expect(localStorage.getItem('m15-profile')).toBeNull();
  });

  it('turns a full storage into the storage toast, keeping the earlier profile', async () => {
    localStorage.setItem('m15-profile', '{"name":"Ana"}');
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    });
    const r = await post(clientAction, {
      intent: 'save',
      name: 'Bia',
      startDate: '2026-11-01',
      initialWeight: '80',
      height: '165',
    });
    spy.mockRestore();
    expect(r).toMatchObject({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(localStorage.getItem('m15-profile')).toBe('{"name":"Ana"}');
  });

  it('answers the whole storage toast and keeps everything byte for byte', async () => {
    seed(FULL_PHONE);
    const before = storageContents(localStorage);
    makeStorageFull();
    expect(await post(clientAction, validProfile)).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('reset', () => {
  it('resets with the reset toast', async () => {
    localStorage.setItem('m15-completed-days', '[1]');
    const r = await post(clientAction, { intent: 'reset' });
    expect(r).toMatchObject({
      ok: true,
      toast: { title: 'Tudo foi apagado! 🔄', message: 'Você pode começar novamente do zero.' },
    });
    expect(localStorage.getItem('m15-completed-days')).toBeNull();
  });

  it('removes the five keys of the spec and the completed days, and keeps everything else', async () => {
    seed({
      ...FULL_PHONE,
      'm15-journey': { started: true },
      'm15-testimonial': { name: 'Ana', text: 'Oi' },
      'm15-shopping': [{ id: 1, text: 'Bacon', checked: false }],
      'm15-protocol-history': [],
    });
    const r = await post(clientAction, { intent: 'reset' });
    expect(r).toEqual({
      ok: true,
      toast: { kind: 'success', title: 'Tudo foi apagado! 🔄', message: 'Você pode começar novamente do zero.' },
    });
    expect(Object.keys(storageContents(localStorage)).sort()).toEqual([
      'm15-photo-history',
      'm15-protocol-history',
      'm15-results',
      'm15-shopping',
      'recipeRatings',
    ]);
  });

  it('still works when the storage is full (removing needs no space)', async () => {
    seed(FULL_PHONE);
    makeStorageFull();
    expect(await post(clientAction, { intent: 'reset' })).toMatchObject({ ok: true });
    expect(localStorage.getItem('m15-profile')).toBeNull();
    expect(localStorage.getItem('m15-diary')).toBeNull();
  });

  it('puts every key back when the browser refuses a removal halfway', async () => {
    seed({ ...FULL_PHONE, 'm15-testimonial': { name: 'Ana', text: 'Oi' } });
    const before = storageContents(localStorage);
    const removeItem = Storage.prototype.removeItem;
    let calls = 0;
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(function (this: Storage, key: string) {
      if (++calls === 3) throw new DOMException('The operation is insecure.', 'SecurityError');
      removeItem.call(this, key);
    });
    expect(await post(clientAction, { intent: 'reset' })).toEqual({ ok: false, toast: STORAGE_BLOCKED_TOAST });
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('other intents', () => {
  it.each([{ intent: 'drop-all' }, { intent: HOSTILE }, { name: 'Ana' }, { intent: new File(['save'], 'x.txt') }])(
    'refuses %j and writes nothing',
    async (fields) => {
      seed(FULL_PHONE);
      const before = storageContents(localStorage);
      expect(await post(clientAction, fields)).toEqual({ ok: false });
      expect(storageContents(localStorage)).toEqual(before);
    },
  );
});

describe('first save, restarting before the end, erasing everything', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10));
  });
  afterEach(() => vi.useRealTimers());

  it('says which save is the first one', async () => {
    expect((await post(clientAction, validProfile)).firstSave).toBe(true);
    expect((await post(clientAction, { ...validProfile, name: 'Bia Souza' })).firstSave).toBe(false);
  });

  it('restarts before the end: erases the protocol data, records nothing, starts today', async () => {
    seed({
      'm15-profile': { name: 'Ana', startDate: '2026-11-17', initialWeight: '82', height: '165', waterGoal: '2.9' },
      'm15-diary': [{ date: '2026-11-22', weight: '79', water: '2' }],
      'm15-completed-days': [1, 2, 3, 4, 5, 6],
      'm15-notes': [{ id: 1, text: 'nota', date: '2026-11-20T10:00:00.000Z' }],
      'm15-shopping': [{ id: 1, text: 'Ovos', checked: false }],
      'm15-photo-history': [{ id: 1, date: '20/11/2026', beforePhoto: '', afterPhoto: '', weight: '80' }],
      recipeRatings: { '101': 'amei' },
    });
    const r = await post(clientAction, { intent: 'restart-early' });
    expect(r).toMatchObject({ ok: true, toast: { title: 'Desafio recomeçado 🔄' } });
    for (const key of ['m15-diary', 'm15-completed-days', 'm15-notes', 'm15-shopping', 'm15-results'])
      expect(localStorage.getItem(key), key).toBeNull();
    expect(stored('m15-profile')).toMatchObject({ name: 'Ana', startDate: '2026-11-23' });
    expect(stored('m15-protocol-history')).toBeNull();
    expect(stored('m15-photo-history')).toHaveLength(1);
    expect(stored('recipeRatings')).toEqual({ '101': 'amei' });
  });

  it('restarting with a full storage changes nothing', async () => {
    seed({ 'm15-profile': { name: 'Ana', startDate: '2026-11-17' }, 'm15-completed-days': [1] });
    const before = storageContents(localStorage);
    makeStorageFull();
    expect(await post(clientAction, { intent: 'restart-early' })).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('erases every key, every kept copy and every photo', async () => {
    seed(FULL_PHONE);
    localStorage.setItem('m15-notes.corrupt', '{oops');
    photos.blobs.set('photo-x', new Blob(['x']));
    const r = await post(clientAction, { intent: 'erase-all' });
    expect(r).toMatchObject({ ok: true, toast: { title: 'Tudo foi apagado deste aparelho' } });
    expect(Object.keys(localStorage)).toEqual([]);
    expect(photos.blobs.size).toBe(0);
  });

  it('erases no record when the photos cannot be deleted, and says so', async () => {
    seed(FULL_PHONE);
    const before = storageContents(localStorage);
    photos.clearPhotos.mockRejectedValueOnce(new StorageUnavailableError());
    const r = await post(clientAction, { intent: 'erase-all' });
    expect(r.ok).toBe(false);
    expect(storageContents(localStorage)).toEqual(before);
  });
});
