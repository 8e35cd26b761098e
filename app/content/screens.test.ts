import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from './nav';
import { SCREENS, titleOf } from './screens';

describe('the list of screens', () => {
  it("has every route of the specification's §2, the report, and one address that does not exist", () => {
    const paths = SCREENS.map((s) => s.path);
    for (const p of [
      '/',
      '/perfil',
      '/tutorial',
      '/jornada',
      '/fases',
      '/diario',
      '/resultados',
      '/receitas',
      '/anotacoes',
      '/depoimento',
      '/instalar',
      '/relatorio',
    ])
      expect(paths).toContain(p);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(SCREENS.map((s) => s.id)).size).toBe(SCREENS.length);
    for (const s of SCREENS) expect(s.id).toMatch(/^[a-z0-9-]+$/);
  });

  it("gives the bottom bar the specification's ten items in its order, each with a glyph, and only those", () => {
    expect(NAV_ITEMS.map((i) => i.label)).toEqual([
      'Início',
      'Perfil',
      'Tutorial',
      'Jornada',
      'Fases',
      'Diário',
      'Resultados',
      'Receitas',
      'Anotações',
      'Depoimento',
    ]);
    for (const s of SCREENS) expect(s.icon === null).toBe(s.nav === null);
    expect(SCREENS.filter((s) => s.nav === null).map((s) => s.path)).toEqual([
      '/instalar',
      '/relatorio',
      '/pagina-que-nao-existe',
    ]);
  });

  it('is the one home of each title: titleOf reads it, and an unknown path is a mistake, not an empty heading', () => {
    expect(titleOf('/resultados')).toBe('Seus resultados');
    expect(titleOf('/relatorio')).toBe('Relatório para a consulta');
    for (const s of SCREENS) expect(titleOf(s.path)).toBe(s.title);
    // @ts-expect-error: not a path of the list
    expect(() => titleOf('/nao-existe')).toThrow('no screen at /nao-existe');
  });
});
