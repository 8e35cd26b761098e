/**
 * Hoje on the days around a fast: the check before it, the clock,
 * the bottle of electrolytes, the way out of it and what "Jejum total"
 * allows. Hoje's other days, the check-in and the end: today.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { AFTER_FAST } from '../../app/content/after-fast';
import { DAY_GUIDE } from '../../app/content/day-guide';
import { ELECTROLYTES_TODAY, FAST_CLOCK, FAST_START_MESSAGES } from '../../app/content/fasting-clock';
import { FASTING_DAY_QUOTES } from '../../app/content/gentle-words';
import { PRE_FAST_CHECK, PRE_FAST_FORM } from '../../app/content/pre-fast-check';
import { FAST_MILESTONES, FASTING_SAFETY, PRE_FAST_NOTE, WATER_WEIGHT_NOTE } from '../../app/content/safety';
import {
  expect,
  expectNoAxeViolations,
  gotoApp,
  openOnDay as userOnDay,
  readStorage,
  storageKeys,
  test,
  toast,
} from '../fixtures';
import { expectTouchTargets } from '../touch';
import { checked, instantOn, isoDay, NOON } from '../users';
import { CHECKIN, TODAY_GUIDE } from '../../app/content/today-screen';
import { TODAY_FIGURES, TODAY_TOP } from '../../app/content/today';
import { answerCheck, answerCheckPages, checkCard, checkQuestion } from './pre-fast-check-helpers';

/** A card kind's border: the same width and colour on every side (no card draws a left edge of its own). */
const wholeBorder = (card: Locator) =>
  card.evaluate((e) => {
    const c = getComputedStyle(e);
    const sides = ['Top', 'Right', 'Bottom', 'Left'].map((side) =>
      [
        c.getPropertyValue(`border-${side.toLowerCase()}-width`),
        c.getPropertyValue(`border-${side.toLowerCase()}-color`),
      ].join(' '),
    );
    return parseFloat(c.borderLeftWidth) > 0 && new Set(sides).size === 1;
  });

const now = (page: Page) => page.getByRole('region', { name: 'O que fazer agora' });
const check = checkCard;
const question = checkQuestion;
const Q = PRE_FAST_CHECK.questions;
const answerOnly = answerCheckPages;
const answer = answerCheck;

