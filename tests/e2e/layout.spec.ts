// The layout at a 360 px phone and a 1280 px desktop, for a user in the
// middle of the challenge (day 5) with a diary and results. The navigation's
// own tests are in shell.spec.ts, the recipe grid's in recipes.spec.ts and
// the diary's in diary.spec.ts.
import type { Page } from '@playwright/test';
import { ROUTES } from '../routes';
import { expect, expectNoAxeViolations, gotoApp, seedStorage, test } from '../fixtures';
import { expectTouchTargets } from '../touch';
import { profileStartingOn } from '../users';

const START = '2026-03-01';
const NOW = new Date('2026-03-05T10:00:00-03:00');

async function seedDayFive(page: Page) {
  await page.clock.setFixedTime(NOW);
  await seedStorage(page, {
    'm15-profile': profileStartingOn(START),
    'm15-completed-days': [1, 2, 3, 4],
    'm15-diary': [
      { date: '2026-03-04', weight: '80', water: '3' },
      { date: '2026-03-02', weight: '81.2', water: '2', feeling: 'Muita disposição' },
      { date: '2026-03-01', weight: '82', water: '2' },
    ],
    'm15-results': { finalWeight: '', beforePhoto: '', afterPhoto: '' },
    'm15-backup-meta': { lastBackupOn: '2026-03-05', lastReminderOn: '' },
  });
}

const box = async (page: Page, name: string) =>
  (await page.getByRole('region', { name, exact: true }).first().boundingBox())!;

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  for (const route of ROUTES) {
    test(`axe-core finds no violation on ${route.path}, light and dark; every control is 44 px`, async ({ page }) => {
      // Two full axe runs on a full screen: slow on a loaded 2-core machine.
      test.slow();
      await seedDayFive(page);
      await gotoApp(page, route.path);
      await expectTouchTargets(page);
      await expectNoAxeViolations(page);
      // Mantine follows the system scheme live: the same screen, now dark.
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      await expectNoAxeViolations(page);
    });
  }

  test('Resultados: the figures and the form beside the chart and the histories', async ({ page }) => {
    await seedDayFive(page);
    await gotoApp(page, '/resultados');
    const form = await box(page, 'Registre seu resultado');
    const chart = await box(page, 'Evolução do Peso');
    const photos = await box(page, 'Histórico de Fotos');
    expect(chart.x).toBeGreaterThanOrEqual(form.x + form.width);
    expect(chart.y).toBeLessThan(form.y + form.height);
    expect(photos.x).toBe(chart.x);
    expect(photos.y).toBeGreaterThan(chart.y);
  });

  test('Jornada: six days to a row, and the blocks two by two', async ({ page }) => {
    await seedDayFive(page);
    await gotoApp(page, '/jornada');
    const final = page.getByRole('region', { name: 'Jejum Final', exact: true });
    const tops = await final
      .getByRole('button', { name: /^Dia \d+/ })
      .evaluateAll((days) => days.map((d) => Math.round(d.getBoundingClientRect().top)));
    expect(tops).toHaveLength(6);
    expect(new Set(tops).size).toBe(1);
    const first = await box(page, 'Cetocarnívora I');
    const second = await box(page, 'Jejum I');
    expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
    expect(second.y).toBe(first.y);
  });
});

test.describe('phone', () => {
  test('every control on every screen is at least 44 px', async ({ page }) => {
    test.slow(); // one full load per screen
    await seedDayFive(page);
    for (const route of ROUTES) {
      await gotoApp(page, route.path);
      await test.step(route.path, () => expectTouchTargets(page));
    }
  });

  test('Resultados and Jornada are one column', async ({ page }) => {
    await seedDayFive(page);
    await gotoApp(page, '/resultados');
    const form = await box(page, 'Registre seu resultado');
    const chart = await box(page, 'Evolução do Peso');
    expect(chart.x).toBe(form.x);
    expect(chart.y).toBeGreaterThanOrEqual(form.y + form.height);
    await gotoApp(page, '/jornada');
    const first = await box(page, 'Cetocarnívora I');
    const second = await box(page, 'Jejum I');
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
