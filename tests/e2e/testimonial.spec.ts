import type { Page } from '@playwright/test';
import { E2E_BUILD_SETTINGS } from '../build-settings.mjs';
import {
  expect,
  expectNoAxeViolations,
  gotoApp,
  readStorage,
  requireE2eBuild,
  seedStorage,
  test,
  toast,
} from '../fixtures';
import { expectTouchTargets } from '../touch';

// A 1x1 PNG: a real image the browser decodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
// The e2e build names a support mailbox, so the e-mail option is shown; a build without one
// offers WhatsApp only (app/routes/depoimento/action.test.ts, app/domain/testimonial.test.ts).
const SUPPORT = E2E_BUILD_SETTINGS.VITE_SUPPORT_EMAIL;

test.beforeAll(requireE2eBuild);

const nameField = (page: Page) => page.getByLabel('Seu nome');
const textField = (page: Page) => page.getByLabel('Seu depoimento');
const send = (page: Page) => page.getByRole('button', { name: 'Enviar Depoimento por email' });
const sendWhatsApp = (page: Page) => page.getByRole('button', { name: 'Enviar pelo WhatsApp' });
const whatsAppText = (name: string, text: string, photoLine = 'Foto: não enviei foto.') =>
  [
    `Depoimento M15 - ${name}`,
    '',
    `Nome: ${name}`,
    '',
    'Depoimento:',
    text,
    '',
    photoLine,
    '',
    '---',
    'Enviado pelo app M15.',
  ].join('\n');

function decodeMailto(href: string) {
  const rest = href.slice('mailto:'.length);
  const [to, query] = [rest.slice(0, rest.indexOf('?')), rest.slice(rest.indexOf('?') + 1)];
  const fields = Object.fromEntries(
    query.split('&').map((p) => [p.slice(0, p.indexOf('=')), decodeURIComponent(p.slice(p.indexOf('=') + 1))]),
  );
  return { to: decodeURIComponent(to), fields, query };
}

test('missing name or text: destructive toast, fields marked, nothing opened', async ({ page }) => {
  await gotoApp(page, '/depoimento');
  await send(page).click();
  const t = toast(page, 'Preencha os campos obrigatórios');
  await expect(t).toContainText('Nome e depoimento são necessários.');
  await expect(t).toHaveAttribute('data-kind', 'error');
  await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(textField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField(page)).toBeFocused();
  await expect(page.getByTestId('mailto-link')).toHaveCount(0);

  await nameField(page).fill('Ana');
  await send(page).click();
  await expect(textField(page)).toBeFocused();
  await expect(nameField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('mailto-link')).toHaveCount(0);
});

test('sending builds the mailto link to the support mailbox with every part encoded', async ({ page }) => {
  await gotoApp(page, '/depoimento');
  const name = 'Zé & Cia?';
  const text = 'Perdi 5 kg em 15 dias! #M15 100% 🎉\nRecomendo & muito?';
  await nameField(page).fill(name);
  await textField(page).fill(text);
  await send(page).click();
  await expect(toast(page, 'Abrindo seu email...')).toBeVisible();
  const link = page.getByTestId('mailto-link');
  const href = (await link.getAttribute('href'))!;
  const { to, fields, query } = decodeMailto(href);
  expect(to).toBe(SUPPORT);
  expect(query.match(/&/g)).toHaveLength(1);
  expect(fields.subject).toBe(`Depoimento M15 - ${name}`);
  expect(fields.body).toBe(
    [`Nome: ${name}`, '', 'Depoimento:', text, '', 'Foto: não enviei foto.', '', '---', 'Enviado pelo app M15.'].join(
      '\n',
    ),
  );
  // Short enough: no need to copy.
  await expect(page.getByRole('button', { name: 'Copiar depoimento' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('A foto não é anexada automaticamente');
});

test('WhatsApp: the same text in a wa.me link, every part encoded, opened in a new tab', async ({ page, context }) => {
  // No request leaves the machine: WhatsApp answers with an empty page.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
  );
  await gotoApp(page, '/depoimento');
  await expect(page.getByRole('main')).toContainText('Em Enviar pelo WhatsApp, o mesmo texto');
  await expect(page.getByRole('main')).toContainText(`texto pronto para ${SUPPORT}`);
  const name = 'Zé & Cia?';
  const text = 'Perdi 5 kg em 15 dias! #M15 100% 🎉\nRecomendo & muito?';
  await nameField(page).fill(name);
  await textField(page).fill(text);
  const opened = context.waitForEvent('page');
  await sendWhatsApp(page).click();
  await expect(toast(page, 'Abrindo o WhatsApp...')).toBeVisible();
  const tab = await opened;
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
  expect([...url.searchParams.keys()]).toEqual(['text']);
  expect(url.searchParams.get('text')).toBe(whatsAppText(name, text));
  await tab.close();

  await expect(page.getByRole('heading', { name: 'Você conseguiu enviar pelo WhatsApp?' })).toBeVisible();
  const again = page.getByTestId('whatsapp-link');
  await expect(again).toHaveAttribute('href', url.href);
  await expect(again).toHaveAttribute('target', '_blank');
  await expect(page.getByTestId('mailto-link')).toHaveCount(0);
  // The draft stays until the user says it went.
  expect(await readStorage(page, 'm15-testimonial')).toEqual({ name, text });
  await page.getByRole('button', { name: 'Sim, enviei' }).click();
  await expect(toast(page, 'Agradecemos o seu depoimento! 💛')).toBeVisible();
  await expect.poll(() => readStorage(page, 'm15-testimonial')).toBeNull();
});

test('WhatsApp on a phone with a share sheet: the text goes to the sheet, no tab opens', async ({ page, context }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __shared: ShareData[] };
    w.__shared = [];
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void w.__shared.push(data),
    });
  });
  // Tabs opened after this page: none may be.
  let tabs = 0;
  context.on('page', () => tabs++);
  await seedStorage(page, { 'm15-testimonial': { name: 'Caio', text: 'Ótimo' } });
  await gotoApp(page, '/depoimento');
  await sendWhatsApp(page).click();
  await expect(toast(page, 'Abrindo o WhatsApp...')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([{ text: whatsAppText('Caio', 'Ótimo') }]);
  expect(tabs).toBe(0);
});

