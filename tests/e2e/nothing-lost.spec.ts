// Nothing typed is lost between Hoje and Diário: one diary entry a
// day, edited from both screens; "+1 copo" saved at the tap; a weigh-in is not
// the end of a fasting day.
import type { Page } from '@playwright/test';
import { FASTING_DAY_PHRASES } from '../../app/content/gentle-words';
import {
  closeToasts,
  expect,
  expectNoAxeViolations,
  gotoApp,
  readStorage,
  seedStorage,
  test,
  toast,
} from '../fixtures';
import { isoDay, NOON, noonOn, userOnDay } from '../users';
import { CHECKIN } from '../../app/content/today-screen';

const TODAY = isoDay(0); // 2026-11-23
const FEELING_HOJE = 'Como você está se sentindo? (opcional)';
const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name, exact: true }).click();

test('Diário and Hoje editing one entry with nothing lost', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(5));
  await gotoApp(page, '/');
  // Hoje: the day's figures and a note of two lines.
  await page.getByLabel('Peso (kg)').fill('80');
  await page.getByLabel('Água consumida (litros)').fill('1,5');
  await page.getByLabel('Cintura (cm)').fill('90');
  await page.getByLabel(FEELING_HOJE).fill('Fome às 15 h\nmas passou com chá');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  await closeToasts(page);

  // Diário shows that entry, and saving it from there keeps the note.
  await nav(page, 'Diário');
  await expect(page.getByRole('heading', { level: 1, name: 'Diário de Progresso' })).toBeVisible();
  await expect(page.getByTestId('editing')).toHaveText('Editando o registro de 23/11/2026.');
  await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('80');
  await expect(page.getByLabel('Água consumida (litros)')).toHaveValue('1,5');
  await expect(page.getByLabel('Cintura (cm)')).toHaveValue('90');
  await expect(page.getByLabel(FEELING_HOJE)).toHaveValue('Fome às 15 h\nmas passou com chá');
  await expectNoAxeViolations(page);
  await page.getByLabel('Peso (kg)', { exact: true }).fill('79,8');
  await page.getByRole('button', { name: 'Salvar registro' }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  await closeToasts(page);
  await expect
    .poll(() => readStorage<{ date: string }[]>(page, 'm15-diary').then((d) => d?.find((e) => e.date === TODAY)))
    .toEqual({ date: TODAY, weight: '79.8', water: '1.5', waist: '90', feeling: 'Fome às 15 h\nmas passou com chá' });

  // Back on Hoje, the same record, note and all; saving it again loses nothing.
  await nav(page, 'Início');
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('79,8');
  await expect(page.getByLabel(FEELING_HOJE)).toHaveValue('Fome às 15 h\nmas passou com chá');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  await closeToasts(page);
  expect((await readStorage<{ date: string; feeling?: string }[]>(page, 'm15-diary'))?.[0]).toMatchObject({
    date: TODAY,
    feeling: 'Fome às 15 h\nmas passou com chá',
  });

  // In the Diário, a new date opens its own entry; typed first, then dated, it asks before replacing.
  await nav(page, 'Diário');
  const yesterday = { date: isoDay(-1), weight: '80.5', water: '2' }; // from userOnDay(5)
  await page.getByLabel('Data').fill(isoDay(-1));
  await expect(page.getByTestId('editing')).toHaveText('Editando o registro de 22/11/2026.');
  await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('80,5');
  await page.getByRole('button', { name: 'Cancelar edição' }).click();
  await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('79,8');
  await page.getByLabel('Data').fill('2026-11-21');
  await expect(page.getByTestId('editing')).toHaveText('Editando o registro de 21/11/2026.');
  await page.getByRole('button', { name: 'Cancelar edição' }).click();
  // Typed first, then dated: what was typed stays, and saving asks before replacing.
  await page.getByLabel(FEELING_HOJE).fill('nota nova');
  await page.getByLabel('Data').fill(isoDay(-1));
  await page.getByRole('button', { name: 'Salvar registro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Substituir o registro de 22/11/2026?' });
  await expect(dialog).toContainText('Esse dia já tem um registro: Peso: 80,5 kg · Água: 2,0 L.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByLabel(FEELING_HOJE)).toHaveValue('nota nova');
  let diary = await readStorage<{ date: string }[]>(page, 'm15-diary');
  expect(diary?.find((e) => e.date === isoDay(-1))).toEqual(yesterday);
  expect(diary?.find((e) => e.date === TODAY)).toMatchObject({ feeling: 'Fome às 15 h\nmas passou com chá' });
  await page.getByRole('button', { name: 'Salvar registro' }).click();
  await dialog.getByRole('button', { name: 'Sim, substituir' }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  diary = await readStorage<{ date: string }[]>(page, 'm15-diary');
  expect(diary?.find((e) => e.date === isoDay(-1))).toEqual({
    date: isoDay(-1),
    weight: '79.8',
    water: '1.5',
    waist: '90',
    feeling: 'nota nova',
  });
  // Today's entry was not moved nor touched.
  expect(diary?.find((e) => e.date === TODAY)).toMatchObject({
    weight: '79.8',
    feeling: 'Fome às 15 h\nmas passou com chá',
  });
});

test('+1 copo surviving a move to another screen', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(2));
  await gotoApp(page, '/');
  const water = page.getByLabel('Água consumida (litros)');
  // Typed but not saved: stays through the taps.
  await page.getByLabel('Peso (kg)').fill('81,2');
  await page.getByRole('button', { name: '+1 copo' }).click();
  await expect(water).toHaveValue('0,25');
  await expect(page.getByTestId('water-today')).toHaveText('0,25 de 2,9 L');
  await page.getByRole('button', { name: '+1 copo' }).click();
  await expect(water).toHaveValue('0,5');
  await expect(page.getByTestId('water-today')).toHaveText('0,5 de 2,9 L');
  await expect(page.getByLabel('Peso (kg)')).toHaveValue('81,2');
  // Saved at the tap, with the water only: the weight comes with "Salvar registro".
  expect((await readStorage<unknown[]>(page, 'm15-diary'))?.[0]).toEqual({ date: TODAY, weight: '', water: '0.5' });
  expect(await readStorage(page, 'm15-completed-days')).toEqual([1]);

  await nav(page, 'Diário');
  const entry = page.getByTestId('diary-entry').first();
  await expect(entry).toContainText('23/11/2026');
  await expect(entry).toContainText('Peso: — · Água: 0,5 L');
  await expect(page.getByLabel('Água consumida (litros)')).toHaveValue('0,5');

  await nav(page, 'Início');
  await expect(water).toHaveValue('0,5');
  await page.reload();
  await expect(water).toHaveValue('0,5');
  await page.getByRole('button', { name: '+1 copo' }).click();
  await expect(page.getByTestId('water-today')).toHaveText('0,75 de 2,9 L');
  await page.getByLabel('Peso (kg)').fill('81,2');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
  expect((await readStorage<unknown[]>(page, 'm15-diary'))?.[0]).toEqual({
    date: TODAY,
    weight: '81.2',
    water: '0.75',
  });
  await expectNoAxeViolations(page);
});

