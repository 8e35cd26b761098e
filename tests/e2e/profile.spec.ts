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
import { readFileSync } from 'node:fs';
import { ERASE_DIALOG, ERASE_TEXT, type EraseText } from '../../app/content/erase';
import { ERASED_KEYS } from '../../app/domain/erase';
import { HOME_SCREEN_NOTICE } from '../../app/content/data-safety';
import { readPhotoBlobs } from './results-helpers';
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
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
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

  test('takes an optional starting waist, refuses one that is not a waist, and keeps it (issue 24)', async ({
    page,
  }) => {
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
    await page.getByLabel('Nome', { exact: true }).fill('Ana');
    await page.getByLabel('Peso inicial (kg)', { exact: true }).fill('82');
    await page.getByLabel('Altura (cm)', { exact: true }).fill('165');
    await page.getByRole('button', { name: 'Salvar perfil' }).click();
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

/**
 * Everything a user on day 7 keeps, with a final weight and two photos: the
 * before photo also in the photo history, the after photo only in the results.
 */
const EVERYTHING = {
  ...DAY_7_USER,
  'm15-journey': { started: true },
  'm15-results': { finalWeight: '79', beforePhoto: 'photo-antes', afterPhoto: 'photo-depois' },
  'm15-photo-history': [{ id: 1, date: '22/11/2026', beforePhoto: 'photo-antes', afterPhoto: '', weight: '79' }],
  'm15-protocol-history': [
    {
      id: 2,
      startDate: 'N/A',
      endDate: '16/10/2026',
      initialWeight: '85',
      finalWeight: '81',
      weightLoss: '4.0',
      message: 'Parabéns',
    },
  ],
  'm15-notes': [{ id: 1, text: 'Nota', date: '2026-11-20T10:00:00.000Z' }],
  'm15-shopping': [{ id: 1, text: 'Ovos', checked: false }],
  recipeRatings: { '101': 'amei' },
  'm15-testimonial': { name: 'Ana', text: 'Amei o desafio' },
  'm15-fasting': { startedAt: '2026-11-23T10:00:00.000Z', endedAt: '' },
  'm15-safety-checks': { 'jejum-1': '2026-11-19T15:00:00.000Z', 'jejum-final': '' },
  'm15-backup-meta': { lastBackupOn: '2026-11-23', lastReminderOn: '' },
};
const PHOTOS = ['photo-antes', 'photo-depois'];

/** Puts small real images in the app's photo store (IndexedDB, as storage/photos.ts keeps them). */
async function putPhotos(page: Page, ids: string[]) {
  await page.evaluate(async (ids) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('m15-photos');
      r.onupgradeneeded = () => r.result.createObjectStore('photos');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const canvas = new OffscreenCanvas(8, 8);
    canvas.getContext('2d')!.fillRect(0, 0, 8, 8);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('photos', 'readwrite');
      for (const id of ids) tx.objectStore('photos').put(blob, id);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, ids);
}

const photoIds = async (page: Page) => (await readPhotoBlobs(page)).map((p) => p.id).sort();

/** Opens an action's dialog: the button is named by what it erases, and the dialog says what goes and stays. */
async function openErase(page: Page, text: EraseText) {
  await page.getByRole('button', { name: text.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(text.intro);
  await expect(dialog.getByTestId('erases').getByRole('listitem')).toHaveText(text.erases.map((l) => l.text));
  if (text.keeps.length > 0)
    await expect(dialog.getByTestId('keeps').getByRole('listitem')).toHaveText(text.keeps.map((l) => l.text));
  else await expect(dialog.getByTestId('keeps')).toHaveCount(0);
  // The first of its buttons makes a backup; the last is the one that erases.
  const buttons = dialog.getByRole('button').filter({ hasNotText: /^$/ });
  await expect(buttons.first()).toHaveText(ERASE_DIALOG.backupFirst);
  await expect(buttons.last()).toHaveText(text.confirm);
  return dialog;
}

/** Each key after the action: gone when the action erases it, as it was otherwise. */
async function expectErasedAndKept(page: Page, erased: readonly string[], changed: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(EVERYTHING)) {
    const expected = erased.includes(key) ? null : (changed[key] ?? value);
    expect(await readStorage(page, key), key).toEqual(expected);
  }
}

test.describe('the actions that erase keep and erase what their names say (issue 32)', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, EVERYTHING);
    await gotoApp(page, '/perfil');
    await putPhotos(page, PHOTOS);
  });

  test('"Apagar diário e resultados e recomeçar hoje" erases the diary, the days and the results, keeps the profile and the photo history', async ({
    page,
  }) => {
    const dialog = await openErase(page, ERASE_TEXT.restartEarly);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: ERASE_TEXT.restartEarly.confirm }).click();
    await expect(toast(page, 'Desafio recomeçado 🔄')).toBeVisible();
    await expect.poll(() => readStorage(page, 'm15-results')).toBeNull();
    await expectErasedAndKept(page, ERASED_KEYS.restartEarly, {
      'm15-profile': { ...EVERYTHING['m15-profile'], startDate: '2026-11-23' },
    });
    for (const key of ['m15-diary', 'm15-completed-days', 'm15-results', 'm15-notes', 'm15-shopping'])
      expect(await readStorage(page, key), key).toBeNull();
    expect(await readStorage(page, 'm15-photo-history')).toEqual(EVERYTHING['m15-photo-history']);
    // The photo the history keeps stays; the one only the results showed is gone.
    await expect.poll(() => photoIds(page)).toEqual(['photo-antes']);
    await page.getByRole('link', { name: 'Jornada', exact: true }).click();
    await expect(page.getByTestId('days-done')).toHaveText('Dias completados: 0/15');
  });

  test('the specification’s reset, "Apagar perfil e diário, manter resultados e fotos", keeps the results and every photo', async ({
    page,
  }) => {
    const dialog = await openErase(page, ERASE_TEXT.reset);
    // Spec §4 "Profile reset", word for word.
    await expect(dialog).toContainText(
      'Esta ação vai apagar seu perfil, jornada, diário, anotações e depoimento. Ela não pode ser desfeita.',
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expectErasedAndKept(page, []);

    await openErase(page, ERASE_TEXT.reset);
    await dialog.getByRole('button', { name: 'Sim, apagar tudo' }).click();
    await expect(toast(page, 'Tudo foi apagado! 🔄')).toContainText('Você pode começar novamente do zero.');
    await expect(field(page, 'Nome')).toHaveValue('');
    await expect(field(page, 'Peso inicial (kg)')).toHaveValue('');
    await expectErasedAndKept(page, ERASED_KEYS.reset);
    for (const key of ['m15-profile', 'm15-journey', 'm15-diary', 'm15-notes', 'm15-testimonial', 'm15-completed-days'])
      expect(await readStorage(page, key), key).toBeNull();
    expect(await readStorage(page, 'm15-results')).toEqual(EVERYTHING['m15-results']);
    expect(await photoIds(page)).toEqual(PHOTOS);
  });

  test('"Apagar tudo deste aparelho" erases every key, every kept copy and every photo', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('m15-notes.corrupt', '{oops'));
    const dialog = await openErase(page, ERASE_TEXT.eraseAll);
    await dialog.getByRole('button', { name: ERASE_TEXT.eraseAll.confirm }).click();
    await expect(toast(page, 'Tudo foi apagado deste aparelho')).toBeVisible();
    await expect.poll(() => storageKeys(page)).toEqual([]);
    expect(await photoIds(page)).toEqual([]);
  });

  test('"Fazer backup antes" makes the real backup, says so in the dialog, and erases nothing', async ({ page }) => {
    const dialog = await openErase(page, ERASE_TEXT.reset);
    await expect(dialog.getByTestId('backup-first-status')).toHaveText('');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: ERASE_DIALOG.backupFirst }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('m15-backup-2026-11-23.json');
    const backup = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(JSON.stringify(backup)).toContain('Amei o desafio');
    await expect(dialog.getByTestId('backup-first-status')).toHaveText(
      ERASE_DIALOG.backupMade('m15-backup-2026-11-23.json'),
    );
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expectErasedAndKept(page, []);
    expect(await photoIds(page)).toEqual(PHOTOS);
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
