/** Resultados' evolution chart: the weight by date, the trend line and the waist. */
import type { Locator } from '@playwright/test';
import { closeToasts, expect, gotoApp, readStorage, seedStorage, test, toast } from '../fixtures';
import { NOON, userOnDay } from '../users';
import { chartAxes, diary, PROFILE, showChart } from './results-helpers';
import { CHECKIN } from '../../app/content/today-screen';

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
    const figure = page.getByRole('figure', {
      name: /Gráfico da evolução do peso: 5 pontos, de 80,0 kg \(Início\) a 77,0 kg \(Final\)/,
    });
    await expect(figure).toBeVisible();
    // The weights over the chart already say its ends: under it, they are said to a screen reader only.
    await expect(figure).toContainText('5 pontos, de 80,0 kg (Início) a 77,0 kg (Final).');
    expect((await figure.locator('figcaption').boundingBox())!.height).toBe(0);
  });

  test('without an initial weight the figures cannot say where the line starts: the caption says both ends, in view', async ({
    page,
  }) => {
    await seedStorage(page, {
      'm15-profile': { ...PROFILE, initialWeight: '' },
      'm15-diary': diary(['2026-03-02', '80'], ['2026-03-03', '79']),
      'm15-results': { finalWeight: '', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    await showChart(page);
    const caption = page.getByRole('figure', { name: /^Gráfico da evolução do peso/ }).locator('figcaption');
    await expect(caption).toHaveText('2 pontos, de 80,0 kg (02/03) a 79,0 kg (03/03).');
    expect((await caption.boundingBox())!.height).toBeGreaterThan(0);
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

  test('the line draws itself in from the left and its dots come as it ends; asking the phone for less motion shows it whole at once', async ({
    page,
  }) => {
    await seedStorage(page, {
      'm15-profile': PROFILE,
      'm15-diary': diary(['2026-03-02', '79.5'], ['2026-03-03', '79'], ['2026-03-04', '78.5']),
    });
    await gotoApp(page, '/resultados');
    const chart = await showChart(page);
    const line = chart.locator('.recharts-line-curve');
    const dots = chart.locator('.recharts-line-dots');
    await expect(dots.locator('circle')).toHaveCount(4);
    // How much of the line shows (its dash of length 1 slid back by the offset) and how opaque the dots are,
    // at a moment of the drawing, or now when `at` is left out.
    const drawn = (at?: number) =>
      line.evaluate((el, ms) => {
        const dotsEl = el.parentElement!.querySelector('.recharts-line-dots')!;
        const all = [el, dotsEl].flatMap((e) => e.getAnimations());
        if (ms !== undefined)
          for (const a of all) {
            a.pause();
            a.currentTime = ms;
          }
        return {
          shown: 1 - Number.parseFloat(getComputedStyle(el).strokeDashoffset || '0'),
          dots: Number(getComputedStyle(dotsEl).opacity),
          animations: all.length,
        };
      }, at);
    expect(await drawn(0)).toEqual({ shown: 0, dots: 0, animations: 2 });
    const midway = await drawn(500);
    expect(midway.shown).toBeGreaterThan(0.3);
    expect(midway.shown).toBeLessThan(1);
    expect(midway.dots).toBe(0);
    expect(await drawn(5000)).toEqual({ shown: 1, dots: 1, animations: 2 });

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await showChart(page);
    await expect(dots.locator('circle')).toHaveCount(4);
    expect(await drawn()).toEqual({ shown: 1, dots: 1, animations: 0 });
  });

  test("adds the 7-day 'Tendência' line from 7 diary entries on", async ({ page }) => {
    const week = Array.from({ length: 7 }, (_, i) => [`2026-03-0${i + 2}`, String(80 - i)] as [string, string]);
    await seedStorage(page, { 'm15-profile': PROFILE, 'm15-diary': diary(...week) });
    await gotoApp(page, '/resultados');
    const chart = await showChart(page);
    // Two lines, the weights and the trend, and the legend names the trend; under the chart, what the trend is.
    await expect(chart.locator('svg path')).toHaveCount(2);
    await expect(chart.getByText('Tendência', { exact: true })).toBeVisible();
    await expect(page.getByText('Linha de tendência: média móvel de 7 dias.')).toBeVisible();
  });
});

test.describe('the waist', () => {
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
    await expect(page.getByTestId('diary-entry').last()).toContainText(
      'Peso: 82,0 kg · Água: 2,0 L · Cintura: 82,0 cm',
    );
    // Closed, so the next save's toast is the only one on the screen.
    await closeToasts(page);
    // Today's, with the check-in of Início.
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
    await page.getByLabel('Peso (kg)').fill('79,4');
    await page.getByLabel('Água consumida (litros)').fill('2');
    await page.getByLabel('Cintura (cm)', { exact: true }).fill('80,5');
    await page.getByRole('button', { name: CHECKIN.submit }).click();
    await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
    expect((await readStorage<{ date: string; waist?: string }[]>(page, 'm15-diary'))!.filter((e) => e.waist)).toEqual([
      { date: '2026-11-23', weight: '79.4', water: '2', waist: '80.5' },
      { date: '2026-11-17', weight: '82', water: '2', waist: '82' },
    ]);
    // Closed: at the bottom of a phone's screen it would cover the chart's dots for 5 s.
    await closeToasts(page);

    await page.getByRole('link', { name: 'Ver Resultados' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seus resultados' })).toBeVisible();
    await expect(page.getByText('cm de cintura eliminados até agora')).toBeVisible();
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
