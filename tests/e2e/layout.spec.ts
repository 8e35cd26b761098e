// The layout at a 360 px phone and a 1280 px desktop, for a user in the
// middle of the challenge (day 5) with a diary and results. The navigation's
// own tests are in shell.spec.ts, the recipe grid's in recipes.spec.ts and
// the diary's in diary.spec.ts.
import type { Page } from '@playwright/test';
import { DANGER_ZONE, ERASE_TEXT } from '../../app/content/erase';
import { NAV_TIP } from '../../app/content/tutorial';
import { ROUTES } from '../routes';
import { expect, expectNoAxeViolations, gotoApp, seedStorage, test } from '../fixtures';
import { expectTouchTargets } from '../touch';
import { checked, instantOn, isoDay, NOON, profileStartingOn, userOnDay } from '../users';
import { TINY_PNG_DATA_URL as TINY_PNG } from './results-helpers';
import { CHECKIN } from '../../app/content/today-screen';
import { FAST_GATE } from '../../app/content/fasting-clock';

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
    // Day 5 of Jejum I: the check before it said go on day 3, and the fast runs since her last meal that evening.
    'm15-safety-checks': { 'jejum-1': { at: '2026-03-03T12:00:00.000Z', outcome: 'go' } },
    'm15-fasting': { startedAt: '2026-03-03T23:00:00.000Z', endedAt: '' },
  });
}

const box = async (page: Page, name: string) =>
  (await page.getByRole('region', { name, exact: true }).first().boundingBox())!;

type Box = { y: number; height: number };

