import type { Locator, Page } from '@playwright/test';
import { RECIPE_GROUPS } from '../../app/content/recipes';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test } from '../fixtures';
import { expectTouchTargets } from '../touch';
import { noonOn, profileStartingOn } from '../users';

/** Cards start closed: a tap on the title opens one. */
const openCard = async (card: Locator) => {
  await card.getByRole('button', { expanded: false }).click();
  await expect(card.getByRole('group', { name: /Sua avaliação/ })).toBeVisible();
};
const recipe = (page: Page, title: string) => page.getByRole('article', { name: title });

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
    const tab = page.getByRole('tab', { name: `${label} (${ids.length})` });
    await tab.click();
    // The open tab lives in the address (?categoria=…): the panel follows once the tab is selected.
    await expect(tab).toHaveAttribute('aria-selected', 'true');
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
  await openCard(card);
  await expect(card.locator('ul').first().getByRole('listitem')).toHaveCount(recipe.ingredients.length);
  await expect(card.locator('ol').getByRole('listitem')).toHaveText([...recipe.instructions]);
  await expect(card).toContainText(recipe.tip);
});

test('the heart tab has the favourite-recipe quote', async ({ page }) => {
  await gotoApp(page, '/receitas');
  await page.getByRole('tab', { name: 'Receitas do Coração (1)' }).click();
  await expect(page.getByRole('tabpanel').locator('blockquote')).toContainText('receita favorita');
});

test('the hero is the recipe of the month: its one action opens the heart tab, kept in the address', async ({
  page,
}) => {
  await gotoApp(page, '/receitas');
  const hero = page.getByRole('region', { name: /Coraçãozinho de frango na manteiga/ });
  await expect(hero).toContainText('Todo mês chega uma nova Receita do Coração');
  const open = hero.getByRole('link', { name: 'Ver a receita do mês' });
  await expect(open).toHaveAttribute('data-variant', 'filled');
  await open.click();
  await expect(page.getByRole('tab', { name: 'Receitas do Coração (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tabpanel').getByRole('article', { name: 'Coraçãozinho de frango na manteiga' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/categoria=heart/);
  // Another tab is remembered the same way: a reload keeps it.
  await page.getByRole('tab', { name: 'Sobremesas (2)' }).click();
  await expect(page).toHaveURL(/categoria=desserts/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Sobremesas (2)' })).toHaveAttribute('aria-selected', 'true');
});

test('a rating is set, switched and cleared by clicking the active one, and survives a reload', async ({ page }) => {
  await seedStorage(page, { recipeRatings: { 7: 'engana' } });
  await gotoApp(page, '/receitas');
  const card = page.getByRole('article', { name: 'Costela Bovina Assada Lentamente' });
  await openCard(card);
  const group = card.getByRole('group', { name: /Sua avaliação/ });
  const amei = group.getByRole('button', { name: 'Amei' });
  const engana = group.getByRole('button', { name: 'Dá pra enganar' });
  const nao = group.getByRole('button', { name: 'Não gostei' });
  await expect(amei).toHaveAttribute('aria-pressed', 'false');

  await amei.click();
  await expect(amei).toHaveAttribute('aria-pressed', 'true');
  // Her note on one recipe, not the screen's action: tinted, never filled.
  await expect(amei).toHaveAttribute('data-variant', 'light');
  await expect.poll(() => readStorage(page, 'recipeRatings')).toEqual({ 7: 'engana', 102: 'amei' });

  await nao.click();
  await expect(nao).toHaveAttribute('aria-pressed', 'true');
  await expect(amei).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => readStorage(page, 'recipeRatings')).toEqual({ 7: 'engana', 102: 'nao_gostei' });

  await page.reload();
  await openCard(card);
  await expect(nao).toHaveAttribute('aria-pressed', 'true');
  await nao.click();
  await expect(nao).toHaveAttribute('aria-pressed', 'false');
  await expect(engana).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => readStorage(page, 'recipeRatings')).toEqual({ 7: 'engana', 102: null });

  await page.reload();
  await openCard(card);
  await expect(group.getByRole('button', { pressed: true })).toHaveCount(0);
  // The rating kept from before shows on its card.
  await page.getByRole('tab', { name: 'Sobremesas (2)' }).click();
  const mousse = recipe(page, 'Mousse de Chocolate Keto');
  await openCard(mousse);
  await expect(mousse.getByRole('button', { name: 'Dá pra enganar' })).toHaveAttribute('aria-pressed', 'true');
});

test('a card opens and the rating buttons work from the keyboard', async ({ page }) => {
  await gotoApp(page, '/receitas');
  const card = page.getByRole('article').first();
  const toggle = card.getByRole('button', { name: 'Picanha na Frigideira com Manteiga' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const amei = card.getByRole('button', { name: 'Amei' });
  await amei.focus();
  await page.keyboard.press('Enter');
  await expect(amei).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => readStorage(page, 'recipeRatings')).toEqual({ 101: 'amei' });
});

test('corrupt ratings do not break the screen', async ({ page }) => {
  await seedStorage(page, { recipeRatings: '{not json' });
  await gotoApp(page, '/receitas');
  await openCard(page.getByRole('article').first());
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Amei' }).first().click();
  // Until the click is saved the key still holds the seeded invalid JSON.
  await expect.poll(() => readStorage(page, 'recipeRatings').catch(() => 'unreadable')).toEqual({ 101: 'amei' });
});

test('axe-core is clean with ratings set, in light and dark', async ({ page }) => {
  await seedStorage(page, { recipeRatings: { 101: 'amei', 102: 'engana' } });
  await gotoApp(page, '/receitas');
  // Closed cards are checked by a11y.spec; here, open ones with their ratings.
  await openCard(recipe(page, 'Picanha na Frigideira com Manteiga'));
  await openCard(recipe(page, 'Costela Bovina Assada Lentamente'));
  await expectNoAxeViolations(page);
  await expectTouchTargets(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await openCard(recipe(page, 'Picanha na Frigideira com Manteiga'));
  await openCard(recipe(page, 'Costela Bovina Assada Lentamente'));
  await expect(page.getByRole('button', { pressed: true })).toHaveCount(2);
  await expectNoAxeViolations(page);
});

for (const size of [
  { name: 'phone', viewport: { width: 360, height: 780 }, perRow: 1 },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, perRow: 3 },
] as const) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, isMobile: size.name === 'phone', hasTouch: size.name === 'phone' });

    test('cards start closed with picture, emoji, title and phases, and open on a tap', async ({ page }) => {
      await gotoApp(page, '/receitas');
      const cards = page.getByRole('tabpanel').getByTestId('recipe-card');
      await expect(cards).toHaveCount(5);
      for (const card of await cards.all()) {
        await expect(card.getByRole('button', { expanded: false })).toHaveCount(1);
        await expect(card.getByRole('img')).toBeVisible();
        await expect(card.getByTestId('recipe-phases')).toHaveText('Fases:Ceto ICeto II');
        await expect(card.getByText('Ingredientes')).toBeHidden();
        await expect(card.getByRole('group', { name: /Sua avaliação/ })).toBeHidden();
      }
      // The picture is part of what opens the card, not only the title.
      const card = recipe(page, 'Caldo de Ossos');
      await card.scrollIntoViewIfNeeded();
      const picture = (await card.getByRole('img').boundingBox())!;
      await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
      await expect(card.getByRole('button', { name: 'Caldo de Ossos' })).toHaveAttribute('aria-expanded', 'true');
      await expect(card.getByText('Ingredientes')).toBeVisible();
      await expect(card.locator('ol').getByRole('listitem')).toHaveCount(5);
      // The others stay closed, and a second tap closes it.
      await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
      await card.getByRole('button', { name: 'Caldo de Ossos' }).click();
      await expect(card.getByText('Ingredientes')).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.viewport.width);
    });

    test(`the cards reflow: ${size.perRow} to a row`, async ({ page }) => {
      await gotoApp(page, '/receitas');
      const boxes = await page
        .getByRole('tabpanel')
        .getByTestId('recipe-card')
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, w: r.width })));
      const firstRow = boxes.filter((b) => Math.abs(b.y - boxes[0]!.y) < 1);
      expect(firstRow).toHaveLength(size.perRow);
      // Closed, five recipes take less than two screens even on a phone.
      const last = boxes[boxes.length - 1]!;
      expect(last.y - boxes[0]!.y).toBeLessThan(size.viewport.height * 1.5);
    });
  });
}

