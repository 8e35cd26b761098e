import type { Page } from '@playwright/test';
import { expect, gotoApp, readStorage, test } from '../fixtures';

/** Text that would run if it were ever rendered as HTML. */
const PROBES = [
  '<img src=x onerror="window.__m15xss=1">',
  '<script>window.__m15xss=2</script>',
  '"><svg onload="window.__m15xss=3">',
];

const ran = (page: Page) => page.evaluate(() => (window as unknown as { __m15xss?: number }).__m15xss);

async function expectInert(page: Page, probe: string) {
  await expect(page.getByText(probe, { exact: false }).first()).toBeVisible();
  expect(await ran(page)).toBeUndefined();
  expect(await page.locator('main img[src="x"], main svg[onload], main script').count()).toBe(0);
}

// Each place takes the three probes one after the other, in one tab: any that ran would
// leave its number in window.__m15xss.
test('in notes it renders as text and never runs', async ({ page }) => {
  await gotoApp(page, '/anotacoes');
  for (const probe of PROBES) {
    await page.getByLabel('Nova anotação').fill(probe);
    await page.getByRole('button', { name: 'Adicionar Anotação' }).click();
    await expectInert(page, probe);
  }
  await page.reload();
  for (const probe of PROBES) await expectInert(page, probe);
  expect((await readStorage<{ text: string }[]>(page, 'm15-notes'))?.map((n) => n.text)).toEqual([...PROBES].reverse());
});

test('in shopping items it renders as text and never runs', async ({ page }) => {
  await gotoApp(page, '/anotacoes');
  await page.getByRole('tab', { name: /Lista de compras/ }).click();
  for (const probe of PROBES) {
    await page.getByLabel('Novo item').fill(probe);
    await page.getByLabel('Novo item').press('Enter');
    await expectInert(page, probe);
  }
  expect((await readStorage<{ text: string }[]>(page, 'm15-shopping'))?.map((i) => i.text)).toEqual(
    expect.arrayContaining(PROBES),
  );
});

test('in the profile name it renders as text and never runs', async ({ page }) => {
  await gotoApp(page, '/perfil');
  for (const probe of PROBES) {
    await page.getByLabel('Nome', { exact: true }).fill(probe);
    await page.getByLabel('Data de início', { exact: true }).fill('2026-11-01');
    await page.getByLabel('Peso inicial (kg)', { exact: true }).fill('80');
    await page.getByLabel('Altura (cm)', { exact: true }).fill('165');
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expect.poll(async () => (await readStorage<{ name: string }>(page, 'm15-profile'))?.name).toBe(probe);
    await page.reload();
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(probe);
    expect(await ran(page)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main svg[onload], main script').count()).toBe(0);
  }
});

test('in the diary feeling it renders as text and never runs', async ({ page }) => {
  await gotoApp(page, '/diario');
  for (const [i, probe] of PROBES.entries()) {
    await page.getByLabel('Data', { exact: true }).fill(`2026-11-0${i + 1}`);
    await page.getByLabel('Peso (kg)', { exact: true }).fill('80');
    await page.getByLabel('Água consumida (litros)', { exact: true }).fill('2');
    await page.getByLabel('Como você está se sentindo? (opcional)', { exact: true }).fill(probe);
    await page.getByRole('button', { name: 'Salvar registro' }).click();
    await expectInert(page, probe);
  }
  await page.reload();
  for (const probe of PROBES) await expectInert(page, probe);
  expect((await readStorage<{ feeling: string }[]>(page, 'm15-diary'))?.map((e) => e.feeling)).toEqual(
    [...PROBES].reverse(),
  );
});

test('in the testimonial draft it survives a reload as text', async ({ page }) => {
  await gotoApp(page, '/depoimento');
  for (const probe of PROBES) {
    await page.getByLabel('Seu nome').fill(probe);
    await page.getByLabel('Seu depoimento').fill(`Meu relato ${probe}`);
    // Both fields are saved (the draft is saved a moment after typing stops).
    await expect
      .poll(async () => await readStorage(page, 'm15-testimonial'))
      .toEqual({ name: probe, text: `Meu relato ${probe}` });
    await page.reload();
    await expect(page.getByLabel('Seu nome')).toHaveValue(probe);
    await expect(page.getByLabel('Seu depoimento')).toHaveValue(`Meu relato ${probe}`);
    expect(await ran(page)).toBeUndefined();
  }
});

test('a change in one tab appears in another open tab without a reload', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await gotoApp(a, '/anotacoes');
  await gotoApp(b, '/anotacoes');
  await expect(b.getByText('Ainda não há anotações. Comece a escrever!')).toBeVisible();

  await a.getByLabel('Nova anotação').fill('Escrita na outra aba');
  await a.getByRole('button', { name: 'Adicionar Anotação' }).click();

  await expect(b.getByText('Escrita na outra aba')).toBeVisible();
  await expect(b.getByText('Ainda não há anotações. Comece a escrever!')).toHaveCount(0);
});
