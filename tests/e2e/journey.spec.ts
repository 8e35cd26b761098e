import type { Page } from '@playwright/test';
import { DAY_PHRASES } from '../../app/content/day-phrases';
import { DAY_DONE_PHRASES } from '../../app/content/gentle-words';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  gotoApp,
  phrasesIn,
  readStorage,
  seedStorage,
  test,
  toast,
} from '../fixtures';
import { isoDay, noonOn, profileStartingOn } from '../users';

const day = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Dia ${n}(\\b|$)`) });
const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const profile = (startDate: string) => ({
  name: 'Ana',
  startDate,
  initialWeight: '80',
  height: '165',
  waterGoal: '2.8',
});
/** Noon of 22 Nov 2026 in São Paulo. */
const NOON = noonOn('2026-11-22');

test.describe('journey', () => {
  test('shows 15 toggle days in four blocks, all undone at first', async ({ page }) => {
    await gotoApp(page, '/jornada');
    await expect(page.getByRole('heading', { level: 1, name: 'Jornada dos 15 Dias' })).toBeVisible();
    await expect(page.getByTestId('days-done')).toHaveText('Dias completados: 0/15');
    const expected = [
      ['Cetocarnívora I', 3],
      ['Jejum I', 3],
      ['Cetocarnívora II', 3],
      ['Jejum Final', 6],
    ] as const;
    for (const [name, total] of expected) {
      await expect(block(page, name).getByTestId('block-count')).toHaveText(`0/${total}`);
      await expect(block(page, name).getByRole('button', { pressed: false })).toHaveCount(total);
    }
    await expect(block(page, 'Cetocarnívora I')).toContainText('Carnes, ovos e gorduras');
    await expect(block(page, 'Jejum Final')).toContainText('Jejum total');
    for (let n = 1; n <= 15; n++) {
      const box = await day(page, n).boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
    // No start date: no "today" line.
    await expect(page.getByTestId('challenge-today')).toHaveCount(0);
  });

  test('marking a day saves at once and celebrates with a phrase of its range; unmarking is silent', async ({
    page,
  }) => {
    await gotoApp(page, '/jornada');
    await day(page, 2).click();
    await expect(day(page, 2)).toHaveAttribute('aria-pressed', 'true');
    const t = toast(page, 'Dia concluído! 🎉');
    await expect(t).toBeVisible();
    // The toast's message is one phrase of the day's range, as the user reads it.
    expect(phrasesIn(await t.innerText(), DAY_PHRASES['ceto-1'])).toHaveLength(1);
    expect(await readStorage(page, 'm15-completed-days')).toEqual([2]);
    await expect(page.getByTestId('days-done')).toHaveText('Dias completados: 1/15');
    const ceto = block(page, 'Cetocarnívora I');
    await expect(ceto.getByTestId('block-count')).toHaveText('1/3');
    await expect(ceto.getByTestId('block-percent')).toHaveText('33%');
    await expect(ceto.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');

    await closeToasts(page);
    await day(page, 2).click();
    await expect(day(page, 2)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => readStorage(page, 'm15-completed-days')).toEqual([]);
    await page.waitForTimeout(500);
    await expect(toast(page, 'Dia concluído! 🎉')).toHaveCount(0);
    await expect(page.getByTestId('days-done')).toHaveText('Dias completados: 0/15');
    await expect(ceto.getByTestId('block-percent')).toHaveText('0%');
  });

  test('each day draws its phrase from the pool of its range (the gentle list on a fasting day)', async ({ page }) => {
    await gotoApp(page, '/jornada');
    for (const [n, pool] of [
      [5, 'jejum-1'],
      [8, 'ceto-2'],
      [12, 'jejum-final'],
    ] as const) {
      await day(page, n).click();
      const t = toast(page, 'Dia concluído! 🎉');
      await expect(t).toBeVisible();
      expect(phrasesIn(await t.innerText(), DAY_DONE_PHRASES[pool]), `day ${n}`).toHaveLength(1);
      // Closed, so the next day's toast is the only one.
      await closeToasts(page);
    }
  });

  test('tapping a day neither navigates nor moves the page, and the days survive a reload', async ({ page }) => {
    await gotoApp(page, '/jornada');
    await day(page, 14).scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await day(page, 14).click();
    await expect(day(page, 14)).toHaveAttribute('aria-pressed', 'true');
    await expect(toast(page, 'Dia concluído! 🎉')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await expect(page).toHaveURL('/jornada');
    await day(page, 15).focus();
    await page.keyboard.press('Enter');
    await expect(day(page, 15)).toHaveAttribute('aria-pressed', 'true');
    await day(page, 1).focus();
    await page.keyboard.press('Space');
    await expect(day(page, 1)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => readStorage(page, 'm15-completed-days')).toEqual([1, 14, 15]);
    await page.reload();
    await expect(page.getByTestId('days-done')).toHaveText('Dias completados: 3/15');
    await expect(block(page, 'Jejum Final').getByTestId('block-count')).toHaveText('2/6');
    await expect(block(page, 'Jejum Final').getByTestId('block-percent')).toHaveText('33%');
  });

  test('block counts and bars follow the stored days; unreadable values are ignored', async ({ page }) => {
    await seedStorage(page, { 'm15-completed-days': [1, 2, 3, 4, 7, 8, 10, 99, 'x'] });
    await gotoApp(page, '/jornada');
    await expect(page.getByTestId('days-done')).toHaveText('Dias completados: 7/15');
    const rows = [
      ['Cetocarnívora I', '3/3', '100%'],
      ['Jejum I', '1/3', '33%'],
      ['Cetocarnívora II', '2/3', '67%'],
      ['Jejum Final', '1/6', '17%'],
    ];
    for (const [name, count, percent] of rows) {
      await expect(block(page, name!).getByTestId('block-count')).toHaveText(count!);
      await expect(block(page, name!).getByTestId('block-percent')).toHaveText(percent!);
      await expect(block(page, name!).getByRole('progressbar')).toHaveAttribute(
        'aria-valuenow',
        percent!.replace('%', ''),
      );
    }
  });

  test('says which day today is, highlights it, and Início says it too', async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, { 'm15-profile': profile('2026-11-18') });
    await gotoApp(page, '/jornada');
    await expect(page.getByTestId('challenge-today')).toHaveText('Hoje é o dia 5 de 15 · Jejum I');
    await expect(page.locator('[aria-current="date"]')).toHaveCount(1);
    await expect(day(page, 5)).toHaveAttribute('aria-current', 'date');
    await expect(day(page, 5)).toContainText('Hoje');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Início', exact: true }).click();
    await expect(page.getByTestId('challenge-today')).toHaveText('Dia 5 de 15 · Jejum I');
    await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
  });

  test('before the start it counts down; after day 15 it says the days ended, and a victory only with all 15', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await gotoApp(page, '/jornada');
    const startOn = async (startDate: string) => {
      await page.evaluate((p) => localStorage.setItem('m15-profile', JSON.stringify(p)), profile(startDate));
      await page.reload();
    };
    await startOn('2026-11-25');
    await expect(page.getByTestId('challenge-today')).toHaveText('Começa em 3 dias');
    await expect(page.locator('[aria-current="date"]')).toHaveCount(0);
    await startOn('2026-11-23');
    await expect(page.getByTestId('challenge-today')).toHaveText('Começa em 1 dia (amanhã)');
    await startOn('2026-11-08');
    await expect(page.getByTestId('challenge-today')).toHaveText('Hoje é o dia 15 de 15 · Jejum Final');
    await expect(day(page, 15)).toHaveAttribute('aria-current', 'date');
    await startOn('2026-11-07');
    await expect(page.getByTestId('challenge-today')).toHaveText(
      'Os 15 dias terminaram. Nenhum dos 15 dias foi marcado como feito na Jornada.',
    );
    await expect(page.locator('[aria-current="date"]')).toHaveCount(0);
    await day(page, 1).click();
    await expect(page.getByTestId('challenge-today')).toHaveText(
      'Os 15 dias terminaram. 1 de 15 dias marcado como feito na Jornada.',
    );
    await page.evaluate(() =>
      localStorage.setItem('m15-completed-days', JSON.stringify(Array.from({ length: 15 }, (_, i) => i + 1))),
    );
    await page.reload();
    await expect(page.getByTestId('challenge-today')).toHaveText('Desafio concluído! Os 15 dias terminaram. 🏆');
  });

  test('counts local calendar days: 23:30 in São Paulo is still the same day', async ({ page }) => {
    // 02:30 UTC on the 23rd: a UTC date would say day 2.
    await page.clock.setFixedTime(new Date('2026-11-22T23:30:00-03:00'));
    await seedStorage(page, { 'm15-profile': profile('2026-11-22') });
    await gotoApp(page, '/jornada');
    await expect(page.getByTestId('challenge-today')).toHaveText('Hoje é o dia 1 de 15 · Cetocarnívora I');
  });

  test('each block links to its own phase tab, and the main button to /fases', async ({ page }) => {
    await gotoApp(page, '/jornada');
    await block(page, 'Jejum I').getByRole('link', { name: 'Ver a fase Jejum I' }).click();
    await expect(page).toHaveURL('/fases?fase=jejum-1');
    await expect(page.getByRole('tab', { name: 'Jejum I' })).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await page.getByRole('link', { name: 'Ver o que pode comer em cada fase' }).click();
    await expect(page).toHaveURL('/fases');
    await expect(page.getByRole('heading', { level: 1, name: 'Fases do Protocolo' })).toBeVisible();
  });

  test.describe('dark', () => {
    test.use({ colorScheme: 'dark' });
    test('axe-core is clean with days done and today highlighted', async ({ page }) => {
      await page.clock.setFixedTime(NOON);
      await seedStorage(page, { 'm15-profile': profile('2026-11-20'), 'm15-completed-days': [1, 2, 3, 4] });
      await gotoApp(page, '/jornada');
      await expect(day(page, 3)).toHaveAttribute('aria-current', 'date');
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('Jornada knows the day', () => {
  // The clock of tests/users.ts, which isoDay counts from (this file's NOON is a day earlier).
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(noonOn(isoDay(0)));
  });

  test('day 1: ticking day 12 asks first; Cancelar ticks nothing; confirming marks it without praise', async ({
    page,
  }) => {
    await seedStorage(page, { 'm15-profile': profileStartingOn(isoDay(0)) });
    await gotoApp(page, '/jornada');
    await day(page, 12).click();
    const dialog = page.getByRole('dialog', { name: 'Marcar o dia 12?' });
    await expect(dialog).toContainText('Hoje é o dia 1 do seu desafio. O dia 12 ainda não chegou.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(day(page, 12)).toHaveAttribute('aria-pressed', 'false');
    expect(await readStorage(page, 'm15-completed-days')).toBeNull();

    await day(page, 12).click();
    await page.getByRole('dialog', { name: 'Marcar o dia 12?' }).getByRole('button', { name: 'Sim, marcar' }).click();
    await expect(day(page, 12)).toHaveAttribute('aria-pressed', 'true');
    const t = toast(page, 'Dia 12 marcado');
    await expect(t).toContainText('Esse dia ainda não chegou.');
    await expect(toast(page, 'Dia concluído! 🎉')).toHaveCount(0);
    expect(await readStorage(page, 'm15-completed-days')).toEqual([12]);
    // Today's own day is praised with its pool, without asking.
    await day(page, 1).click();
    const praise = toast(page, 'Dia concluído! 🎉');
    await expect(praise).toBeVisible();
    expect(phrasesIn(await praise.innerText(), DAY_PHRASES['ceto-1'])).toHaveLength(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('without a start date, ticking works exactly as the specification says', async ({ page }) => {
    await gotoApp(page, '/jornada');
    await day(page, 12).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toast(page, 'Dia concluído! 🎉')).toBeVisible();
    expect(await readStorage(page, 'm15-completed-days')).toEqual([12]);
  });

  test('ticking the last of the 15 days celebrates and leads to Resultados, in the page', async ({ page }) => {
    await seedStorage(page, {
      'm15-profile': profileStartingOn(isoDay(-14)),
      'm15-completed-days': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
    });
    await gotoApp(page, '/jornada');
    await expect(page.getByTestId('challenge-done')).toHaveCount(0);
    await day(page, 15).click();
    await expect(toast(page, 'Desafio concluído! 🏆')).toBeVisible();
    await expect(page.locator('canvas.m15-confetti')).toBeAttached();
    const done = page.getByTestId('challenge-done');
    await expect(done).toContainText('Você concluiu os 15 dias! 🏆');
    await expectNoAxeViolations(page);
    await done.getByRole('link', { name: 'Ver seus resultados' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seus resultados' })).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the 15th day celebrates with the toast and no confetti', async ({ page }) => {
      await seedStorage(page, { 'm15-completed-days': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] });
      await gotoApp(page, '/jornada');
      await day(page, 15).click();
      await expect(toast(page, 'Desafio concluído! 🏆')).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.locator('canvas.m15-confetti')).toHaveCount(0);
    });
  });
});
