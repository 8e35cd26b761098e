import { describe, expect, it } from 'vitest';
import { listLoadedToast } from './notes';

describe('listLoadedToast', () => {
  it("counts what was added, the specification's 'N itens adicionados'", () => {
    expect(listLoadedToast(5)).toEqual({
      kind: 'success',
      title: 'Lista carregada! 🛒',
      message: '5 itens adicionados',
    });
    expect(listLoadedToast(1).message).toBe('1 item adicionado');
  });
  it('says so when nothing was new', () => {
    expect(listLoadedToast(0)).toEqual({
      kind: 'info',
      title: 'Nada novo para adicionar',
      message: 'Todos os itens desta lista já estão na sua lista.',
    });
  });
});
