/**
 * The notes and shopping screen's posts (spec §4 "Shopping", §5 "Add note",
 * "Add shopping item"): every intent of both tabs, each answered with a toast
 * when there is something to say.
 */
import {
  emptyNoteToast,
  listClearedToast,
  listLoadedToast,
  noteDeletedToast,
  noteRestoredToast,
  noteSavedToast,
} from '~/content/notes';
import { storageFailureToast } from '~/components/storage-toast';
import { READY_LISTS } from '~/content/shopping-lists';
import { cleanNoteText, parseRestoredNote } from '~/domain/notes';
import { cleanItemText } from '~/domain/shopping';
import type { Note } from '~/domain/stored';
import type { Toast } from '~/domain/toast';
import { deleteNote, restoreNote, saveNote } from '~/storage/notes';
import {
  addShoppingItem,
  checkShoppingItem,
  clearShopping,
  deleteShoppingItem,
  loadReadyList,
} from '~/storage/shopping';

export interface NotesActionResult {
  ok: boolean;
  toast?: Toast;
  errors?: { text?: string };
  /** A deleted note and its place, for "Desfazer". */
  deleted?: { note: Note; index: number };
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

function run(intent: string, form: FormData): NotesActionResult {
  switch (intent) {
    case 'note-add': {
      const note = cleanNoteText(form.get('text'));
      if (note === null) return { ok: false, toast: emptyNoteToast, errors: { text: emptyNoteToast.title } };
      saveNote({ text: note });
      return { ok: true, toast: noteSavedToast };
    }
    case 'note-delete': {
      const deleted = deleteNote({ id: text(form, 'id') });
      return deleted ? { ok: true, deleted, toast: noteDeletedToast } : { ok: false };
    }
    case 'note-restore': {
      const restored = parseRestoredNote({
        id: form.get('id'),
        text: form.get('text'),
        date: form.get('date'),
        index: form.get('index'),
      });
      if (!restored) return { ok: false };
      restoreNote(restored);
      return { ok: true, toast: noteRestoredToast };
    }
    case 'item-add': {
      const item = cleanItemText(form.get('text'));
      // A blank item is ignored without a word (spec §5).
      if (item === null) return { ok: false };
      addShoppingItem({ text: item });
      return { ok: true };
    }
    case 'item-check':
      checkShoppingItem({ id: text(form, 'id'), checked: form.get('checked') === 'true' });
      return { ok: true };
    case 'item-delete':
      deleteShoppingItem({ id: text(form, 'id') });
      return { ok: true };
    case 'list-clear':
      clearShopping();
      return { ok: true, toast: listClearedToast };
    case 'list-ready': {
      const ready = READY_LISTS.find((l) => l.id === form.get('list'));
      if (!ready) return { ok: false };
      const added = loadReadyList({ items: ready.items });
      return { ok: true, toast: listLoadedToast(added) };
    }
    default:
      return { ok: false };
  }
}

export async function notesAction(form: FormData): Promise<NotesActionResult> {
  try {
    return run(text(form, 'intent'), form);
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
}
