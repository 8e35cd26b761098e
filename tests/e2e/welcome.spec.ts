import { QUOTES } from '../../app/content/quotes';
import { expect, gotoApp, test } from '../fixtures';

test('the welcome screen explains the method and shows one of the 16 quotes', async ({ page }) => {
  await gotoApp(page, '/');
  const main = page.getByRole('main');
  await expect(main).toContainText('método comprovado de ativação metabólica');
  await expect(main).toContainText('transforma o seu corpo em 15 dias');
  await expect(main).toContainText('Você não precisa pesar nada.');
  await expect(main).toContainText('Coma os alimentos indicados até sentir saciedade.');
  await expect(main).toContainText('Prefira opções artesanais e sem processamento.');
  const quote = (await page.getByTestId('quote').innerText()).replace(/[“”]/g, '');
  expect(QUOTES).toContain(quote);
});

test('the quote changes as the card is shown again', async ({ page }) => {
  await gotoApp(page, '/');
  const seen = new Set<string>();
  for (let i = 0; i < 12 && seen.size < 2; i++) {
    seen.add(await page.getByTestId('quote').innerText());
    await page.getByRole('link', { name: 'Perfil', exact: true }).click();
    await expect(page.getByTestId('quote')).toHaveCount(0);
    await page.getByRole('link', { name: 'Início', exact: true }).click();
    await expect(page.getByTestId('quote')).toBeVisible();
  }
  expect(seen.size).toBeGreaterThan(1);
});

test('both actions show their whole label on a 360 px phone and open the profile and the install guide', async ({
  page,
}) => {
  await gotoApp(page, '/');
  for (const name of ['Começar Agora', 'Baixar no Celular']) {
    const label = page.getByRole('link', { name }).locator('span');
    const { scrollWidth, clientWidth } = await label.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, name).toBeLessThanOrEqual(clientWidth);
  }
  await page.getByRole('link', { name: 'Começar Agora' }).click();
  await expect(page).toHaveURL('/perfil');
  await expect(page.getByRole('heading', { level: 1, name: 'Seu Perfil' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Baixar no Celular' }).click();
  await expect(page).toHaveURL('/instalar');
  await expect(page.getByRole('heading', { level: 1, name: 'Instalar no celular', exact: true })).toBeVisible();
});

test('an unknown address shows the 404 page, in English as specified and in Portuguese, logs the path and links home', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') messages.push(m.text());
  });
  await page.goto('/nao/existe');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  // The specification's words stay; the Portuguese, the app's language, follows them.
  await expect(page.getByRole('heading', { level: 2, name: 'Página não encontrada' })).toBeVisible();
  await expect(page).toHaveTitle(/Página não encontrada/);
  await expect.poll(() => messages.join('\n')).toContain('/nao/existe');
  await page.getByRole('link', { name: 'Voltar ao Início' }).click();
  await expect(page).toHaveURL('/');
});

test('when a screen breaks, the error page says so in Portuguese and leads home', async ({ page, pageErrors }) => {
  // A diary whose screen throws while rendering (a bug the error page exists for).
  await page.route(/\/assets\/diario-[^/]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: "export default function Broken() { throw new Error('tela quebrada'); }",
    }),
  );
  await gotoApp(page, '/');
  await page.getByRole('link', { name: 'Diário', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Seus dados continuam guardados no aparelho.' }),
  ).toContainText('tela quebrada');
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao Início' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas ao M15' })).toBeVisible();
  pageErrors.length = 0; // the thrown error is the point of this test
});

test('dark: the picture’s light rounds stay inside its rounded frame, its corners show the page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoApp(page, '/');
  const box = (await page.locator('main svg[viewBox="0 0 320 140"]').boundingBox())!;
  // A strip across the frame's top-left corner: 4 px of page to its left, then the corner outside the rounding.
  const strip = await page.screenshot({ clip: { x: box.x - 4, y: box.y, width: 8, height: 2 }, scale: 'css' });
  const [pageColour, corner] = await page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
    ctx.drawImage(bitmap, 0, 0);
    return [1, 5].map((x) => Array.from(ctx.getImageData(x, 0, 1, 1).data.slice(0, 3)));
  }, strip.toString('base64'));
  expect(corner).toEqual(pageColour);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme}: the picture’s ground is ${colorScheme === 'light' ? 'warm and light' : 'dark, as the hero’s'}, so it never glares on a dark page`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await gotoApp(page, '/');
    const box = (await page.locator('main svg[viewBox="0 0 320 140"]').boundingBox())!;
    // (180, 10) of the 320 × 140 drawing: the ground alone, between the light round, the glass and the days.
    const x = box.x + (180 / 320) * box.width;
    const y = box.y + (10 / 140) * box.height;
    const dot = await page.screenshot({ clip: { x, y, width: 1, height: 1 }, scale: 'css' });
    const rgb = await page.evaluate(async (b64) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))]));
      const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
    }, dot.toString('base64'));
    if (colorScheme === 'light') expect(Math.min(...rgb), rgb.join()).toBeGreaterThan(180);
    else expect(Math.max(...rgb), rgb.join()).toBeLessThan(100);
  });
}
