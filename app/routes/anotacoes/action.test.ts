// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  freshStorageAt,
  HOSTILE,
  makeStorageFull,
  post,
  STORAGE_FULL_TOAST,
  storageContents,
  stored,
} from '@test-utils';
import { clientAction } from './route';

const EMPTY_NOTE = { kind: 'error', title: 'Escreva algo primeiro' };
const NOW = new Date(2026, 10, 22, 15, 0);

const notes = [
  { id: 3, text: 'Terceira', date: '2026-11-21T10:00:00.000Z' },
  { id: 2, text: 'Segunda', date: '2026-11-20T10:00:00.000Z' },
  { id: 1, text: 'Primeira', date: '2026-11-19T10:00:00.000Z' },
];
const items = [
  { id: 1, text: 'Ovos', checked: false },
  { id: 2, text: 'Manteiga', checked: true },
];

/** Runs a post with every write failing as a full quota does; checks that nothing changed. */
async function withFullStorage(fields: Record<string, string>) {
  localStorage.setItem('m15-notes', JSON.stringify(notes));
  localStorage.setItem('m15-shopping', JSON.stringify(items));
  const before = storageContents(localStorage);
  makeStorageFull();
  const r = await post(clientAction, fields);
  expect(storageContents(localStorage)).toEqual(before);
  return r;
}

freshStorageAt(NOW);

describe('note-add', () => {
  it('saves the note first, trimmed, with its date, and answers the spec toast', async () => {
    localStorage.setItem('m15-notes', JSON.stringify(notes));
    const r = await post(clientAction, { intent: 'note-add', text: '  Beber mais água\r\nhoje  ' });
    expect(r).toEqual({ ok: true, toast: { kind: 'success', title: 'Anotação salva! 📝' } });
    expect(stored('m15-notes')).toEqual([
      { id: NOW.getTime(), text: 'Beber mais água\nhoje', date: NOW.toISOString() },
      ...notes,
    ]);
  });

  it.each(['', '   \n\t ', new File(['texto'], 'nota.txt')])(
    'refuses the blank text %j with the spec toast and writes nothing',
    async (text) => {
      localStorage.setItem('m15-notes', JSON.stringify(notes));
      const before = storageContents(localStorage);
      const r = await post(clientAction, { intent: 'note-add', text });
      expect(r).toEqual({ ok: false, toast: EMPTY_NOTE, errors: { text: 'Escreva algo primeiro' } });
      expect(storageContents(localStorage)).toEqual(before);
    },
  );

  it('refuses a post without text', async () => {
    expect(await post(clientAction, { intent: 'note-add' })).toMatchObject({ ok: false, toast: EMPTY_NOTE });
    expect(localStorage.getItem('m15-notes')).toBeNull();
  });

  it('keeps markup as plain text, word for word', async () => {
    await post(clientAction, { intent: 'note-add', text: HOSTILE });
    expect(stored('m15-notes')).toEqual([{ id: NOW.getTime(), text: HOSTILE, date: NOW.toISOString() }]);
  });

  it('answers the storage toast when the storage is full and keeps the notes', async () => {
    expect(await withFullStorage({ intent: 'note-add', text: 'Nova' })).toEqual({
      ok: false,
      toast: STORAGE_FULL_TOAST,
    });
  });
});

