import type { Page } from '@playwright/test';
import { FASTING_SAFETY } from '../../app/content/safety';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test, toast } from '../fixtures';
import { chartAxes, showChart } from './results-helpers';
import { isoDay, NOON, noonOn, userOnDay } from '../users';
import { CHECKIN } from '../../app/content/today-screen';

/**
 * States that are true: day 16 with only some of the 15 days
 * ticked is not a victory, a "Peso Final" saved early does not freeze the
 * result, and a user with data never reads "0 bytes".
 */

const CONGRATULATIONS = /Parabéns! Você venceu o desafio|Você concluiu os 15 dias/;
const confetti = (page: Page) => page.locator('canvas.m15-confetti');

test.describe('day 16 with 4 ticked days', () => {
  // The diary of the 15 days goes from 82 down to 75 kg; only days 1-4 were ticked on the Jornada.
  const DAY_16_WITH_4 = userOnDay(16, { 'm15-completed-days': [1, 2, 3, 4] });

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, DAY_16_WITH_4);
  });

  test('Início: the 15 days are over, 4 completed; the way out first, then the result, its button to share and the unticked days', async ({
    page,
  }) => {
    await gotoApp(page, '/');
    await expect(page.getByTestId('challenge-today')).toHaveText('Os 15 dias terminaram');
    await expect(page.getByText('4 de 15 dias marcados como feitos na Jornada.')).toBeVisible();
    await expect(page.getByText(CONGRATULATIONS)).toHaveCount(0);

    const result = page.getByRole('region', { name: 'Seu resultado' });
    await expect(result.getByTestId('result-lost')).toHaveText('7,0 kg');
    await expect(result.getByTestId('result-weights')).toHaveText(
      `De 82,0 kg para 75,0 kg · último registro do diário, em ${isoDay(-1).split('-').reverse().join('/')}`,
    );
    // Sharing is about this result: its button is in the result's card (the image itself waits in Resultados
    // while the way out of the fast is the action).
    await expect(result.getByRole('button', { name: 'Compartilhar progresso' })).toBeVisible();
    // The image counts ticks: before she shares it, the card says it, and where to tick them; the header above
    // already counts the days ticked, so the note does not count them again.
    await expect(result.getByTestId('share-unticked')).toHaveText(
      'A imagem mostra só os dias marcados. Marcar os dias na Jornada',
    );
    await expect(result.getByRole('link', { name: 'Marcar os dias na Jornada' })).toHaveAttribute('href', '/jornada');

    // The way out of the fast first, then the result.
    const refeed = page.getByRole('region', { name: FASTING_SAFETY.breakFast['jejum-final'].title });
    const top = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!.y;
    expect(await top(refeed)).toBeLessThan(await top(result));
    await expect(confetti(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('Resultados says the same; restarting records 4 of 15 days and the newest weight, without confetti', async ({
    page,
  }) => {
    await gotoApp(page, '/resultados');
    const closing = page.getByRole('region', { name: 'Os 15 dias terminaram' });
    await expect(closing).toContainText('4 de 15 dias marcados como feitos na Jornada.');
    await expect(page.getByText(CONGRATULATIONS)).toHaveCount(0);
    await expect(page.getByTestId('kg-eliminados')).toHaveText('7,0 kg');
    // The closing card counts the days ticked: the share card's note says only what the image leaves out.
    await expect(
      page.getByRole('region', { name: 'Seu progresso em imagem' }).getByTestId('share-unticked'),
    ).toHaveText('A imagem mostra só os dias marcados. Marcar os dias na Jornada');

    await closing.getByRole('button', { name: 'Recomeçar o M15' }).click();
    const dialog = page.getByRole('dialog');
    const message = await dialog.getByTestId('mensagem-recomeco').innerText();
    await dialog.getByRole('button', { name: 'Sim, recomeçar' }).click();
    await expect(toast(page, 'Desafio recomeçado! 🔄')).toContainText(message);
    // What really happened: 4 of the 15 days, and the diary's last weight (no "Peso Final" was saved).
    expect(await readStorage(page, 'm15-protocol-history')).toEqual([
      {
        id: expect.any(Number),
        startDate: isoDay(-15).split('-').reverse().join('/'),
        endDate: '23/11/2026',
        initialWeight: '82',
        finalWeight: '75',
        weightLoss: '7.0',
        message,
        daysCompleted: 4,
      },
    ]);
    await expect(page).toHaveURL('/perfil', { timeout: 10_000 });
    await expect(confetti(page)).toHaveCount(0);

    await gotoApp(page, '/resultados');
    const history = page.getByRole('region', { name: 'Histórico de protocolos' });
    await expect(history).toContainText('1 protocolo registrado, nenhum concluído');
    await history.getByRole('button', { name: 'Ver Todos' }).click();
    await expect(history).toContainText('4 de 15 dias concluídos');
    await expect(history).toContainText('Peso eliminado: 7,0 kg');
  });

  test('Jornada says the days ended and how many were completed, without the victory', async ({ page }) => {
    await gotoApp(page, '/jornada');
    await expect(page.getByTestId('challenge-today')).toHaveText(
      'Os 15 dias terminaram. 4 de 15 dias marcados como feitos na Jornada.',
    );
    await expect(page.getByTestId('challenge-done')).toHaveCount(0);
    await expect(page.getByText(CONGRATULATIONS)).toHaveCount(0);
  });
});

test('a final weight saved on day 5, then a later weigh-in: the result and the chart use the later one', async ({
  page,
}) => {
  // Day 5: the diary has days 1-4, 82 → 80,5 kg.
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(5));
  await gotoApp(page, '/resultados');
  await page.getByLabel('Peso final (kg)').fill('80');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
  await expect(page.getByTestId('kg-eliminados')).toHaveText('2,0 kg');
  expect(await readStorage(page, 'm15-results')).toEqual({
    finalWeight: '80',
    beforePhoto: '',
    afterPhoto: '',
    finalWeightOn: isoDay(0),
  });

  // Day 8: a weigh-in of 78,5 kg on Início.
  await page.clock.setFixedTime(noonOn(isoDay(3)));
  await gotoApp(page, '/');
  await page.getByLabel('Peso (kg)').fill('78,5');
  await page.getByLabel('Água consumida (litros)').fill('2');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  await expect(page.getByTestId('lost-so-far')).toHaveText('3,5 kg');

  await gotoApp(page, '/resultados');
  await expect(page.getByTestId('kg-eliminados')).toHaveText('3,5 kg');
  await expect(page.getByTestId('kg-ate-agora')).toBeVisible();
  await expect(page.getByText('O peso do diário de 26/11/2026 (78,5 kg) é mais recente')).toBeVisible();
  // The chart: the "Peso Final" is day 5's point, the later weigh-in is the last one; no 'Final' after it.
  const chart = await showChart(page);
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(
    page.getByRole('figure', {
      name: /Gráfico da evolução do peso: 6 pontos, de 82,0 kg \(19\/11\) a 78,5 kg \(26\/11\)/,
    }),
  ).toBeVisible();
  await expect(chart.locator('svg circle')).toHaveCount(6);
  expect((await chartAxes(chart)).x).not.toContain('Final');

  // A new "Peso Final" saved after it is the result again, and the last point of the chart.
  await page.getByLabel('Peso final (kg)').fill('78');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
  await expect(page.getByTestId('kg-eliminados')).toHaveText('4,0 kg');
  await expect(page.getByTestId('kg-ate-agora')).toHaveCount(0);
  await expect(page.getByRole('figure', { name: /a 78,0 kg \(Final\)/ })).toBeVisible();
});

test.describe('space used', () => {
  test('a user with data never reads "0 bytes", even when the browser estimates 0', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'estimate', { value: async () => ({ usage: 0, quota: 0 }) });
    });
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, userOnDay(5));
    await gotoApp(page, '/perfil');
    const usage = page.getByTestId('storage-usage');
    await expect(usage).toHaveText(/^Espaço usado pelos seus dados: \d+(,\d)? (bytes|KB)$/);
    await expect(usage).not.toContainText(/\b0 bytes/);
  });

  test('without any estimate from the browser, the count is still ours', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator.storage, 'estimate', { value: undefined });
    });
    await seedStorage(page, { 'm15-profile': { name: 'Ana', startDate: '', initialWeight: '82' } });
    await gotoApp(page, '/perfil');
    await expect(page.getByTestId('storage-usage')).toHaveText(/^Espaço usado pelos seus dados: [1-9]\d* bytes$/);
  });
});
