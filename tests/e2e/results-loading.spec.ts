/**
 * Resultados as it loads: the whole screen, and the chart and the photo
 * encoder when their code cannot be downloaded (offline, a cut-short first visit).
 */
import type { Page } from '@playwright/test';
import { expect, gotoApp, losingNetwork, readStorage, seedStorage, test, toast } from '../fixtures';
import { diary, makeImage, photoInput, PROFILE, showChart } from './results-helpers';

/** Resultados with two weighings and its chart's code lost on the way: the chart's figure, once it offers a retry. */
async function chartThatCannotLoad(page: Page) {
  const network = await losingNetwork(page, 'weight-chart', { lose: 'all' });
  await seedStorage(page, {
    'm15-profile': PROFILE,
    'm15-diary': diary(['2026-03-02', '79.5'], ['2026-03-03', '79']),
  });
  await gotoApp(page, '/resultados');
  await showChart(page);
  const chart = page.getByRole('figure', { name: /^Gráfico da evolução do peso/ });
  await expect(chart.getByRole('button', { name: 'Tentar de novo' })).toBeVisible({ timeout: 20_000 });
  return { network, chart };
}

test.describe('loading the screen', () => {
  // How fast it paints and whether anything moves are measured by `npm run bench`, not here.
  test('shows the whole screen: figures, form, both pickers, the chart, both histories and the closing card', async ({
    page,
  }) => {
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-diary': diary(['2026-03-02', '79.5'], ['2026-03-03', '79']),
    });
    await gotoApp(page, '/resultados');
    await expect(page.getByTestId('kg-eliminados')).toBeVisible();
    await expect(page.getByLabel('Peso final (kg)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Escolher foto antes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Escolher foto depois' })).toBeVisible();
    await expect((await showChart(page)).locator('svg').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Histórico de fotos' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Histórico de protocolos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeAttached();
  });

  test('the chart, whose download fails once, is fetched again, even by a browser that remembers the failure', async ({
    page,
  }) => {
    const network = await losingNetwork(page, 'weight-chart', { lose: 'first' });
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-diary': diary(['2026-03-02', '79.5'], ['2026-03-03', '79']),
    });
    await gotoApp(page, '/resultados');
    // The retry waits a second: the assertion waits for the chart, however long the machine takes.
    await expect((await showChart(page)).locator('svg').first()).toBeVisible({ timeout: 20_000 });
    expect(network.requested.some((url) => url.includes('?retry='))).toBe(true);
  });

  test('a chart that cannot load says so, and comes back by itself when the phone is online again', async ({
    page,
    context,
  }) => {
    const { network, chart } = await chartThatCannotLoad(page);
    await expect(chart.getByRole('status')).toContainText('O gráfico não carregou: parece que a internet caiu.');
    await expect(chart.getByRole('button', { name: 'Recarregar o app' })).toHaveCount(0);
    network.restore();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(chart.locator('svg').first()).toBeVisible({ timeout: 20_000 });
  });

  test('"Tentar de novo" on the chart keeps the place: focus stays in the chart’s box while it loads', async ({
    page,
  }) => {
    const { network, chart } = await chartThatCannotLoad(page);
    network.restore();
    await chart.getByRole('button', { name: 'Tentar de novo' }).focus();
    await page.keyboard.press('Enter');
    await expect(chart.locator('svg').first()).toBeVisible({ timeout: 20_000 });
    // Not the page's top: the next Tab goes on from the chart.
    expect(await chart.evaluate((figure) => figure.contains(document.activeElement))).toBe(true);
  });

  test('when only a reload can bring the chart, it says so, and reloads only once nothing typed would be lost', async ({
    page,
  }) => {
    // The chart's file downloads (the page's fetch gets it), yet every import of it fails: what a
    // browser that remembers a failed file the chart imports does. Only a new document can load it.
    const network = await losingNetwork(page, 'weight-chart', { lose: 'all', scriptsOnly: true });
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-results': { finalWeight: '', beforePhoto: '', afterPhoto: '' },
      'm15-diary': diary(['2026-03-02', '79.5'], ['2026-03-03', '79']),
    });
    await gotoApp(page, '/resultados');
    await showChart(page);
    const chart = page.getByRole('figure', { name: /^Gráfico da evolução do peso/ });
    await expect(chart.getByRole('status')).toContainText(
      'O gráfico não carregou, e só volta depois que o app for recarregado.',
      { timeout: 20_000 },
    );
    await expect(chart.getByRole('button', { name: 'Tentar de novo' })).toHaveCount(0);
    // Something typed and not saved: the button does not throw it away.
    await page.getByLabel('Peso final (kg)').fill('75');
    await chart.getByRole('button', { name: 'Recarregar o app' }).click();
    await expect(chart).toContainText('Salve primeiro e depois recarregue o app.');
    await expect(page.getByLabel('Peso final (kg)')).toHaveValue('75');
    // Saved: now the reload is safe, and the new document loads the chart.
    await page.getByRole('button', { name: 'Salvar Resultados' }).click();
    await expect(toast(page, 'Resultados salvos')).toBeVisible();
    network.restore();
    await chart.getByRole('button', { name: 'Recarregar o app' }).click();
    await expect((await showChart(page)).locator('svg').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByLabel('Peso final (kg)')).toHaveValue('75');
    expect((await readStorage<{ finalWeight: string }>(page, 'm15-results'))?.finalWeight).toBe('75');
  });

  test('a photo picker that cannot load says so in its slot, keeps what was typed, and comes back when the phone is online', async ({
    page,
    context,
  }) => {
    const network = await losingNetwork(page, 'photo-drop', { lose: 'all' });
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-results': { finalWeight: '', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    await page.getByLabel('Peso final (kg)').fill('75');
    const form = page.getByRole('region', { name: 'Registre seu resultado' });
    const slots = form
      .getByRole('status')
      .filter({ hasText: 'A escolha de fotos não carregou: parece que a internet caiu.' });
    await expect(slots).toHaveCount(2, { timeout: 20_000 });
    // No file input while the part is missing: nothing can be picked and lost.
    await expect(photoInput(page, 'Foto antes')).toHaveCount(0);
    network.restore();
    await context.setOffline(true);
    await context.setOffline(false);
    const pick = page.getByRole('button', { name: 'Escolher foto antes' });
    await expect(pick).toBeEnabled({ timeout: 20_000 });
    const chooser = page.waitForEvent('filechooser');
    await pick.click();
    expect((await chooser).isMultiple()).toBe(false);
    await expect(page.getByLabel('Peso final (kg)')).toHaveValue('75');
  });

  test('"Tentar de novo" in a photo slot brings its picker and puts focus on "Escolher foto"', async ({ page }) => {
    const network = await losingNetwork(page, 'photo-drop', { lose: 'all' });
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-results': { finalWeight: '', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    const form = page.getByRole('region', { name: 'Registre seu resultado' });
    const retries = form.getByRole('button', { name: 'Tentar de novo' });
    await expect(retries).toHaveCount(2, { timeout: 20_000 });
    network.restore();
    await retries.first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Escolher foto antes' })).toBeFocused({ timeout: 20_000 });
    // The other slot was not retried: it still says what happened.
    await expect(retries).toHaveCount(1);
  });

  test('while the picker’s code is on its way, the slot waits, and a photo dropped on it is taken, not opened in place of the page', async ({
    page,
  }) => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/assets\/photo-drop-[^/?]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-results': { finalWeight: '', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    await page.getByLabel('Peso final (kg)').fill('75');
    const waiting = page.locator('[aria-busy="true"]').filter({ hasText: 'Adicione sua foto de antes' });
    await expect(waiting.getByRole('button', { name: 'Escolher foto antes' })).toBeDisabled();
    const png = await makeImage(page, { width: 64, height: 64, type: 'image/png' });
    const dataTransfer = await page.evaluateHandle((b64) => {
      const dt = new DataTransfer();
      dt.items.add(
        new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'arrastada.png', { type: 'image/png' }),
      );
      return dt;
    }, png.toString('base64'));
    await waiting.dispatchEvent('dragover', { dataTransfer });
    await waiting.dispatchEvent('drop', { dataTransfer });
    await expect(page.getByRole('img', { name: 'Foto antes escolhida' })).toBeVisible();
    await expect(page).toHaveURL(/\/resultados$/);
    await expect(page.getByLabel('Peso final (kg)')).toHaveValue('75');
    // The code arrives: the other slot's button opens the camera or the gallery.
    arrive();
    await expect(page.getByRole('button', { name: 'Escolher foto depois' })).toBeEnabled();
    await expect(photoInput(page, 'Foto depois')).toHaveCount(1);
  });

  test('without the photo encoder (offline on a cut-short first visit) a picked photo says so and changes nothing', async ({
    page,
  }) => {
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-results': { finalWeight: '78', beforePhoto: '', afterPhoto: '' },
    });
    await losingNetwork(page, 'image-encode', { lose: 'all' });
    await gotoApp(page, '/resultados');
    await page.getByLabel('Peso final (kg)').fill('75');
    const png = await makeImage(page, { width: 120, height: 160, type: 'image/png' });
    await photoInput(page, 'Foto antes').setInputFiles({ name: 'antes.png', mimeType: 'image/png', buffer: png });
    // The photo is decoded when it is picked: that is when the missing part is noticed.
    const t = toast(page, 'Não foi possível concluir');
    await expect(t).toContainText('Nada foi alterado.');
    await expect(t).toHaveAttribute('data-kind', 'error');
    await expect(page.getByRole('button', { name: 'Escolher foto antes' })).toBeVisible();
    expect(await readStorage(page, 'm15-results')).toEqual({ finalWeight: '78', beforePhoto: '', afterPhoto: '' });
    expect(await readStorage(page, 'm15-photos-kept')).toBeNull();
    // What the user typed is still there.
    await expect(page.getByLabel('Peso final (kg)')).toHaveValue('75');
  });
});
