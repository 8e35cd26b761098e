/**
 * Anotações' own words (spec §2 "Notes", §3 "Ready-made shopping lists"): the
 * page, its two tabs, the notes panel and the shopping panel. The toasts are
 * content/notes.ts; the ready-made lists, content/shopping-lists.ts.
 */
import { titleOf } from './screens';

/** The page: its heading (also the document title and the first tab) and the tabs. */
export const NOTES_TEXT = {
  title: titleOf('/anotacoes'),
  subtitle: 'Suas anotações e sua lista de compras',
  shoppingTab: 'Lista de compras',
} as const;

/** The notes tab: the new note's field, the empty list, and each note's delete button. */
export const NOTES_PANEL_TEXT = {
  label: 'Nova anotação',
  placeholder: 'Escreva aqui como você está se sentindo, ideias, lembretes...',
  add: 'Adicionar Anotação',
  empty: 'Ainda não há anotações. Comece a escrever!',
  listLabel: 'Suas anotações',
  /** The delete button's name, with the note's date and time already formatted. */
  deleteLabel: (date: string) => `Apagar anotação de ${date}`,
} as const;

/** The shopping tab: the new item's field, the ready-made lists, the list, and clearing it. */
export const SHOPPING_PANEL_TEXT = {
  itemLabel: 'Novo item',
  itemPlaceholder: 'Ex: Ovos',
  readyTitle: 'Listas prontas',
  listTitle: 'Minha lista',
  /** How many of the list's items are checked. */
  progress: (done: number, total: number) => `${done} de ${total} comprados`,
  empty: 'Sua lista está vazia. Adicione os itens que precisa comprar!',
  clearAll: 'Limpar toda a lista',
  confirmTitle: 'Limpar lista',
  confirmLabel: 'Sim, limpar',
  confirmText: 'Tem certeza que deseja limpar toda a lista de compras?',
  /** An item's delete button, named after the item. */
  deleteItem: (item: string) => `Apagar ${item} da lista`,
} as const;
