import { describe, expect, it } from 'vitest';
import { addNote, cleanNoteText, parseRestoredNote, removeNote, restoreNote } from './notes';
import type { Note } from './stored';

const n = (id: number, text = `nota ${id}`): Note => ({ id, text, date: '2026-11-22T12:00:00.000Z' });

describe('cleanNoteText', () => {
  it('refuses blank and non-text input', () => {
    for (const raw of ['', '  ', '\n\n\t', null, undefined, 3]) expect(cleanNoteText(raw)).toBeNull();
  });
  it('trims the ends and keeps the lines inside', () => {
    expect(cleanNoteText('  Comprar ovos\r\nBeber água  ')).toBe('Comprar ovos\nBeber água');
  });
  it('keeps hostile text as it is', () => {
    expect(cleanNoteText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('add, remove and restore', () => {
  it('puts a new note first', () => {
    expect(addNote([n(1)], n(2)).map((x) => x.id)).toEqual([2, 1]);
  });
  it('removes by id and says where the note was', () => {
    const r = removeNote([n(3), n(2), n(1)], '2');
    expect(r.notes.map((x) => x.id)).toEqual([3, 1]);
    expect(r.removed).toEqual(n(2));
    expect(r.index).toBe(1);
  });
  it('removes nothing for an unknown id', () => {
    const r = removeNote([n(1)], '9');
    expect(r).toEqual({ notes: [n(1)], removed: null, index: -1 });
  });
  it('puts a note back where it was', () => {
    expect(restoreNote([n(3), n(1)], n(2), 1).map((x) => x.id)).toEqual([3, 2, 1]);
    expect(restoreNote([n(3), n(1)], n(4), 0).map((x) => x.id)).toEqual([4, 3, 1]);
  });
  it('clamps an index out of range', () => {
    expect(restoreNote([n(3)], n(1), 99).map((x) => x.id)).toEqual([3, 1]);
    expect(restoreNote([n(3)], n(4), -5).map((x) => x.id)).toEqual([4, 3]);
    expect(restoreNote([n(3)], n(4), Number.NaN).map((x) => x.id)).toEqual([4, 3]);
  });
  it('does not restore the same note twice', () => {
    expect(restoreNote([n(2), n(1)], n(2), 0)).toEqual([n(2), n(1)]);
  });
});

describe('parseRestoredNote', () => {
  it('reads a note sent back by the undo button', () => {
    expect(
      parseRestoredNote({ id: '1763812800000', text: 'Oi', date: '2026-11-22T12:00:00.000Z', index: '2' }),
    ).toEqual({ note: { id: 1763812800000, text: 'Oi', date: '2026-11-22T12:00:00.000Z' }, index: 2 });
  });
  it('keeps a text id from older data', () => {
    expect(parseRestoredNote({ id: 'abc', text: 'Oi', date: 'x', index: '0' })?.note.id).toBe('abc');
  });
  it('refuses missing or blank fields', () => {
    expect(parseRestoredNote({ id: '', text: 'Oi', date: 'x', index: '0' })).toBeNull();
    expect(parseRestoredNote({ id: '1', text: '  ', date: 'x', index: '0' })).toBeNull();
    expect(parseRestoredNote({ id: '1', text: null, date: 'x', index: '0' })).toBeNull();
    expect(parseRestoredNote({ id: '1', text: 'Oi', date: null, index: '0' })).toBeNull();
  });
  it('reads a bad index as the top of the list', () => {
    expect(parseRestoredNote({ id: '1', text: 'Oi', date: 'x', index: '-3' })?.index).toBe(0);
    expect(parseRestoredNote({ id: '1', text: 'Oi', date: 'x', index: null })?.index).toBe(0);
  });
});
