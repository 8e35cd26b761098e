import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  gotoApp,
  readStorage,
  seedStorage,
  test,
  toast,
  unfold,
} from '../fixtures';
import { makeImage, photoInput } from './results-helpers';
import { FAST_CLOCK } from '../../app/content/fasting-clock';
import { PRE_FAST_CHECK } from '../../app/content/pre-fast-check';
import { checked, NOON, userOnDay } from '../users';

const SEED = {
  'm15-profile': {
    name: 'Ana <img src=x onerror=alert(1)>',
    startDate: '2026-11-01',
    initialWeight: '82.5',
    height: '165',
    waterGoal: '2.9',
  },
  'm15-completed-days': [1, 2, 3],
  'm15-diary': [{ date: '2026-11-02', weight: '81.9', water: '2.5', feeling: 'Ótimo 💪' }],
  'm15-notes': [{ id: 1, text: 'Beber água', date: '2026-11-02T10:00:00.000Z' }],
  'm15-shopping': [{ id: 2, text: 'Ovos', checked: true }],
  recipeRatings: { '101': 'amei', '7': null },
};

const dumpStorage = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .sort()
        .map((k) => [k, localStorage.getItem(k)]),
    ),
  );

/** Every photo in IndexedDB, as bytes. */
const dumpPhotos = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('m15-photos');
      r.onupgradeneeded = () => r.result.createObjectStore('photos');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    const tx = db.transaction('photos', 'readonly');
    const store = tx.objectStore('photos');
    const [keys, values] = await Promise.all(
      [store.getAllKeys(), store.getAll()].map(
        (req) => new Promise<unknown[]>((res) => (req.onsuccess = () => res(req.result))),
      ),
    );
    const out: Record<string, number[]> = {};
    for (let i = 0; i < keys!.length; i++) {
      // Stored as bytes and type (app/storage/photos.ts); older versions stored a Blob.
      const value = values![i] as Blob | { bytes: ArrayBuffer };
      out[String(keys![i])] = [...new Uint8Array(value instanceof Blob ? await value.arrayBuffer() : value.bytes)];
    }
    db.close();
    return out;
  });

const wipe = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        localStorage.clear();
        const r = indexedDB.deleteDatabase('m15-photos');
        r.onsuccess = r.onerror = r.onblocked = () => resolve();
      }),
  );

async function makeBackup(page: Page) {
  await gotoApp(page, '/perfil');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Fazer backup' }).click();
  const download = await downloading;
  await expect(toast(page, 'Backup pronto! 💾')).toBeVisible();
  const path = await download.path();
  return { name: download.suggestedFilename(), path, text: await readFile(path, 'utf8') };
}

async function chooseBackup(page: Page, file: { name: string; buffer: Buffer }) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Restaurar backup' }).click();
  await (await choosing).setFiles({ ...file, mimeType: 'application/json' });
}

/** SEED, and a result with a before photo saved on Resultados, as she saves one. */
async function seedWithBeforePhoto(page: Page) {
  await seedStorage(page, SEED);
  await gotoApp(page, '/resultados');
  const png = await makeImage(page, { width: 200, height: 300, type: 'image/png' });
  await photoInput(page, 'Foto antes').setInputFiles({ name: 'antes.png', mimeType: 'image/png', buffer: png });
  await page.getByLabel('Peso final (kg)').fill('79');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
}

