/**
 * Two tabs of M15 open on one phone: a save in one is drawn in the other, but
 * never over what she is typing there. The typed words stay, a note says the
 * record changed in the other tab, and she chooses.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { FAST_CLOCK } from '../../app/content/fasting-clock';
import { DAY_RECORD, DAY_RECORD_FIELDS } from '../../app/content/messages';
import { PROFILE_FORM_TEXT } from '../../app/content/profile';
import { OTHER_TAB } from '../../app/content/shell';
import { TESTIMONIAL_FIELDS } from '../../app/content/testimonial-screen';
import { TODAY_TOP } from '../../app/content/today';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test } from '../fixtures';
import { checked, NOON, userOnDay } from '../users';
import { makeImage, photoInput } from './results-helpers';

/** Two tabs of one phone on `path`, the user on `day` (5 unless said); the second opened after the first has loaded. */
async function twoTabs(
  context: BrowserContext,
  path: string,
  extra: Record<string, unknown> = {},
  day = 5,
): Promise<[Page, Page]> {
  await context.clock.setFixedTime(NOON);
  const a = await context.newPage();
  await seedStorage(a, userOnDay(day, extra));
  await gotoApp(a, path);
  const b = await context.newPage();
  await gotoApp(b, path);
  return [a, b];
}

const notice = (page: Page) => page.getByTestId('other-tab-notice');

test('Perfil: a save in one tab does not wipe a name being typed in the other; the note lets her choose', async ({
  context,
}) => {
  const [a, b] = await twoTabs(context, '/perfil');
  await b.getByLabel(PROFILE_FORM_TEXT.name, { exact: true }).fill('Ana Maria digitado');
  await a.getByLabel(PROFILE_FORM_TEXT.height).fill('170');
  await a.getByRole('button', { name: PROFILE_FORM_TEXT.save }).click();
  await expect.poll(async () => (await readStorage<{ height: string }>(a, 'm15-profile'))?.height).toBe('170');

  // B keeps what she typed, and says why the screen did not change.
  await expect(notice(b)).toBeVisible();
  await expect(notice(b)).toContainText(OTHER_TAB.title);
  await expect(b.getByLabel(PROFILE_FORM_TEXT.name, { exact: true })).toHaveValue('Ana Maria digitado');
  await expectNoAxeViolations(b);
  // She takes what the other tab saved.
  await notice(b).getByRole('button', { name: OTHER_TAB.discard }).click();
  await expect(notice(b)).toHaveCount(0);
  // The button went with the note: the focus is on the form drawn again, its first field, not the page's top.
  await expect(b.getByLabel(PROFILE_FORM_TEXT.name, { exact: true })).toBeFocused();
  await expect(b.getByLabel(PROFILE_FORM_TEXT.height)).toHaveValue('170');
  await expect(b.getByLabel(PROFILE_FORM_TEXT.name, { exact: true })).toHaveValue('Ana');
});

test('Perfil: her own save after the note keeps her words, and the note goes', async ({ context }) => {
  const [a, b] = await twoTabs(context, '/perfil');
  await b.getByLabel(PROFILE_FORM_TEXT.name, { exact: true }).fill('Ana Maria');
  await a.getByLabel(PROFILE_FORM_TEXT.height).fill('170');
  await a.getByRole('button', { name: PROFILE_FORM_TEXT.save }).click();
  await expect(notice(b)).toBeVisible();
  await b.getByRole('button', { name: PROFILE_FORM_TEXT.save }).click();
  await expect.poll(async () => (await readStorage<{ name: string }>(b, 'm15-profile'))?.name).toBe('Ana Maria');
  await expect(notice(b)).toHaveCount(0);
  await expect(b.getByLabel(PROFILE_FORM_TEXT.name, { exact: true })).toHaveValue('Ana Maria');
});

test('Perfil: a tab with nothing typed shows the other tab’s save at once, with no note', async ({ context }) => {
  const [a, b] = await twoTabs(context, '/perfil');
  await a.getByLabel(PROFILE_FORM_TEXT.height).fill('170');
  await a.getByRole('button', { name: PROFILE_FORM_TEXT.save }).click();
  await expect(b.getByLabel(PROFILE_FORM_TEXT.height)).toHaveValue('170');
  await expect(notice(b)).toHaveCount(0);
});

test('Hoje: a record saved in Diário in another tab does not empty the feeling she is typing', async ({ context }) => {
  const [a, b] = await twoTabs(context, '/diario');
  await gotoApp(b, '/');
  const feeling = b.getByLabel(DAY_RECORD_FIELDS.feeling.label);
  await feeling.fill('Um pouco de dor de cabeça hoje de manhã');
  await a.getByLabel(DAY_RECORD_FIELDS.weight.label).fill('78,5');
  await a.getByLabel(DAY_RECORD_FIELDS.water.label).fill('1,5');
  await a.getByRole('button', { name: DAY_RECORD.save }).click();
  await expect.poll(async () => JSON.stringify(await readStorage(a, 'm15-diary'))).toContain('78.5');
  await expect(notice(b)).toBeVisible();
  await expect(feeling).toHaveValue('Um pouco de dor de cabeça hoje de manhã');
});