/** A row's two columns, each from its first card's top to its last card's bottom, end within 20 % of each other. */
function expectBalanced([leftFirst, leftLast]: [Box, Box], [rightFirst, rightLast]: [Box, Box]) {
  const left = leftLast.y + leftLast.height - leftFirst.y;
  const right = rightLast.y + rightLast.height - rightFirst.y;
  expect(Math.abs(left - right), `${left} | ${right}`).toBeLessThan(Math.max(left, right) * 0.2);
}

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

  test('Resultados: the kilograms across the top, then the form beside the trend, then two balanced columns', async ({
    page,
  }) => {
    await seedDayFive(page);
    await gotoApp(page, '/resultados');
    const hero = await box(page, 'kg eliminados');
    const chart = await box(page, 'Evolução do peso');
    const form = await box(page, 'Registre seu resultado');
    const share = await box(page, 'Seu progresso em imagem');
    const report = await box(page, 'Para levar à consulta');
    const underway = await box(page, 'Seu desafio está em andamento');
    const protocols = await box(page, 'Histórico de protocolos');
    // The kilograms across the page; below, the form and the ways to share | the trend and the report.
    expect(hero.width).toBeGreaterThan(form.width + chart.width);
    expect(form.y).toBeGreaterThanOrEqual(hero.y + hero.height);
    expect(chart.y).toBe(form.y);
    expect(chart.x).toBeGreaterThanOrEqual(form.x + form.width);
    expect(share.x).toBe(form.x);
    expect(report.x).toBe(chart.x);
    expect(report.y).toBeGreaterThanOrEqual(chart.y + chart.height);
    // Balanced: the row's two columns end close to each other.
    expectBalanced([form, share], [chart, report]);
    // Then the note of the running challenge | the histories, below both.
    expect(underway.y).toBeGreaterThanOrEqual(Math.max(share.y + share.height, report.y + report.height));
    expect(underway.x).toBe(form.x);
    expect(protocols.x).toBeGreaterThanOrEqual(underway.x + underway.width);
  });

  test('Resultados after the last day: the closing card under the trend, the columns balanced, the histories last', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, userOnDay(16, { 'm15-results': { finalWeight: '75', beforePhoto: '', afterPhoto: '' } }));
    await gotoApp(page, '/resultados');
    const form = await box(page, 'Registre seu resultado');
    const share = await box(page, 'Seu progresso em imagem');
    const chart = await box(page, 'Evolução do peso');
    const closing = await box(page, 'Parabéns! Você venceu o desafio! 🏆');
    const photos = await box(page, 'Histórico de fotos');
    expect(closing.x).toBe(chart.x);
    expect(closing.y).toBeGreaterThanOrEqual(chart.y + chart.height);
    expectBalanced([form, share], [chart, closing]);
    expect(photos.y).toBeGreaterThanOrEqual(Math.max(share.y + share.height, closing.y + closing.height));
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

  test('every screen has the same page width: each header starts at the same place and is as wide', async ({
    page,
  }) => {
    test.slow(); // one full load per screen
    await seedDayFive(page);
    const starts = new Map<string, number>();
    const widths = new Set<number>();
    for (const route of ROUTES) {
      await gotoApp(page, route.path);
      const h1 = page.getByRole('heading', { level: 1 }).first();
      await expect(h1).toBeVisible();
      const main = (await page.getByRole('main').boundingBox())!;
      // The 404's text is centred in the page; every other header starts at the page's left edge.
      if (route.title !== '404') starts.set(route.path, Math.round((await h1.boundingBox())!.x));
      starts.set(`${route.path} main`, Math.round(main.x + main.width));
      const header = page.locator('main .m15-page-header');
      if ((await header.count()) > 0) widths.add(Math.round((await header.first().boundingBox())!.width));
    }
    expect([...widths]).toEqual([56 * 16]);
    const lefts = [...starts].filter(([k]) => !k.endsWith(' main')).map(([, x]) => x);
    const rights = [...starts].filter(([k]) => k.endsWith(' main')).map(([, x]) => x);
    expect(new Set(lefts).size, JSON.stringify([...starts])).toBe(1);
    expect(new Set(rights).size, JSON.stringify([...starts])).toBe(1);
  });

  test('Início is two columns for a user with a profile, and for a new one', async ({ page }) => {
    await seedDayFive(page);
    await gotoApp(page, '/');
    // Her day across the top: the fasting ring beside what to do now; the cards below in two columns.
    const clock = await box(page, 'Relógio do jejum');
    const now = await box(page, 'O que fazer agora');
    expect(now.x).toBeGreaterThanOrEqual(clock.x + clock.width);
    expect(Math.abs(now.y - clock.y)).toBeLessThan(1);
    // The 192 line is the hero's; the whole list of signs heads the first column below, the quote the second.
    const signs = await box(page, 'Sinais para parar o jejum');
    const figures = (await page.getByTestId('quote').boundingBox())!;
    expect(signs.y).toBeGreaterThanOrEqual(clock.y + clock.height);
    expect(figures.x).toBeGreaterThanOrEqual(signs.x + signs.width);
    expect(figures.y).toBeLessThan(signs.y + signs.height);
    await expectNoAxeViolations(page);

    await page.evaluate(() => localStorage.clear());
    await gotoApp(page, '/');
    const start = (await page.getByRole('link', { name: 'Começar Agora' }).boundingBox())!;
    const quote = (await page.getByTestId('quote').boundingBox())!;
    expect(quote.x).toBeGreaterThanOrEqual(start.x + start.width);
  });

  test('Início on day 7: the way out of Jejum I holds the day’s guidance and takes the quote’s place, so the record stands under the hero, beside it', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, userOnDay(7));
    await gotoApp(page, '/');
    const now = await box(page, 'O que fazer agora');
    const checkIn = await box(page, CHECKIN.title);
    await expect(page.getByTestId('quote')).toHaveCount(0);
    // No hole under the hero: the record follows it in its column, the way out beside both.
    const hero = (await page.locator('[aria-labelledby="hoje-dia"]').boundingBox())!;
    expect(Math.abs(checkIn.x - hero.x)).toBeLessThan(1);
    expect(checkIn.y - (hero.y + hero.height)).toBeGreaterThan(0);
    expect(checkIn.y - (hero.y + hero.height)).toBeLessThanOrEqual(32);
    expect(now.x).toBeGreaterThanOrEqual(checkIn.x + checkIn.width);
    expect(checkIn.y).toBeLessThan(now.y + now.height);
  });

  test('Início on day 9 with the next fast refused: the refusal and the record stand under the hero, beside the way out', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    // The eve of the Final, 16 h after a 72 h Jejum I ended.
    await seedStorage(
      page,
      userOnDay(9, {
        'm15-safety-checks': checked('jejum-1', -6),
        'm15-fast-record': [
          { startedAt: instantOn(-4, '20:00'), plannedEndAt: instantOn(-1, '20:00'), endedAt: instantOn(-1, '20:00') },
        ],
      }),
    );
    await gotoApp(page, '/');
    const hero = (await page.locator('[aria-labelledby="hoje-dia"]').boundingBox())!;
    const now = await box(page, 'O que fazer agora');
    const refused = await box(page, FAST_GATE.title);
    const checkIn = await box(page, CHECKIN.title);
    // One column under the hero, in the day's order; the way out beside them all.
    for (const card of [refused, checkIn]) {
      expect(Math.abs(card.x - hero.x)).toBeLessThan(1);
      expect(now.x).toBeGreaterThanOrEqual(card.x + card.width);
    }
    expect(refused.y - (hero.y + hero.height)).toBeGreaterThan(0);
    expect(refused.y - (hero.y + hero.height)).toBeLessThanOrEqual(32);
    expect(checkIn.y).toBeGreaterThan(refused.y + refused.height);
    expect(refused.y).toBeLessThan(now.y + now.height);
    await expectNoAxeViolations(page);
  });

  test('Início on day 16: the way out of the fast, with 192 first, across the top, then the result | the day, balanced', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(
      page,
      userOnDay(16, { 'm15-results': { finalWeight: '75', beforePhoto: TINY_PNG, afterPhoto: TINY_PNG } }),
    );
    await gotoApp(page, '/');
    const now = await box(page, 'O que fazer agora');
    const result = await box(page, 'Seu resultado');
    const checkIn = await box(page, CHECKIN.title);
    // The signs have no card of their own: the way out holds 192 first and spans the top.
    await expect(page.getByRole('region', { name: 'Sinais de alerta' })).toHaveCount(0);
    const emergency = (await page.getByTestId('emergency-192').boundingBox())!;
    expect(emergency.y).toBeGreaterThanOrEqual(now.y);
    expect(emergency.y + emergency.height).toBeLessThanOrEqual(now.y + now.height);
    expect(now.width).toBeGreaterThanOrEqual(checkIn.x + checkIn.width - result.x - 1);
    expect(result.y).toBeGreaterThanOrEqual(now.y + now.height);
    expect(checkIn.x).toBeGreaterThanOrEqual(result.x + result.width);
    expect(checkIn.y).toBeLessThan(result.y + result.height);
    // Neither column is left half empty: the result and its button to share | the record (no quote beside the way out).
    await expect(page.getByTestId('quote')).toHaveCount(0);
    const left = result.height;
    const right = checkIn.y + checkIn.height - result.y;
    expect(Math.min(left, right), `${left} | ${right}`).toBeGreaterThan(Math.max(left, right) * 0.5);
    await expectNoAxeViolations(page);
  });

  test('the Tutorial names the menu there is: the side one on a desktop', async ({ page }) => {
    await gotoApp(page, '/tutorial');
    const tips = page.getByRole('region', { name: '💡 Dicas' });
    await expect(tips.getByText(NAV_TIP.desktop)).toBeVisible();
    await expect(tips.getByText(NAV_TIP.phone)).toBeHidden();
    await expect(tips.getByRole('listitem')).toHaveCount(5);
  });
});

