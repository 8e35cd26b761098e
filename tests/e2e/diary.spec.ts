import type { Locator, Page } from '@playwright/test';
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
import { noonOn, profileStartingOn } from '../users';
import { CHECKIN } from '../../app/content/today-screen';

/** Noon of 22 Nov 2026 in São Paulo. */
const NOON = noonOn('2026-11-22');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const FEELING = 'Como você está se sentindo? (opcional)';
const entries = (page: Page) => page.getByTestId('diary-entry');

async function fill(page: Page, values: { date?: string; weight?: string; water?: string; feeling?: string }) {
  if (values.date !== undefined) await field(page, 'Data').fill(values.date);
  if (values.weight !== undefined) await field(page, 'Peso (kg)').fill(values.weight);
  if (values.water !== undefined) await field(page, 'Água consumida (litros)').fill(values.water);
  if (values.feeling !== undefined) await field(page, FEELING).fill(values.feeling);
  await page.getByRole('button', { name: 'Salvar registro' }).click();
}

test.describe('diary', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
  });

  test('saved from the keyboard, the focus is on "Salvar registro" again: she does not start from the top', async ({
    page,
  }) => {
    await gotoApp(page, '/diario');
    await field(page, 'Peso (kg)').fill('80.4');
    await field(page, 'Água consumida (litros)').fill('2');
    const save = page.getByRole('button', { name: 'Salvar registro' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
    // The form starts afresh on today's entry; its button has the focus.
    await expect(field(page, 'Peso (kg)')).toHaveValue('80,4');
    await expect(save).toBeFocused();
  });

  test("the form 'Registro de Hoje' starts on today's local date", async ({ page }) => {
    await gotoApp(page, '/diario');
    await expect(page.getByRole('heading', { level: 1, name: 'Diário de Progresso' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registro de Hoje' })).toBeVisible();
    await expect(field(page, 'Data')).toHaveValue('2026-11-22');
    await expect(field(page, 'Data')).toHaveAttribute('max', '2026-11-22');
    await expect(field(page, 'Peso (kg)')).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Registros Anteriores' })).toBeVisible();
  });

  test('late in the evening, today is still the local day', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T23:45:00-03:00'));
    await gotoApp(page, '/diario');
    await expect(field(page, 'Data')).toHaveValue('2026-11-22');
  });

  test('weight and water are required; nothing is saved without them', async ({ page }) => {
    await gotoApp(page, '/diario');
    await fill(page, { weight: '80' });
    const t = toast(page, 'Preencha os campos obrigatórios');
    await expect(t).toContainText('Peso e água consumida são necessários.');
    await expect(field(page, 'Água consumida (litros)')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Água consumida (litros)')).toBeFocused();
    await expect(field(page, 'Peso (kg)')).toHaveValue('80');
    expect(await readStorage(page, 'm15-diary')).toBeNull();
    await expectNoAxeViolations(page);
  });

  test('a date in the future is refused with a clear message', async ({ page }) => {
    await gotoApp(page, '/diario');
    await fill(page, { date: '2026-11-23', weight: '80', water: '2' });
    await expect(page.getByText('A data não pode estar no futuro.')).toBeVisible();
    await expect(field(page, 'Data')).toHaveAttribute('aria-invalid', 'true');
    expect(await readStorage(page, 'm15-diary')).toBeNull();
  });

  test('saves with a dot, shows pt-BR dates, resets the form, replaces a date and keeps the newest first', async ({
    page,
  }) => {
    await gotoApp(page, '/diario');
    await fill(page, { weight: '79,5', water: '2', feeling: '<img src=x onerror=alert(1)> animada' });
    const t = toast(page, 'Registro salvo! 🎉');
    await expect(t).toContainText('Você tá vencendo o corpo antigo.');
    expect(await readStorage(page, 'm15-diary')).toEqual([
      { date: '2026-11-22', weight: '79.5', water: '2', feeling: '<img src=x onerror=alert(1)> animada' },
    ]);
    // The form starts again at today, showing today's entry as saved (one record a day).
    await expect(field(page, 'Data')).toHaveValue('2026-11-22');
    await expect(page.getByTestId('editing')).toHaveText('Editando o registro de 22/11/2026.');
    await expect(field(page, 'Peso (kg)')).toHaveValue('79,5');
    await expect(field(page, 'Água consumida (litros)')).toHaveValue('2');
    await expect(field(page, FEELING)).toHaveValue('<img src=x onerror=alert(1)> animada');
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText('22/11/2026');
    await expect(entries(page).first()).toContainText('Peso: 79,5 kg · Água: 2,0 L');
    // Hostile text is shown as text.
    await expect(entries(page).first()).toContainText('<img src=x onerror=alert(1)> animada');
    await expect(entries(page).first().locator('img')).toHaveCount(0);

    // Each save remounts the form: wait for it before typing the next one.
    await fill(page, { date: '2026-11-20', weight: '80.4', water: '2,5' });
    await expect(entries(page)).toHaveCount(2);
    await fill(page, { date: '2026-11-21', weight: '80', water: '3' });
    await expect(entries(page)).toHaveCount(3);
    await expect(entries(page).locator('p:first-child')).toHaveText(['22/11/2026', '21/11/2026', '20/11/2026']);

    // Same date again: the form opens that date's entry, and saving replaces it.
    await field(page, 'Data').fill('2026-11-21');
    await expect(field(page, 'Peso (kg)')).toHaveValue('80');
    await fill(page, { weight: '79,9', water: '2,2' });
    await expect(entries(page).nth(1)).toContainText('Peso: 79,9 kg · Água: 2,2 L');
    await expect(entries(page)).toHaveCount(3);
    await expect(field(page, 'Peso (kg)')).toHaveValue('79,5');
    await expect(entries(page).nth(1)).toContainText('Peso: 79,9 kg · Água: 2,2 L');
    expect(await readStorage(page, 'm15-diary')).toEqual([
      { date: '2026-11-22', weight: '79.5', water: '2', feeling: '<img src=x onerror=alert(1)> animada' },
      { date: '2026-11-21', weight: '79.9', water: '2.2' },
      { date: '2026-11-20', weight: '80.4', water: '2.5' },
    ]);
    await page.reload();
    await expect(entries(page)).toHaveCount(3);
    await expect(entries(page).first()).toContainText('22/11/2026');
  });

  test('tapping an entry puts it in the form; saving updates it, and a new date moves it', async ({ page }) => {
    await seedStorage(page, {
      'm15-diary': [
        { date: '2026-11-18', weight: '81', water: '2' },
        { date: '2026-11-20', weight: '80', water: '2.5', feeling: 'cansada' },
      ],
    });
    await gotoApp(page, '/diario');
    await page.getByRole('button', { name: 'Editar registro de 20/11/2026' }).click();
    await expect(page.getByTestId('editing')).toHaveText('Editando o registro de 20/11/2026.');
    await expect(field(page, 'Data')).toHaveValue('2026-11-20');
    await expect(field(page, 'Peso (kg)')).toHaveValue('80');
    await expect(field(page, 'Peso (kg)')).toBeFocused();
    await expect(field(page, 'Água consumida (litros)')).toHaveValue('2,5');
    await expect(field(page, FEELING)).toHaveValue('cansada');
    await fill(page, { weight: '79,8', feeling: 'melhor' });
    await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
    await expect(page.getByTestId('editing')).toHaveCount(0);
    await expect(field(page, 'Data')).toHaveValue('2026-11-22');
    expect(await readStorage(page, 'm15-diary')).toEqual([
      { date: '2026-11-20', weight: '79.8', water: '2.5', feeling: 'melhor' },
      { date: '2026-11-18', weight: '81', water: '2' },
    ]);

    await page.getByRole('button', { name: 'Editar registro de 18/11/2026' }).click();
    await fill(page, { date: '2026-11-19' });
    // The saved form starts afresh before the next tap.
    await expect(page.getByTestId('editing')).toHaveCount(0);
    await expect
      .poll(() => readStorage(page, 'm15-diary'))
      .toEqual([
        { date: '2026-11-20', weight: '79.8', water: '2.5', feeling: 'melhor' },
        { date: '2026-11-19', weight: '81', water: '2' },
      ]);

    await page.getByRole('button', { name: 'Editar registro de 20/11/2026' }).click();
    await page.getByRole('button', { name: 'Cancelar edição' }).click();
    await expect(page.getByTestId('editing')).toHaveCount(0);
    await expect(field(page, 'Peso (kg)')).toHaveValue('');
  });

  test('deleting asks first; Cancelar keeps the entry, confirming removes it', async ({ page }) => {
    await seedStorage(page, {
      'm15-diary': [
        { date: '2026-11-20', weight: '80', water: '2.5' },
        { date: '2026-11-19', weight: '81', water: '2' },
      ],
    });
    await gotoApp(page, '/diario');
    await page.getByRole('button', { name: 'Apagar registro de 20/11/2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apagar registro?' });
    await expect(dialog).toContainText('O registro de 20/11/2026 será apagado.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(entries(page)).toHaveCount(2);
    await closeToasts(page);

    await page.getByRole('button', { name: 'Apagar registro de 20/11/2026' }).click();
    await dialog.getByRole('button', { name: 'Sim, apagar' }).click();
    await expect(toast(page, 'Registro excluído')).toContainText('O registro de 20/11/2026 foi apagado.');
    await expect(entries(page)).toHaveCount(1);
    expect(await readStorage(page, 'm15-diary')).toEqual([{ date: '2026-11-19', weight: '81', water: '2' }]);
  });

  test("'Registros Anteriores' scrolls at 400 px and can be scrolled from the keyboard", async ({ page }) => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      weight: String(90 - i * 0.5),
      water: '2',
    }));
    await seedStorage(page, { 'm15-diary': many });
    await gotoApp(page, '/diario');
    const list = page.getByTestId('diary-list');
    await expect(list).toHaveCSS('max-height', '400px');
    await expect(list).toHaveCSS('overflow-y', 'auto');
    const { scrollHeight, clientHeight } = await list.evaluate((el) => ({
      scrollHeight: el.scrollHeight,
      clientHeight: el.clientHeight,
    }));
    expect(clientHeight).toBeLessThanOrEqual(400);
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    await expect(entries(page).first()).toContainText('20/11/2026');
    await expect(entries(page).last()).toContainText('01/11/2026');
    // Focus and key in one step: on a loaded machine a separate focus() could be lost before the key.
    await list.press('End');
    await expect(list).toBeFocused();
    await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  });

  test('each entry says its day of the challenge and how the weight changed since the entry before', async ({
    page,
  }) => {
    await seedStorage(page, {
      'm15-profile': { name: 'Ana', startDate: '2026-11-18', initialWeight: '81', height: '165', waterGoal: '2.8' },
      'm15-diary': [
        { date: '2026-11-21', weight: '79.8', water: '2' },
        { date: '2026-11-20', weight: '80.4', water: '2' },
        { date: '2026-11-18', weight: '80.2', water: '2' },
        { date: '2026-11-15', weight: '81', water: '2' },
      ],
    });
    await gotoApp(page, '/diario');
    await expect(entries(page)).toHaveCount(4);
    const [d21, d20, d18, d15] = await entries(page).all();
    await expect(d21!.getByTestId('entry-day')).toHaveText('Dia 4 · Jejum I');
    await expect(d21!.getByTestId('entry-change')).toHaveText('−0,6 kg desde 20/11');
    await expect(d20!.getByTestId('entry-day')).toHaveText('Dia 3 · Cetocarnívora I');
    await expect(d20!.getByTestId('entry-change')).toHaveText('+0,2 kg desde 18/11');
    await expect(d18!.getByTestId('entry-day')).toHaveText('Dia 1 · Cetocarnívora I');
    await expect(d18!.getByTestId('entry-change')).toHaveText('−0,8 kg desde 15/11');
    // Before the start date: no day; the first entry: nothing to compare with.
    await expect(d15!.getByTestId('entry-day')).toHaveCount(0);
    await expect(d15!.getByTestId('entry-change')).toHaveCount(0);

    // A new entry in between is compared with the one before it, and the next one with it.
    await fill(page, { date: '2026-11-19', weight: '80', water: '2' });
    await expect(entries(page)).toHaveCount(5);
    await expect(entries(page).nth(2).getByTestId('entry-day')).toHaveText('Dia 2 · Cetocarnívora I');
    await expect(entries(page).nth(2).getByTestId('entry-change')).toHaveText('−0,2 kg desde 18/11');
    await expect(entries(page).nth(1).getByTestId('entry-change')).toHaveText('+0,4 kg desde 19/11');
  });

  test('without a start date the entries have no day, but still their change', async ({ page }) => {
    await seedStorage(page, {
      'm15-diary': [
        { date: '2026-11-21', weight: '79', water: '2' },
        { date: '2026-11-20', weight: '79', water: '2' },
      ],
    });
    await gotoApp(page, '/diario');
    await expect(page.getByTestId('entry-day')).toHaveCount(0);
    await expect(entries(page).first().getByTestId('entry-change')).toHaveText('0,0 kg desde 20/11');
  });

  test('the list fades at the edge where more entries wait, so a cut entry reads as "scroll"', async ({ page }) => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      weight: '80',
      water: '2',
    }));
    await seedStorage(page, { 'm15-diary': many });
    await gotoApp(page, '/diario');
    const list = page.getByTestId('diary-list');
    const mask = () => list.evaluate((el) => getComputedStyle(el).maskImage);
    await expect(list).toHaveAttribute('data-more-after');
    await expect(list).not.toHaveAttribute('data-more-before');
    expect(await mask()).toContain('linear-gradient');
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(list).toHaveAttribute('data-more-before');
    await expect(list).not.toHaveAttribute('data-more-after');
  });

  test('a short list has no fade', async ({ page }) => {
    await seedStorage(page, { 'm15-diary': [{ date: '2026-11-20', weight: '80', water: '2' }] });
    await gotoApp(page, '/diario');
    const list = page.getByTestId('diary-list');
    await expect(list).not.toHaveAttribute('data-more-after');
    expect(await list.evaluate((el) => getComputedStyle(el).maskImage)).toBe('none');
  });

  test('Hoje and Diário ask for the day’s record with one form: the same fields and names; what one saves, the other shows', async ({
    page,
  }) => {
    await seedStorage(page, { 'm15-profile': profileStartingOn('2026-11-21') });
    /** The fields of a form, as a screen reader lists them: label and posted name. */
    const fieldsOf = (form: Locator) =>
      form
        .locator('input:not([type="hidden"]), textarea')
        .evaluateAll((list) =>
          list.map(
            (el) => `${(el as HTMLInputElement).labels?.[0]?.textContent?.trim()} → ${(el as HTMLInputElement).name}`,
          ),
        );
    await gotoApp(page, '/');
    const checkIn = page.getByRole('region', { name: CHECKIN.title });
    const hoje = await fieldsOf(checkIn);
    await gotoApp(page, '/diario');
    const diary = page.getByRole('region', { name: 'Registro de Hoje' });
    // Diário's form is Hoje's with the date first; Hoje sets the waist beside the weight, so it comes second there.
    expect(await fieldsOf(diary)).toEqual([
      'Data → date',
      'Peso (kg) → weight',
      'Água consumida (litros) → water',
      'Cintura (cm) → waist',
      `${FEELING} → feeling`,
    ]);
    expect(hoje).toEqual([
      'Peso (kg) → weight',
      'Cintura (cm) → waist',
      'Água consumida (litros) → water',
      `${FEELING} → feeling`,
    ]);

    // Saved on Hoje, with its "+1 copo" and its own button…
    await gotoApp(page, '/');
    await checkIn.getByLabel('Peso (kg)').fill('80,4');
    await checkIn.getByLabel('Água consumida (litros)').fill('1,75');
    await checkIn.getByRole('button', { name: '+1 copo' }).click();
    await checkIn.getByLabel('Cintura (cm)', { exact: true }).fill('84');
    await checkIn.getByLabel(FEELING).fill('Com energia');
    await checkIn.getByRole('button', { name: CHECKIN.submit }).click();
    await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
    const saved = { date: '2026-11-22', weight: '80.4', water: '2', waist: '84', feeling: 'Com energia' };
    expect(await readStorage(page, 'm15-diary')).toEqual([saved]);

    // …is the record Diário's form opens on, and its change is what Hoje shows.
    await gotoApp(page, '/diario');
    await expect(field(page, 'Peso (kg)')).toHaveValue('80,4');
    await expect(field(page, 'Água consumida (litros)')).toHaveValue('2');
    await expect(field(page, 'Cintura (cm)')).toHaveValue('84');
    await expect(field(page, FEELING)).toHaveValue('Com energia');
    await fill(page, { water: '2,5', feeling: 'Com energia, sem fome' });
    await expect(toast(page, 'Registro salvo! 🎉')).toBeVisible();
    expect(await readStorage(page, 'm15-diary')).toEqual([
      { ...saved, water: '2.5', feeling: 'Com energia, sem fome' },
    ]);
    await gotoApp(page, '/');
    await expect(checkIn.getByLabel('Água consumida (litros)')).toHaveValue('2,5');
    await expect(checkIn.getByLabel(FEELING)).toHaveValue('Com energia, sem fome');
  });

  test.describe('desktop', () => {
    test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
    test('the form and the list sit side by side; the list still scrolls at 400 px', async ({ page }) => {
      const many = Array.from({ length: 12 }, (_, i) => ({
        date: `2026-11-${String(i + 1).padStart(2, '0')}`,
        weight: '80',
        water: '2',
      }));
      await seedStorage(page, { 'm15-diary': many });
      await gotoApp(page, '/diario');
      const form = (await page.getByRole('region', { name: 'Registro de Hoje' }).boundingBox())!;
      const list = (await page.getByTestId('diary-list').boundingBox())!;
      expect(list.x).toBeGreaterThanOrEqual(form.x + form.width);
      expect(list.y).toBeLessThan(form.y + form.height);
      expect(form.width).toBeLessThanOrEqual(26 * 16);
      expect(list.height).toBeLessThanOrEqual(400);
      await expectNoAxeViolations(page);
    });
  });

  test.describe('dark', () => {
    test.use({ colorScheme: 'dark' });
    test('axe-core is clean with entries, errors and the delete dialog', async ({ page }) => {
      await seedStorage(page, { 'm15-diary': [{ date: '2026-11-20', weight: '80', water: '2.5', feeling: 'bem' }] });
      await gotoApp(page, '/diario');
      await fill(page, { weight: '', water: '' });
      await expect(field(page, 'Peso (kg)')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Apagar registro de 20/11/2026' }).click();
      await expect(page.getByRole('dialog', { name: 'Apagar registro?' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
