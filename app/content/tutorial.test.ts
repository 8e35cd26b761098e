import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from './nav';
import { NAV_TIP, TUTORIAL_GUIDES, TUTORIAL_TIPS } from './tutorial';

describe('tutorial guides', () => {
  it('has the nine guides in the specification order, each with a description and steps', () => {
    expect(TUTORIAL_GUIDES.map((g) => g.title)).toEqual([
      'Início',
      'Perfil',
      'Jornada',
      'Fases',
      'Diário',
      'Receitas',
      'Anotações',
      'Depoimento',
      'Resultados',
    ]);
    for (const g of TUTORIAL_GUIDES) {
      expect(g.description.length).toBeGreaterThan(10);
      expect(g.steps.length).toBeGreaterThanOrEqual(3);
    }
  });
  it('points every guide at a real screen of the bottom menu', () => {
    const paths = NAV_ITEMS.map((i) => i.to as string);
    for (const g of TUTORIAL_GUIDES) expect(paths).toContain(g.path);
  });
  it('has the five tips, the menu one for phone and desktop', () => {
    expect(TUTORIAL_TIPS).toHaveLength(4);
    expect(TUTORIAL_TIPS.join(' ')).toMatch(/aparelho/);
    expect(TUTORIAL_TIPS.join(' ')).toMatch(/sem internet/);
    expect(NAV_TIP.phone).toMatch(/menu inferior/);
    expect(NAV_TIP.desktop).toMatch(/menu lateral/);
  });
});
