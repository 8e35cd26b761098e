/**
 * Issue 23: the safety check before the long fasts on "Hoje", the fasting
 * texts that say what is allowed and what to do first, and no call for
 * another 15 days right after the final fast.
 */
import type { Page } from '@playwright/test';
import { BLOCK_TEXT } from '../../app/content/blocks';
import { DAY_GUIDE } from '../../app/content/day-guide';
import { ELECTROLYTES, FAST_INTRO } from '../../app/content/phases';
import { REFEED_FIRST, RESTART_NOW_MESSAGE } from '../../app/content/restart-messages';
import { FASTING_SAFETY, PRE_FAST_CHECK } from '../../app/content/safety';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, storageKeys, test } from '../fixtures';
import { NOON, profileStartingOn, isoDay, userOnDay as storedOnDay } from '../users';

const Q = PRE_FAST_CHECK.questions;

async function userOnDay(page: Page, n: number, extra: Record<string, unknown> = {}, path = '/') {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, storedOnDay(n, extra));
  await gotoApp(page, path);
}

const check = (page: Page) => page.getByRole('region', { name: /verificação rápida/ });
const question = (page: Page, legend: string) => page.getByRole('group', { name: legend });

/** Answers every question shown: `yes` for the legends given, no for the others. */
async function answer(page: Page, yes: string[] = []) {
  const groups = check(page).getByRole('group');
  for (const legend of await groups.evaluateAll((gs) => gs.map((g) => g.querySelector('legend')!.textContent!))) {
    await question(page, legend)
      .getByRole('radio', { name: yes.includes(legend) ? 'Sim' : 'Não' })
      .check();
  }
}

