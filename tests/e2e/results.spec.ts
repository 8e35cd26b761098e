import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  gotoApp,
  losingNetwork,
  readStorage,
  seedStorage,
  test,
  toast,
} from '../fixtures';
import { DAY_7_USER, isoDay, NOON, profileStartingOn, userOnDay } from '../users';
import type { Locator } from '@playwright/test';
import { chartAxes, makeImage, photoInput, PROFILE, showChart, TINY_PNG_DATA_URL } from './results-helpers';

const diary = (...days: [string, string][]) => days.map(([date, weight]) => ({ date, weight, water: '2' }));

test.describe('saving the results', () => {
  test('an empty final weight shows the destructive toast and saves nothing', async ({ page }) => {
    await seedStorage(page, { 'm15-profile': PROFILE });
    await gotoApp(page, '/resultados');
    await expect(page.getByTestId('peso-inicial')).toHaveText('80,0 kg');
    await expect(page.getByLabel('Peso final (kg)')).toHaveAttribute('placeholder', 'Ex: 65.0');
    await page.getByRole('button', { name: 'Salvar Resultados' }).click();
    const t = toast(page, 'Adicione seu peso final');
    await expect(t).toBeVisible();
    await expect(t).toHaveAttribute('data-kind', 'error');
    await expect(t).toContainText('Informe seu peso atual');
    const field = page.getByLabel('Peso final (kg)');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    expect(await readStorage(page, 'm15-results')).toBeNull();
    expect(await readStorage(page, 'm15-photo-history')).toBeNull();
  });

  test('each final weight shows its message, is stored and stays after a reload', async ({ page }) => {
    await seedStorage(page, { 'm15-profile': PROFILE });
    await gotoApp(page, '/resultados');
    for (const c of [
      { final: '75', lost: '5,0 kg', message: 'Incrível! Você está eliminando peso!', stored: '75' },
      { final: '80', lost: '0,0 kg', message: 'Você está no caminho! Continue firme!', stored: '80' },
      { final: '82,5', lost: '-2,5 kg', message: 'Progresso visível da sua transformação!', stored: '82.5' },
    ]) {
      await page.getByLabel('Peso final (kg)').fill(c.final);
      // Enter submits the form from the keyboard.
      await page.getByLabel('Peso final (kg)').press('Enter');
      await expect(toast(page, 'Resultados salvos! 🎉')).toContainText(c.message);
      await expect(page.getByTestId('kg-eliminados')).toHaveText(c.lost);
      await expect(page.getByTestId('mensagem-resultado')).toHaveText(c.message);
      expect(await readStorage(page, 'm15-results')).toEqual({
        finalWeight: c.stored,
        beforePhoto: '',
        afterPhoto: '',
        // The day it was saved: a weigh-in of that day (issue 23).
        finalWeightOn: await page.evaluate(() => new Date().toLocaleDateString('sv')),
      });
      // No photo: no photo-history record.
      expect(await readStorage(page, 'm15-photo-history')).toBeNull();
      // The reload also clears the toast before the next weight.
      await page.reload();
      await expect(page.getByTestId('mensagem-resultado')).toHaveText(c.message);
      await expect(page.getByLabel('Peso final (kg)')).toHaveValue(c.final);
    }
  });

  test("without any weight the card says 'Progresso visível…' and 0 kg lost", async ({ page }) => {
    await gotoApp(page, '/resultados');
    await expect(page.getByTestId('peso-inicial')).toHaveText('—');
    await expect(page.getByTestId('kg-eliminados')).toHaveText('0 kg');
    await expect(page.getByTestId('mensagem-resultado')).toHaveText('Progresso visível da sua transformação!');
    await expect(page.getByText('Registre seu peso no Diário para ver o gráfico')).toBeVisible();
    // Each photo picker is one labelled button that opens the camera or the gallery.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Escolher foto antes' }).click();
    expect((await chooser).isMultiple()).toBe(false);
    await expectNoAxeViolations(page);
    // Nothing is wider than a 360 px phone (the two pickers share one row).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });

  test('an implausible weight is refused and the earlier results stay', async ({ page }) => {
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-results': { finalWeight: '76', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    await page.getByLabel('Peso final (kg)').fill('900');
    await page.getByRole('button', { name: 'Salvar Resultados' }).click();
    await expect(toast(page, 'Peso inválido')).toBeVisible();
    expect(await readStorage(page, 'm15-results')).toEqual({ finalWeight: '76', beforePhoto: '', afterPhoto: '' });
  });
});

test.describe('the weight chart', () => {
  test("plots the diary by date between 'Início' and 'Final', with the Y axis from min − 1 to max + 1", async ({
    page,
  }) => {
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-diary': diary(['2026-03-04', '78.5'], ['2026-03-02', '79.5'], ['2026-03-03', '79']),
      'm15-results': { finalWeight: '77', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    const chart = await showChart(page);
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect.poll(async () => (await chartAxes(chart)).x).toEqual(['Início', '02/03', '03/03', '04/03', 'Final']);
    // One dot per point.
    await expect(chart.locator('svg circle')).toHaveCount(5);
    const yTicks = (await chartAxes(chart)).y;
    expect(Math.min(...yTicks)).toBe(76);
    expect(Math.max(...yTicks)).toBe(81);
    // The tooltip says 'Peso' and the weight in kg.
    const dot = chart.locator('svg circle').nth(1);
    await dot.hover();
    await expect(chart.getByText('79,5 kg')).toBeVisible();
    await expect(chart.getByText('Peso', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('figure', {
        name: /Gráfico da evolução do peso: 5 pontos, de 80,0 kg \(Início\) a 77,0 kg \(Final\)/,
      }),
    ).toBeVisible();
  });

  test("leaves out 'Início' and 'Final' when they equal the first and last diary weights", async ({ page }) => {
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-diary': diary(['2026-03-02', '80'], ['2026-03-03', '79']),
      'm15-results': { finalWeight: '79', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    const chart = await showChart(page);
    await expect.poll(async () => (await chartAxes(chart)).x).toEqual(['02/03', '03/03']);
  });

  test("adds the 7-day 'Tendência' line from 7 diary entries on", async ({ page }) => {
    const week = Array.from({ length: 7 }, (_, i) => [`2026-03-0${i + 2}`, String(80 - i)] as [string, string]);
    await seedStorage(page, { 'm15-profile': PROFILE, 'm15-diary': diary(...week) });
    await gotoApp(page, '/resultados');
    const chart = await showChart(page);
    // Two lines, the weights and the trend, and the legend names the trend.
    await expect(chart.locator('svg path')).toHaveCount(2);
    await expect(chart.getByText('Tendência', { exact: true })).toBeVisible();
  });
});

test.describe('the waist (issue 24)', () => {
  test('a day-7 user logs 82 cm on day 1 and 80,5 cm today, sees 1,5 cm eliminated, and the chart switches to the waist', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, userOnDay(7));
    // Day 1's waist, added to its diary entry afterwards.
    await gotoApp(page, '/diario');
    await page.getByRole('button', { name: 'Editar registro de 17/11/2026' }).click();
    await page.getByLabel('Cintura (cm)', { exact: true }).fill('82');
    await page.getByRole('button', { name: 'Salvar registro' }).click();
    await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
    await expect(page.getByTestId('diary-entry').last()).toContainText('Peso: 82 kg · Água: 2 L · Cintura: 82 cm');
    // Closed, so the next save's toast is the only one on the screen.
    await closeToasts(page);
    // Today's, with the check-in of Início.
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
    await page.getByLabel('Peso (kg)').fill('79,4');
    await page.getByLabel('Água consumida (litros)').fill('2');
    await page.getByLabel('Cintura (cm)', { exact: true }).fill('80,5');
    await page.getByRole('button', { name: 'Salvar o dia' }).click();
    await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
    expect((await readStorage<{ date: string; waist?: string }[]>(page, 'm15-diary'))!.filter((e) => e.waist)).toEqual([
      { date: '2026-11-23', weight: '79.4', water: '2', waist: '80.5' },
      { date: '2026-11-17', weight: '82', water: '2', waist: '82' },
    ]);
    // Closed: at the bottom of a phone's screen it would cover the chart's dots for 5 s.
    await closeToasts(page);

    await page.getByRole('link', { name: 'Ver Resultados' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seus resultados' })).toBeVisible();
    await expect(page.getByText('Cm de cintura eliminados até agora')).toBeVisible();
    await expect(page.getByTestId('cm-eliminados')).toHaveText('1,5 cm');
    await expect(page.getByTestId('kg-eliminados')).toHaveText('2,6 kg');

    // The weight first; one tap shows the waist, in cm, in the same 300 px box.
    const weightChart = await showChart(page);
    await expect(weightChart.locator('svg').first()).toBeVisible();
    // The chart's own box, above the text summary (whose lines differ between the two).
    const chartHeight = async (figure: Locator) => (await figure.locator(':scope > div').first().boundingBox())!.height;
    expect(await chartHeight(page.getByRole('figure', { name: /^Gráfico da evolução do peso/ }))).toBe(300);
    const toWaist = page
      .getByRole('group', { name: 'Mostrar no gráfico' })
      .getByRole('button', { name: 'Cintura (cm)' });
    await expect(toWaist).toHaveAttribute('aria-pressed', 'false');
    await toWaist.click();
    await expect(toWaist).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Evolução da cintura' })).toBeVisible();
    const waistChart = page.getByTestId('grafico-cintura');
    await expect.poll(async () => (await chartAxes(waistChart)).x).toEqual(['17/11', '23/11']);
    const figure = page.getByRole('figure', { name: /^Gráfico da evolução da cintura/ });
    await expect(figure).toContainText('2 pontos, de 82,0 cm (17/11) a 80,5 cm (23/11).');
    expect(await chartHeight(figure)).toBe(300);
    // Pointing at today's dot shows its value (the toast that covered the bottom of the screen is closed).
    await waistChart.locator('svg circle').nth(1).hover();
    await expect(waistChart.getByText('80,5 cm')).toBeVisible();
    await page.getByRole('button', { name: 'Peso (kg)' }).click();
    await expect(page.getByTestId('grafico-peso')).toBeVisible();
  });

  test("with one measurement there is no waist figure yet, the profile's starting waist counts, and without any there is no switch", async ({
    page,
  }) => {
    const setStored = (key: string, value: unknown) =>
      page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, JSON.stringify(value)]);
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-diary': [{ date: '2026-03-02', weight: '79.5', water: '2', waist: '90' }],
    });
    await gotoApp(page, '/resultados');
    await expect(page.getByTestId('kg-eliminados')).toBeVisible();
    await expect(page.getByTestId('cm-eliminados')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Mostrar no gráfico' })).toBeVisible();

    await setStored('m15-profile', { ...PROFILE, initialWaist: '92' });
    await page.reload();
    await expect(page.getByTestId('cm-eliminados')).toHaveText('2,0 cm');

    await setStored('m15-profile', PROFILE);
    await setStored('m15-diary', [{ date: '2026-03-02', weight: '79.5', water: '2' }]);
    await page.reload();
    await expect(page.getByTestId('kg-eliminados')).toBeVisible();
    await expect(page.getByTestId('cm-eliminados')).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Mostrar no gráfico' })).toHaveCount(0);
  });
});

test.describe('histories', () => {
  const photos = [
    { id: 1, date: '05/03/2026', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: '', weight: '78' },
    { id: 2, date: '10/03/2026', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: TINY_PNG_DATA_URL, weight: '76.5' },
  ];
  const protocols = [
    {
      id: 1,
      startDate: '01/01/2026',
      endDate: '15/01/2026',
      initialWeight: '85',
      finalWeight: '81',
      weightLoss: '4.0',
      message: '<img src=x onerror=window.__xss=1>',
    },
  ];

  test("the photo history opens with 'Ver Todas', closes with 'Ocultar' and 'Limpar' empties it after confirming", async ({
    page,
  }) => {
    await seedStorage(page, { 'm15-profile': PROFILE, 'm15-photo-history': photos });
    await gotoApp(page, '/resultados');
    const section = page.getByRole('region', { name: 'Histórico de fotos' });
    await expect(section).toContainText('2 registros salvos');
    await expect(section.getByRole('listitem')).toHaveCount(0);
    const toggle = section.getByRole('button', { name: 'Ver Todas' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(2);
    // Newest first, each with date, weight and both photos side by side.
    await expect(items.first()).toContainText('10/03/2026 · 76,5 kg');
    await expect(items.first().getByRole('img')).toHaveCount(2);
    await expect(items.first().getByRole('img').first()).toHaveJSProperty('naturalWidth', 1);
    await expect(items.nth(1)).toContainText('05/03/2026 · 78,0 kg');
    // A record saved without its after photo says so; it can no longer be added to it.
    await expect(items.nth(1)).toContainText('Sem foto de depois neste registro');
    await expect(items.nth(1).getByRole('img')).toHaveCount(1);
    await section.getByRole('button', { name: 'Ocultar' }).click();
    await expect(items).toHaveCount(0);

    await section.getByRole('button', { name: 'Limpar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Tem certeza que deseja apagar todo o histórico de fotos?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await readStorage(page, 'm15-photo-history')).toHaveLength(2);

    await section.getByRole('button', { name: 'Limpar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim, apagar' }).click();
    await expect(toast(page, 'Histórico de fotos limpo')).toContainText('Todas as fotos salvas foram apagadas.');
    await expect(section).toContainText('Nenhuma foto salva ainda.');
    expect(await readStorage(page, 'm15-photo-history')).toEqual([]);
  });

  test("the protocol history opens with 'Ver Todos' and renders hostile text as text", async ({ page }) => {
    await seedStorage(page, { 'm15-protocol-history': protocols });
    await gotoApp(page, '/resultados');
    const section = page.getByRole('region', { name: 'Histórico de protocolos' });
    await expect(section).toContainText('1 protocolo concluído');
    await section.getByRole('button', { name: 'Ver Todos' }).click();
    const item = section.getByRole('listitem');
    await expect(item).toContainText('01/01/2026 → 15/01/2026');
    await expect(item).toContainText('Peso eliminado: 4,0 kg');
    await expect(item).toContainText('Inicial: 85,0 kg · Final: 81,0 kg');
    await expect(item).toContainText('<img src=x onerror=window.__xss=1>');
    await expect(item.locator('img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    await section.getByRole('button', { name: 'Limpar' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      'Tem certeza que deseja apagar todo o histórico de protocolos?',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Sim, apagar' }).click();
    await expect(toast(page, 'Histórico limpo')).toContainText('Todo o histórico de protocolos foi apagado.');
    expect(await readStorage(page, 'm15-protocol-history')).toEqual([]);
    await expect(section).toContainText('Nenhum protocolo concluído ainda.');
  });

  test('a corrupt history keeps its valid records and the screen still works', async ({ page }) => {
    await seedStorage(page, { 'm15-photo-history': [photos[0], { nope: true }, 'lixo'], 'm15-diary': '{not json' });
    await gotoApp(page, '/resultados');
    await expect(page.getByRole('region', { name: 'Histórico de fotos' })).toContainText('1 registro salvo');
    expect(await page.evaluate(() => localStorage.getItem('m15-photo-history.corrupt'))).not.toBeNull();
  });
});

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
    const network = await losingNetwork(page, 'weight-chart', { lose: 'all' });
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-diary': diary(['2026-03-02', '79.5'], ['2026-03-03', '79']),
    });
    await gotoApp(page, '/resultados');
    await showChart(page);
    const chart = page.getByRole('figure', { name: /^Gráfico da evolução do peso/ });
    await expect(chart.getByRole('status')).toContainText('O gráfico não carregou: parece que a internet caiu.', {
      timeout: 20_000,
    });
    await expect(chart.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
    await expect(chart.getByRole('button', { name: 'Recarregar o app' })).toHaveCount(0);
    network.restore();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(chart.locator('svg').first()).toBeVisible({ timeout: 20_000 });
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

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.use({ colorScheme: scheme });
    test('axe-core is clean with data, open histories and an open dialog', async ({ page }) => {
      await seedStorage(page, {
        'm15-profile': PROFILE,
        'm15-diary': diary(['2026-03-02', '79.5'], ['2026-03-03', '79']),
        'm15-results': { finalWeight: '77', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: TINY_PNG_DATA_URL },
        'm15-photo-history': [
          { id: 1, date: '05/03/2026', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: '', weight: '78' },
        ],
        'm15-protocol-history': [
          {
            id: 1,
            startDate: 'N/A',
            endDate: '15/01/2026',
            initialWeight: '85',
            finalWeight: '81',
            weightLoss: '4.0',
            message: 'Força!',
          },
        ],
      });
      await gotoApp(page, '/resultados');
      await expect((await showChart(page)).locator('svg').first()).toBeVisible();
      await page.getByRole('button', { name: 'Ver Todas' }).click();
      await page.getByRole('button', { name: 'Ver Todos' }).click();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
      for (const button of await page.getByRole('main').getByRole('button').all()) {
        const box = await button.boundingBox();
        if (box) expect(box.height, await button.innerText()).toBeGreaterThanOrEqual(44);
      }
      await page.getByRole('button', { name: 'Recomeçar o M15' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('Resultados fits the day', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
  });

  test('day 7: no congratulations and no restart, but which day it is and the kilograms lost so far', async ({
    page,
  }) => {
    await seedStorage(page, DAY_7_USER);
    await gotoApp(page, '/resultados');
    await expect(page.getByTestId('kg-eliminados')).toHaveText('3,0 kg');
    await expect(page.getByTestId('kg-ate-agora')).toContainText('até agora');
    await expect(page.getByTestId('mensagem-resultado')).toHaveText('Incrível! Você está eliminando peso!');
    await expect(page.getByTestId('challenge-underway')).toHaveText(
      'Hoje é o dia 7 de 15 · Cetocarnívora II. Faltam 8 dias.',
    );
    await expect(page.getByText('Parabéns! Você venceu o desafio!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Veja no Perfil' }).click();
    await expect(page.getByRole('button', { name: 'Apagar diário e resultados e recomeçar hoje' })).toBeInViewport();
  });

  test('day 16 with the 15 days ticked: the closing card and the restart, as the specification says; the final weight wins', async ({
    page,
  }) => {
    // Fewer days ticked is not a victory: tests/e2e/true-states.spec.ts.
    await seedStorage(page, {
      'm15-profile': profileStartingOn(isoDay(-15)),
      'm15-completed-days': Array.from({ length: 15 }, (_, i) => i + 1),
      'm15-results': { finalWeight: '76', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    await expect(page.getByText('Parabéns! Você venceu o desafio! 🏆')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeVisible();
    await expect(page.getByTestId('kg-eliminados')).toHaveText('6,0 kg');
    await expect(page.getByTestId('kg-ate-agora')).toHaveCount(0);
  });

  test('all 15 days ticked before day 15 is over too; no start date keeps the specification’s screen', async ({
    page,
  }) => {
    await seedStorage(page, { ...DAY_7_USER, 'm15-completed-days': Array.from({ length: 15 }, (_, i) => i + 1) });
    await gotoApp(page, '/resultados');
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('m15-profile', JSON.stringify({ name: 'Ana', startDate: '' })));
    await page.evaluate(() => localStorage.setItem('m15-completed-days', '[]'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parabéns! Você venceu o desafio! 🏆' })).toBeVisible();
    await expect(page.getByText('Você concluiu os 15 dias do M15.')).toBeVisible();
  });

  test('a new user, nothing stored, sees the specification’s closing card, and the restart celebrates', async ({
    page,
  }) => {
    await gotoApp(page, '/resultados');
    await expect(page.getByRole('heading', { name: 'Parabéns! Você venceu o desafio! 🏆' })).toBeVisible();
    await page.getByRole('button', { name: 'Recomeçar o M15' }).click();
    await page.getByRole('dialog', { name: 'Recomeçar o M15' }).getByRole('button', { name: 'Sim, recomeçar' }).click();
    await expect(toast(page, 'Desafio recomeçado! 🔄')).toBeVisible();
    await expect(page.locator('canvas.m15-confetti')).toBeAttached();
  });
});
