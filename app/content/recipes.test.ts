import { describe, expect, it } from 'vitest';
import { RECIPES_SCREEN } from './recipes-screen';
import { RATINGS } from '~/domain/stored';
import { ALL_RECIPE_IDS, RATING_LABELS, RECIPE_GROUPS } from './recipes';

describe('built-in recipes', () => {
  it('has the six groups with the specification ids and counts', () => {
    expect(RECIPE_GROUPS.map((g) => [g.id, g.label, g.recipes.map((r) => r.id)])).toEqual([
      ['carnivora', 'Carnívora', [101, 102, 103, 104, 105]],
      ['heart', 'Receitas do Coração', [201]],
      ['breakfast', 'Café da Manhã', [1, 4, 10]],
      ['snacks', 'Lanches', [2, 3, 5]],
      ['main', 'Refeições', [6, 9]],
      ['desserts', 'Sobremesas', [7, 8]],
    ]);
    expect(new Set(ALL_RECIPE_IDS).size).toBe(16);
  });
  it('gives every recipe a title, emoji, local image, ingredients, steps and a tip', () => {
    for (const r of RECIPE_GROUPS.flatMap((g) => g.recipes)) {
      expect(r.title.length).toBeGreaterThan(3);
      expect(r.emoji).not.toBe('');
      expect(r.image).toBe(`/recipes/${r.id}.svg`);
      expect(r.ingredients.length).toBeGreaterThan(0);
      expect(r.instructions.length).toBeGreaterThanOrEqual(3);
      expect(r.tip.length).toBeGreaterThan(10);
    }
  });
  it('says which blocks each recipe suits: only days with meals, never a fasting block', () => {
    for (const r of RECIPE_GROUPS.flatMap((g) => g.recipes)) {
      expect(r.phases.length, String(r.id)).toBeGreaterThan(0);
      expect(new Set(r.phases).size).toBe(r.phases.length);
      for (const phase of r.phases) expect(['ceto-1', 'ceto-2']).toContain(phase);
    }
  });
  it('uses no sugar, flour or grains', () => {
    const forbiddenWords = /(?<!\p{L})(açúcar|farinha|trigo|arroz|aveia|milho|fubá|pão|macarrão|mel)(?!\p{L})/iu;
    expect('1 pão francês').toMatch(forbiddenWords);
    expect('Açúcar mascavo').toMatch(forbiddenWords);
    expect('melado').not.toMatch(forbiddenWords);
    for (const r of RECIPE_GROUPS.flatMap((g) => g.recipes)) {
      for (const line of r.ingredients) expect(line, `${r.id}: ${line}`).not.toMatch(forbiddenWords);
    }
  });
});

describe('RATING_LABELS', () => {
  it('labels the three values as the specification writes them', () => {
    expect(RATINGS.map((r) => RATING_LABELS[r])).toEqual(['Amei', 'Dá pra enganar', 'Não gostei']);
  });
});

describe('RECIPES_SCREEN.tab', () => {
  it('keeps the count on the line of the category name', () => {
    expect(RECIPES_SCREEN.tab('Sobremesas', 2)).toBe('Sobremesas\u00a0(2)');
    expect(RECIPES_SCREEN.tab('Receitas do Coração', 1)).toMatch(/Coração\u00a0\(1\)$/);
  });
});
