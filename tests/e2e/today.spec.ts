/**
 * Hoje: the welcome, a day and its check-in, the shortcut, the end of the
 * challenge, a profile without a start date and Safari's 7-day rule. The
 * days around a fast: today-fasting.spec.ts.
 */
import type { Page } from '@playwright/test';
import { HOME_SCREEN_NOTICE } from '../../app/content/data-safety';
import { DAY_GUIDE } from '../../app/content/day-guide';
import {
  expect,
  expectNoAxeViolations,
  expectNonWaistsRefused,
  gotoApp,
  openOnDay as userOnDay,
  readStorage,
  seedStorage,
  test,
  toast,
} from '../fixtures';
import { ANDROID_CHROME, fromHomeScreen, IPHONE_SAFARI } from '../browsers';
import { expectTouchTargets } from '../touch';
import { NOON, noonOn, profileStartingOn, userOnDay as storedOnDay } from '../users';
import { CHECKIN } from '../../app/content/today-screen';

const now = (page: Page) => page.getByRole('region', { name: 'O que fazer agora' });

test('a new user sees the specification’s welcome, with a calm note about the fasting days', async ({ page }) => {
  await gotoApp(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas ao M15' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Começar Agora' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Baixar no Celular' })).toBeVisible();
  await expect(page.getByTestId('quote')).toBeVisible();
  const note = page.getByRole('complementary', { name: 'Antes de jejuar' });
  await expect(note).toContainText('não substitui médico');
  await note.getByRole('link').click();
  await expect(page).toHaveURL('/fases?fase=jejum-1#seguranca');
  await expect(page.getByRole('region', { name: 'Jejum com segurança' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toHaveCount(0);
});

test('day 1: the day, its phase and instructions; the check-in saves the diary, then the day is completed', async ({
  page,
}) => {
  await userOnDay(page, 1);
  await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
  await expect(page.getByTestId('challenge-today')).toHaveText('Dia 1 de 15 · Cetocarnívora I');
  // Her day first: the day's ring, then registering the day as what to do now.
  await expect(page.getByRole('progressbar', { name: 'Dias do desafio' })).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByText('Faltam 14 dias para concluir o desafio.')).toBeVisible();
  await expect(page.getByTestId('days-ticked')).toHaveText('0 de 15 dias marcados como feitos');
  await expect(now(page).getByRole('heading', { name: CHECKIN.title })).toBeVisible();
  await expect(page.getByTestId('day-guide')).toHaveText(DAY_GUIDE[0]!);
  await expect(page.getByRole('link', { name: 'Ver a fase Cetocarnívora I' })).toHaveAttribute(
    'href',
    '/fases?fase=ceto-1',
  );

  const water = page.getByLabel('Água consumida (litros)');
  await page.getByLabel('Peso (kg)').fill('81,6');
  await water.fill('1,5');
  await page.getByRole('button', { name: '+1 copo' }).click();
  await page.getByRole('button', { name: '+1 copo' }).click();
  await expect(water).toHaveValue('2');
  await page.getByLabel('Como você está se sentindo? (opcional)').fill('Animada');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toContainText('Você tá vencendo o corpo antigo.');
  expect(await readStorage(page, 'm15-diary')).toEqual([
    { date: '2026-11-23', weight: '81.6', water: '2', feeling: 'Animada' },
  ]);
  // Saving the day's figures does not complete it: that is its own act.
  expect(await readStorage(page, 'm15-completed-days')).toEqual([]);
  await page.getByRole('button', { name: CHECKIN.dayDoneButton(1) }).click();
  await expect(toast(page, 'Dia concluído! 🎉')).toBeVisible();
  await expect(page.getByTestId('day-done')).toHaveText(CHECKIN.dayDone(1));
  expect(await readStorage(page, 'm15-completed-days')).toEqual([1]);
  // What is saved for today is what the screen shows.
  await expect(page.getByTestId('water-today')).toHaveText('2,0 de 2,9 L');
  await expect(page.getByRole('progressbar', { name: /Água/ })).toHaveAttribute('aria-valuenow', '69');
  await expect(page.getByTestId('lost-so-far')).toHaveText('0,4 kg');
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('81,6');
  await page.getByRole('link', { name: 'Ver Resultados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seus resultados' })).toBeVisible();
});

test('the check-in refuses what is missing or impossible, says why and keeps what was typed', async ({ page }) => {
  await userOnDay(page, 2);
  await page.getByLabel('Água consumida (litros)').fill('2');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Preencha os campos obrigatórios')).toContainText('Peso e água consumida são necessários.');
  await expect(page.getByLabel('Peso (kg)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Peso (kg)')).toBeFocused();
  await expect(page.getByLabel('Água consumida (litros)')).toHaveValue('2');
  await page.getByLabel('Peso (kg)').fill('0,5');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(page.getByText('Informe um peso entre 1 e 400 kg (ex: 79,5).')).toBeVisible();
  expect(await readStorage(page, 'm15-diary')).toEqual([{ date: '2026-11-22', weight: '82', water: '2' }]);
  // A save closes the form's earlier error toast.
  await page.getByLabel('Peso (kg)').fill('81,5');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  await expect(toast(page, 'Confira os campos destacados')).toHaveCount(0);
  await expect(toast(page, 'Preencha os campos obrigatórios')).toHaveCount(0);
});

test('the check-in takes an optional waist, refuses one that is not a waist and shows what is saved', async ({
  page,
}) => {
  await userOnDay(page, 2);
  const waist = page.getByLabel('Cintura (cm)', { exact: true });
  await expect(waist).toHaveAccessibleDescription(/Opcional/);
  await page.getByLabel('Peso (kg)').fill('81,5');
  await page.getByLabel('Água consumida (litros)').fill('2');
  await expectNonWaistsRefused(page, waist, page.getByRole('button', { name: CHECKIN.submit }));
  expect(await readStorage(page, 'm15-diary')).toEqual([{ date: '2026-11-22', weight: '82', water: '2' }]);
  await waist.fill('88,5');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  expect((await readStorage<unknown[]>(page, 'm15-diary'))![0]).toEqual({
    date: '2026-11-23',
    weight: '81.5',
    water: '2',
    waist: '88.5',
  });
  await page.reload();
  await expect(page.getByLabel('Cintura (cm)', { exact: true })).toHaveValue('88,5');
});

test("the installed app's 'Registrar o dia' shortcut opens the check-in, ready to type", async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, storedOnDay(7));
  await page.goto('/#registro-do-dia');
  const weight = page.getByLabel('Peso (kg)');
  await expect(weight).toBeFocused();
  await expect(page.getByRole('heading', { name: CHECKIN.title })).toBeInViewport();
  // Saving does not jump back to it again and again: the form stays where the user is.
  await weight.fill('79');
  await page.getByLabel('Água consumida (litros)').fill('2');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  await expect(weight).not.toBeFocused();
});

