import { readFileSync } from 'node:fs';
import { ERASE_DIALOG, ERASE_TEXT } from '../../app/content/erase';
import { REFEED_FIRST, RESTART_MESSAGES, RESTART_NOW_MESSAGE } from '../../app/content/restart-messages';
import { ERASED_KEYS } from '../../app/domain/erase';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test, toast } from '../fixtures';
import { NOON, userOnDay } from '../users';
import { confettiChunk, makeImage, PROFILE, readPhotoBlobs, showChart, TINY_PNG_DATA_URL } from './results-helpers';

const today = () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const EVERYTHING = {
  'm15-profile': PROFILE,
  'm15-diary': [{ date: '2026-03-02', weight: '79', water: '2' }],
  'm15-results': { finalWeight: '74.5', beforePhoto: '', afterPhoto: '' },
  'm15-notes': [{ id: 1, text: 'nota', date: '01/03/2026' }],
  'm15-shopping': [{ id: 1, text: 'Ovos', checked: false }],
  // All 15 days ticked: the challenge won, the state the specification's closing card describes
  // (day 16 with fewer days ticked is in true-states.spec.ts).
  'm15-completed-days': Array.from({ length: 15 }, (_, i) => i + 1),
  'm15-photo-history': [{ id: 1, date: '05/03/2026', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: '', weight: '78' }],
  'm15-protocol-history': [],
  'm15-testimonial': { name: 'Ana', text: 'Amei' },
};
const confetti = (page: import('@playwright/test').Page) => page.locator('canvas.m15-confetti');

async function openRestart(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Recomeçar o M15' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Deseja reiniciar o protocolo? Seu progresso atual será salvo no histórico.');
  const message = await dialog.getByTestId('mensagem-recomeco').innerText();
  expect(RESTART_MESSAGES).toContain(message);
  return { dialog, message };
}