test('weigh-in at 7 a.m. not announcing Jejum cumprido', async ({ page }) => {
  // The first phrase of each list, every time (Jejum I's first is "Jejum cumprido!"): tiny
  // numbers, each different, as the toasts' ids are drawn from them too.
  await page.addInitScript(() => {
    let n = 0;
    Math.random = () => ++n / 1e9;
  });
  const sevenAm = new Date(noonOn(TODAY).getTime() - 5 * 3_600_000);
  await page.clock.setFixedTime(sevenAm);
  await seedStorage(page, userOnDay(5));
  await gotoApp(page, '/');
  await expect(page.getByTestId('challenge-today')).toHaveText('Dia 5 de 15 · Jejum I');
  await page.getByLabel('Peso (kg)').fill('79,6');
  await page.getByLabel('Água consumida (litros)').fill('0,5');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toContainText('Você tá vencendo o corpo antigo.');
  await expect(page.getByText('Jejum cumprido', { exact: false })).toHaveCount(0);
  // The day is not over: it is not ticked, and completing it stays a separate act.
  expect(await readStorage(page, 'm15-completed-days')).toEqual([1, 2, 3, 4]);
  await expect(page.getByRole('button', { name: CHECKIN.dayDoneButton(5) })).toBeVisible();
  // Even ticked that early, the phrase does not say the fast is done.
  await page.getByRole('button', { name: CHECKIN.dayDoneButton(5) }).click();
  const done = toast(page, 'Dia concluído! 🎉');
  // The first of the fasting day's gentle phrases that does not say the day is over.
  await expect(done).toContainText(FASTING_DAY_PHRASES['jejum-1'][1]!);
  await expect(page.getByText('Jejum cumprido', { exact: false })).toHaveCount(0);
  expect(await readStorage(page, 'm15-completed-days')).toEqual([1, 2, 3, 4, 5]);
});