test('backup → wipe → restore gives back every key and the same photo bytes', async ({ page }) => {
  await seedWithBeforePhoto(page);

  const backup = await makeBackup(page);
  // What the phone holds once the backup is made (its day recorded): the file restores exactly that.
  const storedBefore = await dumpStorage(page);
  expect(JSON.parse(storedBefore['m15-backup-meta']!).lastBackupOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const photosBefore = await dumpPhotos(page);
  expect(Object.keys(photosBefore)).toHaveLength(1);

  expect(backup.name).toMatch(/^m15-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(backup.text);
  expect(file).toMatchObject({ format: 'm15-backup', version: 3, appVersion: expect.any(String) });
  expect(Date.parse(file.exportedAt)).toBeGreaterThan(Date.now() - 60_000);
  expect(Object.keys(file.photos)).toEqual(Object.keys(photosBefore));

  await wipe(page);
  await gotoApp(page, '/perfil');
  await expect(page.getByLabel('Nome')).toHaveValue('');

  await chooseBackup(page, { name: backup.name, buffer: Buffer.from(backup.text) });
  const dialog = page.getByRole('dialog', { name: 'Restaurar backup?' });
  await expect(dialog.getByTestId('backup-summary')).toContainText('Perfil de Ana <img src=x onerror=alert(1)>');
  await expect(dialog.getByTestId('backup-summary')).toContainText('3 dias concluídos');
  await expect(dialog.getByTestId('backup-summary')).toContainText('1 registro no diário');
  await expect(dialog.getByTestId('backup-summary')).toContainText('1 foto');
  await expectNoAxeViolations(page);
  // Nothing is replaced before the user confirms.
  expect(await dumpStorage(page)).toEqual({});
  await dialog.getByRole('button', { name: 'Sim, restaurar' }).click();
  await expect(toast(page, 'Backup restaurado! ✅')).toBeVisible();

  expect(await dumpStorage(page)).toEqual(storedBefore);
  expect(await dumpPhotos(page)).toEqual(photosBefore);
  await expect(page.getByLabel('Nome')).toHaveValue('Ana <img src=x onerror=alert(1)>');
  await gotoApp(page, '/resultados');
  await expect(page.getByRole('img', { name: /Foto antes/ }).first()).toBeVisible();
});

test('a photo this phone can no longer read: the backup says so, and the other storage restores everything else', async ({
  page,
  browser,
}) => {
  await seedWithBeforePhoto(page);
  // The after photo's record points at a photo the browser has lost from its store.
  const results = { ...(await readStorage<Record<string, string>>(page, 'm15-results'))!, afterPhoto: 'photo-lost' };
  await page.evaluate((v) => localStorage.setItem('m15-results', JSON.stringify(v)), results);

  await gotoApp(page, '/perfil');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Fazer backup' }).click();
  const download = await downloading;
  const made = toast(page, 'Backup pronto, sem 1 foto');
  await expect(made).toBeVisible();
  await expect(made).toContainText(
    `1 foto não pôde ser lida neste aparelho e ficou fora do arquivo ${download.suggestedFilename()}. Todo o resto está nele`,
  );
  const text = await readFile((await download.path())!, 'utf8');
  const storedHere = await dumpStorage(page);

  // The other storage (the iPhone's home-screen app): empty, it takes the file.
  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const there = await browser.newContext({ baseURL, locale, timezoneId, viewport, serviceWorkers: 'block' });
  const other = await there.newPage();
  await gotoApp(other, '/perfil');
  await chooseBackup(other, { name: download.suggestedFilename(), buffer: Buffer.from(text) });
  const dialog = other.getByRole('dialog', { name: 'Restaurar backup?' });
  await expect(dialog.getByTestId('backup-summary')).toContainText('1 foto não está no arquivo e fica de fora');
  // An empty app: nothing here to list or to back up first (an empty file could take the real one's name).
  await expect(dialog.getByTestId('here-summary')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Fazer backup antes' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Sim, restaurar' }).click();
  await expect(toast(other, 'Backup restaurado! ✅')).toBeVisible();
  // Every key arrives as it was made; of the photos, the one the file held.
  expect(await dumpStorage(other)).toEqual(storedHere);
  expect(Object.keys(await dumpPhotos(other))).toEqual(Object.keys(JSON.parse(text).photos));
  await gotoApp(other, '/resultados');
  await expect(other.getByRole('img', { name: /Foto antes/ }).first()).toBeVisible();
  await expect(other.getByText('Esta foto não está mais neste aparelho.').first()).toBeVisible();
  await there.close();
});

/** Restores `backup`; the checks are `stop` after it, and Hoje shows the stop and no clock. */
async function restoreAndSeeTheStop(page: Page, backup: { name: string; text: string }, stop: unknown) {
  await chooseBackup(page, { name: backup.name, buffer: Buffer.from(backup.text) });
  await page.getByRole('dialog', { name: 'Restaurar backup?' }).getByRole('button', { name: 'Sim, restaurar' }).click();
  await expect(toast(page, 'Backup restaurado! ✅')).toBeVisible();
  expect(await readStorage(page, 'm15-safety-checks')).toEqual(stop);
  await gotoApp(page, '/');
  await expect(page.getByRole('region', { name: PRE_FAST_CHECK.stop.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comecei o jejum' })).toHaveCount(0);
}

test('a "sim" in the check before a fast is in the backup: after a restore, Hoje still offers no clock', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  const stop = { 'jejum-1': { at: NOON.toISOString(), outcome: 'stop' } };
  await seedStorage(page, userOnDay(5, { 'm15-safety-checks': stop, 'm15-electrolytes': [] }));
  const backup = await makeBackup(page);
  expect(JSON.parse(backup.text).data['m15-safety-checks']).toEqual(stop);
  await wipe(page);
  await restoreAndSeeTheStop(page, backup, stop);
});

test('a backup made before a "sim" does not take it away: after its restore, the stop holds', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  // The backup is made on day 4 before the check; then "grávida ou amamentando": sim, an absolute stop.
  await seedStorage(page, userOnDay(4, { 'm15-safety-checks': checked('jejum-1', 0) }));
  const backup = await makeBackup(page);
  const stop = { 'jejum-1': { at: NOON.toISOString(), outcome: 'stop', absolute: true, until: '2026-11-25' } };
  await page.evaluate((v) => localStorage.setItem('m15-safety-checks', JSON.stringify(v)), stop);
  await restoreAndSeeTheStop(page, backup, stop);
});

test('a backup holding a running fast, restored where an absolute "sim" holds: the stop, no clock, the fast ended', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  // Day 4: the check said go on the eve, and Jejum I runs since 20:00 of the eve (Safari's storage).
  const eve = (h: number) => new Date(NOON.getTime() - (36 - h) * 3_600_000).toISOString();
  const fast = { startedAt: eve(20), endedAt: '', block: 'jejum-1', plannedEndAt: '2026-11-25T23:00:00.000Z' };
  const go = { 'jejum-1': { at: eve(18), outcome: 'go' } };
  const user = userOnDay(4, { 'm15-safety-checks': go, 'm15-fasting': fast });
  await seedStorage(page, user);
  const backup = await makeBackup(page);
  expect(JSON.parse(backup.text).data['m15-fasting']).toEqual(fast);
  // The home-screen app keeps its own storage: there, "grávida ou amamentando": sim, an absolute stop.
  await wipe(page);
  const stop = { 'jejum-1': { at: NOON.toISOString(), outcome: 'stop', absolute: true, until: '2026-11-25' } };
  await page.evaluate(
    (v) => {
      localStorage.setItem('m15-profile', JSON.stringify(v.profile));
      localStorage.setItem('m15-safety-checks', JSON.stringify(v.stop));
    },
    { profile: user['m15-profile'], stop },
  );
  await gotoApp(page, '/perfil');
  await restoreAndSeeTheStop(page, backup, stop);
  await expect(page.getByRole('region', { name: FAST_CLOCK.region })).toHaveCount(0);
  await expect(page.getByRole('button', { name: FAST_CLOCK.end })).toHaveCount(0);
  expect(await readStorage(page, 'm15-fasting')).toEqual({ ...fast, endedAt: NOON.toISOString() });
});

test('a backup made before the waist restores unchanged, and a new one carries the waist', async ({ page }) => {
  const old = await readFile('tests/data/backup-before-waist.json');
  const made = JSON.parse(old.toString('utf8'));
  await seedStorage(page, SEED);
  await gotoApp(page, '/perfil');
  await chooseBackup(page, { name: 'm15-backup-2026-11-04.json', buffer: old });
  const dialog = page.getByRole('dialog', { name: 'Restaurar backup?' });
  await expect(dialog.getByTestId('backup-summary')).toContainText('3 registros no diário');
  await dialog.getByRole('button', { name: 'Sim, restaurar' }).click();
  await expect(toast(page, 'Backup restaurado! ✅')).toBeVisible();
  const restored = await dumpStorage(page);
  for (const [key, value] of Object.entries(made.data)) expect(JSON.parse(restored[key]!), key).toEqual(value);
  expect(Object.keys(restored).sort()).toEqual(Object.keys(made.data).sort());
  expect(Object.keys(await dumpPhotos(page))).toEqual(Object.keys(made.photos));
  // Every screen reads it: the diary shows its three entries, the photo shows.
  await gotoApp(page, '/diario');
  await expect(page.getByTestId('diary-entry')).toHaveCount(3);
  await expect(page.getByTestId('diary-entry').first()).toContainText('Peso: 82,6 kg · Água: 2,5 L');
  await gotoApp(page, '/resultados');
  await expect(page.getByRole('img', { name: /Foto antes/ }).first()).toBeVisible();
  await expect(page.getByTestId('cm-eliminados')).toHaveCount(0);

  // A waist saved now goes into the next backup, and comes back with it.
  await page.evaluate(() => {
    const diary = JSON.parse(localStorage.getItem('m15-diary')!);
    diary[0].waist = '90.5';
    localStorage.setItem('m15-diary', JSON.stringify(diary));
  });
  const backup = JSON.parse((await makeBackup(page)).text);
  expect(backup.data['m15-diary'][0]).toMatchObject({ date: '2026-11-04', waist: '90.5' });
});

test('a damaged, foreign or newer file gets a clear message and changes nothing', async ({ page }) => {
  await seedStorage(page, SEED);
  const good = JSON.parse((await makeBackup(page)).text);
  const before = await dumpStorage(page);
  const cases: [string, unknown, string][] = [
    ['foto.jpg', 'não é json', 'Arquivo inválido'],
    ['outro.json', { app: 'outro', data: [] }, 'Arquivo não reconhecido'],
    ['novo.json', { ...good, version: 4 }, 'Backup de uma versão mais nova'],
    ['diario.json', { ...good, data: { ...good.data, 'm15-diary': [{ date: 'ontem' }] } }, 'Backup danificado'],
    // A backup cut short on its way (a share or a download stopped halfway) is M15's, damaged.
    ['metade.json', JSON.stringify(good).slice(0, 200), 'Backup danificado'],
  ];
  for (const [name, content, title] of cases) {
    await chooseBackup(page, {
      name,
      buffer: Buffer.from(typeof content === 'string' ? content : JSON.stringify(content)),
    });
    await expect(toast(page, title).last()).toBeVisible();
    await expect(toast(page, title).last()).toContainText('Nada foi alterado');
    await expect(page.getByRole('dialog', { name: 'Restaurar backup?' })).toHaveCount(0);
    expect(await dumpStorage(page)).toEqual(before);
    // Read, she closes it: an error toast stays 7 s and can lie over "Restaurar backup" for the next file.
    await closeToasts(page);
  }
});

test('a file whose photo is not an image: the records come back, the fake photo is never stored', async ({ page }) => {
  await seedStorage(page, SEED);
  const good = JSON.parse((await makeBackup(page)).text);
  await closeToasts(page);
  const results = { finalWeight: '70', beforePhoto: 'photo-x', afterPhoto: '' };
  const file = {
    ...good,
    data: { ...good.data, 'm15-results': results },
    photos: { 'photo-x': { type: 'image/png', data: Buffer.from('<script>alert(1)</script>').toString('base64') } },
  };
  await chooseBackup(page, { name: 'foto-falsa.json', buffer: Buffer.from(JSON.stringify(file)) });
  const dialog = page.getByRole('dialog', { name: 'Restaurar backup?' });
  await expect(dialog.getByTestId('backup-summary')).toContainText('0 fotos');
  await expect(dialog.getByTestId('backup-summary')).toContainText('1 foto não está no arquivo e fica de fora');
  await dialog.getByRole('button', { name: 'Sim, restaurar' }).click();
  await expect(toast(page, 'Backup restaurado! ✅')).toBeVisible();
  expect(await readStorage(page, 'm15-results')).toEqual(results);
  expect(await readStorage(page, 'm15-diary')).toEqual(SEED['m15-diary']);
  expect(await dumpPhotos(page)).toEqual({});
});

test('cancelling the restore keeps the current data', async ({ page }) => {
  await seedStorage(page, SEED);
  const backup = await makeBackup(page);
  await page.evaluate(() => localStorage.setItem('m15-notes', JSON.stringify([{ id: 9, text: 'Nova', date: 'x' }])));
  const before = await dumpStorage(page);
  await chooseBackup(page, { name: backup.name, buffer: Buffer.from(backup.text) });
  await page.getByRole('dialog', { name: 'Restaurar backup?' }).getByRole('button', { name: 'Cancelar' }).click();
  expect(await dumpStorage(page)).toEqual(before);
});

test('restoring over data here: the dialog says what this phone holds, and makes a backup of it first', async ({
  page,
}) => {
  await seedStorage(page, SEED);
  const older = await makeBackup(page);
  await closeToasts(page);
  // Since that backup: two more notes, which its restore would replace.
  const notes = [
    { id: 8, text: 'Nova', date: '2026-11-03T10:00:00.000Z' },
    { id: 9, text: 'Outra', date: '2026-11-04T10:00:00.000Z' },
  ];
  await page.evaluate((v) => localStorage.setItem('m15-notes', JSON.stringify(v)), notes);
  await chooseBackup(page, { name: older.name, buffer: Buffer.from(older.text) });
  const dialog = page.getByRole('dialog', { name: 'Restaurar backup?' });
  await expect(dialog.getByTestId('backup-summary')).toContainText('1 anotação');
  await expect(dialog.getByText('Neste aparelho agora:')).toBeVisible();
  await expect(dialog.getByTestId('here-summary')).toContainText('2 anotações');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Fazer backup antes' }).click();
  const download = await downloading;
  await expect(dialog.getByTestId('backup-first-status')).toContainText(
    `Backup pronto: ${download.suggestedFilename()}`,
  );
  // The file made first holds what this phone holds now: the way back.
  const first = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(first.data['m15-notes']).toEqual(notes);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sim, restaurar' }).click();
  await expect(toast(page, 'Backup restaurado! ✅')).toBeVisible();
  expect(await readStorage(page, 'm15-notes')).toEqual(SEED['m15-notes']);
});

test('the section folds the space used and whether storage is protected, and asks for protection', async ({ page }) => {
  await gotoApp(page, '/perfil');
  const section = page.getByRole('region', { name: 'Seus dados' });
  // Backup and restore in view; the figures start folded.
  await expect(section.getByRole('button', { name: 'Fazer backup' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Restaurar backup' })).toBeVisible();
  await expect(section.getByTestId('storage-usage')).toBeHidden();
  await unfold(section.getByRole('button', { name: 'Espaço usado e proteção' }));
  await expect(section.getByTestId('storage-usage')).toBeVisible();
  await expect(section.getByTestId('storage-usage')).toContainText('Espaço usado pelos seus dados:');
  await expect(section.getByTestId('storage-persisted')).toContainText('protegid');
  const ask = section.getByRole('button', { name: 'Proteger meus dados' });
  if (await ask.isVisible()) {
    await ask.click();
    await expect(page.locator('.m15-notifications .mantine-Notification-root').first()).toContainText(
      /Dados protegidos|O navegador não permitiu agora/,
    );
  }
});

test('Seus dados says how to take the data to a computer or a new phone, in three steps', async ({ page }) => {
  await gotoApp(page, '/perfil');
  // Exact: the opened fold is a region too, "Levar seus dados para outro aparelho".
  const section = page.getByRole('region', { name: 'Seus dados', exact: true });
  await expect(section.getByRole('heading', { level: 3, name: 'Levar seus dados para outro aparelho' })).toBeVisible();
  // The steps fold under their heading, closed at first (docs/design.md): one tap opens them.
  await section.getByRole('button', { name: 'Levar seus dados para outro aparelho' }).click();
  await expect(section).toContainText('o M15 começa vazio até você restaurar um backup');
  await expect(section.getByTestId('transfer-other').getByRole('listitem')).toHaveText([
    'Faça o backup aqui, no botão Fazer backup.',
    'Envie o arquivo para o outro aparelho (WhatsApp, email, Drive).',
    'No outro aparelho, instale o M15 primeiro (veja Instalar no celular), abra-o pelo ícone, toque em Restaurar backup e escolha o arquivo.',
  ]);
  // One backup button in the section: the steps point to it.
  await expect(section.getByRole('button', { name: 'Fazer backup' })).toHaveCount(1);
});

test.describe('the backup reminder', () => {
  test('appears once a photo is stored, goes away for a week with "Agora não", and after a backup', async ({
    page,
  }) => {
    await seedStorage(page, {
      ...SEED,
      'm15-results': { finalWeight: '79', beforePhoto: 'photo-abc', afterPhoto: '' },
    });
    await gotoApp(page, '/');
    const reminder = page.getByTestId('backup-reminder');
    await expect(reminder).toContainText('Que tal fazer um backup? 💾');
    await expectNoAxeViolations(page);
    await reminder.getByRole('button', { name: 'Agora não' }).click();
    // Hidden at the tap; reloaded once the answer is stored, which is what a reload reads.
    await expect(reminder).toHaveCount(0);
    await expect
      .poll(() => readStorage<{ lastReminderOn?: string }>(page, 'm15-backup-meta'))
      .toMatchObject({ lastReminderOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('backup-reminder')).toHaveCount(0);
  });

  test('"Agora não" that cannot be stored (storage full) says so, and the reminder stays', async ({ page }) => {
    await seedStorage(page, { ...SEED, 'm15-profile': { ...SEED['m15-profile'], startDate: '2026-01-01' } });
    // After the seed: localStorage answers every write as a full disk does.
    await page.addInitScript(() => {
      const native = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        native.call(this, key, value);
      };
    });
    await gotoApp(page, '/');
    await page.getByTestId('backup-reminder').getByRole('button', { name: 'Agora não' }).click();
    await expect(toast(page, 'Armazenamento cheio')).toBeVisible();
    await expect(page.getByTestId('backup-reminder')).toBeVisible();
  });

  test('is not shown during the challenge before any photo', async ({ page }) => {
    // Today in the browser's time zone: day 1 of the challenge.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    await seedStorage(page, { ...SEED, 'm15-profile': { ...SEED['m15-profile'], startDate: today } });
    await gotoApp(page, '/');
    await expect(page.getByTestId('challenge-today')).toBeVisible();
    await expect(page.getByTestId('backup-reminder')).toHaveCount(0);
  });

  test('leads to the backup section, and making a backup quiets it', async ({ page }) => {
    await seedStorage(page, { ...SEED, 'm15-profile': { ...SEED['m15-profile'], startDate: '2026-01-01' } });
    await gotoApp(page, '/jornada');
    await page.getByTestId('backup-reminder').getByRole('link', { name: 'Fazer backup agora' }).click();
    await expect(page).toHaveURL(/\/perfil#seus-dados-secao$/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Fazer backup' }).click();
    await downloading;
    await expect(page.getByTestId('backup-reminder')).toHaveCount(0);
  });
});
