/** Note rules (spec §2 Notes, §5 "Add note"). Pure. */
import * as v from 'valibot';
import { NoteSchema, type Note } from './stored';

/** The text to store, or null when it is blank. Line breaks inside are kept. */
export function cleanNoteText(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
}

/** Newest first, as the list shows them. */
export function addNote(notes: readonly Note[], note: Note): Note[] {
  return [note, ...notes];
}

/** The list without the note, and where it was, so it can be put back. */
export function removeNote(notes: readonly Note[], id: string): { notes: Note[]; removed: Note | null; index: number } {
  const index = notes.findIndex((n) => String(n.id) === id);
  if (index < 0) return { notes: [...notes], removed: null, index: -1 };
  return { notes: notes.filter((_, i) => i !== index), removed: notes[index] ?? null, index };
}

/**
 * Puts a deleted note back where it was. A note whose id is on the list
 * already (a double "Desfazer") is not added twice.
 */
export function restoreNote(notes: readonly Note[], note: Note, index: number): Note[] {
  if (notes.some((n) => String(n.id) === String(note.id))) return [...notes];
  const at = Number.isInteger(index) ? Math.min(Math.max(index, 0), notes.length) : 0;
  return [...notes.slice(0, at), note, ...notes.slice(at)];
}

/** Reads the note an undo sends back (it comes from the page, so it is checked like stored data). */
export function parseRestoredNote(form: { id: unknown; text: unknown; date: unknown; index: unknown }): {
  note: Note;
  index: number;
} | null {
  const id = typeof form.id === 'string' && /^\d+$/.test(form.id) ? Number(form.id) : form.id;
  const r = v.safeParse(NoteSchema, { id, text: form.text, date: form.date });
  if (!r.success || cleanNoteText(r.output.text) === null) return null;
  const index = typeof form.index === 'string' && /^\d+$/.test(form.index) ? Number(form.index) : 0;
  return { note: r.output, index };
}