test("day 7, the first day of eating after Jejum I: the hero leads to the day's record, the one filled action", async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, storedOnDay(7));
  await gotoApp(page, '/');
  const hero = page.getByRole('region', { name: 'Cetocarnívora II' });
  const register = hero.getByRole('link', { name: 'Preencher o registro' });
  await expect(register).toBeInViewport();
  await expect(register).toHaveAttribute('data-variant', 'filled');
  // The form it leads to steps down: its save is not filled.
  await expect(page.getByRole('button', { name: CHECKIN.submit })).toHaveAttribute('data-variant', 'light');
  await register.click();
  await expect(page.getByLabel('Peso (kg)')).toBeFocused();
  await expect(page.getByRole('heading', { name: CHECKIN.title })).toBeInViewport();
  // Once the day is marked, nothing is left to do there: no action in the hero.
  await page.getByRole('button', { name: CHECKIN.dayDoneButton(7) }).click();
  await expect(register).toHaveCount(0);
});

test('completing day 15 with the other days done completes the challenge, with confetti', async ({ page }) => {
  await userOnDay(page, 15);
  await page.getByLabel('Peso (kg)').fill('75');
  await page.getByLabel('Água consumida (litros)').fill('2');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  expect(await readStorage(page, 'm15-completed-days')).toHaveLength(14);
  await page.getByRole('button', { name: CHECKIN.dayDoneButton(15) }).click();
  await expect(toast(page, 'Desafio concluído! 🏆')).toBeVisible();
  await expect(page.locator('canvas.m15-confetti')).toBeAttached();
  expect(await readStorage(page, 'm15-completed-days')).toHaveLength(15);
});

test('a profile without a start date asks for one, and the check-in still saves the diary', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, {
    'm15-profile': profileStartingOn(''),
  });
  await gotoApp(page, '/');
  await expect(page.getByText('Informe a data de início no Perfil')).toBeVisible();
  await page.getByLabel('Peso (kg)').fill('81');
  await page.getByLabel('Água consumida (litros)').fill('2');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  expect(await readStorage(page, 'm15-completed-days')).toBeNull();
});