test('restarting records the protocol, celebrates for 3 s, clears the protocol data and opens the profile', async ({
  page,
}) => {
  await seedStorage(page, EVERYTHING);
  await gotoApp(page, '/resultados');
  await expect(page.getByRole('region', { name: 'Parabéns! Você venceu o desafio! 🏆' })).toContainText(
    'cetocarnívora por mais 7',
  );
  const { dialog, message } = await openRestart(page);
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Sim, recomeçar' }).click();
  await expect(toast(page, 'Desafio recomeçado! 🔄')).toContainText(message);
  await expect(confetti(page)).toHaveCount(1);

  // All of it is already stored: closing the app now would leave the new state, never half of it.
  expect(await readStorage(page, 'm15-protocol-history')).toEqual([
    {
      id: expect.any(Number),
      startDate: '01/03/2026',
      endDate: today(),
      initialWeight: '80',
      finalWeight: '74.5',
      weightLoss: '5.5',
      message,
      daysCompleted: 15,
    },
  ]);
  for (const key of ['m15-diary', 'm15-results', 'm15-notes', 'm15-shopping', 'm15-completed-days']) {
    expect(await readStorage(page, key), key).toBeNull();
  }
  expect(await readStorage(page, 'm15-profile')).toEqual(PROFILE);
  expect(await readStorage(page, 'm15-photo-history')).toEqual(EVERYTHING['m15-photo-history']);
  expect(await readStorage(page, 'm15-testimonial')).toEqual(EVERYTHING['m15-testimonial']);

  // The screen stays as it was during the celebration…
  await expect(page).toHaveURL('/resultados');
  await expect(page.getByTestId('kg-eliminados')).toHaveText('5,5 kg');
  // …then goes to the profile after ~3 s.
  // Not before the 3 s are over; how late, on a loaded test machine, is the bench's business.
  await expect(page).toHaveURL('/perfil', { timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  await expect(page.getByRole('heading', { level: 1, name: 'Seu Perfil' })).toBeVisible();
});

test('"Recomeçar o M15" lists what goes and what stays, offers a backup first, and keeps and erases exactly that', async ({
  page,
}) => {
  // The before photo is also in the photo history; the after photo only in the results.
  const seeded = {
    ...EVERYTHING,
    'm15-results': { finalWeight: '74.5', beforePhoto: 'photo-antes', afterPhoto: 'photo-depois' },
    'm15-photo-history': [{ id: 1, date: '05/03/2026', beforePhoto: 'photo-antes', afterPhoto: '', weight: '78' }],
    recipeRatings: { '101': 'amei' },
  };
  await seedStorage(page, seeded);
  await gotoApp(page, '/resultados');
  const png = await makeImage(page, { width: 30, height: 40, type: 'image/png' });
  await page.evaluate(
    async (bytes) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('m15-photos');
        r.onupgradeneeded = () => r.result.createObjectStore('photos');
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('photos', 'readwrite');
        for (const id of ['photo-antes', 'photo-depois'])
          tx.objectStore('photos').put({ type: 'image/png', bytes: new Uint8Array(bytes).buffer }, id);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    [...png],
  );

  const restart = ERASE_TEXT.restart;
  const button = page.getByRole('button', { name: 'Recomeçar o M15', exact: true });
  await expect(button).toHaveAccessibleDescription(restart.summary);
  const { dialog, message } = await openRestart(page);
  // The random message first, then the specification's question, then what goes and what stays.
  await expect(dialog.getByTestId('erases').getByRole('listitem')).toHaveText(restart.erases.map((l) => l.text));
  await expect(dialog.getByTestId('keeps').getByRole('listitem')).toHaveText(restart.keeps.map((l) => l.text));
  const buttons = dialog.getByRole('button').filter({ hasNotText: /^$/ });
  await expect(buttons.first()).toHaveText(ERASE_DIALOG.backupFirst);
  await expect(buttons.last()).toHaveText('Sim, recomeçar');
  await expectNoAxeViolations(page);

  // The backup first: the real file, with the photos, and nothing erased.
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: ERASE_DIALOG.backupFirst }).click();
  const backup = readFileSync(await (await downloading).path(), 'utf8');
  expect(backup).toContain('photo-depois');
  await expect(dialog.getByTestId('backup-first-status')).toContainText('Backup pronto');
  expect(await readStorage(page, 'm15-diary')).toEqual(seeded['m15-diary']);

  await dialog.getByRole('button', { name: 'Sim, recomeçar' }).click();
  await expect(toast(page, 'Desafio recomeçado! 🔄')).toContainText(message);
  await expect(dialog).toBeHidden();
  for (const [key, value] of Object.entries(seeded)) {
    if ((ERASED_KEYS.restart as readonly string[]).includes(key)) expect(await readStorage(page, key), key).toBeNull();
    else if (key !== 'm15-protocol-history') expect(await readStorage(page, key), key).toEqual(value);
  }
  expect(await readStorage(page, 'm15-protocol-history')).toEqual([expect.objectContaining({ message })]);
  // The photo the history keeps stays; the one only the results showed is gone.
  await expect.poll(async () => (await readPhotoBlobs(page)).map((b) => b.id)).toEqual(['photo-antes']);
  await expect(page).toHaveURL('/perfil', { timeout: 10_000 });
});

test('a double tap on the confirmation records the protocol once', async ({ page }) => {
  await seedStorage(page, EVERYTHING);
  await gotoApp(page, '/resultados');
  const { dialog } = await openRestart(page);
  await dialog.getByRole('button', { name: 'Sim, recomeçar' }).dblclick();
  await expect(toast(page, 'Desafio recomeçado! 🔄')).toBeVisible();
  await expect(page).toHaveURL('/perfil', { timeout: 10_000 });
  expect(await readStorage(page, 'm15-protocol-history')).toHaveLength(1);
});

test('the same restart posted twice (a replayed submit) is recorded once', async ({ page }) => {
  await seedStorage(page, EVERYTHING);
  await gotoApp(page, '/resultados');
  // Two posts carrying one dialog token, straight to the route's action through the app's router.
  await page.evaluate((message) => {
    const router = (window as unknown as { __remixRouter: { fetch: (...a: unknown[]) => void } }).__remixRouter;
    for (const key of ['a', 'b']) {
      const formData = new FormData();
      formData.set('intent', 'restart');
      formData.set('token', '1770000000000');
      formData.set('message', message);
      router.fetch(key, 'routes/resultados', '/resultados', { formMethod: 'post', formData });
    }
  }, RESTART_MESSAGES[2]);
  await expect.poll(() => readStorage<unknown[]>(page, 'm15-protocol-history')).toHaveLength(1);
  await page.waitForTimeout(500);
  const history = await readStorage<{ id: number; message: string }[]>(page, 'm15-protocol-history');
  expect(history).toEqual([expect.objectContaining({ id: 1770000000000, message: RESTART_MESSAGES[2] })]);
});

