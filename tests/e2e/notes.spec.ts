import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test, toast } from '../fixtures';
import { expectTouchTargets } from '../touch';

type Note = { id: number | string; text: string; date: string };
const notes = (page: Page) => readStorage<Note[]>(page, 'm15-notes');
const field = (page: Page) => page.getByLabel('Nova anotação');
const list = (page: Page) => page.getByRole('list', { name: 'Suas anotações' }).getByRole('listitem');

test('an empty notebook invites the first note', async ({ page }) => {
  await gotoApp(page, '/anotacoes');
  await expect(page.getByRole('tab', { name: 'Anotações', selected: true })).toBeVisible();
  await expect(page.getByText('Ainda não há anotações. Comece a escrever!')).toBeVisible();
});

test('a blank note is refused with a destructive toast and nothing is stored', async ({ page }) => {
  await gotoApp(page, '/anotacoes');
  await field(page).fill('   \n  ');
  await page.getByRole('button', { name: 'Adicionar Anotação' }).click();
  const t = toast(page, 'Escreva algo primeiro');
  await expect(t).toBeVisible();
  await expect(t).toHaveAttribute('data-kind', 'error');
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page)).toBeFocused();
  expect(await notes(page)).toBeNull();
});

test('notes are added newest first with their pt-BR date, hostile text stays text', async ({ page }) => {
  await gotoApp(page, '/anotacoes');
  await field(page).fill('Beber 3 litros de água');
  await page.getByRole('button', { name: 'Adicionar Anotação' }).click();
  await expect(toast(page, 'Anotação salva! 📝')).toBeVisible();
  await expect(field(page)).toHaveValue('');

  const hostile = '<img src=x onerror="window.__xss=1">\nsegunda linha';
  await field(page).fill(hostile);
  await page.getByRole('button', { name: 'Adicionar Anotação' }).click();
  await expect(list(page)).toHaveCount(2);
  await expect(list(page).first()).toContainText('<img src=x onerror="window.__xss=1">');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  const stored = (await notes(page))!;
  expect(stored.map((n) => n.text)).toEqual([hostile, 'Beber 3 litros de água']);
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await expect(list(page).first()).toContainText(today);
  expect(new Date(stored[0]!.date).getTime()).toBeGreaterThan(Date.now() - 60_000);

  await page.reload();
  await expect(list(page)).toHaveCount(2);
});

test('a deleted note comes back with Desfazer, in its place', async ({ page }) => {
  const seeded: Note[] = [
    { id: 3, text: 'Terceira', date: '2026-11-22T12:00:00.000Z' },
    { id: 2, text: 'Segunda', date: '21/11/2026' },
    { id: 1, text: 'Primeira', date: '2026-11-20T12:00:00.000Z' },
  ];
  await seedStorage(page, { 'm15-notes': seeded });
  await gotoApp(page, '/anotacoes');
  await expect(list(page)).toHaveCount(3);
  await expect(list(page).nth(1)).toContainText('21/11/2026');

  await list(page)
    .nth(1)
    .getByRole('button', { name: /Apagar anotação/ })
    .click();
  await expect(list(page)).toHaveText([/Terceira/, /Primeira/]);
  await expect.poll(async () => (await notes(page))?.map((n) => n.id)).toEqual([3, 1]);

  const t = toast(page, 'Anotação apagada');
  await expect(t).toBeVisible();
  await t.getByRole('button', { name: 'Desfazer' }).click();
  await expect(toast(page, 'Anotação restaurada')).toBeVisible();
  await expect(list(page)).toHaveText([/Terceira/, /Segunda/, /Primeira/]);
  await expect.poll(() => notes(page)).toEqual(seeded);
  await expect(t).toBeHidden();
});

test('deleting the last note shows the empty text', async ({ page }) => {
  await seedStorage(page, { 'm15-notes': [{ id: 1, text: 'Única', date: '2026-11-20T12:00:00.000Z' }] });
  await gotoApp(page, '/anotacoes');
  await page.getByRole('button', { name: /Apagar anotação/ }).click();
  await expect(page.getByText('Ainda não há anotações. Comece a escrever!')).toBeVisible();
  await expect.poll(() => notes(page)).toEqual([]);
});

test('the note form works from the keyboard', async ({ page }) => {
  await gotoApp(page, '/anotacoes');
  await field(page).focus();
  await page.keyboard.type('Pelo teclado');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Adicionar Anotação' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list(page)).toHaveText([/Pelo teclado/]);
});

test('axe-core is clean with notes and the undo toast, light and dark', async ({ page }) => {
  await seedStorage(page, {
    'm15-notes': [
      { id: 2, text: 'Uma nota', date: '2026-11-22T12:00:00.000Z' },
      { id: 1, text: 'Outra', date: '2026-11-21T12:00:00.000Z' },
    ],
  });
  await gotoApp(page, '/anotacoes');
  await page
    .getByRole('button', { name: /Apagar anotação/ })
    .first()
    .click();
  await expect(toast(page, 'Anotação apagada')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectTouchTargets(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(list(page)).toHaveCount(1);
  await expectNoAxeViolations(page);
});
