import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test, toast } from '../fixtures';
import { expectTouchTargets } from '../touch';

type Item = { id: number | string; text: string; checked: boolean };
const stored = (page: Page) => readStorage<Item[]>(page, 'm15-shopping');
const texts = async (page: Page) => (await stored(page))?.map((i) => i.text);
const field = (page: Page) => page.getByLabel('Novo item');
const rows = (page: Page) => page.getByRole('region', { name: 'Minha lista' }).getByRole('listitem');

async function openShopping(page: Page) {
  await gotoApp(page, '/anotacoes');
  await page.getByRole('tab', { name: 'Lista de compras' }).click();
  await expect(field(page)).toBeVisible();
}

test('Enter and the button add items; blank text is silently ignored', async ({ page }) => {
  await openShopping(page);
  await expect(page.getByText('Sua lista está vazia. Adicione os itens que precisa comprar!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Limpar toda a lista' })).toHaveCount(0);

  await field(page).fill('Queijo minas');
  await field(page).press('Enter');
  await expect(rows(page)).toHaveText([/Queijo minas/]);
  await expect(field(page)).toHaveValue('');
  await expect(field(page)).toBeFocused();

  await field(page).fill('<b>Bacon</b>');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(1)).toContainText('<b>Bacon</b>');

  await field(page).fill('    ');
  await field(page).press('Enter');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('.m15-notifications .mantine-Notification-root')).toHaveCount(0);
  expect(await stored(page)).toEqual([
    { id: expect.any(Number), text: 'Queijo minas', checked: false },
    { id: expect.any(Number), text: '<b>Bacon</b>', checked: false },
  ]);
});

test('ready-made lists append their exact items unchecked, without duplicates', async ({ page }) => {
  await seedStorage(page, { 'm15-shopping': [{ id: 1, text: 'ovos', checked: true }] });
  await openShopping(page);

  await page.getByRole('button', { name: 'Lista Básica' }).click();
  let t = toast(page, 'Lista carregada! 🛒');
  await expect(t).toContainText('4 itens adicionados');
  await expect.poll(() => texts(page)).toEqual(['ovos', 'Manteiga', 'Carne bovina', 'Frango', 'Sal']);
  expect((await stored(page))!.map((i) => i.checked)).toEqual([true, false, false, false, false]);

  await page.getByRole('button', { name: 'Cetogênica' }).click();
  await expect
    .poll(() => texts(page))
    .toEqual(['ovos', 'Manteiga', 'Carne bovina', 'Frango', 'Sal', 'Carne', 'Queijo', 'Creme de leite', 'Bacon']);
  await expect(toast(page, 'Lista carregada! 🛒').filter({ hasText: '4 itens adicionados' }).last()).toBeVisible();

  await page.getByRole('button', { name: 'Carnívora' }).click();
  t = toast(page, 'Lista carregada! 🛒').filter({ hasText: '1 item adicionado' });
  await expect(t).toBeVisible();
  await expect.poll(async () => (await texts(page))?.at(-1)).toBe('Sal rosa');
  await expect(rows(page)).toHaveCount(10);

  await page.getByRole('button', { name: 'Carnívora' }).click();
  await expect(toast(page, 'Nada novo para adicionar')).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  const ids = (await stored(page))!.map((i) => String(i.id));
  expect(new Set(ids).size).toBe(ids.length);
});

test('each ready-made list has the specification items', async ({ page }) => {
  for (const [name, items] of [
    ['Lista Básica', ['Ovos', 'Manteiga', 'Carne bovina', 'Frango', 'Sal']],
    ['Cetogênica', ['Ovos', 'Manteiga', 'Carne', 'Queijo', 'Creme de leite', 'Bacon']],
    ['Carnívora', ['Carne bovina', 'Frango', 'Ovos', 'Manteiga', 'Sal rosa']],
  ] as const) {
    await page.evaluate(() => localStorage.clear()).catch(() => {});
    await openShopping(page);
    await page.getByRole('button', { name }).click();
    await expect(toast(page, 'Lista carregada! 🛒').last()).toContainText(`${items.length} itens adicionados`);
    await expect.poll(() => texts(page)).toEqual([...items]);
    await expect(rows(page)).toHaveText(items.map((i) => new RegExp(i)));
  }
});

test('a checkbox strikes the item through and is stored; delete removes one item', async ({ page }) => {
  await seedStorage(page, {
    'm15-shopping': [
      { id: 1, text: 'Ovos', checked: false },
      { id: 2, text: 'Bacon', checked: false },
    ],
  });
  await openShopping(page);
  const ovos = page.getByRole('checkbox', { name: 'Ovos' });
  // A controlled checkbox: it shows the new state once the change is on its way.
  await ovos.click();
  await expect(ovos).toBeChecked();
  await expect(page.getByText('Ovos', { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByText('Bacon', { exact: true })).toHaveCSS('text-decoration-line', 'none');
  await expect
    .poll(() => stored(page))
    .toEqual([
      { id: 1, text: 'Ovos', checked: true },
      { id: 2, text: 'Bacon', checked: false },
    ]);
  await page.reload();
  await page.getByRole('tab', { name: 'Lista de compras' }).click();
  await expect(page.getByRole('checkbox', { name: 'Ovos' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Ovos' }).click();
  await expect(page.getByRole('checkbox', { name: 'Ovos' })).not.toBeChecked();
  await expect.poll(async () => (await stored(page))?.[0]?.checked).toBe(false);

  await page.getByRole('button', { name: 'Apagar Bacon da lista' }).click();
  await expect(rows(page)).toHaveText([/Ovos/]);
  await expect.poll(() => stored(page)).toEqual([{ id: 1, text: 'Ovos', checked: false }]);
});

test('clearing the list asks first; Cancelar keeps it, confirming empties it', async ({ page }) => {
  await seedStorage(page, { 'm15-shopping': [{ id: 1, text: 'Ovos', checked: true }] });
  await openShopping(page);
  await page.getByRole('button', { name: 'Limpar toda a lista' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Tem certeza que deseja limpar toda a lista de compras?');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect(await stored(page)).toHaveLength(1);

  await page.getByRole('button', { name: 'Limpar toda a lista' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sim, limpar' }).click();
  const t = toast(page, 'Lista limpa! 🗑️');
  await expect(t).toContainText('Todos os itens foram removidos');
  await expect(page.getByText('Sua lista está vazia. Adicione os itens que precisa comprar!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Limpar toda a lista' })).toHaveCount(0);
  expect(await stored(page)).toEqual([]);
});

test('axe-core is clean with items on the list, light and dark', async ({ page }) => {
  await seedStorage(page, {
    'm15-shopping': [
      { id: 1, text: 'Ovos', checked: true },
      { id: 2, text: 'Bacon', checked: false },
    ],
  });
  await openShopping(page);
  await expectNoAxeViolations(page);
  await expectTouchTargets(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await page.getByRole('tab', { name: 'Lista de compras' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expectNoAxeViolations(page);
});