/** axe-core in light, then in dark. */
async function expectAxeInBothSchemes(page: Page) {
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('day 3 prepares the fast: the check first, then the way to who should not fast', async ({ page }) => {
  await userOnDay(page, 3);
  await expect(now(page).getByRole('heading', { name: 'Antes do Jejum I: verificação rápida' })).toBeVisible();
  const before = page.getByRole('region', { name: 'Antes do jejum', exact: true });
  await expect(before).toContainText(PRE_FAST_NOTE.before4);
  await expect(page.getByRole('region', { name: 'Sinais para parar o jejum' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await before.getByRole('link', { name: 'Quem deve falar com um médico antes de jejuar' }).click();
  await expect(page).toHaveURL('/fases?fase=jejum-1#seguranca');
});

test('day 9 prepares the final fast', async ({ page }) => {
  await userOnDay(page, 9);
  await expect(check(page).getByRole('heading', { level: 3 })).toHaveText('Antes do Jejum Final: verificação rápida');
  await expect(page.getByRole('region', { name: 'Antes do jejum', exact: true })).toContainText(PRE_FAST_NOTE.before10);
});

test.describe('the check before a fast', () => {
  test('on day 5 with no check on record, the fast cannot be started before the check', async ({ page }) => {
    await userOnDay(page, 5);
    await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
    await expect(page.getByLabel(FAST_CLOCK.startLabel)).toHaveCount(0);
    // Before the clock starts, the check is the hero: it opens the screen with the 192 line, its "Continuar" in
    // the first screen; the day's ring follows it, with no button of its own to the check.
    await expect(now(page).getByTestId('emergency-192')).toHaveText(FAST_CLOCK.emergency);
    await expect(page.getByTestId('emergency-192')).toHaveCount(1);
    await expect(check(page).getByRole('button', { name: PRE_FAST_CHECK.next })).toBeInViewport();
    const [checkBox, ringBox] = [await now(page).boundingBox(), await page.locator('#hoje-dia').boundingBox()];
    expect(ringBox!.y).toBeGreaterThan(checkBox!.y + checkBox!.height - 1);
    await expect(page.getByRole('link', { name: 'Fazer a verificação' })).toHaveCount(0);
    await expect(check(page)).toContainText(PRE_FAST_CHECK.first);
    await expect(check(page)).toContainText('As respostas não são guardadas');
    // Weight and height are known: the BMI is a fact, not a question (80,5 kg and 1,65 m).
    await expect(page.getByTestId('bmi-fact')).toHaveText(PRE_FAST_CHECK.bmiFact('29,6', false));
    // Every question but the BMI; how Jejum I went is asked only before the Jejum Final.
    await expect(check(page).getByRole('group', { includeHidden: true })).toHaveCount(17);
    await expect(question(page, Q.signsInJejum1, true)).toHaveCount(0);
    for (const q of [Q.alcohol, Q.weightLoss, Q.cancer, Q.lowMinerals, Q.liverOrThyroid, Q.diabetes])
      await expect(question(page, q, true)).toHaveCount(1);
    for (const heading of Object.values(PRE_FAST_CHECK.groups))
      await expect(check(page).getByRole('heading', { name: heading, level: 4, includeHidden: true })).not.toHaveCount(
        0,
      );
    // A page at a time: the first one's three questions and the BMI fact, then "Continuar".
    await expect(check(page).getByTestId('check-part')).toHaveText(PRE_FAST_CHECK.part(1, 5));
    await expect(check(page).getByRole('group')).toHaveCount(3);
    for (const q of [Q.pregnant, Q.under18, Q.age65]) await expect(question(page, q)).toBeVisible();
    await expect(question(page, Q.alcohol)).toBeHidden();
    await expect(check(page).getByRole('button', { name: PRE_FAST_CHECK.back })).toHaveCount(0);
    await expectTouchTargets(page);
    await expectAxeInBothSchemes(page);

    // Nothing answered: "Continuar" stays on the page, each of its questions says so, the keyboard lands on the first, nothing is stored.
    const keysBefore = await storageKeys(page);
    await check(page).getByRole('button', { name: PRE_FAST_CHECK.next }).click();
    await expect(question(page, Q.pregnant).getByRole('radio', { name: 'Sim' })).toBeFocused();
    await expect(check(page).getByText(PRE_FAST_FORM.required as string, { exact: true })).toHaveCount(3);
    await expect(question(page, Q.under18)).toContainText(PRE_FAST_FORM.required as string);
    await expect(check(page).getByTestId('check-part')).toHaveText(PRE_FAST_CHECK.part(1, 5));
    expect(await readStorage(page, 'm15-safety-checks')).toBeNull();
    // The arrow keys move between Sim and Não, and pick.
    await page.keyboard.press('ArrowRight');
    await expect(question(page, Q.pregnant).getByRole('radio', { name: 'Não' })).toBeChecked();
    // One left unanswered still holds her on the page, named alone.
    await question(page, Q.under18).getByRole('radio', { name: 'Não' }).check();
    await check(page).getByRole('button', { name: PRE_FAST_CHECK.next }).click();
    await expect(question(page, Q.age65).getByRole('radio', { name: 'Sim' })).toBeFocused();
    await expect(check(page).getByText(PRE_FAST_FORM.required as string, { exact: true })).toHaveCount(1);
    await expect(question(page, Q.age65)).toContainText(PRE_FAST_FORM.required as string);

    await answer(page);
    await expect(toast(page, 'Verificação feita')).toContainText(PRE_FAST_CHECK.pass);
    expect(await readStorage(page, 'm15-safety-checks')).toEqual({
      'jejum-1': { at: NOON.toISOString(), outcome: 'go' },
    });
    expect(await storageKeys(page)).toEqual([...keysBefore, 'm15-safety-checks'].sort());
    // Now the clock's start, her last meal on the eve (day 3) by default; the hero is back above it, so the
    // start takes the focus (and the screen) rather than slide down out of view.
    await expect(now(page).getByRole('heading', { name: FAST_CLOCK.startTitle })).toBeFocused();
    await expect(now(page).getByLabel(FAST_CLOCK.startLabel)).toHaveValue(`${isoDay(-2)}T20:00`);
    await expect(now(page).getByRole('button', { name: FAST_CLOCK.start })).toBeVisible();
  });

  test('a "sim" is remembered: after a reload, the next day and a redo', async ({ page }) => {
    await userOnDay(page, 5);
    await answer(page, [Q.gout]);
    const stop = page.getByRole('region', { name: PRE_FAST_CHECK.stop.title });
    await expect(stop).toContainText(PRE_FAST_CHECK.stop.text('3 dias'));
    await expect(stop.getByRole('heading', { name: PRE_FAST_CHECK.stop.title })).toBeFocused();
    // A danger card (docs/design.md): drawn by its whole border, never a left edge of its own.
    expect(await wholeBorder(stop)).toBe(true);
    // Stored: for which block, when, that it stopped and the block's last day, until which it holds; nothing of the answers.
    expect(await readStorage(page, 'm15-safety-checks')).toEqual({
      'jejum-1': { at: NOON.toISOString(), outcome: 'stop', until: '2026-11-24' },
    });
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/gota|gout|"sim"|"nao"/);

    await page.reload();
    await expect(page.getByRole('region', { name: PRE_FAST_CHECK.stop.title })).toBeVisible();
    await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
    await expect(page.getByTestId('day-guide')).toHaveText(PRE_FAST_CHECK.stoppedGuide);
    await expect(page.getByTestId('day-guide')).toContainText('Converse com seu médico');
    await expect(page.getByTestId('bottles-today')).toHaveCount(0);
    await expectAxeInBothSchemes(page);

    // The next day, day 6: still stopped.
    await page.clock.setFixedTime(new Date(NOON.getTime() + 24 * 3600_000));
    await gotoApp(page, '/');
    await expect(page.getByTestId('challenge-today')).toHaveText('Dia 6 de 15 · Jejum I');
    await expect(page.getByRole('region', { name: PRE_FAST_CHECK.stop.title })).toBeVisible();
    await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);

    // Answered by mistake: "Refazer a verificação", once, and the new answer counts; the earlier stop stays on record.
    await expect(page.getByTestId('stop-redo-note')).toContainText(PRE_FAST_CHECK.stop.redoNote);
    await page.getByRole('button', { name: PRE_FAST_CHECK.stop.redo }).click();
    await answer(page);
    await expect(now(page).getByRole('button', { name: FAST_CLOCK.start })).toBeVisible();
    expect(await readStorage(page, 'm15-safety-checks')).toEqual({
      'jejum-1': {
        at: new Date(NOON.getTime() + 24 * 3600_000).toISOString(),
        outcome: 'go',
        earlierStop: NOON.toISOString(),
      },
    });
  });

  test('before anything is stored, her "sim" answers are listed, and a slip is corrected', async ({ page }) => {
    await userOnDay(page, 4);
    await answerOnly(page, [Q.pregnant, Q.alcohol]);
    await check(page).getByRole('button', { name: PRE_FAST_CHECK.review }).click();
    const review = page.getByTestId('check-review');
    await expect(review.getByRole('heading', { name: PRE_FAST_CHECK.reviewTitle })).toBeFocused();
    await expect(review.getByRole('listitem')).toHaveText([Q.pregnant, Q.alcohol]);
    expect(await wholeBorder(review)).toBe(true);
    expect(await readStorage(page, 'm15-safety-checks')).toBeNull();
    // The pregnancy "sim" was a slip: corrected before it is stored, the list follows.
    // Back to the first page: every answer kept on the way, the page's heading announced.
    await review.getByRole('button', { name: PRE_FAST_CHECK.fix }).click();
    for (let part = 5; part > 1; part--) {
      await check(page).getByRole('button', { name: PRE_FAST_CHECK.back }).click();
      await expect(check(page).getByTestId('check-part')).toHaveText(PRE_FAST_CHECK.part(part - 1, 5));
    }
    await expect(check(page).getByRole('heading', { name: PRE_FAST_CHECK.groups.you })).toBeFocused();
    await expect(question(page, Q.pregnant).getByRole('radio', { name: 'Sim' })).toBeChecked();
    await expect(question(page, Q.under18).getByRole('radio', { name: 'Não' })).toBeChecked();
    await question(page, Q.pregnant).getByRole('radio', { name: 'Não' }).check();
    await answerOnly(page, [Q.alcohol]);
    await check(page).getByRole('button', { name: PRE_FAST_CHECK.review }).click();
    await expect(review.getByRole('listitem')).toHaveText([Q.alcohol]);
    await review.getByRole('button', { name: PRE_FAST_CHECK.submit }).click();
    // Alcohol is a stop that may be redone once; the record has no answer in it.
    const stop = page.getByRole('region', { name: PRE_FAST_CHECK.stop.title });
    await expect(stop).toBeVisible();
    expect(await readStorage(page, 'm15-safety-checks')).toEqual({
      'jejum-1': { at: NOON.toISOString(), outcome: 'stop', until: '2026-11-25' },
    });
    await expect(stop.getByRole('button', { name: PRE_FAST_CHECK.stop.redo })).toBeVisible();
    // A second stop after the one redo holds: no third try.
    await stop.getByRole('button', { name: PRE_FAST_CHECK.stop.redo }).click();
    await answer(page, [Q.alcohol]);
    await expect(page.getByTestId('stop-redo-note')).toContainText(PRE_FAST_CHECK.stop.redoneNote);
    await expect(page.getByRole('button', { name: PRE_FAST_CHECK.stop.redo })).toHaveCount(0);
  });

  test('an answer the action finds missing opens the check on its page, named, with the focus on it', async ({
    page,
  }) => {
    await userOnDay(page, 4);
    await answerOnly(page);
    // An answer lost on its way (the radio cleared behind the page's back): only the action can tell.
    await check(page)
      .getByRole('group', { name: Q.pregnant, includeHidden: true })
      .getByRole('radio', { name: 'Não', includeHidden: true })
      .evaluate((r: HTMLInputElement) => (r.checked = false));
    await check(page).getByRole('button', { name: PRE_FAST_CHECK.review }).click();
    await check(page).getByRole('button', { name: PRE_FAST_CHECK.submit }).click();
    await expect(check(page).getByTestId('check-part')).toHaveText(PRE_FAST_CHECK.part(1, 5));
    await expect(question(page, Q.pregnant)).toContainText(PRE_FAST_FORM.required as string);
    await expect(question(page, Q.pregnant).getByRole('radio', { name: 'Sim' })).toBeFocused();
    expect(await readStorage(page, 'm15-safety-checks')).toBeNull();
    // The other answers were kept: the page's next question still says no.
    await expect(question(page, Q.under18).getByRole('radio', { name: 'Não' })).toBeChecked();
  });

  test('an absolute "sim" holds for the block: no redo, after a reload and the next day', async ({ page }) => {
    await userOnDay(page, 4);
    await answer(page, [Q.diabetesMedication]);
    const stop = page.getByRole('region', { name: PRE_FAST_CHECK.stop.title });
    await expect(stop).toBeVisible();
    expect(await readStorage(page, 'm15-safety-checks')).toEqual({
      'jejum-1': { at: NOON.toISOString(), outcome: 'stop', absolute: true, until: '2026-11-25' },
    });
    await expect(page.getByTestId('stop-redo-note')).toContainText(PRE_FAST_CHECK.stop.absoluteNote);
    await expect(page.getByRole('button', { name: PRE_FAST_CHECK.stop.redo })).toHaveCount(0);
    await expect(stop).not.toContainText('sem querer');
    await page.clock.setFixedTime(new Date(NOON.getTime() + 24 * 3600_000));
    await gotoApp(page, '/');
    await expect(page.getByRole('region', { name: PRE_FAST_CHECK.stop.title })).toBeVisible();
    await expect(page.getByRole('button', { name: PRE_FAST_CHECK.stop.redo })).toHaveCount(0);
    await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
  });

  test('weight lost without trying, read from her diary before the start, is a fact and a stop', async ({ page }) => {
    // Day 4 of a user whose diary holds 95 kg four months before this challenge began at 82 kg: 13 % lost.
    await userOnDay(page, 4, {
      'm15-diary': [
        { date: isoDay(-3), weight: '82', water: '2' },
        { date: isoDay(-60), weight: '88', water: '2' },
        { date: isoDay(-120), weight: '95', water: '2' },
      ],
    });
    await expect(page.getByTestId('weight-loss-fact')).toHaveText(
      PRE_FAST_CHECK.weightLossFact(13, isoDay(-120).split('-').reverse().join('/'), true),
    );
    await expect(question(page, Q.weightLoss)).toHaveCount(0);
    await answer(page);
    await expect(page.getByRole('region', { name: PRE_FAST_CHECK.stop.title })).toBeVisible();
    // Not an absolute stop: one redo is offered, and the fact stays a fact.
    await expect(page.getByRole('button', { name: PRE_FAST_CHECK.stop.redo })).toBeVisible();
  });

  test('before the Jejum Final, the check also asks how Jejum I went', async ({ page }) => {
    await userOnDay(page, 9);
    await expect(question(page, Q.signsInJejum1, true)).toHaveCount(1);
    await answer(page, [Q.signsInJejum1]);
    await expect(page.getByRole('region', { name: PRE_FAST_CHECK.stop.title })).toContainText(
      PRE_FAST_CHECK.stop.text('6 dias'),
    );
  });

  test('a fast running from an earlier version, with only its bare check instant: the check first, a "sim" ends it kindly', async ({
    page,
  }) => {
    await userOnDay(page, 5, {
      'm15-safety-checks': { 'jejum-1': instantOn(-2, '09:00'), 'jejum-final': '' },
      'm15-fasting': { startedAt: instantOn(-2, '20:00'), endedAt: '' },
    });
    await expect(page.getByTestId('check-before-continuing')).toHaveText(
      PRE_FAST_CHECK.running(`${isoDay(-2).split('-').reverse().join('/')}, 20:00`),
    );
    // The fast stays the hero, its end button in view: nothing hides the way to stop.
    await expect(
      page.getByRole('region', { name: 'Relógio do jejum' }).getByRole('button', { name: FAST_CLOCK.end }),
    ).toBeVisible();
    await answer(page, [Q.dailyMedication]);
    await expect(page.getByTestId('stop-ended')).toHaveText(PRE_FAST_CHECK.stop.ended('40 h 00 min'));
    expect(await readStorage(page, 'm15-fasting')).toEqual({
      startedAt: instantOn(-2, '20:00'),
      endedAt: NOON.toISOString(),
    });
    expect(await readStorage(page, 'm15-fast-log')).toEqual([
      {
        block: 'jejum-1',
        startedAt: instantOn(-2, '20:00'),
        endedAt: NOON.toISOString(),
        plannedEndAt: instantOn(1, '20:00'),
        outcome: 'early',
      },
    ]);
    // The way out of the fast follows the stop.
    await expect(page.getByRole('region', { name: FASTING_SAFETY.breakFast['jejum-1'].title })).toContainText(
      WATER_WEIGHT_NOTE,
    );
  });

  test('the same "sim" after a bottle ticked on a clock set a day forward: the stop keeps that end, and gives no hours', async ({
    page,
  }) => {
    await userOnDay(page, 5, {
      'm15-safety-checks': { 'jejum-1': instantOn(-2, '09:00'), 'jejum-final': '' },
      'm15-fasting': { startedAt: instantOn(-2, '20:00'), endedAt: '' },
      // Ticked while the phone's clock read day 6.
      'm15-electrolytes': [{ date: isoDay(1), bottles: 1 }],
    });
    await answer(page, [Q.dailyMedication]);
    // Not "parado em 52 h 00 min": the end is the app's count, not the hours she fasted.
    await expect(page.getByTestId('stop-ended')).toHaveText(PRE_FAST_CHECK.stop.ended(null));
    expect(await readStorage(page, 'm15-fasting')).toEqual({
      startedAt: instantOn(-2, '20:00'),
      endedAt: instantOn(1, '00:00'),
      endedAhead: true,
    });
  });
});

test.describe('the fasting clock knows the block', () => {
  test('a fast started on day 4 from her last meal ends on day 6, never on a ceto day', async ({ page }) => {
    await userOnDay(page, 4, { 'm15-safety-checks': checked('jejum-1', -1) });
    await expect(page.getByTestId('fast-goal')).toHaveText(FAST_CLOCK.goal('Jejum I', 72, 6));
    await now(page).getByRole('button', { name: FAST_CLOCK.start }).click();
    await expect(toast(page, 'Jejum iniciado ⏱️')).toBeVisible();
    // With the plan its start gave it.
    const started = {
      startedAt: instantOn(-1, '20:00'),
      endedAt: '',
      block: 'jejum-1',
      plannedEndAt: instantOn(2, '20:00'),
    };
    expect(await readStorage(page, 'm15-fasting')).toEqual(started);
    const clock = page.getByRole('region', { name: 'Relógio do jejum' });
    await expect(clock.getByTestId('fast-hours')).toHaveText('Dia 1 de 3 do jejum · 16 h de 72 h');
    // Day 6 is 25/11, a Wednesday.
    await expect(clock.getByTestId('fast-end')).toHaveText('Termina na quarta, 25/11, às 20:00');
    await expect(clock.getByRole('progressbar', { name: FAST_CLOCK.ringLabel })).toHaveAttribute('aria-valuenow', '16');

    // The block ends: "Jejum concluído" at its end, and the steps to break it.
    await page.clock.setFixedTime(new Date(`${isoDay(2)}T21:00:00-03:00`));
    await page.reload();
    await expect(clock.getByRole('heading', { level: 2 })).toHaveText(FAST_CLOCK.done);
    await expect(clock.getByTestId('fast-end')).toHaveText('Concluído na quarta, 25/11, às 20:00');
    await expect(page.getByRole('region', { name: FASTING_SAFETY.breakFast['jejum-1'].title })).toBeVisible();
    // Showing it wrote nothing: every reader settles the fast at its end the same way (decision 010).
    expect(await readStorage(page, 'm15-fasting')).toEqual(started);
    expect(await readStorage(page, 'm15-fast-log')).toEqual([]);
    // Day 7, a ceto day: no clock.
    await page.clock.setFixedTime(new Date(`${isoDay(3)}T08:00:00-03:00`));
    await page.reload();
    await expect(page.getByRole('region', { name: 'Relógio do jejum' })).toHaveCount(0);
  });

  test('a later start ends with its block, at 23:59 of day 6; a start before the eve or in the future is refused', async ({
    page,
  }) => {
    await userOnDay(page, 5, { 'm15-safety-checks': checked('jejum-1', -2) });
    const field = now(page).getByLabel(FAST_CLOCK.startLabel);
    await expect(field).toHaveAttribute('min', `${isoDay(-2)}T00:00`);
    for (const [typed, message] of [
      [`${isoDay(-3)}T23:00`, FAST_START_MESSAGES['before-block']],
      [`${isoDay(0)}T18:00`, FAST_START_MESSAGES.future],
    ] as const) {
      await field.fill(typed);
      await now(page).getByRole('button', { name: FAST_CLOCK.start }).click();
      await expect(now(page).getByText(message)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(await readStorage(page, 'm15-fasting')).toBeNull();
    }
    await field.fill(`${isoDay(0)}T08:00`);
    await now(page).getByRole('button', { name: FAST_CLOCK.start }).click();
    const clock = page.getByRole('region', { name: 'Relógio do jejum' });
    await expect(clock.getByTestId('fast-end')).toHaveText('Termina na terça, 24/11, às 23:59');
    await expect(clock.getByTestId('fast-hours')).toHaveText('Dia 2 de 3 do jejum · 4 h de 40 h');
  });

  test('day 11: where she is, the marks, the bottle of electrolytes; ending is one tap, without guilt', async ({
    page,
  }) => {
    await userOnDay(page, 11, {
      'm15-safety-checks': checked('jejum-final', -2),
      'm15-fasting': { startedAt: instantOn(-2, '20:00'), endedAt: '' },
    });
    const clock = page.getByRole('region', { name: 'Relógio do jejum' });
    // The clock is the hero: the day of the block and the hours are its title.
    await expect(clock.getByRole('heading', { level: 2 })).toHaveText('Dia 2 de 6 do jejum · 40 h de 144 h');
    await expect(clock.getByTestId('fast-hours')).toHaveText('Dia 2 de 6 do jejum · 40 h de 144 h');
    await expect(clock.getByTestId('fast-end')).toHaveText('Termina na sexta, 27/11, às 20:00');
    const marks = page.getByRole('list', { name: FAST_CLOCK.marks }).getByRole('listitem');
    await expect(marks).toHaveText(['✓ 12 h', '✓ 16 h', '✓ 24 h', '48 h', '72 h', '96 h', '120 h', '144 h']);
    // When it began, as the hero says when it ends (the hero already says how long it has run).
    await expect(page.getByTestId('fast-started')).toHaveText('Começou no sábado, 21/11, às 20:00.');
    await expect(page.getByTestId('fast-note')).toContainText(FAST_MILESTONES[1]!.note);
    await expect(page.getByTestId('fast-next')).toHaveText('Próxima marca: 48 h, em 8 h 00 min.');

    // The electrolytes where she drinks: the day's bottle in the hero, its only home; the daily limit and the recipe in the day's guidance.
    await expect(clock.getByTestId('hero-bottles')).toHaveText('Eletrólitos: 0 de 1');
    await expect(page.getByTestId('hero-bottles')).toHaveCount(1);
    const guide = page.getByRole('region', { name: TODAY_GUIDE.title });
    await expect(guide.getByTestId('electrolyte-limit-today')).toHaveText(ELECTROLYTES_TODAY.limit);
    await expect(guide.getByRole('link', { name: ELECTROLYTES_TODAY.recipe })).toHaveAttribute(
      'href',
      '/fases?fase=jejum-final',
    );
    await expect(page.getByRole('region', { name: 'Eletrólitos' })).toHaveCount(0);
    // 192 in the hero, the stop signs below it with the full list one tap away.
    await expect(clock.getByTestId('emergency-192')).toHaveText(FAST_CLOCK.emergency);
    const signs = page.getByRole('region', { name: 'Sinais para parar o jejum' });
    await expect(signs.getByTestId('all-signs')).toBeHidden();
    await signs.getByRole('button', { name: 'Ver todos os sinais para parar' }).click();
    for (const sign of FASTING_SAFETY.warningSigns.items)
      await expect(signs.getByTestId('all-signs')).toContainText(sign);
    await expectTouchTargets(page);
    await expectAxeInBothSchemes(page);

    await clock.getByRole('button', { name: ELECTROLYTES_TODAY.tickShort }).click();
    await expect(clock.getByTestId('hero-bottles')).toHaveText('Eletrólitos: 1 de 1');
    await expect.poll(() => readStorage(page, 'm15-electrolytes')).toEqual([{ date: isoDay(0), bottles: 1 }]);
    await page.reload();
    await expect(clock.getByTestId('hero-bottles')).toHaveText('Eletrólitos: 1 de 1');
    // While the fast runs, what to do now besides it is registering the day.
    await expect(now(page).getByRole('heading', { name: CHECKIN.title })).toBeVisible();
    await clock.getByRole('button', { name: ELECTROLYTES_TODAY.untickShort }).click();
    await expect(clock.getByTestId('hero-bottles')).toHaveText('Eletrólitos: 0 de 1');
    await expect.poll(() => readStorage(page, 'm15-electrolytes')).toEqual([]);

    // "Encerrar o jejum": one tap, no question, no guilt; kept for the report; a mistake can be undone.
    await expect(clock).toContainText(FAST_CLOCK.endNoteShort);
    await clock.getByRole('button', { name: FAST_CLOCK.end }).click();
    await expect(toast(page, 'Jejum encerrado')).toContainText('Você jejuou 40 h 00 min.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(clock.getByRole('heading', { level: 2 })).toHaveText(FAST_CLOCK.ended);
    expect(await readStorage(page, 'm15-fast-log')).toEqual([
      {
        block: 'jejum-final',
        startedAt: instantOn(-2, '20:00'),
        endedAt: NOON.toISOString(),
        plannedEndAt: instantOn(4, '20:00'),
        outcome: 'early',
      },
    ]);
    await expect(page.getByRole('region', { name: FASTING_SAFETY.breakFast['jejum-final'].title })).toBeVisible();
    await clock.getByRole('button', { name: FAST_CLOCK.undo }).click();
    await expect(clock.getByTestId('fast-hours')).toHaveText('Dia 2 de 6 do jejum · 40 h de 144 h');
    expect(await readStorage(page, 'm15-fast-log')).toEqual([]);
  });

  test('twenty loads of Início on day 11 show no quote that pushes', async ({ page }) => {
    // Each load draws a different quote: the n-th load's Math.random() gives n/20.
    await page.addInitScript(() => {
      const n = Number(sessionStorage.getItem('loads') ?? '0');
      sessionStorage.setItem('loads', String(n + 1));
      Math.random = () => (n % 20) / 20;
    });
    await userOnDay(page, 11);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const quote = (await page.getByTestId('quote').innerText()).replace(/^“|”$/g, '');
      expect(FASTING_DAY_QUOTES).toContain(quote);
      seen.add(quote);
      await page.reload();
    }
    expect(seen.size).toBe(FASTING_DAY_QUOTES.length);
  });
});

test('day 7: the way out of Jejum I comes first, as a checklist, and the kilograms lost so far', async ({ page }) => {
  await userOnDay(page, 7);
  await expect(page.getByTestId('challenge-today')).toHaveText('Dia 7 de 15 · Cetocarnívora II');
  await expect(page.getByText('Faltam 8 dias para concluir o desafio.')).toBeVisible();
  const refeed = now(page).getByRole('region', { name: FASTING_SAFETY.breakFast['jejum-1'].title });
  await expect(refeed).toContainText(WATER_WEIGHT_NOTE);
  await expect(page.getByTestId('lost-so-far')).toHaveText('2,5 kg');
  // Her day, not the pitch for starting: the welcome's sales block is the new user's only.
  await expect(page.getByText('método comprovado')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Começar Agora' })).toHaveCount(0);
  // Installing is the footer's, on every screen: Hoje does not offer it twice.
  await expect(page.getByRole('link', { name: 'Baixar no Celular' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Instalar no celular' })).toHaveAttribute(
    'href',
    '/instalar',
  );
  // The way out's steps are the screen's words while it is the action: no quote beside them.
  await expect(page.getByTestId('quote')).toHaveCount(0);
  // 192 in the hero; the whole list of signs is the way out's last fold, not a card of its own.
  await expect(page.locator('[aria-labelledby="hoje-dia"]').getByTestId('emergency-192')).toBeInViewport();
  await expect(page.getByRole('region', { name: AFTER_FAST.signsTitle })).toHaveCount(0);
  await refeed.getByRole('button', { name: TODAY_TOP.allSigns }).click();
  await expect(refeed.getByTestId('all-signs')).toContainText(FASTING_SAFETY.warningSigns.items[0]!);
  await expectNoAxeViolations(page);
});

test('day 16: the steps to break the final fast come first, ticked and kept, with the water-weight note', async ({
  page,
}) => {
  await userOnDay(page, 16);
  await expect(page.getByTestId('challenge-today')).toHaveText('Desafio concluído 🏆');
  const refeed = page.getByRole('region', { name: FASTING_SAFETY.breakFast['jejum-final'].title });
  await expect(refeed.getByTestId('water-weight')).toContainText(WATER_WEIGHT_NOTE);
  const card = page.getByRole('region', { name: 'Seu resultado' });
  const top = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())!.y;
  expect(await top(refeed)).toBeLessThan(await top(card));
  // No hero above: the way out opens with 192, a caption, and ends with the whole list of signs, folded.
  await expect(refeed.getByTestId('emergency-192')).toHaveText(AFTER_FAST.emergency);
  await expect(refeed.getByTestId('emergency-192')).toBeInViewport();
  expect(
    await refeed.getByTestId('emergency-192').evaluate((e) => Number(getComputedStyle(e).fontWeight)),
  ).toBeLessThan(700);
  await expect(page.getByTestId('emergency-192')).toHaveCount(1);
  await expect(page.getByRole('region', { name: AFTER_FAST.signsTitle })).toHaveCount(0);
  await expect(refeed.getByText(FAST_MILESTONES.at(-1)!.note)).toHaveCount(0);
  await refeed.getByRole('button', { name: TODAY_TOP.allSigns }).click();
  for (const sign of FASTING_SAFETY.warningSigns.items)
    await expect(refeed.getByTestId('all-signs')).toContainText(sign);
  // Sharing waits while the way out is the action: the result's outline button alone, no image, no photos,
  // and no quote beside the steps.
  const share = card.getByRole('button', { name: 'Compartilhar progresso' });
  await expect(share).toHaveAttribute('data-variant', 'outline');
  await expect(page.getByTestId('card-preview')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Seu progresso em imagem' })).toHaveCount(0);
  await expect(page.getByTestId('quote')).toHaveCount(0);
  // Hoje's own buttons: none filled, the checklist being the action (the shell's backup reminder aside).
  expect(
    await page
      .getByRole('main')
      .locator(':is(a, button)[data-variant="filled"], .mantine-Button-root:not([data-variant])')
      .evaluateAll((els) => els.filter((e) => !e.closest('[data-testid="backup-reminder"]')).map((e) => e.textContent)),
  ).toEqual([]);
  // The guidance is one card: the way out's last step says what comes next, and the note after the 15 days waits.
  await expect(
    refeed.getByRole('checkbox', { name: FASTING_SAFETY.breakFast['jejum-final'].steps.ceto }),
  ).toBeVisible();
  await expect(page.getByText(TODAY_GUIDE.after.before)).toHaveCount(0);
  // The kilograms lost have one home after the 15 days: the result card, not the record under it too.
  await expect(page.getByText(TODAY_FIGURES.lost)).toHaveCount(1);
  await expect(page.getByTestId('lost-so-far')).toHaveCount(0);
  const first = refeed.getByRole('checkbox', { name: FASTING_SAFETY.breakFast['jejum-final'].steps['small-first'] });
  await first.check();
  await refeed.getByRole('checkbox', { name: FASTING_SAFETY.breakFast['jejum-final'].steps.wait }).check();
  await expect
    .poll(() => readStorage(page, 'm15-refeed'))
    .toEqual([{ date: isoDay(0), block: 'jejum-final', done: ['small-first', 'wait'] }]);
  await page.reload();
  await expect(first).toBeChecked();
  await first.uncheck();
  await expect
    .poll(() => readStorage(page, 'm15-refeed'))
    .toEqual([{ date: isoDay(0), block: 'jejum-final', done: ['wait'] }]);
  await expectAxeInBothSchemes(page);
  // The check-in still records the weight, and marks no day.
  await page.getByLabel('Peso (kg)').fill('74,5');
  await page.getByLabel('Água consumida (litros)').fill('2,5');
  await page.getByRole('button', { name: CHECKIN.submit }).click();
  await expect(toast(page, 'Registro salvo! 🎉')).toContainText('Você tá vencendo o corpo antigo.');
  expect(await readStorage(page, 'm15-completed-days')).toHaveLength(15);
});

test('day 10: "Jejum total" says water, coffee and tea without sugar and electrolytes are allowed; 192 comes first', async ({
  page,
}) => {
  await userOnDay(page, 10, { 'm15-safety-checks': checked('jejum-final', -1) });
  const guide = page.getByTestId('day-guide');
  await expect(guide).toHaveText(DAY_GUIDE[9]!);
  for (const allowed of ['água', 'café', 'chá sem açúcar', 'eletrólitos', 'liberados']) {
    await expect(guide).toContainText(allowed);
  }
  const signs = page.getByRole('region', { name: 'Sinais para parar o jejum' });
  await signs.getByRole('button', { name: 'Ver todos os sinais para parar' }).click();
  await expect(signs.getByTestId('all-signs')).toBeVisible();
  // The 192 line is the hero's, above the list, and said once: the signs' card does not repeat it.
  const screen = await page.getByRole('main').innerText();
  expect(screen.indexOf('ligue 192')).toBeGreaterThan(-1);
  expect(screen.indexOf('ligue 192')).toBeLessThan(screen.indexOf('Sente ou deite'));
  expect(screen.indexOf('ligue 192')).toBeLessThan(screen.indexOf('beba água'));
  expect(screen).toContain('ou peça para alguém ligar');
  await expect(page.getByTestId('emergency-192')).toHaveCount(1);
  await expect(page.getByTestId('emergency-192')).toContainText('ligue 192');
  await expect(signs.getByTestId('emergency-192')).toHaveCount(0);
  // Palpitations need care, not the electrolyte bottle.
  expect(await signs.innerText()).not.toContain('eletrólitos');
});
