import { ALL_KEYS } from '../../app/domain/keys';
import { ROUTES } from '../routes';
import { expect, readStorage, seedStorage, storageKeys, test } from '../fixtures';

const WRONG_SHAPE: Record<string, string> = Object.fromEntries(
  ALL_KEYS.map((k, i) => [k, JSON.stringify(i % 2 ? 'texto solto' : { unexpected: [1, 2, 3] })]),
);
const INVALID_JSON: Record<string, string> = Object.fromEntries(ALL_KEYS.map((k) => [k, `{"${k}": [1, 2,`]));

for (const [label, values] of [
  ['invalid JSON', INVALID_JSON],
  ['a wrong shape', WRONG_SHAPE],
] as const) {
  test(`with every key holding ${label}, every route renders and nothing is deleted`, async ({ page }) => {
    await seedStorage(page, values);
    for (const route of ROUTES) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title }).first()).toBeVisible();
      await expect(page.getByTestId('kept-aside')).toContainText('Nada foi apagado');
    }
    const keys = await storageKeys(page);
    for (const key of ALL_KEYS) {
      // The original is either still in place or kept aside, word for word.
      const live = await page.evaluate((k) => localStorage.getItem(k), key);
      const aside = await page.evaluate((k) => localStorage.getItem(`${k}.corrupt`), key);
      expect([live, aside], key).toContain(values[key]);
      expect(keys).toContain(`${key}.corrupt`);
    }
  });
}

test('a kept copy can be downloaded, and discarded only after confirming', async ({ page }) => {
  await seedStorage(page, { 'm15-diary': '[{"date":"2026-11-01","weight":"80"' });
  await page.goto('/');
  const notice = page.getByTestId('kept-aside');
  await expect(notice).toContainText('Cópia de: diário');

  const downloading = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Baixar cópia' }).click();
  const file = await downloading;
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toBe('[{"date":"2026-11-01","weight":"80"');

  await notice.getByRole('button', { name: 'Descartar cópia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Descartar a cópia?' });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  expect(await page.evaluate(() => localStorage.getItem('m15-diary.corrupt'))).not.toBeNull();

  await notice.getByRole('button', { name: 'Descartar cópia' }).click();
  await page
    .getByRole('dialog', { name: 'Descartar a cópia?' })
    .getByRole('button', { name: 'Sim, descartar' })
    .click();
  await expect(page.getByTestId('kept-aside')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('m15-diary.corrupt'))).toBeNull();
  // Discarding accepts what was readable (nothing, here): the value is rewritten
  // clean, so the copy does not come back on the next screen.
  expect(await readStorage(page, 'm15-diary')).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('kept-aside')).toHaveCount(0);
  expect(await readStorage(page, 'm15-notes')).toBeNull();
});