test('closing the app during the celebration leaves the restarted state', async ({ page }) => {
  await seedStorage(page, EVERYTHING);
  await gotoApp(page, '/resultados');
  const { dialog } = await openRestart(page);
  await dialog.getByRole('button', { name: 'Sim, recomeçar' }).click();
  await expect(toast(page, 'Desafio recomeçado! 🔄')).toBeVisible();
  // Close the app at once and open it again in a new tab.
  const context = page.context();
  await page.close();
  const again = await context.newPage();
  await gotoApp(again, '/resultados');
  await expect(again.getByRole('region', { name: 'Histórico de protocolos' })).toContainText('1 protocolo concluído');
  await expect(again.getByTestId('kg-eliminados')).toHaveText('0,0 kg');
  expect(await readStorage(again, 'm15-diary')).toBeNull();
  expect(await readStorage(again, 'm15-profile')).toEqual(PROFILE);
});

test('saving with a positive loss celebrates; saving without a loss does not', async ({ page }) => {
  await seedStorage(page, { 'm15-profile': PROFILE });
  await gotoApp(page, '/resultados');
  await page.getByLabel('Peso final (kg)').fill('81');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(confetti(page)).toHaveCount(0);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.getByLabel('Peso final (kg)').fill('76');
  await page.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect(confetti(page)).toHaveCount(1);
  // js-confetti is fetched only now that it fires.
  expect(scripts.filter((u) => u.endsWith(confettiChunk()))).toHaveLength(1);
  // It ends by itself: 3 s of bursts, then the last confetti falls and the canvas goes.
  await expect(confetti(page)).toHaveCount(0, { timeout: 12_000 });
});

test.describe('reduced motion', () => {
  test('no confetti, only the message, when saving and when restarting', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await seedStorage(page, EVERYTHING);
    await gotoApp(page, '/resultados');
    await expect(await showChart(page)).toBeVisible();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.getByLabel('Peso final (kg)').fill('70');
    await page.getByRole('button', { name: 'Salvar Resultados' }).click();
    await expect(toast(page, 'Resultados salvos! 🎉')).toContainText('Incrível! Você está eliminando peso!');
    const { dialog, message } = await openRestart(page);
    await dialog.getByRole('button', { name: 'Sim, recomeçar' }).click();
    await expect(toast(page, 'Desafio recomeçado! 🔄')).toContainText(message);
    await page.waitForTimeout(600);
    await expect(confetti(page)).toHaveCount(0);
    await expect(page).toHaveURL('/perfil', { timeout: 10_000 });
    // js-confetti was never even downloaded.
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => u.endsWith(confettiChunk()))).toEqual([]);
  });
});

test('right after the final fast the refeed comes first; "Bora para mais 15 dias!" only after the interval', async ({
  page,
}) => {
  // Math.random() = 0.5 would pick the third of five messages: the call for another 15 days.
  await page.addInitScript(() => {
    Math.random = () => 0.5;
  });
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(16));
  await gotoApp(page, '/resultados');
  await expect(page.getByTestId('restart-advice')).toHaveText(REFEED_FIRST.card);
  await page.getByRole('button', { name: 'Recomeçar o M15' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('restart-wait')).toHaveText(REFEED_FIRST.dialog);
  await expect(dialog.getByTestId('mensagem-recomeco')).not.toHaveText(RESTART_NOW_MESSAGE);
  await expect(dialog.getByTestId('mensagem-recomeco')).not.toBeEmpty();
  await expect(page.getByText('Bora para mais 15 dias!')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('day 23, 8 days after the last day, the restart may say "Bora para mais 15 dias!"', async ({ page }) => {
  await page.addInitScript(() => {
    Math.random = () => 0.5;
  });
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(23));
  await gotoApp(page, '/resultados');
  await expect(page.getByTestId('restart-advice')).toHaveText(REFEED_FIRST.later);
  await page.getByRole('button', { name: 'Recomeçar o M15' }).click();
  await expect(page.getByRole('dialog').getByTestId('mensagem-recomeco')).toHaveText(RESTART_NOW_MESSAGE);
  await expect(page.getByRole('dialog').getByTestId('restart-wait')).toHaveCount(0);
});
