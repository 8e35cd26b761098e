// @vitest-environment jsdom
/**
 * Perfil's own post, the profile form's 'save', and any other intent. The
 * backup, restore, persist and erase posts go to the data route:
 * routes/dados/action.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  freshStorageAt,
  FULL_PHONE,
  HOSTILE,
  makeStorageFull,
  post,
  seed,
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

describe('other intents', () => {
  it.each([
    { intent: 'drop-all' },
    { intent: HOSTILE },
    { name: 'Ana' },
    { intent: new File(['save'], 'x.txt') },
    // The data route's posts: Perfil's own action only saves the profile.
    ...['reset', 'restart-early', 'erase-all', 'backup', 'restore-check', 'restore', 'persist'].map((intent) => ({
      intent,
    })),
  ])('refuses %j and writes nothing', async (fields) => {
    seed(FULL_PHONE);
    const before = storageContents(localStorage);
    expect(await post(clientAction, fields)).toEqual({ ok: false });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('first save', () => {
  it('says which save is the first one', async () => {
    expect((await post(clientAction, validProfile)).firstSave).toBe(true);
    expect((await post(clientAction, { ...validProfile, name: 'Bia Souza' })).firstSave).toBe(false);
  });
});
