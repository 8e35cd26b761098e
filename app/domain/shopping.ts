/**
 * Shopping list rules (spec §2 Notes and shopping, §4 Shopping, §5). Pure:
 * lists in, lists out; ids come from the caller.
 */
import type { ShoppingItem } from './stored';

/** A longer line is cut: a shopping item is a few words. */
export const MAX_ITEM_LENGTH = 120;

/** The text to store for what the user typed, or null when it is blank (silently ignored). */
export function cleanItemText(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, MAX_ITEM_LENGTH).trim();
  return text === '' ? null : text;
}

/** Compares items the way a person does: case, accents and spacing do not matter. */
export function itemKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim();
}

/**
 * Appends a ready-made list's items, unchecked, skipping any the list
 * already holds (checked or not) and repeats inside the ready-made list.
 * `ids` gives an id for each new item, in order.
 */
export function mergeReadyList(
  items: readonly ShoppingItem[],
  ready: readonly string[],
  ids: readonly (number | string)[],
): { items: ShoppingItem[]; added: number } {
  const seen = new Set(items.map((i) => itemKey(i.text)));
  const next = [...items];
  let added = 0;
  for (const raw of ready) {
    const text = cleanItemText(raw);
    if (text === null) continue;
    const key = itemKey(text);
    if (seen.has(key)) continue;
    const id = ids[added];
    if (id === undefined) throw new RangeError('mergeReadyList needs an id for every new item');
    seen.add(key);
    next.push({ id, text, checked: false });
    added++;
  }
  return { items: next, added };
}

const sameId = (a: number | string, b: number | string) => String(a) === String(b);

export function setChecked(items: readonly ShoppingItem[], id: string, checked: boolean): ShoppingItem[] {
  return items.map((i) => (sameId(i.id, id) ? { ...i, checked } : i));
}

export function removeItem(items: readonly ShoppingItem[], id: string): ShoppingItem[] {
  return items.filter((i) => !sameId(i.id, id));
}