test.describe('Safari’s 7-day rule on Hoje', () => {
  const notice = (page: Page) => page.getByRole('region', { name: HOME_SCREEN_NOTICE.title });

  test.describe('in Safari on an iPhone', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('the notice comes after the day’s content; closed, it stays away for 7 days, through reloads', async ({
      page,
    }) => {
      await userOnDay(page, 7);
      await expect(notice(page)).toContainText('apagam os dados de um site que você não abre por 7 dias');
      await expect(notice(page)).toContainText(
        'Na Tela de Início, o M15 vira um app e guarda seus dados, mas começa vazio',
      );
      await expect(notice(page)).toHaveCount(1);
      // Below the day: its heading and the check-in with today's figures come first.
      const figures = await page.getByRole('region', { name: CHECKIN.title }).boundingBox();
      expect((await notice(page).boundingBox())!.y).toBeGreaterThan(figures!.y + figures!.height);
      await expect(notice(page).getByRole('link', { name: 'Ver como adicionar à Tela de Início' })).toHaveAttribute(
        'href',
        '/instalar#guia-iphone',
      );
      // The backup is made right there, in the way's first step.
      await expect(notice(page).getByRole('button', { name: 'Fazer backup' })).toBeVisible();

      await notice(page).getByRole('button', { name: 'Fechar aviso' }).click();
      await expect(notice(page)).toHaveCount(0);
      await expect
        .poll(() => readStorage(page, 'm15-backup-meta'))
        .toEqual({ lastBackupOn: '', lastReminderOn: '', homeScreenNoticeClosedOn: '2026-11-23' });
      await page.reload();
      await expect(page.getByRole('button', { name: CHECKIN.submit })).toBeVisible();
      await expect(notice(page)).toHaveCount(0);

      // Six days later it is still away; on the seventh it is back.
      await page.clock.setFixedTime(noonOn('2026-11-29'));
      await page.reload();
      await expect(page.getByTestId('challenge-today')).toHaveText('Dia 13 de 15 · Jejum Final');
      await expect(notice(page)).toHaveCount(0);
      await page.clock.setFixedTime(noonOn('2026-11-30'));
      await page.reload();
      await expect(page.getByTestId('challenge-today')).toHaveText('Dia 14 de 15 · Jejum Final');
      await expect(notice(page)).toBeVisible();
    });

    test('a closing date that cannot be read shows the notice and breaks nothing', async ({ page }) => {
      await userOnDay(page, 7, { 'm15-backup-meta': '{"lastBackupOn":"2026-11-22","homeScreenNoticeClosedOn":42}' });
      await expect(notice(page)).toBeVisible();
      await notice(page).getByRole('button', { name: 'Fechar aviso' }).click();
      await expect(notice(page)).toHaveCount(0);
      await expect
        .poll(() => readStorage(page, 'm15-backup-meta'))
        .toEqual({ lastBackupOn: '2026-11-22', lastReminderOn: '', homeScreenNoticeClosedOn: '2026-11-23' });
      // The unreadable original is kept aside, never destroyed.
      expect(await page.evaluate(() => localStorage.getItem('m15-backup-meta.corrupt'))).toBe(
        '{"lastBackupOn":"2026-11-22","homeScreenNoticeClosedOn":42}',
      );
    });

    test('the backup reminder comes after 5 days of records', async ({ page }) => {
      await userOnDay(page, 6);
      await expect(page.getByTestId('backup-reminder')).toContainText('Que tal fazer um backup? 💾');
    });

    test('the backup reminder comes on day 15 even the day after a backup', async ({ page }) => {
      await userOnDay(page, 15, { 'm15-backup-meta': { lastBackupOn: '2026-11-22', lastReminderOn: '' } });
      await expect(page.getByTestId('challenge-today')).toHaveText('Dia 15 de 15 · Jejum Final');
      await expect(page.getByTestId('backup-reminder')).toBeVisible();
    });

    test('axe-core is clean with the notice, light, and its controls are 44 px', async ({ page }) => {
      await userOnDay(page, 7);
      await expect(notice(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectTouchTargets(page);
    });

    test.describe('dark', () => {
      test.use({ colorScheme: 'dark' });
      test('axe-core is clean with the notice, dark', async ({ page }) => {
        await userOnDay(page, 7);
        await expect(notice(page)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  });

  test.describe('from the iPhone’s home screen', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('no notice, and the backup reminder keeps its weekly pace', async ({ page }) => {
      await fromHomeScreen(page, { persist: false });
      await userOnDay(page, 6);
      await expect(page.getByRole('button', { name: CHECKIN.submit })).toBeVisible();
      await expect(page.getByTestId('quote')).toBeVisible();
      await expect(page.getByTestId('home-screen-notice')).toHaveCount(0);
      await expect(page.getByTestId('backup-reminder')).toHaveCount(0);
    });
  });

  test.describe('in Chrome on Android', () => {
    test.use({ userAgent: ANDROID_CHROME });

    test('no notice, and no sooner reminder on day 6', async ({ page }) => {
      await userOnDay(page, 6);
      await expect(page.getByRole('button', { name: CHECKIN.submit })).toBeVisible();
      await expect(page.getByTestId('quote')).toBeVisible();
      await expect(page.getByTestId('home-screen-notice')).toHaveCount(0);
      await expect(page.getByText('Tela de Início')).toHaveCount(0);
      await expect(page.getByTestId('backup-reminder')).toHaveCount(0);
    });

    test('no sooner reminder on day 15', async ({ page }) => {
      await userOnDay(page, 15, { 'm15-backup-meta': { lastBackupOn: '2026-11-22', lastReminderOn: '' } });
      await expect(page.getByTestId('challenge-today')).toHaveText('Dia 15 de 15 · Jejum Final');
      await expect(page.getByTestId('home-screen-notice')).toHaveCount(0);
      await expect(page.getByTestId('backup-reminder')).toHaveCount(0);
    });
  });
});