test('WhatsApp keeps the spec validation: destructive toast, fields marked, nothing opened', async ({
  page,
  context,
}) => {
  // Tabs opened after this page: none may be.
  let tabs = 0;
  context.on('page', () => tabs++);
  await gotoApp(page, '/depoimento');
  await textField(page).fill('Sem nome');
  await sendWhatsApp(page).click();
  const t = toast(page, 'Preencha os campos obrigatórios');
  await expect(t).toContainText('Nome e depoimento são necessários.');
  await expect(t).toHaveAttribute('data-kind', 'error');
  await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField(page)).toBeFocused();
  await expect(page.getByTestId('whatsapp-link')).toHaveCount(0);
  expect(tabs).toBe(0);
});

test('the draft is kept while typing, survives a reload and is cleared by "Sim, enviei"', async ({ page }) => {
  await gotoApp(page, '/depoimento');
  await nameField(page).fill('Bia');
  await textField(page).pressSequentially('Mudou minha vida');
  await expect.poll(() => readStorage(page, 'm15-testimonial')).toEqual({ name: 'Bia', text: 'Mudou minha vida' });

  await page.reload();
  await expect(nameField(page)).toHaveValue('Bia');
  await expect(textField(page)).toHaveValue('Mudou minha vida');

  await send(page).click();
  await expect(page.getByRole('heading', { name: 'Você conseguiu enviar o email?' })).toBeVisible();
  // Not yet: the draft stays.
  await page.getByRole('button', { name: 'Ainda não' }).click();
  await expect(page.getByRole('heading', { name: 'Você conseguiu enviar o email?' })).toBeHidden();
  expect(await readStorage(page, 'm15-testimonial')).toEqual({ name: 'Bia', text: 'Mudou minha vida' });

  await send(page).click();
  await page.getByRole('button', { name: 'Sim, enviei' }).click();
  await expect(toast(page, 'Agradecemos o seu depoimento! 💛')).toBeVisible();
  await expect(nameField(page)).toHaveValue('');
  await expect(textField(page)).toHaveValue('');
  await expect.poll(() => readStorage(page, 'm15-testimonial')).toBeNull();
  await page.reload();
  await expect(nameField(page)).toHaveValue('');
});

test('a draft that cannot be kept (storage full) says so while she types', async ({ page }) => {
  // localStorage answers every write as a full disk does.
  await page.addInitScript(() => {
    const native = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      native.call(this, key, value);
    };
  });
  await gotoApp(page, '/depoimento');
  await textField(page).pressSequentially('Mudou minha vida');
  await expect(toast(page, 'Armazenamento cheio')).toBeVisible();
  await expect(textField(page)).toHaveValue('Mudou minha vida');
});

