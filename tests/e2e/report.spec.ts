// "Relatório para a consulta" and its spreadsheet:
// opened from Resultados, printed (print media emulated),
// downloaded as CSV, with the user's own text kept as text. The PDF:
// report-pdf.spec.ts.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoApp, seedStorage, test } from '../fixtures';
import { expectTouchTargets } from '../touch';
import { isoDay, NOON, userOnDay } from '../users';
import { cannotShareFiles, daySevenWithWaist, downloadPdf, HOSTILE, openReport, pdfText } from './report-helpers';
import { TINY_PNG_DATA_URL } from './results-helpers';

const table = (page: Page) => page.getByTestId('relatorio-diario');

test('one tap from Resultados opens the report: profile, the 15 days, the protocol, the figures with the charts, the diary', async ({
  page,
}) => {
  await openReport(page);
  // When it was made, once: in the hero's summary, read first (the header names the app).
  await expect(page.getByTestId('relatorio-resumo')).toContainText('em 23/11/2026, 12:00');
  await expect(page.getByText('Gerado em')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Para levar à consulta' })).toBeVisible();
  const profile = page.getByRole('region', { name: 'Perfil' });
  for (const text of ['Ana', '17/11/2026', '82,0 kg', '165 cm', '30,1 (Obesidade grau I)'])
    await expect(profile).toContainText(text);
  const days = page.getByRole('region', { name: 'Os 15 dias' });
  await expect(days.getByTestId('relatorio-dias-completados')).toHaveText('Dias completados: 6/15');
  await expect(days.getByRole('listitem')).toHaveCount(15);
  await expect(days.getByRole('listitem').first()).toContainText('Dia 1');
  await expect(days.getByRole('listitem').first()).toContainText('Ceto I');
  await expect(days.getByRole('listitem').first()).toContainText('✓ Concluído');
  // Today, then the days to come: '—', never a failure.
  await expect(days.getByRole('listitem').nth(6)).toHaveText(/^Dia 723\/11\/2026Ceto IIEm andamento$/);
  for (let i = 7; i < 15; i++) await expect(days.getByRole('listitem').nth(i)).toHaveText(/—$/);
  await expect(days.getByRole('listitem').nth(14)).toContainText('Jejum Final');
  await expect(days).not.toContainText('Não concluído');
  await expect(days).not.toContainText('Não marcado');
  // The protocol in short, one paragraph per phase and the electrolytes with their daily limit.
  const protocol = page.getByRole('region', { name: 'O protocolo, em resumo' });
  for (const phase of ['Ceto I:', 'Jejum I:', 'Ceto II:', 'Jejum Final:', 'Eletrólitos:'])
    await expect(protocol).toContainText(phase);
  await expect(protocol).toContainText('Cardápio base: café da manhã, ovos, bacon e café preto');
  await expect(protocol).toContainText('Permitido: água, café preto sem açúcar, chá sem adoçante e eletrólitos');
  await expect(protocol).toContainText(
    'no máximo 1 garrafa de 500 mL com 1 colher de chá rasa da mistura; o resto do dia, água pura.',
  );
  const figures = page.getByRole('region', { name: 'Peso e cintura até agora' });
  await expect(figures).toContainText('kg eliminados até agora2,6 kg');
  await expect(figures).toContainText('cm de cintura eliminados até agora1,5 cm');
  await expect(figures.getByTestId('grafico-peso').locator('svg').first()).toBeVisible();
  await expect(figures.getByTestId('grafico-cintura').locator('svg').first()).toBeVisible();
  await expect(
    figures.getByRole('figure', { name: /^Gráfico da evolução da cintura: 2 pontos, de 82,0 cm/ }),
  ).toBeVisible();
  // The weight axis: round values (80, 81, 82…) inside minimum − 1 to maximum + 1.
  await expect
    .poll(() =>
      figures
        .getByTestId('grafico-peso')
        .locator('.recharts-yAxis .recharts-cartesian-axis-tick-value')
        .allTextContents(),
    )
    .toEqual(['79', '80', '81', '82', '83']);
  // The diary, oldest first, with the day and the phase after the date, one decimal on every figure.
  await expect(table(page).locator('th')).toHaveText([
    'Data',
    'Dia',
    'Fase',
    'Peso (kg)',
    'Água (L)',
    'Cintura (cm)',
    'Como se sentiu',
  ]);
  const rows = table(page).locator('tbody tr');
  await expect(rows).toHaveCount(7);
  await expect(rows.first().locator('td')).toHaveText(['17/11/2026', '1', 'Ceto I', '82,0', '2,0', '82,0', HOSTILE]);
  await expect(rows.nth(3).locator('td')).toHaveText(['20/11/2026', '4', 'Jejum I', '80,5', '2,0', '—', '']);
  // 80 kg prints as 80,0.
  await expect(rows.nth(4).locator('td').nth(3)).toHaveText('80,0');
  await expect(rows.last().locator('td')).toHaveText([
    '23/11/2026',
    '7',
    'Ceto II',
    '79,4',
    '2,3',
    '80,5',
    'Disse "chega"; dormi\ncedo',
  ]);
  await expect(page.getByText('O M15 não substitui orientação médica ou nutricional.')).toBeVisible();
});

test('a day that has come and was not ticked is "Não marcado"; days outside the 15 have no day or phase', async ({
  page,
}) => {
  const stored = daySevenWithWaist();
  await openReport(page, {
    'm15-completed-days': [1, 2, 4, 5, 6, 7],
    'm15-diary': [...(stored['m15-diary'] as object[]), { date: isoDay(-7), weight: '82.4', water: '1.5' }],
  });
  const days = page.getByRole('region', { name: 'Os 15 dias' }).getByRole('listitem');
  await expect(days.nth(2)).toContainText('Não marcado');
  // Read days later, the day is its date: never "Hoje".
  await expect(days.nth(6)).toContainText('✓ Concluído');
  await expect(days.nth(6)).not.toContainText('Hoje');
  await expect(days.nth(7)).toHaveText(/—$/);
  await expect(table(page).locator('tbody tr').first().locator('td')).toHaveText([
    '16/11/2026',
    '—',
    '—',
    '82,4',
    '1,5',
    '82,0',
    HOSTILE,
  ]);
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
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório para a consulta' })).toBeVisible();
  // On paper, where she stood and when, without the hero's frame and eyebrow.
  await expect(page.getByTestId('relatorio-resumo')).toBeVisible();
  await expect(page.getByText('Para levar à consulta', { exact: true })).toBeHidden();
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
  await expect(page.getByRole('region', { name: 'O protocolo, em resumo' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Fase' })).toBeVisible();
  await page.screenshot({ path: 'test-results/relatorio-print.png', fullPage: true });
  // The printed page itself (A4, as the browser's dialog saves it), to look at: test-results/relatorio-print.pdf.
  await page.pdf({ path: 'test-results/relatorio-print.pdf', preferCSSPageSize: true });
});

const CSV_HEADER = 'Data;Dia;Fase;Peso (kg);Água (L);Cintura (cm);Eletrólitos (garrafas);Como se sentiu';

test('the CSV has the day and the phase, one decimal on every figure, a BOM, and the notes quoted', async ({
  page,
}) => {
  await openReport(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar planilha do diário' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('m15-diario-2026-11-23.csv');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines[1]).toBe(`17/11/2026;1;Ceto I;82,0;2,0;82,0;;${HOSTILE}`);
  expect(lines[2]).toBe('18/11/2026;2;Ceto I;81,5;2,0;;;');
  // A fasting day: its bottles of electrolytes, 0 when none was ticked.
  expect(lines[5]).toBe('21/11/2026;5;Jejum I;80,0;2,0;;0;');
  expect(lines[7]).toBe('23/11/2026;7;Ceto II;79,4;2,3;80,5;;"Disse ""chega""; dormi\ncedo"');
  expect(lines[8]).toBe('');
  expect(lines).toHaveLength(9);
});

test('Resultados has the spreadsheet beside the report, with the bottles of electrolytes', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, daySevenWithWaist({ 'm15-electrolytes': [{ date: isoDay(-2), bottles: 1 }] }));
  await gotoApp(page, '/resultados');
  const card = page.getByRole('region', { name: 'Para levar à consulta' });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Baixar planilha do diário' }).click();
  const lines = (await readFile(await (await downloading).path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe(`\uFEFF${CSV_HEADER}`);
  expect(lines[5]).toBe('21/11/2026;5;Jejum I;80,0;2,0;;1;');
});

/** São Paulo's wall time on `iso` (yyyy-mm-dd) as the instant the app stores. */
const instant = (iso: string, time: string) => new Date(`${iso}T${time}:00-03:00`).toISOString();

/**
 * A day-12 user (day 1 was 12/11): Jejum I checked and fasted to its end
 * (14/11 20:00 to 17/11 20:00) with bottles on its first two days; the check
 * before the Jejum Final, on its eve, advised her not to fast.
 */
function dayTwelveWithFasts() {
  const jejumI = { startedAt: instant(isoDay(-9), '20:00'), endedAt: instant(isoDay(-6), '20:00') };
  return userOnDay(12, {
    'm15-fasting': jejumI,
    'm15-fast-log': [{ block: 'jejum-1', ...jejumI, plannedEndAt: jejumI.endedAt, outcome: 'goal' }],
    'm15-safety-checks': {
      'jejum-1': { at: instant(isoDay(-9), '09:00'), outcome: 'go' },
      'jejum-final': { at: instant(isoDay(-3), '10:00'), outcome: 'stop' },
    },
    'm15-electrolytes': [
      { date: isoDay(-8), bottles: 1 },
      { date: isoDay(-7), bottles: 1 },
    ],
  });
}

test('the fasts, the checks before them and the bottles: on the page, printed, in the PDF and in the CSV', async ({
  page,
}) => {
  // Two full axe runs, a print and a PDF on a long screen.
  test.slow();
  await cannotShareFiles(page);
  await page.clock.setFixedTime(NOON);
  const stored = dayTwelveWithFasts();
  await seedStorage(page, stored);
  await gotoApp(page, '/relatorio');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório para a consulta' })).toBeVisible();

  const fasts = page.getByRole('region', { name: 'Os jejuns', exact: true });
  await expect(fasts.getByRole('columnheader')).toHaveText(['Bloco', 'Início', 'Fim', 'Duração', 'Como terminou']);
  await expect(fasts.getByRole('row')).toHaveCount(2);
  await expect(fasts.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Jejum I',
    '14/11/2026, 20:00',
    '17/11/2026, 20:00',
    '72 h 00 min',
    'Até o fim previsto',
  ]);
  const checks = page.getByRole('region', { name: 'Verificação antes dos jejuns' });
  await expect(checks.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Jejum I',
    '14/11/2026, 09:00',
    'Sem impedimento nas respostas',
  ]);
  await expect(checks.getByRole('row').nth(2).getByRole('cell')).toHaveText([
    'Jejum Final',
    '20/11/2026, 10:00',
    'Orientou não jejuar — conversar com o médico',
  ]);
  await expect(checks).toContainText('As respostas não são guardadas');
  const bottles = page.getByRole('region', { name: 'Eletrólitos nos dias de jejum' });
  // The 9 fasting days, days 4-6 and 10-15, and the header.
  await expect(bottles.getByRole('row')).toHaveCount(10);
  await expect(bottles.getByRole('row').nth(1).getByRole('cell')).toHaveText(['15/11/2026', '4', 'Jejum I', '1 de 1']);
  await expect(bottles.getByRole('row').nth(2).getByRole('cell')).toHaveText(['16/11/2026', '5', 'Jejum I', '1 de 1']);
  // A day gone by without a bottle is a 0; a day still ahead (after day 12) is not yet anything.
  await expect(bottles.getByRole('row').nth(3).getByRole('cell')).toHaveText(['17/11/2026', '6', 'Jejum I', '0 de 1']);
  await expect(bottles.getByRole('row').nth(4).getByRole('cell')).toHaveText([
    '21/11/2026',
    '10',
    'Jejum Final',
    '0 de 1',
  ]);
  await expect(bottles.getByRole('row').nth(9).getByRole('cell')).toHaveText(['26/11/2026', '15', 'Jejum Final', '—']);
  // After the diary, before the photos.
  const titles = await page.locator('main section h2').allTextContents();
  expect(titles.slice(titles.indexOf('Diário'))).toEqual([
    'Diário',
    'Os jejuns',
    'Verificação antes dos jejuns',
    'Eletrólitos nos dias de jejum',
  ]);
  // Reading the report writes nothing: every record is as it was seeded.
  const now = await page.evaluate(() => ({ ...localStorage }));
  for (const [key, value] of Object.entries(stored)) expect(now[key], key).toBe(JSON.stringify(value));

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/relatorio-jejuns-360.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // The PDF: the three sections, as text.
  // One download of it: its text is read and the same bytes are kept to look at.
  const pdf = (await downloadPdf(page)).bytes;
  const text = pdfText(pdf);
  for (const words of [
    'Os jejuns',
    'Como terminou',
    '14/11/2026, 20:00',
    '72 h 00 min',
    'Até o fim previsto',
    'Verificação antes dos jejuns',
    '20/11/2026, 10:00',
    'Eletrólitos nos dias de jejum',
    '1 de 1',
  ])
    expect(text, words).toContain(`(${words}) Tj`);
  // The em dash is WinAnsi's 0x97 byte.
  expect(text).toContain('(Orientou não jejuar \u0097 conversar com o médico) Tj');
  const { writeFile } = await import('node:fs/promises');
  await writeFile('test-results/relatorio-jejuns.pdf', pdf);

  // The CSV: the bottle of each day, 1 or 0 on fasting days, blank on the others.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar planilha do diário' }).click();
  const lines = (await readFile(await (await downloading).path(), 'utf8')).slice(1).split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines[1]).toBe('12/11/2026;1;Ceto I;82,0;2,0;;;');
  expect(lines[4]).toBe('15/11/2026;4;Jejum I;80,5;2,0;;1;');
  expect(lines[6]).toBe('17/11/2026;6;Jejum I;79,5;2,0;;0;');
  expect(lines[10]).toBe('21/11/2026;10;Jejum Final;77,5;2,0;;0;');

  // Printed: the three sections on paper.
  await page.emulateMedia({ media: 'print' });
  for (const region of [fasts, checks, bottles]) await expect(region).toBeVisible();
  await page.pdf({ path: 'test-results/relatorio-jejuns-print.pdf', preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/relatorio-jejuns-1280.png', fullPage: true });
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
  const tick = page.getByRole('checkbox', { name: 'Incluir fotos de antes e depois' });
  await expect(tick).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Fotos de antes e depois' })).toHaveCount(0);
  await tick.check();
  const photos = page.getByRole('region', { name: 'Fotos de antes e depois' });
  await expect(photos.getByRole('img', { name: /^Antes — 17\/11\/2026 · 82,0\skg/ })).toBeVisible();
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
  await page.getByRole('checkbox', { name: 'Incluir fotos de antes e depois' }).check();
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
