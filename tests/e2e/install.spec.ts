// Instalar (spec §2 "Install"): the guides for both phones, and on a
// computer the way to the phone: the app's address as a QR code made on the
// device, and the three steps that take the data along, with the backup
// button right there.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  gotoApp,
  losingNetwork,
  readStorage,
  seedStorage,
  test,
  toast,
} from '../fixtures';
import { expectTouchTargets } from '../touch';
import { NOON, userOnDay } from '../users';

const DESKTOP = { width: 1280, height: 900 };

/** Requests for the QR code's encoder (a part loaded on its own). */
function watchQrCode(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/qr-code-[^/]+\.js/.test(r.url())) requested.push(r.url());
  });
  return requested;
}

const qrCode = (page: Page) => page.getByRole('img', { name: /^Código QR com o endereço do M15/ });
const transfer = (page: Page) => page.getByRole('region', { name: 'Levar meus dados para o celular' });

test('the install guide has both phones, the offline promise and the way back', async ({ page }) => {
  await gotoApp(page, '/instalar');
  const android = page.getByRole('region', { name: 'Android (Chrome)' });
  await expect(android).toContainText('“Instalar app” ou “Adicionar à tela inicial”');
  await expect(android.getByRole('listitem')).toHaveCount(4);
  const iphone = page.getByRole('region', { name: 'iPhone (Safari)' });
  await expect(iphone).toContainText('Compartilhar');
  await expect(iphone).toContainText('“Adicionar à Tela de Início”');
  // Spec §2, Install: it works offline once installed and needs no app store (in the glossary's words).
  // A section of its own, named by its title: information, drawn as guidance.
  await expect(page.getByRole('region', { name: 'Funciona sem internet' })).toContainText(
    'funciona sem internet. Não precisa de loja de apps',
  );
  await page.getByRole('link', { name: 'Voltar ao Início' }).click();
  await expect(page).toHaveURL('/');
});

test('on a computer, the app’s address is a QR code made on the device, with the address written beside it', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  const requested = watchQrCode(page);
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) elsewhere.push(r.url());
  });
  await gotoApp(page, '/instalar');
  const section = page.getByRole('region', { name: 'Abra no celular' });
  await expect(section).toBeVisible();
  const address = `${baseURL}/`;
  await expect(qrCode(page)).toBeVisible();
  await expect(qrCode(page)).toHaveAttribute('alt', `Código QR com o endereço do M15 (${address})`);
  // An image the browser decoded, drawn from a data: URL (no web service, nothing fetched).
  expect(await qrCode(page).evaluate((img: HTMLImageElement) => [img.naturalWidth > 0, img.src.slice(0, 19)])).toEqual([
    true,
    'data:image/svg+xml,',
  ]);
  await expect(section).toContainText(`Ou digite o endereço: ${address}`);
  expect(requested).toHaveLength(1);
  expect(elsewhere).toEqual([]);
});

test('a QR code that cannot load says so; "Tentar de novo" makes it and keeps focus in its box', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const network = await losingNetwork(page, 'qr-code', { lose: 'all' });
  await gotoApp(page, '/instalar');
  const section = page.getByRole('region', { name: 'Abra no celular' });
  await expect(section.getByRole('status')).toContainText('O código QR não carregou', { timeout: 20_000 });
  network.restore();
  await section.getByRole('button', { name: 'Tentar de novo' }).focus();
  await page.keyboard.press('Enter');
  await expect(qrCode(page)).toBeVisible({ timeout: 20_000 });
  // Not the page's top: focus waits in the code's box, and the next Tab goes on from there.
  expect(await qrCode(page).evaluate((img) => img.parentElement === document.activeElement)).toBe(true);
});

test('on a phone the hero holds the install of this device: its guide, where the browser offers no one-tap install', async ({
  page,
}) => {
  await gotoApp(page, '/instalar');
  const hero = page.getByTestId('install-hero');
  const steps = hero.getByRole('link', { name: 'Ver o passo a passo' });
  await expect(steps).toHaveAttribute('data-variant', 'filled');
  await expect(steps).toHaveAttribute('href', '/instalar#guia-android');
  await steps.click();
  await expect(page.getByRole('heading', { name: 'Android (Chrome)' })).toBeInViewport();
});

test('on a phone there is no QR code, and its code is never downloaded', async ({ page }) => {
  const requested = watchQrCode(page);
  await gotoApp(page, '/instalar');
  await expect(page.getByRole('region', { name: 'Android (Chrome)' })).toBeVisible();
  await expect(page.getByTestId('open-on-phone')).toBeHidden();
  await expect(page.getByTestId('qr-code')).toHaveCount(0);
  await expect(transfer(page)).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('"Levar meus dados para o celular": the backup made right there, as on Perfil, then each phone\'s steps', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(7));
  await gotoApp(page, '/instalar');
  await expect(transfer(page)).toContainText(
    'O M15 no celular começa vazio: o que você registrou neste computador só aparece lá depois que você restaurar um backup.',
  );
  await expect(transfer(page)).toContainText('Primeiro, faça o backup aqui.');
  await expect(transfer(page).getByTestId('transfer-android').getByRole('listitem')).toHaveText([
    'Envie o arquivo para o celular (WhatsApp, email, Drive).',
    'No celular, abra o M15 no Chrome e instale: menu (⋮) → “Instalar app”.',
    'Abra o M15 pelo ícone, toque em Perfil → Restaurar backup e escolha o arquivo.',
  ]);
  await expect(transfer(page).getByTestId('transfer-iphone').getByRole('listitem')).toHaveText([
    'Envie o arquivo para o iPhone (WhatsApp, email, Drive) e salve em Arquivos.',
    'No iPhone, abra o M15 no Safari e adicione à Tela de Início: Compartilhar → “Adicionar à Tela de Início”.',
    'Abra o M15 pelo ícone na Tela de Início.',
    'Toque em Restaurar backup e escolha o arquivo.',
  ]);
  const downloading = page.waitForEvent('download');
  await transfer(page).getByRole('button', { name: 'Fazer backup' }).click();
  const download = await downloading;
  await expect(toast(page, 'Backup pronto! 💾')).toBeVisible();
  expect(download.suggestedFilename()).toBe('m15-backup-2026-11-23.json');
  const backup = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(JSON.stringify(backup)).toContain('"name":"Ana"');
  // The same flow as Perfil's: the backup's date is noted for the reminder, and the page stays.
  expect(await readStorage(page, 'm15-backup-meta')).toMatchObject({ lastBackupOn: '2026-11-23' });
  await expect(page).toHaveURL('/instalar');
});

test('axe-core is clean on Instalar at a computer’s width, light and dark, with 44 px controls', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await gotoApp(page, '/instalar');
  await expect(qrCode(page)).toBeVisible();
  await expectTouchTargets(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/instalar-1280.png', fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/instalar-1280-dark.png', fullPage: true });
});