test.describe('phone', () => {
  test('the Tutorial names the bottom menu on a phone', async ({ page }) => {
    await gotoApp(page, '/tutorial');
    const tips = page.getByRole('region', { name: '💡 Dicas' });
    await expect(tips.getByText(NAV_TIP.phone)).toBeVisible();
    await expect(tips.getByText(NAV_TIP.desktop)).toBeHidden();
  });

  test('Perfil: the actions that erase are together, each named by what it erases, and nothing runs past the screen', async ({
    page,
  }) => {
    await seedDayFive(page);
    await gotoApp(page, '/perfil');
    // The section starts folded: its heading opens it.
    await page.getByRole('button', { name: DANGER_ZONE.title }).click();
    const zone = page.getByRole('region', { name: DANGER_ZONE.title });
    const buttons = zone.getByRole('button');
    await expect(buttons).toHaveText([ERASE_TEXT.restartEarly.name, ERASE_TEXT.reset.name, ERASE_TEXT.eraseAll.name]);
    // Each says when it is the one, and what stays, under it.
    for (const action of ['restartEarly', 'reset', 'eraseAll'] as const) {
      await expect(zone.getByRole('button', { name: ERASE_TEXT[action].name })).toHaveAccessibleDescription(
        ERASE_TEXT[action].summary,
      );
    }
    // No label is cut: its text fits in its button, and the buttons are the same width.
    const fits = await buttons.evaluateAll((list) =>
      list.map((b) => {
        const label = b.querySelector('.mantine-Button-label')!;
        return { cut: label.scrollWidth > label.clientWidth, width: Math.round(b.getBoundingClientRect().width) };
      }),
    );
    expect(fits.map((f) => f.cut)).toEqual([false, false, false]);
    expect(new Set(fits.map((f) => f.width)).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await expectNoAxeViolations(page);
  });

  test('Receitas: the six tabs in one row that scrolls, each name on one line, the open one in view; the switch beside its label, nothing past the screen', async ({
    page,
  }) => {
    await gotoApp(page, '/receitas');
    const tabs = await page.getByRole('tab').evaluateAll((list) =>
      list.map((t) => {
        // The label's own text: its line boxes, one per line.
        const range = document.createRange();
        range.selectNodeContents(t.querySelector('.mantine-Tabs-tabLabel') ?? t);
        const lines = new Set([...range.getClientRects()].filter((r) => r.height > 0).map((r) => Math.round(r.top)));
        return { top: Math.round(t.getBoundingClientRect().top), lines: lines.size };
      }),
    );
    expect(tabs).toHaveLength(6);
    expect(new Set(tabs.map((t) => t.top)).size, 'one row').toBe(1);
    expect(
      tabs.map((t) => t.lines),
      'each name on one line',
    ).toEqual([1, 1, 1, 1, 1, 1]);
    // The row says there is more to the right by fading its edge, and a tab opened by the address
    // (the last one here) is scrolled wholly into view.
    const list = page.getByRole('tablist');
    await expect(list).toHaveAttribute('data-more-after', '');
    await gotoApp(page, '/receitas?categoria=desserts');
    const last = page.getByRole('tab', { name: 'Sobremesas (2)' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(async () => {
        const [tab, row] = [(await last.boundingBox())!, (await list.boundingBox())!];
        return tab.x >= row.x && tab.x + tab.width <= row.x + row.width;
      })
      .toBe(true);
    await expect(list).toHaveAttribute('data-more-before', '');
    const label = (await page.getByText(/^Só as que amei/).boundingBox())!;
    // The drawn switch (its input is hidden over it).
    const track = (await page.locator('.mantine-Switch-track').boundingBox())!;
    // On the same row (centres within a few pixels), the label right after the switch.
    expect(Math.abs(label.y + label.height / 2 - (track.y + track.height / 2))).toBeLessThanOrEqual(4);
    expect(label.x).toBeGreaterThanOrEqual(track.x + track.width);
    expect(label.x - (track.x + track.width)).toBeLessThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    await page.getByRole('tab', { name: 'Sobremesas (2)' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Refeições (2)' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the feeling is a text area of several lines, in Início and in Diário', async ({ page }) => {
    await seedDayFive(page);
    for (const path of ['/', '/diario']) {
      await gotoApp(page, path);
      const feeling = page.getByLabel('Como você está se sentindo? (opcional)');
      expect(await feeling.evaluate((e) => e.tagName)).toBe('TEXTAREA');
      const oneLine = (await feeling.boundingBox())!.height;
      await feeling.fill('Dormi bem, acordei com fome, mas passou com água e café. À tarde, muita disposição.');
      await expect.poll(async () => (await feeling.boundingBox())!.height).toBeGreaterThan(oneLine);
    }
  });
  test('no button label on any screen is taller than two lines; labels are centred both ways; buttons in a row share one height', async ({
    page,
  }) => {
    test.slow(); // one full load per screen
    await seedDayFive(page);
    let measured = 0;
    for (const route of ROUTES) {
      await gotoApp(page, route.path);
      const found = await page.evaluate(() => {
        const shown = (e: Element) => e.getClientRects().length > 0;
        const buttons = [...document.querySelectorAll<HTMLElement>('.mantine-Button-root')].filter(shown);
        const problems: string[] = [];
        for (const b of buttons) {
          const label = b.querySelector<HTMLElement>('.mantine-Button-label');
          if (!label) continue;
          const box = getComputedStyle(b);
          const text = getComputedStyle(label);
          // Measured from the button's box: two lines of its label, its padding and its border.
          const chrome = ['paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth'].reduce(
            (sum, p) => sum + parseFloat(box[p as 'paddingTop']),
            0,
          );
          const limit = Math.max(parseFloat(box.minHeight) || 0, 2 * parseFloat(text.lineHeight) + chrome);
          const height = b.getBoundingClientRect().height;
          const name = label.textContent?.trim();
          if (height > limit + 1) problems.push(`${name}: ${Math.round(height)} px, more than two lines`);
          if (label.scrollWidth > label.clientWidth + 1) problems.push(`${name}: cut`);
          if (text.textAlign !== 'center') problems.push(`${name}: not centred`);
          // Centred up and down too, a link drawn as a button included.
          const l = label.getBoundingClientRect();
          const r = b.getBoundingClientRect();
          if (!b.hasAttribute('data-loading') && Math.abs(l.top + l.bottom - r.top - r.bottom) / 2 > 2)
            problems.push(`${name}: not centred vertically`);
        }
        // Buttons side by side in one row of a Group: one height.
        for (const group of document.querySelectorAll('.mantine-Group-root')) {
          const row = [...group.children].filter((c) => c.matches('.mantine-Button-root') && shown(c));
          const byTop = new Map<number, number[]>();
          for (const b of row) {
            const r = b.getBoundingClientRect();
            byTop.set(Math.round(r.top), [...(byTop.get(Math.round(r.top)) ?? []), Math.round(r.height)]);
          }
          for (const heights of byTop.values())
            if (new Set(heights).size > 1) problems.push(`a row of buttons of heights ${heights.join(', ')}`);
        }
        return { problems, count: buttons.length };
      });
      expect(found.problems, route.path).toEqual([]);
      measured += found.count;
    }
    // Every screen's buttons were there to measure.
    expect(measured).toBeGreaterThan(30);
  });

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
    const report = await box(page, 'Para levar à consulta');
    expect(report.x).toBe(form.x);
    expect(report.y).toBeGreaterThanOrEqual(form.y + form.height);
    await gotoApp(page, '/jornada');
    const first = await box(page, 'Cetocarnívora I');
    const second = await box(page, 'Jejum I');
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('a name of one long word (an e-mail typed as the name) breaks in Perfil’s hero, not past the screen', async ({
    page,
  }) => {
    const name = 'anamariasouzaoliveira@gmail.com';
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, userOnDay(7, { 'm15-profile': { ...profileStartingOn(isoDay(-6)), name } }));
    await gotoApp(page, '/perfil');
    await expect(page.getByTestId('profile-hero-name')).toHaveText(name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  });
});