describe('note-delete', () => {
  it('deletes the note and hands it back with its place, for "Desfazer"', async () => {
    localStorage.setItem('m15-notes', JSON.stringify(notes));
    const r = await post(clientAction, { intent: 'note-delete', id: '2' });
    expect(r).toEqual({
      ok: true,
      deleted: { note: notes[1], index: 1 },
      toast: { kind: 'info', title: 'Anotação apagada', message: 'Toque em Desfazer para trazê-la de volta.' },
    });
    expect(stored('m15-notes')).toEqual([notes[0], notes[2]]);
  });

  it.each(['99', '', HOSTILE])('refuses the unknown id %j and writes nothing', async (id) => {
    localStorage.setItem('m15-notes', JSON.stringify(notes));
    const before = storageContents(localStorage);
    expect(await post(clientAction, { intent: 'note-delete', id })).toEqual({ ok: false });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('answers the storage toast when the storage is full and keeps the note', async () => {
    expect(await withFullStorage({ intent: 'note-delete', id: '2' })).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
  });
});

describe('note-restore', () => {
  const restore = { intent: 'note-restore', id: '2', text: 'Segunda', date: '2026-11-20T10:00:00.000Z', index: '1' };

  it('puts the note back where it was, once', async () => {
    localStorage.setItem('m15-notes', JSON.stringify([notes[0], notes[2]]));
    const r = await post(clientAction, restore);
    expect(r).toEqual({ ok: true, toast: { kind: 'success', title: 'Anotação restaurada ↩️' } });
    expect(stored('m15-notes')).toEqual(notes);
    // A second "Desfazer" does not add it twice.
    await post(clientAction, restore);
    expect(stored('m15-notes')).toEqual(notes);
  });

  it('puts a note with a place out of range at the nearest end', async () => {
    localStorage.setItem('m15-notes', JSON.stringify([notes[0]]));
    await post(clientAction, { ...restore, index: '40' });
    expect(stored('m15-notes')).toEqual([notes[0], notes[1]]);
  });

  it.each([
    { ...restore, text: '   ' },
    { ...restore, text: undefined },
    { ...restore, date: undefined },
    { ...restore, id: '' },
    { ...restore, id: undefined },
  ])('refuses %j and writes nothing', async (fields) => {
    localStorage.setItem('m15-notes', JSON.stringify([notes[0]]));
    const before = storageContents(localStorage);
    expect(await post(clientAction, fields)).toEqual({ ok: false });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('answers the storage toast when the storage is full and keeps the notes', async () => {
    expect(await withFullStorage({ ...restore, id: '9' })).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
  });
});

describe('item-add', () => {
  it('appends the item unchecked, with its spaces tidied', async () => {
    localStorage.setItem('m15-shopping', JSON.stringify(items));
    expect(await post(clientAction, { intent: 'item-add', text: '  Queijo   coalho ' })).toEqual({ ok: true });
    expect(stored('m15-shopping')).toEqual([...items, { id: NOW.getTime(), text: 'Queijo coalho', checked: false }]);
  });

  it('cuts a very long line to 120 characters', async () => {
    await post(clientAction, { intent: 'item-add', text: 'a'.repeat(500) });
    expect(stored('m15-shopping')[0].text).toBe('a'.repeat(120));
  });

  it('keeps markup as plain text', async () => {
    await post(clientAction, { intent: 'item-add', text: HOSTILE });
    expect(stored('m15-shopping')).toEqual([{ id: NOW.getTime(), text: HOSTILE, checked: false }]);
  });

  it.each(['', '    ', new File(['Ovos'], 'item.txt')])(
    'silently ignores the blank item %j (spec §5)',
    async (text) => {
      localStorage.setItem('m15-shopping', JSON.stringify(items));
      const before = storageContents(localStorage);
      expect(await post(clientAction, { intent: 'item-add', text })).toEqual({ ok: false });
      expect(storageContents(localStorage)).toEqual(before);
    },
  );

  it('answers the storage toast when the storage is full and keeps the list', async () => {
    expect(await withFullStorage({ intent: 'item-add', text: 'Bacon' })).toEqual({
      ok: false,
      toast: STORAGE_FULL_TOAST,
    });
  });
});

describe('item-check', () => {
  it('checks and unchecks one item', async () => {
    localStorage.setItem('m15-shopping', JSON.stringify(items));
    expect(await post(clientAction, { intent: 'item-check', id: '1', checked: 'true' })).toEqual({ ok: true });
    expect(stored('m15-shopping')).toEqual([{ ...items[0], checked: true }, items[1]]);
    await post(clientAction, { intent: 'item-check', id: '2', checked: 'false' });
    expect(stored('m15-shopping')).toEqual([
      { ...items[0], checked: true },
      { ...items[1], checked: false },
    ]);
  });

  it.each(['yes', '1', HOSTILE, ''])('reads the value %j as unchecked', async (checked) => {
    localStorage.setItem('m15-shopping', JSON.stringify(items));
    await post(clientAction, { intent: 'item-check', id: '2', checked });
    expect(stored('m15-shopping')).toEqual([items[0], { ...items[1], checked: false }]);
  });

  it('leaves the list as it is for an unknown id', async () => {
    localStorage.setItem('m15-shopping', JSON.stringify(items));
    await post(clientAction, { intent: 'item-check', id: HOSTILE, checked: 'true' });
    expect(stored('m15-shopping')).toEqual(items);
  });

  it('answers the storage toast when the storage is full and keeps the list', async () => {
    expect(await withFullStorage({ intent: 'item-check', id: '1', checked: 'true' })).toEqual({
      ok: false,
      toast: STORAGE_FULL_TOAST,
    });
  });
});

describe('item-delete', () => {
  it('deletes one item', async () => {
    localStorage.setItem('m15-shopping', JSON.stringify(items));
    expect(await post(clientAction, { intent: 'item-delete', id: '1' })).toEqual({ ok: true });
    expect(stored('m15-shopping')).toEqual([items[1]]);
  });

  it('leaves the list as it is for an unknown id', async () => {
    localStorage.setItem('m15-shopping', JSON.stringify(items));
    await post(clientAction, { intent: 'item-delete', id: HOSTILE });
    expect(stored('m15-shopping')).toEqual(items);
  });

  it('answers the storage toast when the storage is full and keeps the item', async () => {
    expect(await withFullStorage({ intent: 'item-delete', id: '1' })).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
  });
});

describe('list-clear', () => {
  it('empties the list and answers the spec toast', async () => {
    localStorage.setItem('m15-shopping', JSON.stringify(items));
    localStorage.setItem('m15-notes', JSON.stringify(notes));
    const r = await post(clientAction, { intent: 'list-clear' });
    expect(r).toEqual({
      ok: true,
      toast: { kind: 'success', title: 'Lista limpa! 🗑️', message: 'Todos os itens foram removidos' },
    });
    expect(stored('m15-shopping')).toEqual([]);
    expect(stored('m15-notes')).toEqual(notes);
  });

  it('answers the storage toast when the storage is full and keeps the list', async () => {
    expect(await withFullStorage({ intent: 'list-clear' })).toEqual({ ok: false, toast: STORAGE_FULL_TOAST });
  });
});

describe('list-ready', () => {
  it('appends the ready-made list unchecked and says how many items came (spec §8)', async () => {
    const r = await post(clientAction, { intent: 'list-ready', list: 'basica' });
    expect(r).toEqual({
      ok: true,
      toast: { kind: 'success', title: 'Lista carregada! 🛒', message: '5 itens adicionados' },
    });
    const t = NOW.getTime();
    expect(stored('m15-shopping')).toEqual([
      { id: t, text: 'Ovos', checked: false },
      { id: t + 1, text: 'Manteiga', checked: false },
      { id: t + 2, text: 'Carne bovina', checked: false },
      { id: t + 3, text: 'Frango', checked: false },
      { id: t + 4, text: 'Sal', checked: false },
    ]);
  });

  it('adds only the items the list does not hold yet', async () => {
    localStorage.setItem('m15-shopping', JSON.stringify(items));
    const r = await post(clientAction, { intent: 'list-ready', list: 'cetogenica' });
    expect(r).toMatchObject({ ok: true, toast: { title: 'Lista carregada! 🛒', message: '4 itens adicionados' } });
    expect(stored('m15-shopping').map((i: { text: string }) => i.text)).toEqual([
      'Ovos',
      'Manteiga',
      'Carne',
      'Queijo',
      'Creme de leite',
      'Bacon',
    ]);
  });

  it('says so, and writes nothing, when every item is already there', async () => {
    await post(clientAction, { intent: 'list-ready', list: 'carnivora' });
    const before = storageContents(localStorage);
    const r = await post(clientAction, { intent: 'list-ready', list: 'carnivora' });
    expect(r).toEqual({
      ok: true,
      toast: {
        kind: 'info',
        title: 'Nada novo para adicionar',
        message: 'Todos os itens desta lista já estão na sua lista.',
      },
    });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it.each(['', 'vegana', HOSTILE, '__proto__'])('refuses the unknown list %j', async (list) => {
    localStorage.setItem('m15-shopping', JSON.stringify(items));
    const before = storageContents(localStorage);
    expect(await post(clientAction, { intent: 'list-ready', list })).toEqual({ ok: false });
    expect(storageContents(localStorage)).toEqual(before);
  });

  it('answers the storage toast when the storage is full and keeps the list', async () => {
    expect(await withFullStorage({ intent: 'list-ready', list: 'basica' })).toEqual({
      ok: false,
      toast: STORAGE_FULL_TOAST,
    });
  });
});

describe('other intents', () => {
  it.each([{ intent: 'drop-all' }, { intent: HOSTILE, text: 'x' }, { text: 'Sem intenção' }])(
    'refuses %j and writes nothing',
    async (fields) => {
      localStorage.setItem('m15-notes', JSON.stringify(notes));
      const before = storageContents(localStorage);
      expect(await post(clientAction, fields)).toEqual({ ok: false });
      expect(storageContents(localStorage)).toEqual(before);
    },
  );
});
