/**
 * What lies below the first viewport (ARCHITECTURE, "Loading") is on the screen, nothing of it left out,
 * and a link to an anchor below the fold lands on it. When it arrives is the
 * bench's to measure, not this spec's.
 */
import { expect, gotoApp, seedStorage, test } from '../fixtures';
import { NOON, userOnDay } from '../users';
import { CHECKIN } from '../../app/content/today-screen';

const FOOTER = 'M15 · Ativação Metabólica em 15 Dias';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(7));
});

for (const { path, heading, below } of [
  { path: '/', heading: 'Hoje', below: 'Como você está se sentindo?' },
  { path: '/resultados', heading: 'Seus resultados', below: 'Histórico de protocolos' },
]) {
  test(`${path}: the top of the screen, what lies below it and the footer are all there`, async ({ page }) => {
    await gotoApp(page, path);
    await expect(page.locator('main h1').first()).toContainText(heading);
    await expect(page.getByText(below, { exact: false }).first()).toBeAttached();
    await expect(page.getByText(FOOTER)).toBeAttached();
  });
}

test('a link to an anchor below the fold lands on it', async ({ page }) => {
  await page.goto('/#registro-do-dia');
  await expect(page.getByRole('heading', { name: CHECKIN.title })).toBeInViewport();
});
