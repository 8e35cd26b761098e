// Resultados as one screen: the hero first, the trend under it, the forms, the histories last,
// and one primary button in each state. The flows themselves are in results.spec.ts and its siblings.
import type { Locator, Page } from '@playwright/test';
import { expect, gotoApp, seedStorage, test } from '../fixtures';
import { DAY_7_USER, NOON, userOnDay } from '../users';

test.describe('one hero, one primary button', () => {
  /** The filled buttons of the screen's main content, by name. */
  const filled = (page: Page) =>
    page
      .getByRole('main')
      .locator('.mantine-Button-root[data-variant="filled"]')
      .evaluateAll((list) => list.filter((b) => b.getClientRects().length > 0).map((b) => b.textContent?.trim()));

  test('opens on the kilograms lost, large, the trend right under them, then the forms, the histories last', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, DAY_7_USER);
    await gotoApp(page, '/resultados');
    const hero = page.getByRole('region', { name: 'kg eliminados' });
    await expect(hero.getByTestId('kg-eliminados')).toHaveText('3,0 kg');
    await expect(hero.getByTestId('kg-ate-agora')).toBeVisible();
    // Large: bigger than the screen's own title.
    const size = (l: Locator) => l.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(await size(hero.getByTestId('kg-eliminados'))).toBeGreaterThan(
      await size(page.getByRole('heading', { level: 1 })),
    );
    // In reading order, one under the other on the phone.
    const names = [
      'kg eliminados',
      'Evolução do peso',
      'Registre seu resultado',
      'Seu progresso em uma imagem',
      'Para levar à consulta',
      'Seu desafio está em andamento',
      'Histórico de fotos',
      'Histórico de protocolos',
    ];
    const tops: number[] = [];
    for (const name of names) tops.push((await page.getByRole('region', { name, exact: true }).boundingBox())!.y);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    // The chart is the hero's, right under its figures (its 300 px box is there before the chart arrives).
    await expect(hero.getByRole('region', { name: 'Evolução do peso' })).toBeVisible();
    await expect(hero.getByRole('figure', { name: /^Gráfico da evolução do peso/ })).toBeVisible();
  });

  test('during the challenge "Salvar Resultados" is the one filled button; the others look secondary', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, {
      ...DAY_7_USER,
      'm15-results': { finalWeight: '79', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    await expect(page.getByRole('button', { name: 'Compartilhar progresso' })).toBeVisible();
    expect(await filled(page)).toEqual(['Salvar Resultados']);
  });

  test('after the last day, with the result saved, sharing it is the one filled button', async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, userOnDay(16, { 'm15-results': { finalWeight: '75', beforePhoto: '', afterPhoto: '' } }));
    await gotoApp(page, '/resultados');
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeVisible();
    expect(await filled(page)).toEqual(['Compartilhar progresso']);
    // Without a result saved yet, recording it comes first.
    await page.evaluate(() => localStorage.removeItem('m15-results'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeVisible();
    expect(await filled(page)).toEqual(['Salvar Resultados']);
  });
});
