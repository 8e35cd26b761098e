// Data that moves arrives whole: from Safari's tab to the iPhone's home-screen
// app (which keeps data of its own and starts empty), from a computer to the
// phone, and the installed app that no longer offers to install itself.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test, toast } from '../fixtures';
import { expectTouchTargets } from '../touch';
import { fromHomeScreen, IPHONE_SAFARI } from '../browsers';
import { DAY_7_USER, NOON } from '../users';

const HOME_SCREEN_EMPTY = 'O app da Tela de Início começa vazio: traga seus dados do Safari com o backup.';
/** The whole way, in order: backup here → add to the home screen → open by the icon → restore the file. */
const WHOLE_WAY = [/backup aqui/, /Adicionar à Tela de Início/, /pelo ícone/, /Restaurar backup e escolha o arquivo/];

const wipe = (page: Page) => page.evaluate(() => localStorage.clear());

/** The texts of an ordered list's items, in order. */
const items = (list: ReturnType<Page['getByRole']>) => list.getByRole('listitem').allInnerTexts();

/** Each pattern matches an item after the one the previous pattern matched. */
function expectInOrder(texts: string[], patterns: RegExp[]) {
  let from = 0;
  for (const pattern of patterns) {
    const at = texts.findIndex((t, i) => i >= from && pattern.test(t));
    expect(at, `${pattern} after item ${from} of ${JSON.stringify(texts)}`).toBeGreaterThanOrEqual(from);
    from = at + 1;
  }
}