test('Hoje: a fast started in another tab moves the record into "O que fazer agora" with the feeling she is typing', async ({
  context,
}) => {
  // Day 4, the check said go this morning: starting Jejum I is what to do now, and the record is a card of its own.
  const [a, b] = await twoTabs(context, '/', { 'm15-safety-checks': checked('jejum-1', 0) }, 4);
  const now = b.getByRole('region', { name: TODAY_TOP.now });
  const feeling = b.getByLabel(DAY_RECORD_FIELDS.feeling.label);
  await expect(now.getByLabel(DAY_RECORD_FIELDS.feeling.label)).toHaveCount(0);
  await feeling.fill('Com fome, mas tranquila');

  await a.getByRole('button', { name: FAST_CLOCK.start }).click();
  await expect.poll(async () => (await readStorage<{ startedAt: string }>(a, 'm15-fasting'))?.startedAt).toBeTruthy();

  // With the fast running, the record is what to do now: it moved into that card, her words with it.
  await expect(now.getByLabel(DAY_RECORD_FIELDS.feeling.label)).toBeVisible();
  await expect(feeling).toHaveValue('Com fome, mas tranquila');
  await expect(notice(b)).toHaveCount(0);
});

test('Depoimento: a tab opened earlier shows the draft written in the other, so a keystroke there adds to it', async ({
  context,
}) => {
  const [a, b] = await twoTabs(context, '/depoimento', {
    'm15-testimonial': { name: 'Ana', text: 'Rascunho antigo' },
  });
  await a.getByLabel(TESTIMONIAL_FIELDS.textLabel).fill('Um parágrafo longo escrito na primeira aba.');
  await expect
    .poll(async () => (await readStorage<{ text: string }>(a, 'm15-testimonial'))?.text)
    .toBe('Um parágrafo longo escrito na primeira aba.');
  const text = b.getByLabel(TESTIMONIAL_FIELDS.textLabel);
  await expect(text).toHaveValue('Um parágrafo longo escrito na primeira aba.');
  await expect(notice(b)).toHaveCount(0);
  await text.press('Control+End');
  await text.pressSequentially(' E mais.');
  await expect
    .poll(async () => (await readStorage<{ text: string }>(b, 'm15-testimonial'))?.text)
    .toBe('Um parágrafo longo escrito na primeira aba. E mais.');
});

test('Depoimento: a draft typed while the other tab saves one keeps her words; her next keystroke saves them, and the note goes', async ({
  context,
}) => {
  const [a, b] = await twoTabs(context, '/depoimento');
  const mine = b.getByLabel(TESTIMONIAL_FIELDS.textLabel);
  await mine.fill('O meu texto');
  await expect.poll(async () => (await readStorage<{ text: string }>(b, 'm15-testimonial'))?.text).toBe('O meu texto');
  // The other tab, with nothing typed, has drawn that draft before she writes there: no redraw races her typing.
  const theirs = a.getByLabel(TESTIMONIAL_FIELDS.textLabel);
  await expect(theirs).toHaveValue('O meu texto');

  await theirs.fill('O texto da outra aba');
  await expect
    .poll(async () => (await readStorage<{ text: string }>(a, 'm15-testimonial'))?.text)
    .toBe('O texto da outra aba');
  await expect(notice(b)).toBeVisible();
  await expect(mine).toHaveValue('O meu texto');

  // Typing on saves her words over the other tab's: the choice is made, the note has said its part.
  await mine.press('End');
  await mine.pressSequentially('!');
  await expect(notice(b)).toHaveCount(0);
  await expect(mine).toHaveValue('O meu texto!');
  await expect.poll(async () => (await readStorage<{ text: string }>(b, 'm15-testimonial'))?.text).toBe('O meu texto!');
});

test('Resultados: a photo picked and a weight typed stay when the other tab saves a result; her save then keeps them', async ({
  context,
}) => {
  const [a, b] = await twoTabs(context, '/resultados');
  const png = await makeImage(b, { width: 64, height: 64, type: 'image/png' });
  await photoInput(b, 'Foto antes').setInputFiles({ name: 'antes.png', mimeType: 'image/png', buffer: png });
  await expect(b.getByRole('img', { name: 'Foto antes escolhida' })).toBeVisible();
  await b.getByLabel('Peso final (kg)').fill('77,5');

  await a.getByLabel('Peso final (kg)').fill('79');
  await a.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect.poll(async () => (await readStorage<{ finalWeight: string }>(a, 'm15-results'))?.finalWeight).toBe('79');

  // B keeps the photo she picked and the weight she typed, and says why.
  await expect(notice(b)).toBeVisible();
  await expect(b.getByRole('img', { name: 'Foto antes escolhida' })).toBeVisible();
  await expect(b.getByLabel('Peso final (kg)')).toHaveValue('77,5');
  // Her own save is what is kept, photo and all; the note goes.
  await b.getByRole('button', { name: 'Salvar Resultados' }).click();
  await expect
    .poll(async () => (await readStorage<{ finalWeight: string }>(b, 'm15-results'))?.finalWeight)
    .toBe('77.5');
  await expect(notice(b)).toHaveCount(0);
  await expect(b.getByRole('img', { name: 'Foto antes salva' })).toBeVisible();
});
