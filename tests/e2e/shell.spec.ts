import { NAV_ORDER, ROUTES } from '../routes';
import { expect, gotoApp, settle, test } from '../fixtures';

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

  for (const route of ROUTES.filter((r) => r.nav)) {
    test(`marks ${route.nav} as the current page on ${route.path} and keeps it in view`, async ({ page }) => {
      await gotoApp(page, route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Navegação principal' });
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(route.nav!);
      await expect(current).toBeInViewport({ ratio: 1 });
      await expect(page).toHaveTitle(new RegExp(`· M15$`));
    });
  }

  test('reaches every screen by tapping its item', async ({ page }) => {
    await gotoApp(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    for (const route of ROUTES.filter((r) => r.nav)) {
      await nav.getByRole('link', { name: route.nav!, exact: true }).click();
      await expect(page).toHaveURL(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
    }
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

test('every screen has the footer', async ({ page }) => {
  for (const route of ROUTES) {
    await page.goto(route.path);
    await expect(page.getByRole('contentinfo')).toContainText('M15 · Ativação Metabólica em 15 Dias');
  }
});

test('Alt+T moves keyboard focus to the notifications', async ({ page }) => {
  await gotoApp(page, '/');
  await page.keyboard.press('Alt+t');
  await expect(page.locator('.m15-notifications[data-position="bottom-right"]')).toBeFocused();
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('centres the app and its bar in a 720 px column', async ({ page }) => {
    await gotoApp(page, '/');
    const main = await page.locator('.m15-shell').boundingBox();
    const nav = await page.getByRole('navigation', { name: 'Navegação principal' }).boundingBox();
    expect(main!.width).toBe(720);
    expect(Math.abs(main!.x - (1280 - 720) / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(nav!.x - main!.x)).toBeLessThanOrEqual(1);
    expect(nav!.width).toBe(720);
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
  await page.getByRole('button', { name: 'Apagar perfil, jornada, diário, anotações e depoimento' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await settle(page); // measured at rest, not while the dialog scales in
  for (const button of await dialog.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
});
