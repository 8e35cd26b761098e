import { describe, expect, it } from 'vitest';
import { plural } from './words';

describe('plural', () => {
  it('counts in Portuguese', () => {
    expect(plural(1, 'registro salvo', 'registros salvos')).toBe('1 registro salvo');
    expect(plural(0, 'registro salvo', 'registros salvos')).toBe('0 registros salvos');
    expect(plural(2, 'item', 'itens')).toBe('2 itens');
  });
});