/** A synthetic `beforeinstallprompt`, as Chrome fires it where the app can be installed. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    e.prompt = async () => {};
    e.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(e);
  });

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('the empty home-screen app offers the restore first, and restoring there brings her days in', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, DAY_7_USER);
    // In Safari's tab: the backup, from the 7-day notice's first step.
    await gotoApp(page, '/');
    const notice = page.getByTestId('home-screen-notice');
    const downloading = page.waitForEvent('download');
    await notice.getByRole('button', { name: 'Fazer backup' }).click();
    const download = await downloading;
    const backup = await readFile(await download.path());

    // The icon: the home-screen app, with storage of its own.
    await wipe(page);
    await fromHomeScreen(page, { persist: false });
    await gotoApp(page, '/');
    const restoreFirst = page.getByRole('region', { name: HOME_SCREEN_EMPTY });
    await expect(restoreFirst).toBeVisible();
    const restore = restoreFirst.getByRole('button', { name: 'Restaurar backup' });
    const start = page.getByRole('link', { name: 'Começar Agora' });
    expect((await restore.boundingBox())!.y).toBeLessThan((await start.boundingBox())!.y);
    await expect(restore).toBeInViewport();
    // Installed: no offer to install it.
    await expect(page.getByRole('link', { name: 'Baixar no Celular' })).toHaveCount(0);
    await expectTouchTargets(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/home-screen-app-empty.png', fullPage: true });

    const choosing = page.waitForEvent('filechooser');
    await restore.click();
    await (
      await choosing
    ).setFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: backup });
    const dialog = page.getByRole('dialog', { name: 'Restaurar backup?' });
    await expect(dialog.getByTestId('backup-summary')).toContainText('Perfil de Ana');
    await dialog.getByRole('button', { name: 'Sim, restaurar' }).click();

    // Her day is back, and Hoje says, once, that Safari's tab keeps a copy.
    await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
    await expect(page.getByTestId('challenge-today')).toHaveText('Dia 7 de 15 · Cetocarnívora II');
    expect(await readStorage(page, 'm15-completed-days')).toEqual([1, 2, 3, 4, 5, 6]);
    const copy = page.getByRole('region', { name: 'Seus dados chegaram ao app' });
    await expect(copy).toContainText('A aba do Safari ainda guarda uma cópia');
    await expect(copy).toContainText('abra o M15 pelo ícone');
    await page.screenshot({ path: 'test-results/home-screen-app-restored.png', fullPage: true });
    await copy.getByRole('button', { name: 'Entendi' }).click();
    await expect(copy).toHaveCount(0);
    await expect
      .poll(async () => ((await readStorage(page, 'm15-backup-meta')) as Record<string, unknown>).safariCopyNotice)
      .toBeUndefined();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Seus dados chegaram ao app' })).toHaveCount(0);
  });

  test('a bad file in the home-screen app is refused and nothing changes', async ({ page }) => {
    await fromHomeScreen(page, { persist: false });
    await gotoApp(page, '/');
    const choosing = page.waitForEvent('filechooser');
    await page
      .getByRole('region', { name: HOME_SCREEN_EMPTY })
      .getByRole('button', { name: 'Restaurar backup' })
      .click();
    await (await choosing).setFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{oops') });
    await expect(toast(page, 'Arquivo inválido')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Restaurar backup?' })).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('m15-profile')))).toEqual([]);
  });

  test('in a Safari tab, Instalar and the 7-day notice give the whole way: backup → icon → restore', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, DAY_7_USER);
    await gotoApp(page, '/instalar');
    const guide = page.getByRole('region', { name: 'iPhone (Safari)' });
    expectInOrder(await items(guide), WHOLE_WAY);
    // The backup is one tap away before she adds the app, filled since there is data to carry.
    const backup = guide.getByRole('button', { name: 'Fazer backup' });
    await expect(backup).toBeVisible();
    const share = guide.getByRole('listitem').filter({ hasText: 'Compartilhar' });
    expect((await backup.boundingBox())!.y).toBeLessThan((await share.boundingBox())!.y);
    await page.screenshot({ path: 'test-results/instalar-iphone-360.png', fullPage: true });

    await gotoApp(page, '/');
    const notice = page.getByTestId('home-screen-notice');
    await expect(notice).toContainText('começa vazio');
    expectInOrder(await items(notice), WHOLE_WAY);
    const noticeBackup = notice.getByRole('button', { name: 'Fazer backup' });
    const add = notice.getByRole('listitem').filter({ hasText: 'Adicionar à Tela de Início' });
    expect((await noticeBackup.boundingBox())!.y).toBeLessThan((await add.boundingBox())!.y);
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/hoje-iphone-notice-360.png' });

    // Perfil → Seus dados: the same way, and one backup button, in its first step.
    await gotoApp(page, '/perfil');
    const data = page.getByRole('region', { name: 'Seus dados' });
    expectInOrder(await items(data.getByTestId('iphone-way')), WHOLE_WAY);
    await expect(data.getByRole('button', { name: 'Fazer backup' })).toHaveCount(1);
  });

  test('inside the installed app, nothing offers to install it; /instalar still opens directly', async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, DAY_7_USER);
    await fromHomeScreen(page, { persist: false });
    for (const path of ['/', '/perfil', '/tutorial', '/jornada', '/resultados']) {
      await gotoApp(page, path);
      await expect(page.locator('a[href^="/instalar"]'), path).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Baixar no Celular|Instalar/ }), path).toHaveCount(0);
    }
    await gotoApp(page, '/instalar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Instalar no celular');
    await offerInstall(page);
    await expect(page.getByRole('button', { name: /^Instalar/ })).toHaveCount(0);
  });

  test('a new user in the installed app: the welcome without its install button', async ({ page }) => {
    await fromHomeScreen(page, { persist: false });
    await gotoApp(page, '/');
    await expect(page.getByRole('link', { name: 'Começar Agora' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Baixar no Celular' })).toHaveCount(0);
    await expect(page.locator('a[href^="/instalar"]')).toHaveCount(0);
  });
});

test('in a browser tab, the welcome keeps both actions and offers "Já tem um backup?"', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('link', { name: 'Começar Agora' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Baixar no Celular' })).toHaveAttribute('href', '/instalar');
  const restore = page.getByTestId('welcome-restore');
  await expect(restore).toContainText('Já tem um backup?');
  await expect(restore.getByRole('button', { name: 'Restaurar backup' })).toBeVisible();
  await expect(page.getByText(HOME_SCREEN_EMPTY)).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Instalar no celular' })).toBeVisible();
  await page.screenshot({ path: 'test-results/welcome-360.png', fullPage: true });
});

test.describe('on a 1280 px computer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the QR code and the steps to each phone come before "Instalar neste computador"', async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, DAY_7_USER);
    await gotoApp(page, '/instalar');
    await offerInstall(page);
    const here = page.getByRole('button', { name: 'Instalar neste computador' });
    await expect(here).toBeVisible();
    await expect(page.getByRole('button', { name: 'Instalar agora' })).toHaveCount(0);
    const qr = page.getByRole('img', { name: /^Código QR com o endereço do M15/ });
    await expect(qr).toBeVisible();
    const steps = page.getByRole('region', { name: 'Levar meus dados para o celular' });
    expect((await qr.boundingBox())!.y).toBeLessThan((await here.boundingBox())!.y);
    expect((await steps.boundingBox())!.y).toBeLessThan((await here.boundingBox())!.y);
    // Each phone its own way; on an iPhone the restore is in the app opened by its icon.
    expectInOrder(await items(steps.getByTestId('transfer-android')), [/Envie/, /Instalar app/, /Restaurar backup/]);
    expectInOrder(await items(steps.getByTestId('transfer-iphone')), [
      /Envie/,
      /Adicionar à Tela de Início/,
      /pelo ícone/,
      /Restaurar backup e escolha o arquivo/,
    ]);
    // There is data to carry: the backup is the filled button.
    await expect(steps.getByRole('button', { name: 'Fazer backup' })).toHaveAttribute('data-variant', 'filled');
    await expectTouchTargets(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/instalar-1280-handover.png', fullPage: true });
  });

  test('with nothing to carry, "Fazer backup" is not the filled button', async ({ page }) => {
    await gotoApp(page, '/instalar');
    const steps = page.getByRole('region', { name: 'Levar meus dados para o celular' });
    await expect(steps.getByRole('button', { name: 'Fazer backup' })).toHaveAttribute('data-variant', 'default');
  });
});

test('installed on Android (standalone display mode): no install link on Hoje or in the footer', async ({ page }) => {
  await page.addInitScript(() => {
    const own = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      if (query !== '(display-mode: standalone)') return own(query);
      return { ...own(query), matches: true, media: query };
    };
  });
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, DAY_7_USER);
  await gotoApp(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
  await expect(page.locator('a[href^="/instalar"]')).toHaveCount(0);
  // The footer's last line ends with its sentence, without the separator before a link.
  await expect(page.getByRole('contentinfo').locator('p').last()).toHaveText(
    'Este app não substitui orientação médica.',
  );
  // Android's installed app shares Chrome's storage: no restore offered first, no note about Safari.
  await expect(page.getByText(HOME_SCREEN_EMPTY)).toHaveCount(0);
});
