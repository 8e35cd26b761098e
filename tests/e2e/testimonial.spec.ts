import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test, toast } from '../fixtures';
import { expectTouchTargets } from '../touch';

// A 1x1 PNG: a real image the browser decodes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const SUPPORT = 'contato@m15app.com.br';

const nameField = (page: Page) => page.getByLabel('Seu nome');
const textField = (page: Page) => page.getByLabel('Seu depoimento');
const send = (page: Page) => page.getByRole('button', { name: 'Enviar Depoimento' });

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
  await expect(toast(page, 'Obrigado pelo seu depoimento! 💛')).toBeVisible();
  await expect(nameField(page)).toHaveValue('');
  await expect(textField(page)).toHaveValue('');
  await expect.poll(() => readStorage(page, 'm15-testimonial')).toBeNull();
  await page.reload();
  await expect(nameField(page)).toHaveValue('');
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
