import { nextIds } from '~/domain/ids';
import { addNote, removeNote, restoreNote as putBack } from '~/domain/notes';
import type { Note } from '~/domain/stored';
import { KEYS } from '~/domain/keys';
import { write } from './local';
import { load } from './registry';

export function listNotes(): Note[] {
  return load(KEYS.notes);
}

export function saveNote({ text, now = new Date() }: { text: string; now?: Date }): Note {
  const notes = listNotes();
  const [id] = nextIds(
    notes.map((n) => n.id),
    1,
    now.getTime(),
  ) as [number];
  const note: Note = { id, text, date: now.toISOString() };
  write(KEYS.notes, addNote(notes, note));
  return note;
}

/** Deletes a note and hands it back with its place, for "Desfazer". */
export function deleteNote({ id }: { id: string }): { note: Note; index: number } | null {
  const { notes, removed, index } = removeNote(listNotes(), id);
  if (!removed) return null;
  write(KEYS.notes, notes);
  return { note: removed, index };
}

export function restoreNote({ note, index }: { note: Note; index: number }): void {
  write(KEYS.notes, putBack(listNotes(), note, index));
}
