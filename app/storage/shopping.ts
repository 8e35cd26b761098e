import { nextIds } from '~/domain/ids';
import { mergeReadyList, removeItem, setChecked } from '~/domain/shopping';
import type { ShoppingItem } from '~/domain/stored';
import { KEYS } from '~/domain/keys';
import { write } from './local';
import { load } from './registry';

export function listShopping(): ShoppingItem[] {
  return load(KEYS.shopping);
}

const newIds = (items: ShoppingItem[], count: number) =>
  nextIds(
    items.map((i) => i.id),
    count,
    Date.now(),
  );

export function addShoppingItem({ text }: { text: string }): void {
  const items = listShopping();
  const [id] = newIds(items, 1) as [number];
  write(KEYS.shopping, [...items, { id, text, checked: false }]);
}

export function checkShoppingItem({ id, checked }: { id: string; checked: boolean }): void {
  write(KEYS.shopping, setChecked(listShopping(), id, checked));
}

export function deleteShoppingItem({ id }: { id: string }): void {
  write(KEYS.shopping, removeItem(listShopping(), id));
}

export function clearShopping(): void {
  write(KEYS.shopping, []);
}

/** Appends a ready-made list without repeating items; returns how many it added. */
export function loadReadyList({ items: ready }: { items: readonly string[] }): number {
  const items = listShopping();
  const { items: next, added } = mergeReadyList(items, ready, newIds(items, ready.length));
  if (added > 0) write(KEYS.shopping, next);
  return added;
}