test("a filter shows only the recipes rated 'Amei', from every category", async ({ page }) => {
  await seedStorage(page, { recipeRatings: { 101: 'amei', 7: 'amei', 102: 'engana' } });
  await gotoApp(page, '/receitas');
  const filter = page.getByRole('switch', { name: 'Só as que amei (2)' });
  await expect(filter).not.toBeChecked();
  // A click, not check(): the switch follows the URL, so it turns on once the URL has changed.
  await filter.click();
  await expect(filter).toBeChecked();
  await expect(page).toHaveURL(/\?favoritas=1$/);
  await expect(page.getByRole('tab')).toHaveCount(0);
  const loved = page.getByRole('region', { name: 'Receitas que você amou' }).getByTestId('recipe-card');
  await expect(loved).toHaveCount(2);
  expect(await loved.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-recipe-id'))))).toEqual([101, 7]);

  // Taking the love back takes the recipe out of the list.
  const mousse = recipe(page, 'Mousse de Chocolate Keto');
  await openCard(mousse);
  await mousse.getByRole('button', { name: 'Amei' }).click();
  await expect(loved).toHaveCount(1);
  await expect(page.getByRole('switch', { name: 'Só as que amei (1)' })).toBeChecked();
  await expect.poll(() => readStorage(page, 'recipeRatings')).toEqual({ 101: 'amei', 7: null, 102: 'engana' });

  // Off again: the six tabs are back.
  await page.getByRole('switch', { name: /Só as que amei/ }).click();
  await expect(page.getByRole('tab')).toHaveCount(6);
  await expectNoAxeViolations(page);
});

test('with no favourite yet the filter says how to make one', async ({ page }) => {
  await gotoApp(page, '/receitas?favoritas=1');
  await expect(page.getByRole('switch', { name: 'Só as que amei (0)' })).toBeChecked();
  await expect(page.getByRole('main')).toContainText('Você ainda não marcou nenhuma receita com “Amei”.');
  await expect(page.getByTestId('recipe-card')).toHaveCount(0);
});

test.describe('the day of the challenge', () => {
  test('on fasting days a note says the recipes are for the keto days', async ({ page }) => {
    await seedStorage(page, { 'm15-profile': profileStartingOn('2026-03-01') });
    for (const [today, day, phase] of [
      ['2026-03-05', 5, 'Jejum I'],
      ['2026-03-12', 12, 'Jejum Final'],
    ] as const) {
      await page.clock.setFixedTime(noonOn(today));
      await gotoApp(page, '/receitas');
      const note = page.getByTestId('fasting-note');
      await expect(note).toContainText(`Hoje é dia de jejum (dia ${day} · ${phase}).`);
      await expect(note).toContainText('Estas receitas são para os dias cetogênicos: Ceto I (dias 1 a 3) e Ceto II');
      await expect(note.getByRole('link', { name: 'Ver o que pode no jejum' })).toHaveAttribute(
        'href',
        `/fases?fase=${day < 10 ? 'jejum-1' : 'jejum-final'}`,
      );
      // What the fast allows is the screen's one filled action that day; the hero's steps down.
      await expect(note.getByRole('link', { name: 'Ver o que pode no jejum' })).toHaveAttribute(
        'data-variant',
        'filled',
      );
      await expect(page.getByRole('link', { name: 'Ver a receita do mês' })).toHaveAttribute('data-variant', 'outline');
      // The tabs and their recipes are all still there.
      await expect(page.getByRole('tab')).toHaveCount(6);
    }
  });

  test('no fasting note on a fasting day she does not fast: the check said "sim", she ended the fast, or the record refuses one', async ({
    page,
  }) => {
    // Day 5 of a challenge started on 1 March; the check before Jejum I said stop on the eve.
    await seedStorage(page, {
      'm15-profile': profileStartingOn('2026-03-01'),
      'm15-safety-checks': { 'jejum-1': { at: '2026-03-03T21:00:00.000Z', outcome: 'stop', until: '2026-03-06' } },
    });
    await page.clock.setFixedTime(noonOn('2026-03-05'));
    await gotoApp(page, '/receitas');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await expect(page.getByTestId('fasting-note')).toHaveCount(0);
    // Another user: the fast began on the eve and she ended it on day 5, early: she eats again.
    await page.evaluate(() => {
      localStorage.setItem(
        'm15-safety-checks',
        JSON.stringify({ 'jejum-1': { at: '2026-03-03T12:00:00.000Z', outcome: 'go' } }),
      );
      localStorage.setItem(
        'm15-fasting',
        JSON.stringify({
          startedAt: '2026-03-03T23:00:00.000Z',
          endedAt: '2026-03-05T13:00:00.000Z',
          block: 'jejum-1',
          plannedEndAt: '2026-03-06T23:00:00.000Z',
        }),
      );
    });
    await gotoApp(page, '/receitas');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await expect(page.getByTestId('fasting-note')).toHaveCount(0);
    // Day 10, the Final's first day, 16 h after a 72 h fast: the record refuses a new one, as Hoje says.
    await page.clock.setFixedTime(noonOn('2026-03-10'));
    await page.evaluate(() => {
      localStorage.removeItem('m15-safety-checks');
      localStorage.removeItem('m15-fasting');
      localStorage.setItem(
        'm15-fast-record',
        JSON.stringify([
          {
            startedAt: '2026-03-06T23:00:00.000Z',
            plannedEndAt: '2026-03-09T23:00:00.000Z',
            endedAt: '2026-03-09T23:00:00.000Z',
          },
        ]),
      );
    });
    await gotoApp(page, '/receitas');
    await expect(page.getByTestId('recipe-card').first()).toBeVisible();
    await expect(page.getByTestId('fasting-note')).toHaveCount(0);
  });

  test('no fasting note on keto days, before the start, after day 15 or without a profile', async ({ page }) => {
    await seedStorage(page, { 'm15-profile': profileStartingOn('2026-03-01') });
    for (const [label, today, profile] of [
      ['on a keto day (day 3)', '2026-03-03', true],
      ['on a keto day (day 7)', '2026-03-07', true],
      ['before the start', '2026-02-20', true],
      ['after day 15', '2026-03-16', true],
      ['without a profile', '2026-03-05', false],
    ] as const) {
      await page.clock.setFixedTime(noonOn(today));
      if (!profile) await page.evaluate(() => localStorage.removeItem('m15-profile'));
      await gotoApp(page, '/receitas');
      await expect(page.getByTestId('recipe-card').first()).toBeVisible();
      await expect(page.getByTestId('fasting-note'), label).toHaveCount(0);
    }
  });
});
