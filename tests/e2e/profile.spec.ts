import {
  expect,
  expectNoAxeViolations,
  expectNonWaistsRefused,
  gotoApp,
  readStorage,
  seedStorage,
  storageKeys,
  test,
  toast,
} from '../fixtures';
import type { Page } from '@playwright/test';
import { HOME_SCREEN_NOTICE } from '../../app/content/data-safety';
import { makeImage, photoInput, readPhotoBlobs } from './results-helpers';
import { ANDROID_CHROME, fromHomeScreen, IPHONE_SAFARI, persistAsked } from '../browsers';
import { expectTouchTargets } from '../touch';
import { DAY_7_USER, NOON } from '../users';

const field = (page: import('@playwright/test').Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('profile', () => {
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
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    const t = toast(page, 'Preencha todos os campos');
    await expect(t).toBeVisible();
    await expect(t).toContainText('Nome, data de início, peso e altura são obrigatórios.');
    await expect(t).toHaveAttribute('role', 'alert');
    // A new profile's start date is prefilled with today (issue 12): name and weight are what is missing.
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
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
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
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expect(toast(page, 'Confira os campos destacados')).toBeVisible();
    await expect(field(page, 'Peso inicial (kg)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Informe um peso entre 1 e 400 kg (ex: 80,5).')).toBeVisible();
    await expect(page.getByText('Informe uma altura entre 50 e 250 cm (ex: 165).')).toBeVisible();
    await expect(field(page, 'Peso inicial (kg)')).toBeFocused();
    expect(await readStorage(page, 'm15-profile')).toEqual(stored);
  });

  test('takes an optional starting waist, refuses one that is not a waist, and keeps it (issue 24)', async ({
    page,
  }) => {
    const stored = { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' };
    await seedStorage(page, { 'm15-profile': stored });
    await gotoApp(page, '/perfil');
    const waist = field(page, 'Cintura inicial (cm)');
    await expect(waist).toHaveValue('');
    await expect(waist).toHaveAccessibleDescription(/Opcional/);
    await expectNonWaistsRefused(page, waist, page.getByRole('button', { name: 'Salvar Perfil' }));
    expect(await readStorage(page, 'm15-profile')).toEqual(stored);
    await waist.fill('92,5');
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
    expect(await readStorage(page, 'm15-profile')).toEqual({ ...stored, initialWaist: '92.5' });
    await page.reload();
    await expect(field(page, 'Cintura inicial (cm)')).toHaveValue('92,5');
  });

  test('reset asks first; Cancelar keeps everything', async ({ page }) => {
    const profile = { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' };
    await seedStorage(page, { 'm15-profile': profile, 'm15-completed-days': [1, 2] });
    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Apagar perfil, jornada, diário, anotações e depoimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tem certeza?' });
    await expect(dialog).toContainText('perfil, jornada, diário, anotações e depoimento');
    await expect(dialog).toContainText('não pode ser desfeita');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    expect(await readStorage(page, 'm15-profile')).toEqual(profile);
    expect(await readStorage(page, 'm15-completed-days')).toEqual([1, 2]);
    await expect(field(page, 'Nome')).toHaveValue('Ana');
  });

  test('reset erases the five keys and the completed days, keeps the rest and clears the form', async ({ page }) => {
    const kept = {
      recipeRatings: { '101': 'amei' },
      'm15-shopping': [{ id: 1, text: 'Ovos', checked: false }],
      'm15-results': { finalWeight: '75', beforePhoto: '', afterPhoto: '' },
      'm15-photo-history': [{ id: 1, date: '02/11/2026', beforePhoto: '', afterPhoto: '', weight: '75' }],
      'm15-protocol-history': [
        {
          id: 2,
          startDate: 'N/A',
          endDate: '16/11/2026',
          initialWeight: '80',
          finalWeight: '75',
          weightLoss: '5.0',
          message: 'Parabéns',
        },
      ],
    };
    await seedStorage(page, {
      ...kept,
      'm15-profile': { name: 'Ana', startDate: '2026-11-01', initialWeight: '80', height: '165', waterGoal: '2.8' },
      'm15-journey': { started: true },
      'm15-diary': [{ date: '2026-11-02', weight: '79', water: '2' }],
      'm15-notes': [{ id: 1, text: 'oi', date: '01/11/2026' }],
      'm15-testimonial': { name: 'Ana', text: 'Amei' },
      'm15-completed-days': [1, 2, 3],
    });
    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Apagar perfil, jornada, diário, anotações e depoimento' }).click();
    await page.getByRole('dialog', { name: 'Tem certeza?' }).getByRole('button', { name: 'Sim, apagar tudo' }).click();
    const t = toast(page, 'Tudo foi apagado! 🔄');
    await expect(t).toContainText('Você pode começar novamente do zero.');
    await expect(field(page, 'Nome')).toHaveValue('');
    await expect(field(page, 'Peso inicial (kg)')).toHaveValue('');
    await expect(field(page, 'Meta de água (litros)')).toHaveValue('');
    expect(await storageKeys(page)).toEqual(Object.keys(kept).sort());
    for (const [key, value] of Object.entries(kept)) expect(await readStorage(page, key)).toEqual(value);

    await page.getByRole('link', { name: 'Jornada', exact: true }).click();
    await expect(page.getByTestId('days-done')).toHaveText('Dias completados: 0/15');
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
      await page.getByRole('button', { name: 'Salvar Perfil' }).click();
      await expect(field(page, 'Altura (cm)')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Apagar perfil, jornada, diário, anotações e depoimento' }).click();
      await expect(page.getByRole('dialog', { name: 'Tem certeza?' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('Perfil knows the day, and says what each erase does', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
  });

  test('a new profile starts today, and the first save leads to Hoje', async ({ page }) => {
    await gotoApp(page, '/perfil');
    await expect(page.getByLabel('Data de início', { exact: true })).toHaveValue('2026-11-23');
    await page.getByLabel('Nome', { exact: true }).fill('Ana');
    await page.getByLabel('Peso inicial (kg)', { exact: true }).fill('82');
    await page.getByLabel('Altura (cm)', { exact: true }).fill('165');
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
    expect(await readStorage(page, 'm15-profile')).toMatchObject({ startDate: '2026-11-23' });
    const next = page.getByTestId('next-step');
    await expect(next).toContainText('Perfil pronto!');
    await next.getByRole('link', { name: 'Ir para Hoje' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
    await expect(page.getByTestId('challenge-today')).toHaveText('Dia 1 de 15 · Cetocarnívora I');
  });

  test('a save closes the form’s earlier error toast', async ({ page }) => {
    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expect(toast(page, 'Preencha todos os campos')).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Ana');
    await page.getByLabel('Peso inicial (kg)', { exact: true }).fill('82');
    await page.getByLabel('Altura (cm)', { exact: true }).fill('165');
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
    await expect(toast(page, 'Preencha todos os campos')).toHaveCount(0);
  });

  test('restarting before the end says what goes and what stays, and does just that', async ({ page }) => {
    await seedStorage(page, {
      ...DAY_7_USER,
      'm15-notes': [{ id: 1, text: 'Nota', date: '2026-11-20T10:00:00.000Z' }],
      'm15-photo-history': [{ id: 1, date: '20/11/2026', beforePhoto: '', afterPhoto: '', weight: '80' }],
      recipeRatings: { '101': 'amei' },
    });
    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Recomeçar o desafio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recomeçar o desafio hoje?' });
    await expect(dialog).toContainText('Será apagado deste aparelho:');
    await expect(dialog).toContainText('o diário');
    await expect(dialog).toContainText('Fica como está:');
    await expect(dialog).toContainText('o histórico de fotos e o histórico de protocolos');
    await expect(dialog).toContainText('não entra no histórico de protocolos');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sim, recomeçar' }).click();
    await expect(toast(page, 'Desafio recomeçado 🔄')).toBeVisible();
    expect(await readStorage(page, 'm15-diary')).toBeNull();
    expect(await readStorage(page, 'm15-completed-days')).toBeNull();
    expect(await readStorage(page, 'm15-notes')).toBeNull();
    expect(await readStorage(page, 'm15-protocol-history')).toBeNull();
    expect(await readStorage(page, 'm15-photo-history')).toHaveLength(1);
    expect(await readStorage(page, 'recipeRatings')).toEqual({ '101': 'amei' });
    expect(await readStorage(page, 'm15-profile')).toMatchObject({ name: 'Ana', startDate: '2026-11-23' });
  });

  test('the reset button says what it erases; the specification’s dialog and keys are unchanged', async ({ page }) => {
    await seedStorage(page, DAY_7_USER);
    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Apagar perfil, jornada, diário, anotações e depoimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tem certeza?' });
    await expect(dialog).toContainText(
      'Esta ação vai apagar seu perfil, jornada, diário, anotações e depoimento. Ela não pode ser desfeita.',
    );
    await dialog.getByRole('button', { name: 'Sim, apagar tudo' }).click();
    await expect(toast(page, 'Tudo foi apagado! 🔄')).toContainText('Você pode começar novamente do zero.');
  });

  test('"Apagar tudo deste aparelho" lists everything, then erases every key, kept copy and photo', async ({
    page,
  }) => {
    await seedStorage(page, { ...DAY_7_USER, 'm15-notes.corrupt': '{oops', recipeRatings: { '101': 'amei' } });
    await gotoApp(page, '/resultados');
    await page.getByLabel('Peso Final (kg)').fill('78');
    const png = await makeImage(page, { width: 120, height: 160, type: 'image/png' });
    await photoInput(page, 'Foto Antes').setInputFiles({ name: 'antes.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Salvar Resultados' }).click();
    await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
    expect(await readPhotoBlobs(page)).toHaveLength(1);

    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Apagar tudo deste aparelho' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apagar tudo deste aparelho?' });
    await expect(dialog).toContainText('as fotos de antes e depois e o histórico de fotos');
    await expect(dialog).toContainText('as anotações, a lista de compras e as avaliações de receitas');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await readPhotoBlobs(page)).toHaveLength(1);

    await page.getByRole('button', { name: 'Apagar tudo deste aparelho' }).click();
    await page
      .getByRole('dialog', { name: 'Apagar tudo deste aparelho?' })
      .getByRole('button', { name: 'Sim, apagar tudo' })
      .click();
    await expect(toast(page, 'Tudo foi apagado deste aparelho')).toBeVisible();
    await expect.poll(() => storageKeys(page)).toEqual([]);
    expect(await readPhotoBlobs(page)).toHaveLength(0);
  });
});

test.describe('Seus dados and Safari’s 7-day rule (issue 36)', () => {
  const dataSection = (page: Page) => page.getByRole('region', { name: 'Seus dados' });
  const notice = (page: Page) => dataSection(page).getByRole('region', { name: HOME_SCREEN_NOTICE.title });

  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, DAY_7_USER);
  });

  test.describe('in Safari on an iPhone', () => {
    test.use({ userAgent: IPHONE_SAFARI });

    test('says the data goes after 7 days, with the way to the home screen and the backup button under it', async ({
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
      const backup = dataSection(page).getByRole('button', { name: 'Fazer backup' });
      await expect(backup).toBeVisible();
      expect((await backup.boundingBox())!.y).toBeGreaterThan(
        (await notice(page).boundingBox())!.y + (await notice(page).boundingBox())!.height,
      );
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
        'Armazenamento não protegido: o navegador pode apagar os dados se faltar espaço.',
      );
      await expect(dataSection(page)).not.toContainText('7 dias');
      await expect(dataSection(page)).not.toContainText('Tela de Início');
      await dataSection(page).getByRole('button', { name: 'Proteger meus dados' }).click();
      await expect(toast(page, 'Dados protegidos! 🔒')).toBeVisible();
      expect(await persistAsked(page)).toBe(1);
      await expect(status).toHaveText('Armazenamento protegido 🔒');
    });
  });

  test.describe('in Chrome on Android', () => {
    test.use({ userAgent: ANDROID_CHROME });

    test('no notice: the space used, the protection and the backup as before', async ({ page }) => {
      await gotoApp(page, '/perfil');
      await expect(dataSection(page).getByTestId('storage-persisted')).toContainText('Armazenamento');
      await expect(dataSection(page).getByRole('button', { name: 'Fazer backup' })).toBeVisible();
      await expect(dataSection(page)).not.toContainText('7 dias');
      await expect(dataSection(page)).not.toContainText('Tela de Início');
      await expect(page.getByTestId('home-screen-notice')).toHaveCount(0);
    });
  });
});
