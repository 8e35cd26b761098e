/**
 * Perfil: the form (required fields, the water goal and the BMI, limits, the
 * waist), the day it knows, and Seus dados with Safari's 7-day rule. The
 * actions that erase: profile-erase.spec.ts.
 */
import {
  expect,
  expectNoAxeViolations,
  expectNonWaistsRefused,
  gotoApp,
  readStorage,
  seedStorage,
  test,
  toast,
  unfold,
} from '../fixtures';
import type { Page } from '@playwright/test';
import { DANGER_ZONE, ERASE_TEXT } from '../../app/content/erase';
import { HOME_SCREEN_NOTICE } from '../../app/content/data-safety';
import { ANDROID_CHROME, fromHomeScreen, IPHONE_SAFARI, persistAsked } from '../browsers';
import { expectTouchTargets } from '../touch';
import { DAY_7_USER, NOON } from '../users';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('profile', () => {
  test('saved from the keyboard, the focus is on "Salvar perfil" again', async ({ page }) => {
    await seedStorage(page, DAY_7_USER);
    await gotoApp(page, '/perfil');
    await field(page, 'Nome').fill('Ana Maria');
    const save = page.getByRole('button', { name: 'Salvar perfil' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
    await expect(save).toBeFocused();
  });

  test('shows title, subtitle and every labelled field', async ({ page }) => {
    await gotoApp(page, '/perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Seu Perfil' })).toBeVisible();
    await expect(page.getByText('Configure seus dados para começar')).toBeVisible();
    for (const label of ['Nome', 'Data de início', 'Peso inicial (kg)', 'Altura (cm)', 'Meta de água (litros)']) {
      await expect(field(page, label)).toBeVisible();
    }
    await expect(field(page, 'Data de início')).toHaveAttribute('type', 'date');
  });

  test('saving with required fields missing shows the destructive toast, marks the fields and saves nothing', async ({
    page,
  }) => {
    await gotoApp(page, '/perfil');
    await field(page, 'Altura (cm)').fill('165');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    const t = toast(page, 'Preencha todos os campos');
    await expect(t).toBeVisible();
    await expect(t).toContainText('Nome, data de início, peso e altura são obrigatórios.');
    await expect(t).toHaveAttribute('role', 'alert');
    // A new profile's start date is prefilled with today: name and weight are what is missing.
    await expect(field(page, 'Data de início')).not.toHaveValue('');
    await expect(field(page, 'Data de início')).not.toHaveAttribute('aria-invalid', 'true');
    for (const label of ['Nome', 'Peso inicial (kg)']) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(field(page, 'Altura (cm)')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Nome')).toBeFocused();
    await expect(field(page, 'Altura (cm)')).toHaveValue('165');
    expect(await readStorage(page, 'm15-profile')).toBeNull();
    await expectNoAxeViolations(page);
  });

  test('computes the water goal and the BMI as the user types, then saves with a dot and reloads', async ({ page }) => {
    await gotoApp(page, '/perfil');
    const water = field(page, 'Meta de água (litros)');
    await field(page, 'Peso inicial (kg)').fill('70');
    await expect(water).toHaveValue('2,5');
    await field(page, 'Peso inicial (kg)').fill('50');
    await expect(water).toHaveValue('1,8');
    await expect(page.getByTestId('bmi-value')).toHaveCount(0);
    await field(page, 'Altura (cm)').fill('165');
    await expect(page.getByTestId('bmi-value')).toHaveText('18,4');
    await expect(page.getByTestId('bmi-category')).toHaveText('Abaixo do peso');
    await field(page, 'Peso inicial (kg)').fill('80,5');
    await expect(water).toHaveValue('2,8');
    await expect(page.getByTestId('bmi-value')).toHaveText('29,6');
    await expect(page.getByTestId('bmi-category')).toHaveText('Sobrepeso');
    await field(page, 'Peso inicial (kg)').fill('0');
    await expect(page.getByTestId('bmi-value')).toHaveCount(0);
    await expect(water).toHaveValue('2,8'); // not recalculated for 0
    await field(page, 'Peso inicial (kg)').fill('80.5');

    await field(page, 'Nome').fill('<img src=x onerror=alert(1)>');
    await field(page, 'Data de início').fill('2026-11-18');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    const t = toast(page, 'Perfil salvo com sucesso! 🎉');
    await expect(t).toContainText('Cada litro de água é um passo fora da retenção!');
    expect(await readStorage(page, 'm15-profile')).toEqual({
      name: '<img src=x onerror=alert(1)>',
      startDate: '2026-11-18',
      initialWeight: '80.5',
      height: '165',
      waterGoal: '2.8',
    });

    await page.reload();
    await expect(field(page, 'Nome')).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(field(page, 'Data de início')).toHaveValue('2026-11-18');
    await expect(field(page, 'Peso inicial (kg)')).toHaveValue('80,5');
    await expect(field(page, 'Altura (cm)')).toHaveValue('165');
    await expect(water).toHaveValue('2,8');
    await expect(page.getByTestId('bmi-category')).toHaveText('Sobrepeso');
    await expectNoAxeViolations(page);
  });

  test('keeps a water goal the user typed after the weight', async ({ page }) => {
    await gotoApp(page, '/perfil');
    await field(page, 'Nome').fill('Bia');
    await field(page, 'Data de início').fill('2026-11-01');
    await field(page, 'Peso inicial (kg)').fill('70');
    await field(page, 'Altura (cm)').fill('170');
    await field(page, 'Meta de água (litros)').fill('3,2');
    await field(page, 'Altura (cm)').press('Enter');
    await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
    expect((await readStorage<{ waterGoal: string }>(page, 'm15-profile'))?.waterGoal).toBe('3.2');
  });

  test('refuses values no person has, with a message on each field, and saves nothing', async ({ page }) => {
    const stored = { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' };
    await seedStorage(page, { 'm15-profile': stored });
    await gotoApp(page, '/perfil');
    await field(page, 'Peso inicial (kg)').fill('500');
    await field(page, 'Altura (cm)').fill('30');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(toast(page, 'Confira os campos destacados')).toBeVisible();
    await expect(field(page, 'Peso inicial (kg)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Informe um peso entre 1 e 400 kg (ex: 80,5).')).toBeVisible();
    await expect(page.getByText('Informe uma altura entre 50 e 250 cm (ex: 165).')).toBeVisible();
    await expect(field(page, 'Peso inicial (kg)')).toBeFocused();
    expect(await readStorage(page, 'm15-profile')).toEqual(stored);
  });

  test('takes an optional starting waist, refuses one that is not a waist, and keeps it', async ({ page }) => {
    const stored = { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' };
    await seedStorage(page, { 'm15-profile': stored });
    await gotoApp(page, '/perfil');
    const waist = field(page, 'Cintura inicial (cm)');
    await expect(waist).toHaveValue('');
    await expect(waist).toHaveAccessibleDescription(/Opcional/);
    await expectNonWaistsRefused(page, waist, page.getByRole('button', { name: 'Salvar perfil' }));
    expect(await readStorage(page, 'm15-profile')).toEqual(stored);
    await waist.fill('92,5');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
    expect(await readStorage(page, 'm15-profile')).toEqual({ ...stored, initialWaist: '92.5' });
    await page.reload();
    await expect(field(page, 'Cintura inicial (cm)')).toHaveValue('92,5');
  });

  test.describe('dark', () => {
    test.use({ colorScheme: 'dark' });
    test('axe-core is clean with the BMI, field errors and the reset dialog', async ({ page }) => {
      await seedStorage(page, {
        'm15-profile': { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' },
      });
      await gotoApp(page, '/perfil');
      await expect(page.getByTestId('bmi-category')).toHaveText('Sobrepeso');
      await field(page, 'Altura (cm)').fill('300');
      await page.getByRole('button', { name: 'Salvar perfil' }).click();
      await expect(field(page, 'Altura (cm)')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      // The actions that erase start folded: open, their section is clean too.
      await page.getByRole('button', { name: DANGER_ZONE.title }).click();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: ERASE_TEXT.reset.name, exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Tem certeza?' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('Perfil knows the day', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
  });

  test('a new profile starts today, and the first save leads to Hoje', async ({ page }) => {
    await gotoApp(page, '/perfil');
    await expect(page.getByLabel('Data de início', { exact: true })).toHaveValue('2026-11-23');
    await expect(page.getByText('Configure seus dados para começar')).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Ana');
    await page.getByLabel('Peso inicial (kg)', { exact: true }).fill('82');
    await page.getByLabel('Altura (cm)', { exact: true }).fill('165');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
    expect(await readStorage(page, 'm15-profile')).toMatchObject({ startDate: '2026-11-23' });
    const next = page.getByTestId('next-step');
    await expect(next).toContainText('Perfil pronto!');
    // Saved, there is nothing left to configure before starting: the subtitle says what the screen is for.
    await expect(page.getByText('Ajuste seus dados quando precisar')).toBeVisible();
    await expect(page.getByText('Configure seus dados para começar')).toHaveCount(0);
    await next.getByRole('link', { name: 'Ir para Hoje' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
    await expect(page.getByTestId('challenge-today')).toHaveText('Dia 1 de 15 · Cetocarnívora I');
  });

  test('a save closes the form’s earlier error toast', async ({ page }) => {
    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(toast(page, 'Preencha todos os campos')).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Ana');
    await page.getByLabel('Peso inicial (kg)', { exact: true }).fill('82');
    await page.getByLabel('Altura (cm)', { exact: true }).fill('165');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
    await expect(toast(page, 'Preencha todos os campos')).toHaveCount(0);
  });
});

test.describe('Seus dados and Safari’s 7-day rule', () => {
  const dataSection = (page: Page) => page.getByRole('region', { name: 'Seus dados' });
  /** Opens the fold of the space used and the browser's protection. */
  const openStatus = (page: Page) => unfold(dataSection(page).getByRole('button', { name: 'Espaço usado e proteção' }));
  const notice = (page: Page) => dataSection(page).getByRole('region', { name: HOME_SCREEN_NOTICE.title });

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, DAY_7_USER);
  });

  test.describe('in Safari on an iPhone', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('says the data goes after 7 days, with the way to the home screen and the backup button in it', async ({
      page,
    }) => {
      await gotoApp(page, '/perfil');
      await expect(notice(page)).toContainText(
        'No iPhone e no iPad, o Safari e os outros navegadores apagam os dados de um site que você não abre por 7 dias.',
      );
      await expect(notice(page)).toContainText('Tela de Início');
      // Asking the browser to protect the data would not lift the rule: the notice takes its place.
      await expect(dataSection(page).getByRole('button', { name: 'Proteger meus dados' })).toHaveCount(0);
      await expect(dataSection(page).getByTestId('storage-persisted')).toHaveCount(0);
      // One backup button, in the notice's first step: before she adds the app to the home screen.
      const backup = dataSection(page).getByRole('button', { name: 'Fazer backup' });
      await expect(backup).toHaveCount(1);
      await expect(notice(page).getByRole('button', { name: 'Fazer backup' })).toBeVisible();
      const downloading = page.waitForEvent('download');
      await backup.click();
      expect((await downloading).suggestedFilename()).toBe('m15-backup-2026-11-23.json');
      await expect.poll(() => readStorage(page, 'm15-backup-meta')).toMatchObject({ lastBackupOn: '2026-11-23' });

      await notice(page).getByRole('link', { name: 'Ver como adicionar à Tela de Início' }).click();
      await expect(page).toHaveURL('/instalar#guia-iphone');
      await expect(page.getByRole('heading', { level: 2, name: 'iPhone (Safari)' })).toBeInViewport();
    });

    test('axe-core is clean with the notice, light, and its controls are 44 px', async ({ page }) => {
      await gotoApp(page, '/perfil');
      await expect(notice(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectTouchTargets(page);
    });

    test.describe('dark', () => {
      test.use({ colorScheme: 'dark' });
      test('axe-core is clean with the notice, dark', async ({ page }) => {
        await gotoApp(page, '/perfil');
        await expect(notice(page)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  });

  test.describe('from the iPhone’s home screen', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('no notice, and "Proteger meus dados" asks for persistent storage', async ({ page }) => {
      await fromHomeScreen(page, { persist: true });
      await gotoApp(page, '/perfil');
      const status = dataSection(page).getByTestId('storage-persisted');
      await expect(status).toHaveText(
        'Seus dados ainda não estão protegidos: o navegador pode apagá-los se faltar espaço.',
      );
      await expect(dataSection(page)).not.toContainText('7 dias');
      await expect(dataSection(page)).not.toContainText('Tela de Início');
      await openStatus(page);
      await dataSection(page).getByRole('button', { name: 'Proteger meus dados' }).click();
      await expect(toast(page, 'Dados protegidos! 🔒')).toBeVisible();
      expect(await persistAsked(page)).toBe(1);
      await expect(status).toHaveText('Dados protegidos contra a limpeza automática do navegador 🔒');
    });

    test('refused, it does not ask her to install the app she opened from the home screen', async ({ page }) => {
      await fromHomeScreen(page, { persist: false });
      await gotoApp(page, '/perfil');
      await openStatus(page);
      await dataSection(page).getByRole('button', { name: 'Proteger meus dados' }).click();
      const refused = toast(page, 'O aparelho não permitiu agora');
      await expect(refused).toBeVisible();
      await expect(refused).toContainText(
        'Seus dados continuam guardados neste aparelho. Faça backups com frequência para não perder nada.',
      );
      await expect(page.getByText('Instale o app na tela inicial')).toHaveCount(0);
      expect(await persistAsked(page)).toBe(1);
    });
  });

  test.describe('in Chrome on Android', () => {
    test.use({ userAgent: ANDROID_CHROME });

    test('no notice: the space used, the protection and the backup as before', async ({ page }) => {
      await gotoApp(page, '/perfil');
      await expect(dataSection(page).getByTestId('storage-persisted')).toContainText('protegid');
      await expect(dataSection(page).getByRole('button', { name: 'Fazer backup' })).toBeVisible();
      await expect(dataSection(page)).not.toContainText('7 dias');
      await expect(dataSection(page)).not.toContainText('Tela de Início');
      await expect(page.getByTestId('home-screen-notice')).toHaveCount(0);
    });
  });
});