test('the screen opens on its hero, the thanks; the optional photo waits in a low row, and takes its shape once picked', async ({
  page,
}) => {
  await gotoApp(page, '/depoimento');
  const hero = page.getByRole('region', { name: 'Que bom ter você no M15! 💛' });
  await expect(hero).toContainText('Sua história');
  await expect(hero).toContainText('Cada depoimento inspira outras pessoas');
  const top = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!.y;
  expect(await top(hero)).toBeLessThan(await top(nameField(page)));
  // Most testimonials have no photo: the empty slot is a row with its button, not a photo-shaped box.
  const pick = page.getByRole('button', { name: 'Escolher foto' });
  await expect(pick).toBeEnabled();
  const slot = page.locator('.mantine-Dropzone-root');
  expect((await slot.boundingBox())!.height).toBeLessThan(100);
  await page.locator('input[type="file"]').setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: 'Prévia da foto escolhida' });
  await expect(preview).toBeVisible();
  const box = (await preview.boundingBox())!;
  expect(box.height).toBeGreaterThan(box.width);
});

test('a photo is previewed and mentioned in the email; a non-image is refused', async ({ page }) => {
  await seedStorage(page, { 'm15-testimonial': { name: 'Caio', text: 'Ótimo' } });
  await gotoApp(page, '/depoimento');
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('não sou imagem') });
  await expect(toast(page, 'Arquivo não é uma imagem')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Prévia da foto escolhida' })).toHaveCount(0);

  await input.setInputFiles({ name: 'eu.png', mimeType: 'image/png', buffer: PNG });
  const preview = page.getByRole('img', { name: 'Prévia da foto escolhida' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await send(page).click();
  const { fields } = decodeMailto((await page.getByTestId('mailto-link').getAttribute('href'))!);
  expect(fields.body).toContain('Foto: sim — a foto está no meu aparelho e vou anexá-la manualmente a este email.');
  // The photo is never stored.
  expect(await readStorage(page, 'm15-testimonial')).toEqual({ name: 'Caio', text: 'Ótimo' });

  await page.getByRole('button', { name: 'Remover foto' }).click();
  await expect(preview).toHaveCount(0);
});

test('the photo is picked as on Resultados: a file that does not decode is refused, a dropped one previewed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await seedStorage(page, { 'm15-testimonial': { name: 'Caio', text: 'Ótimo' } });
  await gotoApp(page, '/depoimento');
  const input = page.locator('input[type="file"][aria-label="Sua foto (opcional)"]');
  const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
  await input.setInputFiles({ name: 'quebrada.jpg', mimeType: 'image/jpeg', buffer: broken });
  await expect(toast(page, 'Não foi possível abrir a foto')).toContainText('Tente outra foto.');
  await expect(page.getByRole('img', { name: 'Prévia da foto escolhida' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Escolher foto' })).toBeVisible();

  const dataTransfer = await page.evaluateHandle((b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], 'arrastada.png', { type: 'image/png' }));
    return dt;
  }, PNG.toString('base64'));
  const zone = page.locator('.mantine-Dropzone-root');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('img', { name: 'Prévia da foto escolhida' })).toHaveAttribute('src', /^blob:/);
  // The photo is never stored.
  expect(await readStorage(page, 'm15-testimonial')).toEqual({ name: 'Caio', text: 'Ótimo' });
});

test('a long testimonial can be copied so nothing is cut', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const text = 'Minha jornada foi incrível. '.repeat(80).trim();
  await seedStorage(page, { 'm15-testimonial': { name: 'Duda', text } });
  await gotoApp(page, '/depoimento');
  await send(page).click();
  const href = (await page.getByTestId('mailto-link').getAttribute('href'))!;
  expect(href.length).toBeGreaterThan(2000);
  expect(decodeMailto(href).fields.body).toContain(text);
  await page.getByRole('button', { name: 'Copiar depoimento' }).click();
  await expect(toast(page, 'Depoimento copiado! 📋')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith('Depoimento M15 - Duda\n\nNome: Duda')).toBe(true);
  expect(copied).toContain(text);
  await expectNoAxeViolations(page);
});

test('axe-core is clean with errors shown and after sending, light and dark', async ({ page }) => {
  await gotoApp(page, '/depoimento');
  await send(page).click();
  await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await nameField(page).fill('Eva');
  await textField(page).fill('Muito bom');
  await send(page).click();
  await expect(page.getByTestId('mailto-link')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectTouchTargets(page);
});