test('day 3: a yes stops Jejum I, offers the carnivore-keto days and stores only that the check was done', async ({
  page,
}) => {
  await userOnDay(page, 3);
  const region = check(page);
  await expect(region.getByRole('heading', { level: 2 })).toHaveText('Antes do Jejum I: verificação rápida');
  await expect(region).toContainText('As respostas não são guardadas');
  // Weight and height are known: the BMI is a fact, not a question (81,5 kg and 1,65 m).
  await expect(page.getByTestId('bmi-fact')).toHaveText(PRE_FAST_CHECK.bmiFact('29,9', false));
  await expect(region.getByRole('group')).toHaveCount(5);
  await expect(question(page, Q.lowBmi)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Nothing answered: each question says so, and the keyboard lands on the first.
  const keysBefore = await storageKeys(page);
  await region.getByRole('button', { name: PRE_FAST_CHECK.submit }).click();
  await expect(question(page, Q.pregnant).getByRole('radio', { name: 'Sim' })).toBeFocused();
  await expect(question(page, Q.pregnant).getByRole('radio', { name: 'Sim' })).toHaveAttribute('aria-invalid', 'true');
  await expect(region.getByText('Responda sim ou não.', { exact: true })).toHaveCount(5);
  expect(await readStorage(page, 'm15-safety-checks')).toBeNull();

  // Keyboard: the arrow keys move between Sim and Não, and pick.
  await page.keyboard.press('ArrowRight');
  await expect(question(page, Q.pregnant).getByRole('radio', { name: 'Não' })).toBeChecked();
  await answer(page, [Q.diabetesMedication]);
  await region.getByRole('button', { name: PRE_FAST_CHECK.submit }).click();

  const stop = page.getByRole('region', { name: PRE_FAST_CHECK.stop.title });
  await expect(stop).toContainText(PRE_FAST_CHECK.stop.text('3 dias'));
  await expect(stop).toContainText(PRE_FAST_CHECK.stop.alternative);
  await expect(stop.getByRole('heading', { name: PRE_FAST_CHECK.stop.title })).toBeFocused();
  await expect(check(page).getByRole('group')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Stored: when the check was done, for this block, and nothing of the answers.
  expect(await readStorage(page, 'm15-safety-checks')).toEqual({ 'jejum-1': NOON.toISOString(), 'jejum-final': '' });
  expect((await storageKeys(page)).sort()).toEqual([...keysBefore, 'm15-safety-checks'].sort());
  const everything = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(everything).not.toMatch(/diabetes|"sim"|"nao"|pregnant/);

  // The way to eat instead of fasting.
  await stop.getByRole('link', { name: PRE_FAST_CHECK.stop.link }).click();
  await expect(page).toHaveURL('/fases?fase=ceto-2');

  // Back on Hoje (and on day 4), the check is done; the reminder covers any yes without knowing it.
  await gotoApp(page, '/');
  await expect(page.getByTestId('pre-fast-done')).toHaveText('Verificação feita em 23/11/2026, 12:00.');
  await expect(check(page)).toContainText(PRE_FAST_CHECK.doneReminder);
  await expect(check(page).getByRole('group')).toHaveCount(0);
});

test('day 9: a clean pass before the Jejum Final, remembered on day 10', async ({ page }) => {
  await userOnDay(page, 9);
  await expect(check(page).getByRole('heading', { level: 2 })).toHaveText('Antes do Jejum Final: verificação rápida');
  await answer(page);
  await check(page).getByRole('button', { name: PRE_FAST_CHECK.submit }).click();
  await expect(page.getByTestId('pre-fast-done')).toHaveText('Verificação feita em 23/11/2026, 12:00.');
  await expect(check(page)).toContainText(PRE_FAST_CHECK.pass);
  await expect(page.getByRole('region', { name: PRE_FAST_CHECK.stop.title })).toHaveCount(0);
  expect(await readStorage(page, 'm15-safety-checks')).toEqual({ 'jejum-1': '', 'jejum-final': NOON.toISOString() });
  await expectNoAxeViolations(page);

  // The next day is day 10: done yesterday, not asked again.
  await page.clock.setFixedTime(new Date(NOON.getTime() + 24 * 3600_000));
  await gotoApp(page, '/');
  await expect(page.getByTestId('challenge-today')).toHaveText('Dia 10 de 15 · Jejum Final');
  await expect(page.getByTestId('pre-fast-done')).toBeVisible();
  await expect(check(page).getByRole('group')).toHaveCount(0);
});

test('day 4 without a height in the profile asks the BMI; a check of Jejum I does not count for the Jejum Final', async ({
  page,
}) => {
  await userOnDay(page, 4, {
    'm15-profile': { ...profileStartingOn(isoDay(-3)), height: '' },
    'm15-safety-checks': { 'jejum-1': '', 'jejum-final': '2026-11-20T15:00:00.000Z' },
  });
  await expect(check(page).getByRole('group')).toHaveCount(6);
  await expect(page.getByTestId('bmi-fact')).toHaveCount(0);
  await answer(page, [Q.lowBmi]);
  await check(page).getByRole('button', { name: PRE_FAST_CHECK.submit }).click();
  await expect(page.getByRole('region', { name: PRE_FAST_CHECK.stop.title })).toContainText('3 dias');
});

test('day 10: "Jejum total" says water, coffee and tea without sugar and electrolytes are allowed; 192 comes first', async ({
  page,
}) => {
  await userOnDay(page, 10, { 'm15-safety-checks': { 'jejum-1': '', 'jejum-final': NOON.toISOString() } });
  const guide = page.getByTestId('day-guide');
  await expect(guide).toHaveText(DAY_GUIDE[9]!);
  for (const allowed of ['água', 'café', 'chá sem açúcar', 'eletrólitos', 'liberados']) {
    await expect(guide).toContainText(allowed);
  }
  const signs = page.getByRole('region', { name: 'Sinais para parar o jejum' });
  const text = await signs.innerText();
  expect(text.indexOf('ligue 192')).toBeGreaterThan(-1);
  expect(text.indexOf('ligue 192')).toBeLessThan(text.indexOf('Sente ou deite'));
  expect(text.indexOf('ligue 192')).toBeLessThan(text.indexOf('beba água com eletrólitos'));
  await expect(signs.getByTestId('emergency-192')).toHaveText(FASTING_SAFETY.warningSigns.emergency);

  await gotoApp(page, '/jornada');
  await expect(page.getByRole('region', { name: 'Jejum Final', exact: true })).toContainText(
    BLOCK_TEXT['jejum-final'].summary,
  );
  await gotoApp(page, '/fases?fase=jejum-final');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText(FAST_INTRO['jejum-final']);
  await expect(panel).toContainText('75 g de cloreto de sódio (sal de cozinha)');
  await expect(panel.getByTestId('electrolyte-limit')).toHaveText(ELECTROLYTES.limit);
  await expect(panel.getByTestId('potassium-caution')).toHaveText(ELECTROLYTES.potassiumCaution);
  await expectNoAxeViolations(page);
});

test('right after the final fast the refeed comes first; "Bora para mais 15 dias!" only after the interval', async ({
  page,
}) => {
  // Math.random() = 0.5 would pick the third of five messages: the call for another 15 days.
  await page.addInitScript(() => {
    Math.random = () => 0.5;
  });
  await userOnDay(page, 16, {}, '/resultados');
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
  await userOnDay(page, 23, {}, '/resultados');
  await expect(page.getByTestId('restart-advice')).toHaveText(REFEED_FIRST.later);
  await page.getByRole('button', { name: 'Recomeçar o M15' }).click();
  await expect(page.getByRole('dialog').getByTestId('mensagem-recomeco')).toHaveText(RESTART_NOW_MESSAGE);
  await expect(page.getByRole('dialog').getByTestId('restart-wait')).toHaveCount(0);
});
