// "Relatório para o nutricionista" and its spreadsheet (issue 24): opened from
// Resultados, printed (print media emulated), downloaded as CSV, with the
// user's own text kept as text.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoApp, seedStorage, test } from '../fixtures';
import { expectTouchTargets } from '../touch';
import { isoDay, NOON, userOnDay } from '../users';
import { TINY_PNG_DATA_URL } from './results-helpers';

const HOSTILE = '<img src=x onerror=window.__xss=1>';

/** A day-7 user with waists on day 1 and today, a note with a quote, a ';' and a line break, and a hostile one. */
function daySevenWithWaist(extra: Record<string, unknown> = {}) {
  const stored = userOnDay(7, extra);
  const diary = stored['m15-diary'] as { date: string; weight: string; water: string }[];
  return {
    ...stored,
    'm15-diary': [
      { date: isoDay(0), weight: '79.4', water: '2.25', waist: '80.5', feeling: 'Disse "chega"; dormi\ncedo' },
      ...diary.slice(0, -1),
      { ...diary.at(-1)!, waist: '82', feeling: HOSTILE },
    ],
  };
}

async function openReport(page: Page, extra: Record<string, unknown> = {}) {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, daySevenWithWaist(extra));
  await gotoApp(page, '/resultados');
  await page.getByRole('link', { name: 'Relatório para o nutricionista' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório para o nutricionista' })).toBeVisible();
  await expect(page).toHaveURL('/relatorio');
}

const table = (page: Page) => page.getByTestId('relatorio-diario');

test('one tap from Resultados opens the report: profile, the 15 days, the figures with the charts, the diary', async ({
  page,
}) => {
  await openReport(page);
  await expect(page.getByText('Gerado em 23/11/2026, 12:00')).toBeVisible();
  const profile = page.getByRole('region', { name: 'Perfil' });
  for (const text of ['Ana', '17/11/2026', '82,0 kg', '165 cm', '30,1 (Obesidade Grau I)'])
    await expect(profile).toContainText(text);
  const days = page.getByRole('region', { name: 'Os 15 dias' });
  await expect(days.getByTestId('relatorio-dias-completados')).toHaveText('Dias completados: 6/15');
  await expect(days.getByRole('listitem')).toHaveCount(15);
  await expect(days.getByRole('listitem').first()).toContainText('Dia 1');
  await expect(days.getByRole('listitem').first()).toContainText('✓ Concluído');
  await expect(days.getByRole('listitem').nth(6)).toContainText('Não concluído');
  const figures = page.getByRole('region', { name: 'Peso e cintura até agora' });
  await expect(figures).toContainText('Kg eliminados até agora2,6 kg');
  await expect(figures).toContainText('Cm de cintura eliminados até agora1,5 cm');
  await expect(figures.getByTestId('grafico-peso').locator('svg').first()).toBeVisible();
  await expect(figures.getByTestId('grafico-cintura').locator('svg').first()).toBeVisible();
  await expect(figures.getByRole('figure', { name: /^Gráfico da evolução da cintura: 2 pontos/ })).toBeVisible();
  // The diary, oldest first, with the waist column.
  await expect(table(page).locator('th')).toHaveText([
    'Data',
    'Peso (kg)',
    'Água (L)',
    'Cintura (cm)',
    'Como se sentiu',
  ]);
  const rows = table(page).locator('tbody tr');
  await expect(rows).toHaveCount(7);
  await expect(rows.first().locator('td')).toHaveText(['17/11/2026', '82', '2', '82', HOSTILE]);
  await expect(rows.last().locator('td')).toHaveText([
    '23/11/2026',
    '79,4',
    '2,25',
    '80,5',
    'Disse "chega"; dormi\ncedo',
  ]);
  await expect(rows.nth(1).locator('td').nth(3)).toHaveText('—');
  await expect(page.getByText('O M15 não substitui orientação médica ou nutricional.')).toBeVisible();
});

test('printed: the diary table with the waist column, no navigation, no buttons, no cut rows', async ({ page }) => {
  await openReport(page);
  await expect(page.getByTestId('grafico-cintura').locator('svg').first()).toBeVisible();
  // On screen: the frame and the report's buttons. (CSS locators: hidden elements have no role to find them by.)
  const frame = ['nav', 'body > .m15-shell > footer', 'a.m15-skip', 'main a[href="/resultados"]'];
  for (const selector of frame) await expect(page.locator(selector), selector).toHaveCount(1);
  await expect(page.locator('nav')).toBeVisible();
  const buttons = page.locator('main button');
  expect(await buttons.count()).toBeGreaterThanOrEqual(2);
  await page.emulateMedia({ media: 'print' });
  await expect(table(page)).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Cintura (cm)' })).toBeVisible();
  for (const selector of frame) await expect(page.locator(selector), selector).toBeHidden();
  for (const button of await buttons.all()) await expect(button).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório para o nutricionista' })).toBeVisible();
  await expect(page.getByText('O M15 não substitui orientação médica ou nutricional.')).toBeVisible();
  const printed = await table(page).evaluate((t) => {
    const head = getComputedStyle(t.querySelector('thead')!).display;
    const row = getComputedStyle(t.querySelector('tbody tr')!).breakInside;
    return { head, row };
  });
  expect(printed).toEqual({ head: 'table-header-group', row: 'avoid' });
  // Ink on paper in the dark scheme too.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(
    await table(page)
      .locator('td')
      .first()
      .evaluate((td) => getComputedStyle(td).color),
  ).toBe('rgb(17, 17, 17)');
  await page.emulateMedia({ media: 'print', colorScheme: 'light' });
  await page.screenshot({ path: 'test-results/relatorio-print.png', fullPage: true });
});

