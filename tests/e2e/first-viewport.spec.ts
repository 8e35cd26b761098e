/**
 * A screen is drawn whole on a start (ARCHITECTURE, "Loading"): what lies
 * below the first viewport is there with its top, nothing of it is left
 * out, and a link to an #anchor lands on it.
 */
import type { Page } from '@playwright/test';
import { expect, gotoApp, seedStorage, test } from '../fixtures';
import { NOON, userOnDay } from '../users';
import { CHECKIN } from '../../app/content/today-screen';

const FOOTER = 'M15 · Ativação Metabólica em 15 Dias';

/**
 * Notes, at the first commit that puts the screen's heading in the page, whether
 * `text` is there too (read by `firstFrameHad`).
 */
async function watchFirstFrame(page: Page, text: string) {
  await page.addInitScript((wanted) => {
    const w = window as unknown as { __firstFrameHad?: boolean };
    const observer = new MutationObserver(() => {
      if (!document.querySelector('main h1')) return;
      w.__firstFrameHad = document.body.textContent?.includes(wanted) ?? false;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, text);
}

const firstFrameHad = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstFrameHad?: boolean }).__firstFrameHad);

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(7));
});

for (const { path, heading, below } of [
  { path: '/', heading: 'Hoje', below: 'Baixar no Celular' },
  { path: '/resultados', heading: 'Seus resultados', below: 'Histórico de protocolos' },
]) {
  test(`${path}: the first frame holds the whole screen, below the first viewport too`, async ({ page }) => {
    await watchFirstFrame(page, below);
    await gotoApp(page, path);
    await expect(page.locator('main h1').first()).toContainText(heading);
    expect(await firstFrameHad(page)).toBe(true);
    await expect(page.getByText(below, { exact: false }).first()).toBeAttached();
    await expect(page.getByText(FOOTER)).toBeAttached();
  });
}

test('a link to an anchor on a start lands on it', async ({ page }) => {
  await watchFirstFrame(page, FOOTER);
  await page.goto('/#registro-do-dia');
  await expect(page.getByRole('heading', { name: CHECKIN.title })).toBeInViewport();
  expect(await firstFrameHad(page)).toBe(true);
});
