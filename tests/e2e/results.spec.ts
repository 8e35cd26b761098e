/**
 * Resultados: saving the results, the histories, accessibility and what the
 * screen says on each day. The chart: results-chart.spec.ts; loading:
 * results-loading.spec.ts; the photos: results-photos.spec.ts.
 */
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test, toast } from '../fixtures';
import { DAY_7_USER, isoDay, NOON, profileStartingOn } from '../users';
import { diary, PROFILE, showChart, TINY_PNG_DATA_URL } from './results-helpers';

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
        // The day it was saved: a weigh-in of that day.
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
    await expect(page.getByTestId('kg-eliminados')).toHaveText('0,0 kg');
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
    // The link opens Perfil's folded section of the actions that erase, at the restart.
    await expect(page.getByRole('button', { name: 'Apagar diário e resultados' })).toBeInViewport();
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
