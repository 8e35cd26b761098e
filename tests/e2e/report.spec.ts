// "Relatório para o nutricionista", its spreadsheet and its PDF (issues 24
// and 31): opened from Resultados, printed (print media emulated),
// downloaded as CSV and as PDF, with the user's own text kept as text.
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoApp, losingNetwork, seedStorage, test, toast } from '../fixtures';
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

test('one tap from Resultados opens the report: profile, the 15 days, the protocol, the figures with the charts, the diary', async ({
  page,
}) => {
  await openReport(page);
  await expect(page.getByText('Gerado em 23/11/2026, 12:00')).toBeVisible();
  const profile = page.getByRole('region', { name: 'Perfil' });
  for (const text of ['Ana', '17/11/2026', '82,0 kg', '165,0 cm', '30,1 (Obesidade grau I)'])
    await expect(profile).toContainText(text);
  const days = page.getByRole('region', { name: 'Os 15 dias' });
  await expect(days.getByTestId('relatorio-dias-completados')).toHaveText('Dias completados: 6/15');
  await expect(days.getByRole('listitem')).toHaveCount(15);
  await expect(days.getByRole('listitem').first()).toContainText('Dia 1');
  await expect(days.getByRole('listitem').first()).toContainText('Ceto I');
  await expect(days.getByRole('listitem').first()).toContainText('✓ Concluído');
  // Today, then the days to come: '—', never a failure.
  await expect(days.getByRole('listitem').nth(6)).toHaveText(/^Dia 723\/11\/2026Ceto IIHoje$/);
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
  await expect(figures).toContainText('Kg eliminados até agora2,6 kg');
  await expect(figures).toContainText('Cm de cintura eliminados até agora1,5 cm');
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
  await expect(days.nth(6)).toContainText('Hoje · ✓ Concluído');
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
  await expect(page.getByRole('region', { name: 'O protocolo, em resumo' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Fase' })).toBeVisible();
  await page.screenshot({ path: 'test-results/relatorio-print.png', fullPage: true });
  // The printed page itself (A4, as the browser's dialog saves it), to look at: test-results/relatorio-print.pdf.
  await page.pdf({ path: 'test-results/relatorio-print.pdf', preferCSSPageSize: true });
});

test('the CSV has the day and the phase, one decimal on every figure, a BOM, and the notes quoted', async ({
  page,
}) => {
  await openReport(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar planilha (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('m15-diario-2026-11-23.csv');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe('Data;Dia;Fase;Peso (kg);Água (L);Cintura (cm);Como se sentiu');
  expect(lines[1]).toBe(`17/11/2026;1;Ceto I;82,0;2,0;82,0;${HOSTILE}`);
  expect(lines[2]).toBe('18/11/2026;2;Ceto I;81,5;2,0;;');
  expect(lines[5]).toBe('21/11/2026;5;Jejum I;80,0;2,0;;');
  expect(lines[7]).toBe('23/11/2026;7;Ceto II;79,4;2,3;80,5;"Disse ""chega""; dormi\ncedo"');
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
    '\uFEFFData;Dia;Fase;Peso (kg);Água (L);Cintura (cm);Como se sentiu',
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

/** The PDF's text: the file as Latin-1 with its deflated streams inflated (WinAnsi writes Portuguese letters as Latin-1 bytes). */
function pdfText(bytes: Buffer): string {
  let text = bytes.toString('latin1');
  for (const m of text.matchAll(/\/FlateDecode[^]*?stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    try {
      text += inflateSync(bytes.subarray(start, bytes.indexOf('endstream', start))).toString('latin1');
    } catch {
      // An image stream.
    }
  }
  return text;
}

const pdfButton = (page: Page) => page.getByRole('button', { name: 'Compartilhar relatório (PDF)' });
const NAME = 'Maria Conceição Araújo';

/** The browser cannot share files (a computer, Firefox): canShare says no. */
async function cannotShareFiles(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
  });
}

/** Taps the button and reads the PDF the browser downloads. */
async function downloadPdf(page: Page) {
  const downloading = page.waitForEvent('download');
  await pdfButton(page).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('where files cannot be shared, "Compartilhar relatório (PDF)" downloads a real PDF: the name and "Fase" are text in it', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/report-pdf-[^/]+\.js/.test(r.url())) requested.push(r.url());
  });
  await cannotShareFiles(page);
  await openReport(page, { 'm15-profile': { ...(userOnDay(7)['m15-profile'] as object), name: `${NAME} 🎉` } });
  const before = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  // The PDF's code is not part of the screen: it loads on the tap.
  expect(requested).toEqual([]);
  const file = await downloadPdf(page);
  expect(requested).toHaveLength(1);
  expect(file.name).toBe('m15-relatorio-2026-11-23.pdf');
  expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfText(file.bytes);
  for (const words of [NAME, 'Fase', 'Dia', 'Como se sentiu', 'Ceto II', 'Hoje', '80,0', 'Jejum Final', HOSTILE])
    expect(text, words).toContain(`(${words.replace(/[()\\]/g, '\\$&')}) Tj`);
  expect(text).toContain('(Página 1 de ');
  expect(text).toContain('(O protocolo, em resumo) Tj');
  // No photo unless asked for.
  expect(text).not.toContain('/Subtype /Image');
  await expect(toast(page, 'PDF pronto')).toContainText('m15-relatorio-2026-11-23.pdf');
  // Nothing stored changes.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(before);
  await page.screenshot({ path: 'test-results/relatorio-pdf-button.png' });
  const { writeFile } = await import('node:fs/promises');
  await writeFile('test-results/relatorio-compartilhado.pdf', file.bytes);
});

test('on a phone that shares files, the share sheet gets the PDF file, named by the date', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared?: unknown };
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data: { files?: File[] }) => Array.isArray(data.files),
    });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: { files: File[]; title: string }) => {
        const f = data.files[0]!;
        const head = new TextDecoder().decode(await f.slice(0, 5).arrayBuffer());
        w.__shared = { count: data.files.length, name: f.name, type: f.type, head, title: data.title };
      },
    });
  });
  let downloads = 0;
  page.on('download', () => downloads++);
  await openReport(page);
  await pdfButton(page).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared?: unknown }).__shared))
    .toEqual({
      count: 1,
      name: 'm15-relatorio-2026-11-23.pdf',
      type: 'application/pdf',
      head: '%PDF-',
      title: 'Relatório M15 para o nutricionista',
    });
  expect(downloads).toBe(0);
  await expect(toast(page, 'PDF pronto')).toHaveCount(0);
});

