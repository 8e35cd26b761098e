/**
 * Perfil's actions that erase: each keeps and erases what its name
 * says, and "Fazer backup antes" makes the real backup. The form and Seus
 * dados: profile.spec.ts.
 */
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { DANGER_ZONE, ERASE_DIALOG, ERASE_TEXT, type EraseText } from '../../app/content/erase';
import { ERASED_KEYS } from '../../app/domain/erase';
import {
  expect,
  expectNoAxeViolations,
  gotoApp,
  readStorage,
  seedStorage,
  storageKeys,
  test,
  toast,
  unfold,
} from '../fixtures';
import { DAY_7_USER, NOON } from '../users';
import { readPhotoBlobs } from './results-helpers';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

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

/** Perfil's actions, in the order the section shows them to a user whose 15 days are under way. */
const ACTIONS = ['restartEarly', 'reset', 'eraseAll'] as const;

/** Opens Perfil's section of the actions that erase: it starts closed. */
async function openEraseSection(page: Page) {
  await unfold(page.getByRole('button', { name: DANGER_ZONE.title }));
  await expect(page.getByRole('button', { name: ERASE_TEXT.eraseAll.name, exact: true })).toBeVisible();
}

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

test.describe('the actions that erase keep and erase what their names say', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, EVERYTHING);
    await gotoApp(page, '/perfil');
    await putPhotos(page, PHOTOS);
    await openEraseSection(page);
  });

  test('the section starts closed; open, each action is named on one line at 360 px', async ({ page }) => {
    await page.reload();
    const control = page.getByRole('button', { name: DANGER_ZONE.title });
    await expect(control).toHaveAttribute('aria-expanded', 'false');
    const names = ACTIONS.map((a) => page.getByRole('button', { name: ERASE_TEXT[a].name, exact: true }));
    for (const name of names) await expect(name).toBeHidden();
    await control.click();
    for (const name of names) {
      await expect(name).toBeVisible();
      // One line: the label's words sit in a single line box.
      const lines = await name.locator('.mantine-Button-label').evaluate((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, await name.innerText()).toBe(1);
    }
  });

  test('"Apagar diário e resultados" erases the diary, the days and the results, keeps the profile and the photo history', async ({
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

  test('the specification’s reset, "Apagar perfil e diário", keeps the results and every photo', async ({ page }) => {
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

  test('"Apagar tudo deste aparelho" erases every key but the times of the fast it cut short, every kept copy and every photo', async ({
    page,
  }) => {
    await page.evaluate(() => localStorage.setItem('m15-notes.corrupt', '{oops'));
    const dialog = await openErase(page, ERASE_TEXT.eraseAll);
    await dialog.getByRole('button', { name: ERASE_TEXT.eraseAll.confirm }).click();
    await expect(toast(page, 'Tudo foi apagado deste aparelho')).toBeVisible();
    // Only the times of the fast it cut short stay, as the dialog says: ended now, it still counts as this
    // block's one fast for 15 days (a new one begun at once would run on from it).
    await expect.poll(() => storageKeys(page)).toEqual(['m15-fast-record']);
    expect(await readStorage(page, 'm15-fast-record')).toMatchObject([
      { startedAt: EVERYTHING['m15-fasting'].startedAt, endedAt: NOON.toISOString() },
    ]);
    expect(await photoIds(page)).toEqual([]);
  });

  test('a tall dialog opens at its top on a 360 × 640 phone, the safe choice focused, its content its description', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    for (const action of ACTIONS) {
      const text = ERASE_TEXT[action];
      const dialog = await openErase(page, text);
      // What the action takes is read first: the title and the first line of what goes are in view.
      await expect(dialog.getByRole('heading', { name: text.title })).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByTestId('erases').getByRole('listitem').first()).toBeInViewport();
      expect(await dialog.evaluate((d) => d.scrollTop)).toBe(0);
      await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
      const describedBy = await dialog.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toContainText(text.intro);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
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
