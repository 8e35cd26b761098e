import { RECIPE_GROUPS } from '../../app/content/recipes';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test } from '../fixtures';
import { expectTouchTargets } from '../touch';

const EXPECTED = [
  ['Carnívora', [101, 102, 103, 104, 105]],
  ['Receitas do Coração', [201]],
  ['Café da Manhã', [1, 4, 10]],
  ['Lanches', [2, 3, 5]],
  ['Refeições', [6, 9]],
  ['Sobremesas', [7, 8]],
] as const;

test('six tabs with their counts hold the 16 recipes with the specification ids', async ({ page }) => {
  await gotoApp(page, '/receitas');
  await expect(page.getByRole('main')).toContainText('Todo mês chega uma nova Receita do Coração');
  await expect(page.getByRole('tab')).toHaveText(EXPECTED.map(([label, ids]) => `${label} (${ids.length})`));
  const seen: number[] = [];
  for (const [label, ids] of EXPECTED) {
    await page.getByRole('tab', { name: `${label} (${ids.length})` }).click();
    const cards = page.getByRole('tabpanel').getByTestId('recipe-card');
    await expect(cards).toHaveCount(ids.length);
    const shown = await cards.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-recipe-id'))));
    expect(shown).toEqual([...ids]);
    seen.push(...shown);
  }
  expect(seen).toHaveLength(16);
  expect(new Set(seen).size).toBe(16);
});

test('each card shows its image, title, ingredients, numbered steps and tip', async ({ page }) => {
  await gotoApp(page, '/receitas');
  const recipe = RECIPE_GROUPS[0]!.recipes[0]!;
  const card = page.getByRole('article', { name: recipe.title });
  const img = card.getByRole('img', { name: `Ilustração da receita ${recipe.title}` });
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(img).toHaveAttribute('src', `/recipes/${recipe.id}.svg`);
  await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByRole('heading', { level: 2 })).toContainText(recipe.emoji);
  await expect(card.locator('ul').first().getByRole('listitem')).toHaveCount(recipe.ingredients.length);
  await expect(card.locator('ol').getByRole('listitem')).toHaveText([...recipe.instructions]);
  await expect(card).toContainText(recipe.tip);
});

test('the heart tab has the favourite-recipe quote', async ({ page }) => {
  await gotoApp(page, '/receitas');
  await page.getByRole('tab', { name: 'Receitas do Coração (1)' }).click();
  await expect(page.getByRole('tabpanel').locator('blockquote')).toContainText('receita favorita');
});

test('a rating is set, switched and cleared by clicking the active one, and survives a reload', async ({ page }) => {
  await seedStorage(page, { recipeRatings: { 7: 'engana' } });
  await gotoApp(page, '/receitas');
  const card = page.getByRole('article', { name: 'Costela Bovina Assada Lentamente' });
  const group = card.getByRole('group', { name: /Sua avaliação/ });
  const amei = group.getByRole('button', { name: 'Amei' });
  const engana = group.getByRole('button', { name: 'Dá pra enganar' });
  const nao = group.getByRole('button', { name: 'Não gostei' });
  await expect(amei).toHaveAttribute('aria-pressed', 'false');

  await amei.click();
  await expect(amei).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readStorage(page, 'recipeRatings')).toEqual({ 7: 'engana', 102: 'amei' });

  await nao.click();
  await expect(nao).toHaveAttribute('aria-pressed', 'true');
  await expect(amei).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => readStorage(page, 'recipeRatings')).toEqual({ 7: 'engana', 102: 'nao_gostei' });

  await page.reload();
  await expect(nao).toHaveAttribute('aria-pressed', 'true');
  await nao.click();
  await expect(nao).toHaveAttribute('aria-pressed', 'false');
  await expect(engana).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => readStorage(page, 'recipeRatings')).toEqual({ 7: 'engana', 102: null });

  await page.reload();
  await expect(group.getByRole('button', { pressed: true })).toHaveCount(0);
  // The rating kept from before shows on its card.
  await page.getByRole('tab', { name: 'Sobremesas (2)' }).click();
  await expect(
    page.getByRole('article', { name: 'Mousse de Chocolate Keto' }).getByRole('button', { name: 'Dá pra enganar' }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the rating buttons work from the keyboard', async ({ page }) => {
  await gotoApp(page, '/receitas');
  const amei = page.getByRole('article').first().getByRole('button', { name: 'Amei' });
  await amei.focus();
  await page.keyboard.press('Enter');
  await expect(amei).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readStorage(page, 'recipeRatings')).toEqual({ 101: 'amei' });
});

test('corrupt ratings do not break the screen', async ({ page }) => {
  await seedStorage(page, { recipeRatings: '{not json' });
  await gotoApp(page, '/receitas');
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Amei' }).first().click();
  // Until the click is saved the key still holds the seeded invalid JSON.
  await expect.poll(() => readStorage(page, 'recipeRatings').catch(() => 'unreadable')).toEqual({ 101: 'amei' });
});

test('axe-core is clean with ratings set, in light and dark', async ({ page }) => {
  await seedStorage(page, { recipeRatings: { 101: 'amei', 102: 'engana' } });
  await gotoApp(page, '/receitas');
  await expectNoAxeViolations(page);
  await expectTouchTargets(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(2);
  await expectNoAxeViolations(page);
});
