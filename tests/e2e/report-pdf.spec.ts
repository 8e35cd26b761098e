// "Compartilhar relatório (PDF)": a real PDF, downloaded or shared,
// with the user's text as text in it; and made offline, from the precache.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, gotoApp, losingNetwork, seedStorage, test, toast } from '../fixtures';
import { NOON, userOnDay } from '../users';
import {
  cannotShareFiles,
  daySevenWithWaist,
  downloadPdf,
  HOSTILE,
  NAME,
  openReport,
  pdfButton,
  pdfText,
} from './report-helpers';
import { TINY_PNG_DATA_URL } from './results-helpers';

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
  for (const words of [
    NAME,
    'Fase',
    'Dia',
    'Como se sentiu',
    'Ceto II',
    'Em andamento',
    '80,0',
    'Jejum Final',
    HOSTILE,
  ])
    expect(text, words).toContain(`(${words.replace(/[()\\]/g, '\\$&')}) Tj`);
  expect(text).toContain('(Página 1 de ');
  expect(text).toContain('(O protocolo, em resumo) Tj');
  // No photo unless asked for.
  expect(text).not.toContain('/Subtype /Image');
  await expect(toast(page, 'PDF pronto')).toContainText('m15-relatorio-2026-11-23.pdf');
  // Nothing stored changes.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).toBe(before);
  await page.screenshot({ path: 'test-results/relatorio-pdf-button.png' });
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
      title: 'Relatório M15 para a consulta',
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
  await page.getByRole('checkbox', { name: 'Incluir fotos de antes e depois' }).check();
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
    await expect(page.getByRole('heading', { level: 1, name: 'Relatório para a consulta' })).toBeVisible();
    const file = await downloadPdf(page);
    expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(file.bytes)).toContain('(Fase) Tj');
    expect(fromWorker).toEqual([true]);
    await context.setOffline(false);
  });
});

test('read next week through pdftotext: the summary line at the top, no "Hoje", a check not yet due', async ({
  page,
}, testInfo) => {
  await cannotShareFiles(page);
  await page.clock.setFixedTime(NOON);
  // Day 5, in Jejum I's fast begun 38 h 12 min ago; the Jejum Final's check is not due yet.
  const startedAt = new Date(NOON.getTime() - (38 * 60 + 12) * 60_000).toISOString();
  await seedStorage(
    page,
    userOnDay(5, {
      'm15-profile': { ...(userOnDay(5)['m15-profile'] as object), age: '45' },
      'm15-fasting': { startedAt, endedAt: '' },
    }),
  );
  await gotoApp(page, '/relatorio');
  await expect(page.getByTestId('relatorio-resumo')).toHaveText(
    'Dia 5 de 15 · Jejum I · 38 h de jejum · em 23/11/2026, 12:00',
  );
  await page.screenshot({ path: 'test-results/relatorio-day5-360.png' });
  const file = await downloadPdf(page);
  const path = testInfo.outputPath('relatorio.pdf');
  await writeFile(path, file.bytes);
  const text = execFileSync(process.env.PDFTOTEXT_PATH ?? 'pdftotext', ['-enc', 'UTF-8', path, '-'], {
    encoding: 'utf8',
  });
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  // The title, then where she stood and when: the first thing read.
  expect(lines.slice(0, 2)).toEqual([
    'Relatório para a consulta',
    'Dia 5 de 15 · Jejum I · 38 h de jejum · em 23/11/2026, 12:00',
  ]);
  expect(text).not.toMatch(/Hoje/);
  expect(text).toContain('Ainda não chegou');
  expect(text).toContain('38 h 12 min');
  expect(text).toContain('0 de 1 (até agora)');
  expect(text).toContain('Peso mais recente');
  expect(text).toContain('45 anos');
});