test('the CSV has the right columns, decimal commas, a BOM, and the notes quoted', async ({ page }) => {
  await openReport(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar planilha (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('m15-diario-2026-11-23.csv');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Data;Peso (kg);Água (L);Cintura (cm);Como se sentiu');
  expect(lines[1]).toBe(`17/11/2026;82;2;82;${HOSTILE}`);
  expect(lines[2]).toBe('18/11/2026;81,5;2;;');
  expect(lines[7]).toBe('23/11/2026;79,4;2,25;80,5;"Disse ""chega""; dormi\ncedo"');
  expect(lines[8]).toBe('');
  expect(lines).toHaveLength(9);
});

test('Resultados has the spreadsheet beside the report', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, daySevenWithWaist());
  await gotoApp(page, '/resultados');
  const card = page.getByRole('region', { name: 'Para levar à consulta' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Baixar planilha (CSV)' }).click();
  expect((await readFile(await (await downloading).path(), 'utf8')).split('\r\n')[0]).toBe(
    '\uFEFFData;Peso (kg);Água (L);Cintura (cm);Como se sentiu',
  );
});

test('hostile text in notes and the name prints as text', async ({ page }) => {
  await openReport(page, { 'm15-profile': { ...(userOnDay(7)['m15-profile'] as object), name: HOSTILE } });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: 'Perfil' })).toContainText(HOSTILE);
  await expect(table(page)).toContainText(HOSTILE);
  await expect(page.locator('main img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('the before and after photos are in the report only when ticked', async ({ page }) => {
  await openReport(page, {
    'm15-results': { finalWeight: '', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: TINY_PNG_DATA_URL },
  });
  const tick = page.getByRole('checkbox', { name: 'Incluir as fotos de antes e depois' });
  await expect(tick).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Fotos de antes e depois' })).toHaveCount(0);
  await tick.check();
  const photos = page.getByRole('region', { name: 'Fotos de antes e depois' });
  await expect(photos.getByRole('img', { name: /^Antes — 17\/11\/2026 · 82,0 kg/ })).toBeVisible();
  await expect(photos.getByRole('img', { name: /^Depois/ })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(tick).toBeHidden();
});

test('axe-core is clean on the report, light and dark; every control is 44 px and nothing is wider than the phone', async ({
  page,
}) => {
  // Two full axe runs on a long screen: slow on a loaded 2-core machine.
  test.slow();
  await openReport(page, {
    'm15-results': { finalWeight: '', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: '' },
  });
  await page.getByRole('checkbox', { name: 'Incluir as fotos de antes e depois' }).check();
  await expect(page.getByTestId('grafico-cintura').locator('svg').first()).toBeVisible();
  await expectTouchTargets(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/relatorio-360.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
});

test('a new user gets a report that says what is missing, not made-up figures', async ({ page }) => {
  await gotoApp(page, '/relatorio');
  await expect(page.getByRole('region', { name: 'Perfil' })).toContainText('Nome—');
  await expect(page.getByTestId('relatorio-dias-completados')).toHaveText('Dias completados: 0/15');
  await expect(page.getByRole('region', { name: 'Diário', exact: true })).toContainText(
    'Nenhum registro no diário ainda.',
  );
  await expect(page.getByRole('checkbox')).toHaveCount(0);
});
