// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { freshStorageAt, LATE_EVENING, makeStorageFull, post, STORAGE_FULL_TOAST, storageContents } from '@test-utils';
import { clientAction } from './route';

const MISSING = {
  kind: 'error',
  title: 'Preencha os campos obrigatórios',
  message: 'Peso e água consumida são necessários.',
};
const INVALID = {
  kind: 'error',
  title: 'Confira os campos destacados',
  message: 'Alguns valores não parecem corretos. Nada foi salvo.',
};
const SAVED = { kind: 'success', title: 'Registro salvo! 🎉', message: 'Você tá vencendo o corpo antigo.' };

const diary = () => JSON.parse(localStorage.getItem('m15-diary') ?? 'null');
const earlier = [
  { date: '2026-11-21', weight: '80', water: '2.5', feeling: 'Bem' },
  { date: '2026-11-20', weight: '80.5', water: '2' },
];

freshStorageAt(LATE_EVENING);

describe('save', () => {
  it("accepts today's local date late in the evening and refuses tomorrow", async () => {
    const ok = await post(clientAction, { intent: 'save', date: '2026-11-22', weight: '79,5', water: '2' });
    expect(ok).toMatchObject({
      ok: true,
      toast: { title: 'Registro salvo! 🎉', message: 'Você tá vencendo o corpo antigo.' },
    });
    const future = await post(clientAction, { intent: 'save', date: '2026-11-23', weight: '79', water: '2' });
    expect(future).toMatchObject({ ok: false, errors: { date: 'A data não pode estar no futuro.' } });
    expect(JSON.parse(localStorage.getItem('m15-diary')!)).toEqual([
      { date: '2026-11-22', weight: '79.5', water: '2' },
    ]);
  });

  it('answers the spec toast when weight or water is missing', async () => {
    const r = await post(clientAction, { intent: 'save', date: '2026-11-22', weight: '', water: '' });
    expect('toast' in r ? r.toast : undefined).toEqual(MISSING);
    expect(localStorage.getItem('m15-diary')).toBeNull();
  });

  it('puts the new entry first, with the feeling, and keeps the others', async () => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    const r = await post(clientAction, {
      intent: 'save',
      date: '2026-11-22',
      weight: ' 79,8 ',
      water: '3',
      feeling: '  Com energia  ',
    });
    expect(r).toEqual({ ok: true, intent: 'save', dates: ['2026-11-22'], toast: SAVED });
    expect(diary()).toEqual([{ date: '2026-11-22', weight: '79.8', water: '3', feeling: 'Com energia' }, ...earlier]);
  });

  it('saves the optional waist with the entry, and an entry saved before it stays as it was', async () => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    const r = await post(clientAction, { intent: 'save', date: '2026-11-22', weight: '79', water: '2', waist: '80,5' });
    expect(r).toEqual({ ok: true, intent: 'save', dates: ['2026-11-22'], toast: SAVED });
    expect(diary()).toEqual([{ date: '2026-11-22', weight: '79', water: '2', waist: '80.5' }, ...earlier]);
  });

  it('keeps the waist when an entry is edited to another date, and drops it when emptied', async () => {
    localStorage.setItem('m15-diary', JSON.stringify([{ date: '2026-11-21', weight: '80', water: '2', waist: '82' }]));
    await post(clientAction, {
      intent: 'save',
      date: '2026-11-20',
      weight: '80',
      water: '2',
      waist: '82',
      editedDate: '2026-11-21',
    });
    expect(diary()).toEqual([{ date: '2026-11-20', weight: '80', water: '2', waist: '82' }]);
    await post(clientAction, {
      intent: 'save',
      date: '2026-11-20',
      weight: '80',
      water: '2',
      waist: ' ',
      editedDate: '2026-11-20',
    });
    expect(diary()).toEqual([{ date: '2026-11-20', weight: '80', water: '2' }]);
  });

  it('replaces the entry of the same date (spec §4) when the form showed it', async () => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    const r = await post(clientAction, {
      intent: 'save',
      date: '2026-11-21',
      weight: '79',
      water: '3',
      editedDate: '2026-11-21',
    });
    expect(r).toMatchObject({ ok: true, dates: ['2026-11-21'] });
    expect(diary()).toEqual([{ date: '2026-11-21', weight: '79', water: '3' }, earlier[1]]);
  });

  it('asks before replacing an entry the form did not show, and replaces it once confirmed', async () => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    const before = storageContents(localStorage);
    const typed = { intent: 'save', date: '2026-11-21', weight: '79', water: '3' };
    expect(await post(clientAction, typed)).toEqual({ ok: false, intent: 'save', replaces: earlier[0] });
    expect(storageContents(localStorage)).toEqual(before);
    // A confirmation for another date is no confirmation.
    expect(await post(clientAction, { ...typed, replace: '2026-11-20' })).toMatchObject({ replaces: earlier[0] });
    expect(storageContents(localStorage)).toEqual(before);
    // Moving the entry of the 20th onto the 21st would drop the 21st's feeling note: asked too.
    expect(await post(clientAction, { ...typed, editedDate: '2026-11-20' })).toMatchObject({ replaces: earlier[0] });
    expect(storageContents(localStorage)).toEqual(before);
    const r = await post(clientAction, { ...typed, replace: '2026-11-21' });
    expect(r).toEqual({ ok: true, intent: 'save', dates: ['2026-11-21'], toast: SAVED });
    expect(diary()).toEqual([{ date: '2026-11-21', weight: '79', water: '3' }, earlier[1]]);
  });

  it('does not ask for a date without an entry, nor for an invalid form', async () => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    expect(await post(clientAction, { intent: 'save', date: '2026-11-19', weight: '79', water: '3' })).toMatchObject({
      ok: true,
    });
    const invalid = await post(clientAction, { intent: 'save', date: '2026-11-21', weight: '', water: '3' });
    expect(invalid).toMatchObject({ ok: false, toast: MISSING });
    expect(invalid).not.toHaveProperty('replaces');
  });

  it('moves the entry being edited when its date changes, and says which dates it touched', async () => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    const r = await post(clientAction, {
      intent: 'save',
      date: '2026-11-19',
      weight: '81',
      water: '1',
      editedDate: '2026-11-21',
    });
    expect(diary()).toEqual([earlier[1], { date: '2026-11-19', weight: '81', water: '1' }]);
    expect(r).toMatchObject({ ok: true, dates: ['2026-11-19', '2026-11-21'] });
  });

  it.each([
    ['weight', { weight: '', water: '2' }],
    ['water', { weight: '80', water: '   ' }],
  ])('names the missing %s field', async (field, values) => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'save', date: '2026-11-22', ...values });
    expect(r).toEqual({ ok: false, intent: 'save', errors: { [field]: 'Campo obrigatório.' }, toast: MISSING });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it.each([
    [{ weight: '0' }, { weight: 'Informe um peso entre 1 e 400\u00a0kg (ex: 79,5).' }],
    [{ weight: '401' }, { weight: 'Informe um peso entre 1 e 400\u00a0kg (ex: 79,5).' }],
    [{ weight: 'oitenta' }, { weight: 'Informe um peso entre 1 e 400\u00a0kg (ex: 79,5).' }],
    [{ water: '21' }, { water: 'Informe a água em litros, entre 0 e 20 (ex: 2,5).' }],
    [{ water: '-1' }, { water: 'Informe a água em litros, entre 0 e 20 (ex: 2,5).' }],
    [{ date: '22/11/2026' }, { date: 'Informe uma data válida.' }],
    [{ date: '2026-02-30' }, { date: 'Informe uma data válida.' }],
    [{ date: '' }, { date: 'Informe a data do registro.' }],
    [{ feeling: 'a'.repeat(1001) }, { feeling: 'Use no máximo 1000 caracteres.' }],
    [{ waist: 'oitenta' }, { waist: 'Informe a cintura em centímetros, entre 40 e 250 (ex: 82,5).' }],
    [{ waist: '0' }, { waist: 'Informe a cintura em centímetros, entre 40 e 250 (ex: 82,5).' }],
    [{ waist: '1,5' }, { waist: 'Informe a cintura em centímetros, entre 40 e 250 (ex: 82,5).' }],
    [{ waist: '800' }, { waist: 'Informe a cintura em centímetros, entre 40 e 250 (ex: 82,5).' }],
  ])('refuses %j with the field message and writes nothing', async (change, errors) => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    const before = storageContents(localStorage);
    const r = await post(clientAction, {
      intent: 'save',
      date: '2026-11-22',
      weight: '79',
      water: '2',
      ...change,
    });
    expect(r).toEqual({ ok: false, intent: 'save', errors, toast: INVALID });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('keeps markup in the feeling as plain text, word for word', async () => {
    const feeling = '<img src=x onerror=alert(1)> & "aspas"';
    const r = await post(clientAction, { intent: 'save', date: '2026-11-22', weight: '79', water: '2', feeling });
    expect(r).toMatchObject({ ok: true });
    expect(diary()).toEqual([{ date: '2026-11-22', weight: '79', water: '2', feeling }]);
  });

  it('treats files sent in place of the numbers as missing values', async () => {
    const r = await post(clientAction, {
      intent: 'save',
      date: '2026-11-22',
      weight: new File(['79'], 'peso.txt'),
      water: new File(['2'], 'agua.txt'),
    });
    expect(r).toEqual({
      ok: false,
      intent: 'save',
      errors: { weight: 'Campo obrigatório.', water: 'Campo obrigatório.' },
      toast: MISSING,
    });
    expect(localStorage.getItem('m15-diary')).toBeNull();
  });

  it('ignores an edited date that is not a date (the entry is added, nothing else removed)', async () => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    await post(clientAction, {
      intent: 'save',
      date: '2026-11-22',
      weight: '79',
      water: '2',
      editedDate: '<img src=x onerror=alert(1)>',
    });
    expect(diary()).toEqual([{ date: '2026-11-22', weight: '79', water: '2' }, ...earlier]);
  });

  it('answers the storage toast when the storage is full and keeps the diary byte for byte', async () => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'save', date: '2026-11-22', weight: '79', water: '2', waist: '80' });
    expect(r).toEqual({ ok: false, intent: 'save', toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('delete', () => {
  it('deletes by date and ignores a date that is not one', async () => {
    localStorage.setItem('m15-diary', JSON.stringify([{ date: '2026-11-20', weight: '80', water: '2' }]));
    expect((await post(clientAction, { intent: 'delete', date: 'x' })).ok).toBe(false);
    const r = await post(clientAction, { intent: 'delete', date: '2026-11-20' });
    expect(r).toMatchObject({
      ok: true,
      toast: { title: 'Registro excluído', message: 'O registro de 20/11/2026 foi apagado.' },
    });
    expect(localStorage.getItem('m15-diary')).toBe('[]');
  });

  it('answers with the deleted date and keeps the other entries', async () => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    const r = await post(clientAction, { intent: 'delete', date: '2026-11-21' });
    expect(r).toEqual({
      ok: true,
      intent: 'delete',
      date: '2026-11-21',
      toast: { kind: 'success', title: 'Registro excluído', message: 'O registro de 21/11/2026 foi apagado.' },
    });
    expect(diary()).toEqual([earlier[1]]);
  });

  it.each(['', '2026-13-01', '<img src=x onerror=alert(1)>', new File(['2026-11-21'], 'date.txt')])(
    'refuses the date %j without writing',
    async (date) => {
      localStorage.setItem('m15-diary', JSON.stringify(earlier));
      const before = storageContents(localStorage);
      expect(await post(clientAction, { intent: 'delete', date })).toEqual({ ok: false, intent: 'delete' });
      expect(storageContents(localStorage)).toEqual(before);
    },
  );

  it('answers the storage toast when the storage is full and keeps the entry', async () => {
    localStorage.setItem('m15-diary', JSON.stringify(earlier));
    const before = storageContents(localStorage);
    makeStorageFull();
    const r = await post(clientAction, { intent: 'delete', date: '2026-11-21' });
    expect(r).toEqual({ ok: false, intent: 'delete', toast: STORAGE_FULL_TOAST });
    expect(storageContents(localStorage)).toEqual(before);
  });
});

describe('other intents', () => {
  // The form posts 'save' or 'delete'; anything else (stale or forged) writes nothing, even with a full entry.
  it.each([{ intent: 'drop-all' }, { intent: '<img src=x onerror=alert(1)>' }, {}])(
    'refuses %j and writes nothing',
    async (fields) => {
      localStorage.setItem('m15-diary', JSON.stringify(earlier));
      const before = storageContents(localStorage);
      const r = await post(clientAction, { ...fields, date: '2026-11-22', weight: '79', water: '2' });
      expect(r).toEqual({ ok: false, intent: 'save' });
      expect(storageContents(localStorage)).toEqual(before);
    },
  );
});
