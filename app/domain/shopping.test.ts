import { describe, expect, it } from 'vitest';
import { READY_LISTS } from '~/content/shopping-lists';
import { cleanItemText, itemKey, MAX_ITEM_LENGTH, mergeReadyList, removeItem, setChecked } from './shopping';
import type { ShoppingItem } from './stored';

const item = (id: number, text: string, checked = false): ShoppingItem => ({ id, text, checked });

describe('cleanItemText', () => {
  it('ignores blank and non-text input', () => {
    for (const raw of ['', '   ', '\n\t ', null, undefined, 42, {}]) expect(cleanItemText(raw)).toBeNull();
  });
  it('trims and collapses spaces', () => {
    expect(cleanItemText('  Queijo   minas \n')).toBe('Queijo minas');
  });
  it('cuts very long text', () => {
    expect(cleanItemText('a'.repeat(500))).toHaveLength(MAX_ITEM_LENGTH);
  });
  it('keeps hostile text as plain text', () => {
    expect(cleanItemText('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('itemKey', () => {
  it('ignores case, accents and spacing', () => {
    expect(itemKey('  CARNE   Bovina ')).toBe(itemKey('carne bovina'));
    expect(itemKey('Cetogênica')).toBe(itemKey('cetogenica'));
    expect(itemKey('Açúcar')).toBe('acucar');
  });
});

describe('mergeReadyList', () => {
  it('appends every item unchecked to an empty list, in order', () => {
    const basic = READY_LISTS.find((l) => l.id === 'basica')!;
    const { items, added } = mergeReadyList([], basic.items, [1, 2, 3, 4, 5]);
    expect(added).toBe(5);
    expect(items).toEqual([
      item(1, 'Ovos'),
      item(2, 'Manteiga'),
      item(3, 'Carne bovina'),
      item(4, 'Frango'),
      item(5, 'Sal'),
    ]);
  });
  it('skips items already on the list, whatever their case, accents or checked state', () => {
    const list = [item(10, 'ovos', true), item(11, 'MANTEIGA'), item(12, 'Pão de queijo')];
    const { items, added } = mergeReadyList(list, ['Ovos', 'Manteiga', 'Queijo', 'Creme de leite'], [20, 21]);
    expect(added).toBe(2);
    expect(items).toEqual([...list, item(20, 'Queijo'), item(21, 'Creme de leite')]);
    // The checked item keeps its state.
    expect(items[0]).toEqual(item(10, 'ovos', true));
  });
  it('treats accented and plain spellings as the same item', () => {
    const { added } = mergeReadyList([item(1, 'Cafe')], ['Café', 'Açaí'], [2]);
    expect(added).toBe(1);
  });
  it('adds nothing when loading the same list twice', () => {
    const carni = READY_LISTS.find((l) => l.id === 'carnivora')!;
    const first = mergeReadyList([], carni.items, [1, 2, 3, 4, 5]);
    const second = mergeReadyList(first.items, carni.items, [6, 7, 8, 9, 10]);
    expect(second.added).toBe(0);
    expect(second.items).toEqual(first.items);
  });
  it('skips repeats and blanks inside the ready-made list', () => {
    const { items, added } = mergeReadyList([], ['Sal', 'sal ', ' ', 'Sal rosa'], [1, 2, 3, 4]);
    expect(added).toBe(2);
    expect(items.map((i) => i.text)).toEqual(['Sal', 'Sal rosa']);
  });
  it('loads the three lists one after another without duplicates', () => {
    let items: ShoppingItem[] = [];
    let id = 1;
    for (const list of READY_LISTS) {
      const r = mergeReadyList(
        items,
        list.items,
        Array.from({ length: 10 }, () => id++),
      );
      items = r.items;
    }
    const keys = items.map((i) => itemKey(i.text));
    expect(new Set(keys).size).toBe(keys.length);
    // Básica (5) + Cetogênica adds Carne, Queijo, Creme de leite, Bacon (4) + Carnívora adds Sal rosa (1).
    expect(items).toHaveLength(10);
  });
  it('needs an id for each new item', () => {
    expect(() => mergeReadyList([], ['Ovos', 'Bacon'], [1])).toThrow(RangeError);
  });
});

describe('setChecked and removeItem', () => {
  const list = [item(1, 'Ovos'), item(2, 'Bacon')];
  it('toggles only the matching item, by id as text or number', () => {
    expect(setChecked(list, '2', true)).toEqual([item(1, 'Ovos'), item(2, 'Bacon', true)]);
    expect(setChecked([{ id: 'a', text: 'x', checked: true }], 'a', false)[0]!.checked).toBe(false);
    expect(setChecked(list, '9', true)).toEqual(list);
  });
  it('removes only the matching item', () => {
    expect(removeItem(list, '1')).toEqual([item(2, 'Bacon')]);
    expect(removeItem(list, '9')).toEqual(list);
  });
});
