// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { corruptKey, KEYS } from '~/domain/keys';
import { discardKeptAside, listKeptAside, scanStoredData } from './kept-aside';

beforeEach(() => localStorage.clear());

describe('kept-aside copies', () => {
  it('lists nothing when every value reads', () => {
    localStorage.setItem(KEYS.notes, '[]');
    expect(listKeptAside()).toEqual([]);
  });

  it('finds an unreadable value even before any screen has read it', () => {
    localStorage.setItem(KEYS.diary, '{oops');
    localStorage.setItem(KEYS.profile, '"just text"');
    expect(listKeptAside()).toEqual([]);
    expect(scanStoredData()).toBe(2);
    expect(listKeptAside()).toEqual([
      { key: KEYS.diary, asideKey: corruptKey(KEYS.diary), text: '{oops' },
      { key: KEYS.profile, asideKey: corruptKey(KEYS.profile), text: '"just text"' },
    ]);
  });

  it('lists a second, different copy too', () => {
    localStorage.setItem(corruptKey(KEYS.notes), 'first');
    localStorage.setItem(`${corruptKey(KEYS.notes)}-1700000000000`, 'second');
    expect(listKeptAside().map((k) => k.text)).toEqual(['first', 'second']);
  });

  it('discarding keeps what was readable, so the copy does not come back', () => {
    localStorage.setItem(KEYS.shopping, '[{"id":1,"text":"Ovos","checked":false},"lixo"]');
    scanStoredData();
    const [item] = listKeptAside();
    expect(discardKeptAside({ asideKey: item!.asideKey })).toBe(true);
    expect(JSON.parse(localStorage.getItem(KEYS.shopping)!)).toEqual([{ id: 1, text: 'Ovos', checked: false }]);
    expect(scanStoredData()).toBe(0);
  });

  it('discards a copy but never a live key or a stranger', () => {
    localStorage.setItem(KEYS.diary, '[]');
    localStorage.setItem(corruptKey(KEYS.diary), 'x');
    localStorage.setItem('other-app', 'y');
    expect(discardKeptAside({ asideKey: KEYS.diary })).toBe(false);
    expect(discardKeptAside({ asideKey: 'other-app' })).toBe(false);
    expect(discardKeptAside({ asideKey: corruptKey(KEYS.diary) })).toBe(true);
    expect(localStorage.getItem(KEYS.diary)).toBe('[]');
    expect(localStorage.getItem('other-app')).toBe('y');
    expect(localStorage.getItem(corruptKey(KEYS.diary))).toBeNull();
  });
});
