import type { Locator, Page } from '@playwright/test';
import { DANGER_ZONE, ERASE_TEXT } from '../../app/content/erase';
import { NAV_ORDER, ROUTES } from '../routes';
import { expect, gotoApp, seedStorage, settle, test, toast, unfold } from '../fixtures';
import { userOnDay } from '../users';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

/** Fully on screen (not clipped by the bar's edge either) and its label not cut. */
async function expectWhole(link: Locator) {
  await expect(link).toBeInViewport({ ratio: 1 });
  const cut = await link.evaluate((a) => {
    const box = a.getBoundingClientRect();
    const label = a.querySelector('span')!.getBoundingClientRect();
    return a.scrollWidth > a.clientWidth || label.left < box.left - 0.5 || label.right > box.right + 0.5;
  });
  expect(cut, `${await link.innerText()} is cut`).toBe(false);
}

async function expectCurrent(page: Page, route: (typeof ROUTES)[number]) {
  await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
  const current = mainNav(page).locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText(route.nav!);
  await expect(current).toBeInViewport({ ratio: 1 });
  await expect(page).toHaveTitle(/ · M15$/);
}

test.describe('bottom navigation', () => {
  test('lists the ten items in the specification order, each with an icon and a label', async ({ page }) => {
    await gotoApp(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(NAV_ORDER);
    for (const link of await links.all()) {
      await expect(link.locator('svg')).toHaveCount(1);
      const box = await link.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
  });

  test('reaches every screen by tapping its item, which becomes the current one', async ({ page }) => {
    await gotoApp(page, '/');
    const nav = mainNav(page);
    for (const route of ROUTES.filter((r) => r.nav)) {
      await nav.getByRole('link', { name: route.nav!, exact: true }).click();
      await expect(page).toHaveURL(route.path);
      await expectCurrent(page, route);
    }
  });

  test('a move to another screen is said to a screen reader by its heading; the first screen and a tab are not', async ({
    page,
  }) => {
    await gotoApp(page, '/fases');
    const said = page.getByTestId('route-announcer');
    await expect(said).toHaveAttribute('aria-live', 'polite');
    await expect(said).toHaveText('');
    // A tab of Fases changes the address, not the screen.
    await page
      .getByRole('tab', { name: /Jejum I/ })
      .first()
      .click();
    await expect(page).toHaveURL(/fase=/);
    await expect(said).toHaveText('');
    for (const route of ROUTES.filter((r) => r.nav && r.path !== '/fases')) {
      await mainNav(page).getByRole('link', { name: route.nav!, exact: true }).click();
      await expectCurrent(page, route);
      await expect(said).toHaveText(route.title);
    }
  });

  test('shows every item whole once scrolled to, one after the other', async ({ page }) => {
    await gotoApp(page, '/');
    for (const link of await mainNav(page).getByRole('link').all()) {
      await link.evaluate((a) => a.scrollIntoView({ block: 'nearest', inline: 'center' }));
      await expectWhole(link);
    }
  });

  test('leaves an item in view where it is, and brings one out of view just into view, clear of the faded edge', async ({
    page,
  }) => {
    await gotoApp(page, '/');
    const list = mainNav(page).getByRole('list');
    const current = mainNav(page).locator('[aria-current="page"]');
    // Jornada is in view: tapping it moves nothing under the thumb.
    await mainNav(page).getByRole('link', { name: 'Jornada', exact: true }).click();
    await expect(current).toHaveText('Jornada');
    await settle(page);
    expect(await list.evaluate((l) => l.scrollLeft)).toBe(0);
    // A link in the page to a screen whose item is out of view: the bar scrolls just enough to show it whole.
    await mainNav(page).getByRole('link', { name: 'Tutorial', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tutorial do App M15' })).toBeVisible();
    // The guide open and its link in view before the tap: a tap while the panel still unfolds can miss the link.
    await unfold(page.getByRole('button', { name: 'Resultados' }));
    const open = page.getByRole('link', { name: 'Abrir Resultados' });
    await open.scrollIntoViewIfNeeded();
    await expect(open).toBeInViewport({ ratio: 1 });
    await open.click();
    await expect(page).toHaveURL(/\/resultados$/);
    await expect(current).toHaveText('Resultados');
    await expect(current).toBeInViewport({ ratio: 1 });
    const gap = await current.evaluate(
      (a) => a.parentElement!.parentElement!.getBoundingClientRect().right - a.getBoundingClientRect().right,
    );
    // Just clear of the bar's faded edge (56 px), not re-centred.
    expect(gap).toBeGreaterThanOrEqual(56 - 1);
    expect(gap).toBeLessThan(72);
  });

  test('an item reached with the keyboard comes wholly into view, its focus ring with it', async ({ page }) => {
    await gotoApp(page, '/diario');
    const links = await mainNav(page).getByRole('link').all();
    await links[0]!.focus();
    for (const [i, link] of links.entries()) {
      if (i > 0) await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await expectWhole(link);
    }
    // Back again, Shift+Tab: each one comes back into view.
    for (const link of links.slice(0, -1).reverse()) {
      await page.keyboard.press('Shift+Tab');
      await expect(link).toBeFocused();
      await expectWhole(link);
    }
  });

  test('fades the side that has more items, so the bar shows it scrolls', async ({ page }) => {
    await gotoApp(page, '/');
    const list = mainNav(page).getByRole('list');
    const mask = () => list.evaluate((el) => getComputedStyle(el).maskImage);
    await expect(list).toHaveAttribute('data-more-after');
    await expect(list).not.toHaveAttribute('data-more-before');
    expect(await mask()).toContain('linear-gradient');
    await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(list).toHaveAttribute('data-more-before');
    await expect(list).not.toHaveAttribute('data-more-after');
    expect(await mask()).toContain('linear-gradient');
    // In the middle, both sides fade.
    await list.evaluate((el) => el.scrollTo({ left: (el.scrollWidth - el.clientWidth) / 2 }));
    await expect(list).toHaveAttribute('data-more-before');
    await expect(list).toHaveAttribute('data-more-after');
  });

  test('scrolls horizontally on a narrow phone', async ({ page }) => {
    await gotoApp(page, '/');
    const list = page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('list');
    const { scrollWidth, clientWidth } = await list.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await expect(list).toHaveCSS('overflow-x', 'auto');
  });

  test('never hides the end of the page behind the bar', async ({ page }) => {
    await gotoApp(page, '/instalar');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = page.locator('footer.m15-footer');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const f = await footer.boundingBox();
    const n = await nav.boundingBox();
    expect(f!.y + f!.height).toBeLessThanOrEqual(n!.y + 1);
  });
});

// Hoje's part, loaded on arriving at Início, shares stylesheets with the screen she came from; that
// screen's links leave with it (loading/part-stylesheets.ts), and Hoje's form must keep its styles.
for (const from of ['/perfil', '/jornada', '/diario', '/dados']) {
  test(`a visit that began on ${from}: Início's check-in form keeps its styles`, async ({ page }) => {
    await seedStorage(page, userOnDay(7));
    if (from === '/dados') {
      // The data route has no screen: it hands her to Início.
      await page.goto(from);
    } else {
      await gotoApp(page, from);
      await mainNav(page).getByRole('link', { name: 'Início', exact: true }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Registro de Hoje' });
    const feeling = form.getByRole('textbox', { name: /Como você está se sentindo/ });
    await expect(feeling).toBeVisible();
    await settle(page);
    const formBox = (await form.boundingBox())!;
    const feelingBox = (await feeling.boundingBox())!;
    const weightBox = (await form.getByLabel('Peso (kg)').boundingBox())!;
    // Styled, the field spans the form's content and is a 44 px target; unstyled it was 7 px wide.
    expect(feelingBox.width).toBeGreaterThan(formBox.width * 0.75);
    expect(feelingBox.height).toBeGreaterThanOrEqual(44);
    expect(weightBox.height).toBeGreaterThanOrEqual(40);
  });
}

test('a toast’s close button is a 44 px target, and closes it', async ({ page }) => {
  await seedStorage(page, userOnDay(7));
  await gotoApp(page, '/perfil');
  await page.getByLabel('Nome').fill('Ana Maria');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  const saved = toast(page, 'Perfil salvo com sucesso! 🎉');
  await expect(saved).toBeVisible();
  const close = saved.getByRole('button', { name: 'Fechar notificação' });
  const box = (await close.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await close.click();
  await expect(saved).toHaveCount(0);
});

test('Alt+T moves keyboard focus to the notifications', async ({ page }) => {
  await gotoApp(page, '/');
  const toaster = page.locator('.m15-notifications[data-position="bottom-right"]');
  // The toaster (and its Alt+T) is the last part the app loads, once the browser is idle;
  // before that there is no toast to reach.
  await expect(toaster).toBeAttached();
  await page.keyboard.press('Alt+t');
  await expect(toaster).toBeFocused();
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('a side rail shows the ten items whole, in order, and marks the current one', async ({ page }) => {
    await gotoApp(page, '/');
    const nav = mainNav(page);
    const links = nav.getByRole('link');
    await expect(links).toHaveText(NAV_ORDER);
    const rail = (await nav.boundingBox())!;
    const main = (await page.locator('main').boundingBox())!;
    // A rail down the left side, with the content beside it (not under it).
    expect(rail.x).toBe(0);
    expect(rail.height).toBe(800);
    expect(main.x).toBeGreaterThanOrEqual(rail.x + rail.width);
    for (const route of ROUTES.filter((r) => r.nav)) {
      await nav.getByRole('link', { name: route.nav!, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expect(nav.locator('[aria-current="page"]')).toHaveText(route.nav!);
      // All ten at once, in the page: whole, inside the window, and 44 px tall.
      const notWhole = await links.evaluateAll((all) =>
        all
          .filter((a) => {
            const box = a.getBoundingClientRect();
            const label = a.querySelector('span')!.getBoundingClientRect();
            const inside = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
            const cut = a.scrollWidth > a.clientWidth || label.left < box.left - 0.5 || label.right > box.right + 0.5;
            return !inside || cut || box.height < 44;
          })
          .map((a) => a.textContent),
      );
      expect(notWhole, `on ${route.path}`).toEqual([]);
    }
    // The rail stays put while the page scrolls.
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  });

  test('every screen has one content width: a text screen is as wide as a screen of two columns', async ({ page }) => {
    const width = (selector: string) =>
      page
        .locator(selector)
        .first()
        .boundingBox()
        .then((b) => Math.round(b!.width));
    const widths = new Map<string, number>();
    for (const path of ['/tutorial', '/jornada', '/perfil', '/fases', '/anotacoes']) {
      await gotoApp(page, path);
      widths.set(path, await width('main > *'));
    }
    expect(new Set(widths.values()).size, JSON.stringify([...widths])).toBe(1);
    // The width of app/global.css (56rem), centred beside the rail.
    expect(widths.get('/tutorial')).toBe(56 * 16);
  });

  test('the page ends with its footer: no room is kept for a bottom bar', async ({ page }) => {
    await gotoApp(page, '/instalar');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const footer = (await page.locator('footer.m15-footer').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(800 + 1);
    expect(footer.y + footer.height).toBeGreaterThanOrEqual(800 - 1);
  });

  test('the skip link takes keyboard users to the content', async ({ page }) => {
    await gotoApp(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#conteudo')).toBeFocused();
  });
});

test('dialog buttons are at least 44 px tall', async ({ page }) => {
  await page.goto('/perfil');
  await page.getByRole('button', { name: DANGER_ZONE.title }).click();
  await page.getByRole('button', { name: ERASE_TEXT.reset.name }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await settle(page); // measured at rest, not while the dialog scales in
  for (const button of await dialog.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
});
