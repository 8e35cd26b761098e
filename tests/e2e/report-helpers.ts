/** Shared data and helpers of the report specs (report.spec.ts, report-pdf.spec.ts). */
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, gotoApp, seedStorage } from '../fixtures';
import { isoDay, NOON, userOnDay } from '../users';

export const HOSTILE = '<img src=x onerror=window.__xss=1>';

/** A day-7 user with waists on day 1 and today, a note with a quote, a ';' and a line break, and a hostile one. */
export function daySevenWithWaist(extra: Record<string, unknown> = {}) {
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

export async function openReport(page: Page, extra: Record<string, unknown> = {}) {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, daySevenWithWaist(extra));
  await gotoApp(page, '/resultados');
  await page.getByRole('link', { name: 'Relatório para a consulta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório para a consulta' })).toBeVisible();
  await expect(page).toHaveURL('/relatorio');
}

/** The PDF's text: the file as Latin-1 with its deflated streams inflated (WinAnsi writes Portuguese letters as Latin-1 bytes). */
export function pdfText(bytes: Buffer): string {
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

export const pdfButton = (page: Page) => page.getByRole('button', { name: 'Compartilhar relatório (PDF)' });
export const NAME = 'Maria Conceição Araújo';

/** The browser cannot share files (a computer, Firefox): canShare says no. */
export async function cannotShareFiles(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => false });
  });
}

/** Taps the button and reads the PDF the browser downloads. */
export async function downloadPdf(page: Page) {
  const downloading = page.waitForEvent('download');
  await pdfButton(page).click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}
