/** Anotações' messages: the notes (spec §5 "Add note") and the shopping list (spec §4 "Shopping", §8). */
import type { Toast } from '~/domain/toast';
import { plural } from './words';

export const emptyNoteToast: Toast = { kind: 'error', title: 'Escreva algo primeiro' };

export const noteSavedToast: Toast = { kind: 'success', title: 'Anotação salva! 📝' };

/** The button in the toast of a deleted note, that brings it back. */
export const NOTE_UNDO = 'Desfazer';

export const noteDeletedToast: Toast = {
  kind: 'info',
  title: 'Anotação apagada',
  message: `Toque em ${NOTE_UNDO} para trazê-la de volta.`,
};

export const noteRestoredToast: Toast = { kind: 'success', title: 'Anotação restaurada ↩️' };

export const listClearedToast: Toast = {
  kind: 'success',
  title: 'Lista limpa! 🗑️',
  message: 'Todos os itens foram removidos',
};

/** A ready-made list loaded: how many of its items were new ('N itens adicionados', spec §8). */
export const listLoadedToast = (added: number): Toast =>
  added > 0
    ? { kind: 'success', title: 'Lista carregada! 🛒', message: plural(added, 'item adicionado', 'itens adicionados') }
    : { kind: 'info', title: 'Nada novo para adicionar', message: 'Todos os itens desta lista já estão na sua lista.' };