test('the photos are in the PDF only when ticked', async ({ page }) => {
  await cannotShareFiles(page);
  await openReport(page, {
    'm15-results': { finalWeight: '', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: TINY_PNG_DATA_URL },
  });
  expect(pdfText((await downloadPdf(page)).bytes)).not.toContain('/Subtype /Image');
  await page.getByRole('checkbox', { name: 'Incluir as fotos de antes e depois' }).check();
  const text = pdfText((await downloadPdf(page)).bytes);
  // The same picture on both sides is one image in the file, drawn twice.
  expect(text).toContain('/Subtype /Image');
  expect(text.match(/\/I\d+ Do/g)).toHaveLength(2);
  expect(text).toContain('(Fotos de antes e depois) Tj');
  expect(text).toContain('(Antes) Tj');
});

test('when the PDF’s code cannot be downloaded, the screen says so and "Tentar de novo" makes the file', async ({
  page,
}) => {
  // loadPart tries three times over 4 s before it gives up.
  test.slow();
  await cannotShareFiles(page);
  await openReport(page);
  let downloads = 0;
  page.on('download', () => downloads++);
  const network = await losingNetwork(page, 'report-pdf', { lose: 'all' });
  await pdfButton(page).click();
  const block = page.getByRole('status').filter({ hasText: 'A criação do PDF não carregou' });
  await expect(block).toContainText('parece que a internet caiu', { timeout: 20_000 });
  expect(downloads).toBe(0);
  network.restore();
  const downloading = page.waitForEvent('download');
  await block.getByRole('button', { name: 'Tentar de novo' }).click();
  const bytes = await readFile(await (await downloading).path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(block).toHaveCount(0);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after the first visit, the PDF is made with no network: its code is in the precache', async ({
    page,
    context,
  }) => {
    await cannotShareFiles(page);
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, daySevenWithWaist());
    await gotoApp(page, '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    // The precache is complete once the worker is active.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    const fromWorker: boolean[] = [];
    page.on('response', (r) => {
      if (/\/assets\/report-pdf-[^/]+\.js/.test(r.url())) fromWorker.push(r.fromServiceWorker());
    });
    await context.setOffline(true);
    await page.goto('/relatorio');
    await expect(page.getByRole('heading', { level: 1, name: 'Relatório para o nutricionista' })).toBeVisible();
    const file = await downloadPdf(page);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(file.bytes)).toContain('(Fase) Tj');
    expect(fromWorker).toEqual([true]);
    await context.setOffline(false);
  });
});
