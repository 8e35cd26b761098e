/**
 * The fasting gates on the paths users actually take, lived over several
 * days with Playwright's clock: a start date moved on Perfil after Jejum I,
 * an early end, a restart in the middle of a fast, the days after each fast,
 * and the 192 line in the first screen of a 360 × 640 phone.
 */
import type { Page } from '@playwright/test';
import { AFTER_FAST } from '../../app/content/after-fast';
import { DANGER_ZONE, ERASE_TEXT } from '../../app/content/erase';
import { ELECTROLYTES_TODAY, FAST_CLOCK, FAST_GATE } from '../../app/content/fasting-clock';
import { PRE_FAST_CHECK } from '../../app/content/pre-fast-check';
import { FAST_END_TEXT, REPORT_TEXT } from '../../app/content/report';
import { FAST_MILESTONES, FASTING_SAFETY } from '../../app/content/safety';
import { TODAY_TOP } from '../../app/content/today';
import { TODAY_GUIDE } from '../../app/content/today-screen';
import { expect, expectNoAxeViolations, gotoApp, readStorage, seedStorage, test, toast } from '../fixtures';
import { isoDay, NOON, userOnDay } from '../users';
import { answerCheck, answerShownPage, checkCard } from './pre-fast-check-helpers';

/** An instant at `hh:mm` in São Paulo, `offset` days from NOON's day. */
const at = (offset: number, hhmm: string) => new Date(`${isoDay(offset)}T${hhmm}:00-03:00`);
const iso = (offset: number, hhmm: string) => at(offset, hhmm).toISOString();
const now = (page: Page) => page.getByRole('region', { name: 'O que fazer agora' });
const refeed = (page: Page) => page.getByTestId('refeed');
const emergency = (page: Page) => page.getByTestId('emergency-192');

/** Perfil's start date moved so today reads day 10, the first day of the Jejum Final; then Hoje. */
async function startTodayAsDay10(page: Page) {
  await gotoApp(page, '/perfil');
  await page.getByLabel('Data de início', { exact: true }).fill(isoDay(-9));
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
  await page.getByRole('link', { name: 'Início', exact: true }).click();
  await expect(page.getByTestId('challenge-today')).toContainText('Dia 10 de 15');
}

/** Day 4 at 19:00, 23 h into Jejum I (DAY_5_FASTING's): she ends it on Hoje. */
async function endJejumIOnDay4At19(page: Page) {
  // Day 4 at 19:00, 23 h into Jejum I: she ends it.
  await page.clock.setFixedTime(at(-1, '19:00'));
  await seedStorage(page, DAY_5_FASTING);
  await gotoApp(page, '/');
  const clock = page.getByRole('region', { name: FAST_CLOCK.region });
  await clock.getByRole('button', { name: FAST_CLOCK.end }).click();
  await expect(clock.getByRole('heading', { name: FAST_CLOCK.ended })).toBeVisible();
}

/** Jejum I of a user whose day 1 is `offset` days from today, from 20:00 on day 3 to 20:00 on day 6, as stored. */
function jejum1(first: number, endedAt = '') {
  return {
    startedAt: iso(first + 2, '20:00'),
    endedAt,
    block: 'jejum-1',
    plannedEndAt: iso(first + 5, '20:00'),
  };
}

/** Day 5, the check of Jejum I said go on day 3, and its fast runs since 20:00 that evening. */
const DAY_5_FASTING = userOnDay(5, {
  'm15-fasting': jejum1(-4),
  'm15-safety-checks': { 'jejum-1': { at: iso(-2, '09:00'), outcome: 'go' } },
});

test.use({ viewport: { width: 360, height: 640 } });

test('Jejum I done, the start date moved back on day 7: no second fast, and the kind refusal says when', async ({
  page,
}) => {
  // Day 7 at noon; Jejum I ended at 20:00 yesterday (day 6); the check of Jejum I said go.
  await page.clock.setFixedTime(NOON);
  await seedStorage(
    page,
    userOnDay(7, {
      'm15-fasting': jejum1(-6, iso(-1, '20:00')),
      'm15-safety-checks': { 'jejum-1': { at: iso(-4, '09:00'), outcome: 'go' } },
    }),
  );
  // Three days back: today reads day 10, the first day of the Jejum Final.
  await startTodayAsDay10(page);
  // No check, no clock: the refusal, with the hours since her last fast and when the next may start.
  const gated = page.getByTestId('fast-gated');
  await expect(gated.getByRole('heading', { name: FAST_GATE.title })).toBeVisible();
  await expect(gated.getByTestId('fast-gated-since')).toHaveText(
    'Você terminou um jejum há 16 horas. O próximo pode começar a partir de quarta, 25/11, às 08:00.',
  );
  await expect(gated).not.toContainText('esse jejum não acontece');
  // What to eat until then is the way out's to say (its last step names the phase): the refusal does not repeat it.
  await expect(gated).not.toContainText(FAST_GATE.instead);
  await expect(gated.getByRole('link', { name: FAST_GATE.link })).toHaveCount(0);
  await expect(refeed(page)).toContainText('Cetocarnívora II');
  await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /verificação rápida/ })).toHaveCount(0);
  await expect(page.getByTestId('hero-bottles')).toHaveCount(0);
  // She is coming out of Jejum I: the way out and 192, in the first screen.
  await expect(refeed(page)).toBeVisible();
  await expect(emergency(page)).toBeInViewport();
  // Nothing was stored for the refused fast.
  expect(await readStorage(page, 'm15-fasting')).toMatchObject({ startedAt: iso(-4, '20:00') });
  expect(await readStorage(page, 'm15-fast-record')).toBeNull();
  await expectNoAxeViolations(page);
});

test('Jejum I ended at 23 h, then the start date moved on day 5 so today reads day 10: the kind refusal, no start', async ({
  page,
}) => {
  await endJejumIOnDay4At19(page);
  // Day 5 at noon: five days back, today reads day 10, the first day of the Jejum Final.
  await page.clock.setFixedTime(NOON);
  await startTodayAsDay10(page);
  // No 23 h + 144 h in a row: the 60 h gap follows a fast of 12 h or more.
  const gated = page.getByTestId('fast-gated');
  await expect(gated.getByRole('heading', { name: FAST_GATE.title })).toBeVisible();
  await expect(gated.getByTestId('fast-gated-since')).toHaveText(
    'Você terminou um jejum há 17 horas. O próximo pode começar a partir de quarta, 25/11, às 07:00.',
  );
  await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
  await expect(checkCard(page)).toHaveCount(0);
  await expect(emergency(page)).toBeInViewport();
  expect(await readStorage(page, 'm15-fasting')).toMatchObject({
    startedAt: iso(-2, '20:00'),
    endedAt: iso(-1, '19:00'),
  });
  await expectNoAxeViolations(page);
});

test('Jejum I ended minutes ago, then the start date moved at once so today reads day 10: "há menos de 1 hora", no start', async ({
  page,
}) => {
  await endJejumIOnDay4At19(page);
  // Twenty minutes later, still day 4: ten days back, today reads day 10, the first day of the Jejum Final.
  await page.clock.setFixedTime(at(-1, '19:20'));
  await gotoApp(page, '/perfil');
  await page.getByLabel('Data de início', { exact: true }).fill(isoDay(-10));
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
  await page.getByRole('link', { name: 'Início', exact: true }).click();
  await expect(page.getByTestId('challenge-today')).toContainText('Dia 10 de 15');
  // Under an hour since the end: said as such, never "há 0 horas"; the 60 h gap counts from 19:00.
  const gated = page.getByTestId('fast-gated');
  await expect(gated.getByRole('heading', { name: FAST_GATE.title })).toBeVisible();
  await expect(gated.getByTestId('fast-gated-since')).toHaveText(
    'Você terminou um jejum há menos de 1 hora. O próximo pode começar a partir de quarta, 25/11, às 07:00.',
  );
  await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
  await expect(checkCard(page)).toHaveCount(0);
  expect(await readStorage(page, 'm15-fasting')).toMatchObject({
    startedAt: iso(-2, '20:00'),
    endedAt: iso(-1, '19:00'),
  });
});

test('Jejum I to its goal, the Final’s eve (day 9): after the check’s go, the start is the action, the way out of Jejum I below it', async ({
  page,
}) => {
  // Day 9 at 20:05; Jejum I ran from day 3 at 20:00 to its goal on day 6 at 20:00, 72 h before.
  await page.clock.setFixedTime(at(0, '20:05'));
  const ended = iso(-3, '20:00');
  await seedStorage(
    page,
    userOnDay(9, {
      'm15-fasting': jejum1(-8, ended),
      'm15-fast-log': [{ ...jejum1(-8, ended), outcome: 'goal' }],
      'm15-safety-checks': { 'jejum-1': { at: iso(-6, '09:00'), outcome: 'go' } },
    }),
  );
  await gotoApp(page, '/');
  await answerCheck(page);
  // The start is the one action of the moment; the way out of Jejum I stays on the screen, and 192 with it.
  const start = now(page).getByRole('button', { name: FAST_CLOCK.start });
  await expect(start).toBeVisible();
  await expect(refeed(page)).toBeVisible();
  await expect(emergency(page)).toBeVisible();
  await start.click();
  await expect
    .poll(() => readStorage(page, 'm15-fasting'))
    .toMatchObject({ startedAt: iso(0, '20:00'), endedAt: '', block: 'jejum-final' });
  await expect(page.getByRole('button', { name: FAST_CLOCK.end })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a fast of 96 h ended yesterday: on day 10 the card says the Final does not happen in this challenge, and no date to aim for', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(
    page,
    userOnDay(10, {
      'm15-fast-record': [{ startedAt: iso(-5, '20:00'), plannedEndAt: iso(-1, '20:00'), endedAt: iso(-1, '20:00') }],
    }),
  );
  await gotoApp(page, '/');
  const gated = page.getByTestId('fast-gated');
  // Seven days of rest after a fast of more than 72 h: the next may start on day 16, after the Final's last day.
  // One sentence: the date is the rule's limit, not a plan, and the fast does not happen in this challenge.
  await expect(gated.getByTestId('fast-gated-since')).toHaveText(
    /^Você terminou um jejum há \d+\shoras\. Outro jejum só poderia começar a partir de .+, às \d\d:\d\d, depois do último dia do Jejum Final: neste desafio, esse jejum não acontece\.$/,
  );
  await expect(gated).not.toContainText('O próximo pode começar');
  // The way out of that fast is on the screen and says what to eat: the refusal does not say it twice.
  await expect(refeed(page)).toBeVisible();
  await expect(gated).not.toContainText(FAST_GATE.insteadAfterBlock);
  await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /verificação rápida/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('six days after a fast of 96 h, on day 12: the way out is over, the rest is not, and the refusal says what to eat', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(
    page,
    userOnDay(12, {
      'm15-fast-record': [{ startedAt: iso(-10, '20:00'), plannedEndAt: iso(-6, '20:00'), endedAt: iso(-6, '20:00') }],
    }),
  );
  await gotoApp(page, '/');
  const gated = page.getByTestId('fast-gated');
  await expect(gated.getByTestId('fast-gated-since')).toContainText('O próximo pode começar a partir de');
  await expect(refeed(page)).toHaveCount(0);
  await expect(gated).toContainText(FAST_GATE.instead);
  await expect(gated.getByRole('link', { name: FAST_GATE.link })).toBeVisible();
  await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
});

test('a "sim" given twice on day 4, then the start date moved to the Jejum Final: the stop holds, no check, no clock', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(4));
  await gotoApp(page, '/');
  await answerCheck(page, [PRE_FAST_CHECK.questions.illOrSurgery]);
  const stop = page.getByRole('region', { name: PRE_FAST_CHECK.stop.title });
  await stop.getByRole('button', { name: PRE_FAST_CHECK.stop.redo }).click();
  await answerCheck(page, [PRE_FAST_CHECK.questions.illOrSurgery]);
  // The second "sim" is stored: the one redo is spent.
  await expect(page.getByTestId('stop-redo-note')).toContainText(PRE_FAST_CHECK.stop.redoneNote);
  await expect
    .poll(() => readStorage(page, 'm15-safety-checks'))
    .toMatchObject({
      'jejum-1': { outcome: 'stop', earlierStop: expect.any(String) },
    });
  const held = await readStorage(page, 'm15-safety-checks');
  // Six days back: today reads day 10, the first day of the Jejum Final.
  await startTodayAsDay10(page);
  // The stop she gave twice still counts: no new check, no redo, no clock.
  await expect(stop).toBeVisible();
  await expect(stop.getByRole('button', { name: PRE_FAST_CHECK.stop.redo })).toHaveCount(0);
  await expect(checkCard(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
  expect(await readStorage(page, 'm15-safety-checks')).toEqual(held);
  expect(await readStorage(page, 'm15-fasting')).toBeNull();
});

test('the start field begins where the 60 h gap ends, and a start typed before it is refused, kindly', async ({
  page,
}) => {
  // Day 12 of the Jejum Final (its eve was day 9); a 72 h fast ended four days ago at 20:00, so the gap
  // opened yesterday at 08:00, after the eve, and the way out of that fast is over.
  await page.clock.setFixedTime(NOON);
  await seedStorage(
    page,
    userOnDay(12, {
      'm15-fast-record': [{ startedAt: iso(-7, '20:00'), plannedEndAt: iso(-4, '20:00'), endedAt: iso(-4, '20:00') }],
      'm15-safety-checks': { 'jejum-final': { at: iso(0, '09:00'), outcome: 'go' } },
    }),
  );
  await gotoApp(page, '/');
  const field = page.getByLabel(FAST_CLOCK.startLabel);
  await expect(field).toHaveAttribute('min', `${isoDay(-1)}T08:00`);
  await expect(field).toHaveValue(`${isoDay(-1)}T08:00`);
  await field.fill(`${isoDay(-1)}T07:59`);
  await page.getByRole('button', { name: FAST_CLOCK.start }).click();
  await expect(
    page.getByText(/^Este início é cedo demais: o próximo jejum pode começar a partir de .*, às 08:00\.$/).first(),
  ).toBeVisible();
  expect(await readStorage(page, 'm15-fasting')).toBeNull();
  await field.fill(`${isoDay(-1)}T08:00`);
  await page.getByRole('button', { name: FAST_CLOCK.start }).click();
  await expect.poll(() => readStorage(page, 'm15-fasting')).toMatchObject({ startedAt: iso(-1, '08:00'), endedAt: '' });
});

test('an early end on day 5 turns days 5 and 6 to eating: the way out, 192, no bottle, no new fast', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, DAY_5_FASTING);
  await gotoApp(page, '/');
  const clock = page.getByRole('region', { name: FAST_CLOCK.region });
  await clock.getByRole('button', { name: FAST_CLOCK.end }).click();
  await expect(clock.getByRole('heading', { name: FAST_CLOCK.ended })).toBeVisible();
  for (const day of [5, 6]) {
    if (day === 6) {
      await page.clock.setFixedTime(at(1, '09:00'));
      await page.reload();
    }
    await expect(page.getByTestId('challenge-today')).toContainText(`Dia ${day} de 15`);
    await expect(refeed(page).getByRole('heading', { name: FASTING_SAFETY.breakFast['jejum-1'].title })).toBeVisible();
    await expect(refeed(page).getByTestId('refeed-day')).toHaveText(AFTER_FAST.dayAfter(day - 5));
    await expect(emergency(page)).toBeInViewport();
    // Eating, not fasting: the way out is the day's guidance, leading to the ceto phase; no bottle, no fasting words, no start.
    await expect(page.getByTestId('day-guide')).toHaveCount(0);
    await expect(refeed(page).getByRole('link', { name: TODAY_GUIDE.phaseLink('ceto-2') })).toHaveAttribute(
      'href',
      '/fases?fase=ceto-2',
    );
    await expect(page.getByTestId('hero-bottles')).toHaveCount(0);
    await expect(page.getByTestId('electrolyte-limit-today')).toHaveCount(0);
    await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
    await expect(page.getByText(/Jejum cumprido|Continue com água, eletrólitos e descanso/)).toHaveCount(0);
  }
  expect(await readStorage(page, 'm15-fast-log')).toEqual([
    { ...jejum1(-4), endedAt: iso(0, '12:00'), outcome: 'early' },
  ]);
  await expectNoAxeViolations(page);
});

test('a bottle ticked on a clock set a day forward, then "Encerrar" with the clock right: Hoje says what the app counts, never 52 h', async ({
  page,
}) => {
  // Jejum I since 20:00 on day 3; the phone's clock reads 10:00 on day 6: she ticks the day's bottle there.
  await page.clock.setFixedTime(at(1, '10:00'));
  await seedStorage(page, DAY_5_FASTING);
  await gotoApp(page, '/');
  const clock = page.getByRole('region', { name: FAST_CLOCK.region });
  await clock.getByRole('button', { name: ELECTROLYTES_TODAY.tickShort }).click();
  await expect(clock.getByTestId('hero-bottles')).toHaveText('Eletrólitos: 1 de 1');
  // The clock put right, noon on day 5 (40 h in): she ends the fast.
  await page.clock.setFixedTime(NOON);
  await page.reload();
  await clock.getByRole('button', { name: FAST_CLOCK.end }).click();
  await expect(toast(page, FAST_CLOCK.ended)).toContainText('o app conta este jejum até terça, 24/11, às 00:00');
  // The end the bottle proves is kept for the gate, and marked as not her tap.
  expect(await readStorage(page, 'm15-fasting')).toEqual({ ...jejum1(-4), endedAt: iso(1, '00:00'), endedAhead: true });
  // The record of fasts too, which outlives the clock and the log (a restart, an erase).
  expect(await readStorage(page, 'm15-fast-record')).toEqual([
    { startedAt: iso(-2, '20:00'), plannedEndAt: iso(1, '20:00'), endedAt: iso(1, '00:00'), endedAhead: true },
  ]);
  // Read back from storage, Hoje's hero says what the app counts and why, and never that she fasted 52 h.
  await page.reload();
  await expect(clock.getByRole('heading', { name: FAST_CLOCK.ended })).toBeVisible();
  await expect(clock.getByTestId('fast-end')).toHaveText('Contado até terça, 24/11, às 00:00');
  await expect(clock.getByTestId('fast-outcome')).toHaveText(FAST_CLOCK.aheadLine);
  await expect(page.getByText(/Você jejuou|Você concluiu/)).toHaveCount(0);
  // She eats today: the way out of the fast, and 192.
  await expect(refeed(page).getByRole('heading', { name: FASTING_SAFETY.breakFast['jejum-1'].title })).toBeVisible();
  await expect(emergency(page)).toBeVisible();
  await expectNoAxeViolations(page);
  // The nutritionist's report says the end and the hours are the app's count, and why.
  await gotoApp(page, '/relatorio');
  const fasts = page.getByRole('region', { name: REPORT_TEXT.fasts.title, exact: true });
  await expect(fasts.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Jejum I',
    '21/11/2026, 20:00',
    '24/11/2026, 00:00',
    '52 h 00 min',
    FAST_END_TEXT.counted,
  ]);
  await expect(fasts.getByText(REPORT_TEXT.fasts.counted)).toBeVisible();
});

test('the start date moved to the Final just after an end a bottle counted ahead: the refusal says that moment, never "há 0 horas"', async ({
  page,
}) => {
  // Noon on day 5: Jejum I ended at 10:00, its end counted to 00:00 tomorrow by a bottle ticked on a clock set forward.
  const ended = { ...jejum1(-4), endedAt: iso(1, '00:00'), endedAhead: true };
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, {
    ...DAY_5_FASTING,
    'm15-fasting': ended,
    'm15-fast-log': [{ ...ended, outcome: 'early' }],
    'm15-fast-record': [
      { startedAt: ended.startedAt, plannedEndAt: ended.plannedEndAt, endedAt: ended.endedAt, endedAhead: true },
    ],
  });
  await startTodayAsDay10(page);
  const gated = page.getByTestId('fast-gated');
  await expect(gated.getByRole('heading', { name: FAST_GATE.title })).toBeVisible();
  await expect(gated.getByTestId('fast-gated-since')).toHaveText(
    'O app conta o último jejum até terça, 24/11, às 00:00. O próximo pode começar a partir de quinta, 26/11, às 12:00.',
  );
  await expect(page.getByRole('button', { name: FAST_CLOCK.start })).toHaveCount(0);
});

test('after a restart only the record knows the Final, its end counted ahead by a bottle: Hoje says what the app counts', async ({
  page,
}) => {
  // Day 14 at noon, the start date put back after Perfil's restart: the clock and the log are gone. The record
  // keeps the Final from 20:00 on its eve (day 9), ended at 00:00 on day 11, where a bottle ticked on a clock
  // set forward moved its end (marked); 60 h have passed since, so the gate lets Hoje show it.
  const record = [
    { startedAt: iso(-5, '20:00'), plannedEndAt: iso(1, '20:00'), endedAt: iso(-3, '00:00'), endedAhead: true },
  ];
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(14, { 'm15-fast-record': record }));
  await gotoApp(page, '/');
  const clock = page.getByRole('region', { name: FAST_CLOCK.region });
  await expect(clock.getByRole('heading', { name: FAST_CLOCK.ended })).toBeVisible();
  await expect(clock.getByTestId('fast-end')).toHaveText('Contado até sexta, 20/11, às 00:00');
  await expect(clock.getByTestId('fast-outcome')).toHaveText(FAST_CLOCK.aheadLine);
  // Never the 28 h to that end as hours she fasted (the ring gives the hours the app counts, under "Contado até").
  await expect(page.getByText(/Você jejuou|Você concluiu/)).toHaveCount(0);
  // Reading it writes nothing: the mark stays in the record.
  expect(await readStorage(page, 'm15-fast-record')).toEqual(record);
});

test('a restart in the middle of a fast: Hoje brings the way out, and the record of the fast is kept', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, DAY_5_FASTING);
  await gotoApp(page, '/perfil');
  await page.getByRole('button', { name: DANGER_ZONE.title }).click();
  await page.getByRole('button', { name: ERASE_TEXT.restartEarly.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ERASE_TEXT.restartEarly.title });
  // The dialog says, in one sentence, that the times of the last fasts stay.
  await expect(dialog.getByTestId('keeps')).toContainText('os horários dos últimos jejuns');
  await dialog.getByRole('button', { name: ERASE_TEXT.restartEarly.confirm }).click();
  await expect(toast(page, 'Desafio recomeçado 🔄')).toBeVisible();
  expect(await readStorage(page, 'm15-fast-record')).toEqual([
    { startedAt: iso(-2, '20:00'), plannedEndAt: iso(1, '20:00'), endedAt: NOON.toISOString() },
  ]);
  await page.getByRole('link', { name: 'Início', exact: true }).click();
  await expect(page.getByTestId('challenge-today')).toContainText('Dia 1 de 15');
  // Day 1 of a new challenge, and the way out of the fast she was in, with 192.
  await expect(refeed(page)).toBeVisible();
  await expect(emergency(page)).toBeInViewport();
});

for (const [label, day, block] of [
  ['day 8, after Jejum I', 8, 'jejum-1'],
  ['day 17, after the Jejum Final', 17, 'jejum-final'],
] as const) {
  test(`${label}: the way out of the fast, the signs to stop and 192`, async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, userOnDay(day));
    await gotoApp(page, '/');
    await expect(now(page).getByRole('heading', { name: FASTING_SAFETY.breakFast[block].title })).toBeVisible();
    // 192 once, in the first screen: the hero's on day 8, the way out's first line from day 16 on (no hero).
    await expect(emergency(page)).toHaveCount(1);
    await expect(emergency(page)).toHaveText(AFTER_FAST.emergency);
    await expect(emergency(page)).toBeInViewport();
    if (day === 17) {
      await expect(refeed(page).getByTestId('emergency-192')).toBeVisible();
      // A caption, as in the hero: body text is never bold.
      expect(await emergency(page).evaluate((e) => Number(getComputedStyle(e).fontWeight))).toBeLessThan(700);
    }
    // The signs have one home, the way out's last fold: no card of their own, the whole list one tap away.
    await expect(page.getByRole('region', { name: AFTER_FAST.signsTitle })).toHaveCount(0);
    await expect(page.getByRole('region', { name: FASTING_SAFETY.warningSigns.title })).toHaveCount(0);
    const all = refeed(page).getByTestId('all-signs');
    await expect(all).toBeHidden();
    await refeed(page).getByRole('button', { name: TODAY_TOP.allSigns }).click();
    for (const sign of FASTING_SAFETY.warningSigns.items) await expect(all).toContainText(sign);
    await expect(all).toContainText(FASTING_SAFETY.warningSigns.action);
    // The warning said once: the signs of the way out, in one sentence beside why the scale goes up; its
    // grave signs are the 192 line's, on the same screen, and not repeated under the steps.
    await expect(page.getByTestId('water-weight')).toContainText(FASTING_SAFETY.breakFast[block].warning.care);
    await expect(refeed(page).getByText(FASTING_SAFETY.breakFast[block].warning.call)).toHaveCount(0);
    await expect(refeed(page).getByText(/pernas incharem/)).toHaveCount(1);
    await expect(refeed(page).getByText(/Inchaço nas pernas/i)).toHaveCount(0);
    // The way out is the day's guidance: no second card of what to do.
    await expect(page.getByRole('region', { name: TODAY_GUIDE.title })).toHaveCount(0);
    if (block === 'jejum-1')
      await expect(refeed(page).getByRole('link', { name: TODAY_GUIDE.phaseLink('ceto-2') })).toHaveAttribute(
        'href',
        '/fases?fase=ceto-2',
      );
    // The clock's last mark repeats the warning sentence: the way out does not say it again.
    await expect(refeed(page).getByText(FAST_MILESTONES.at(-1)!.note)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('192 is in the first 640 px on a fasting day, with a running clock and before the check', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  // Day 5 with no check yet: the check comes first.
  await seedStorage(page, userOnDay(5));
  await gotoApp(page, '/');
  await expect(page.getByRole('region', { name: /verificação rápida/ })).toBeVisible();
  await expect(emergency(page)).toBeInViewport();
  await expect(emergency(page)).toContainText('192');
  // Before she fasts, the check's 192 line is enough: no card of signs to stop a fast not begun.
  await expect(page.getByRole('region', { name: FASTING_SAFETY.warningSigns.title })).toHaveCount(0);
  await expect(page.getByRole('button', { name: TODAY_TOP.allSigns })).toHaveCount(0);
});

test('192 is in the first 640 px with a running clock on day 11', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(
    page,
    userOnDay(11, {
      'm15-fasting': { startedAt: iso(-2, '20:00'), endedAt: '' },
      'm15-safety-checks': { 'jejum-final': { at: iso(-2, '09:00'), outcome: 'go' } },
    }),
  );
  await gotoApp(page, '/');
  await expect(page.getByRole('region', { name: FAST_CLOCK.region })).toBeVisible();
  await expect(emergency(page)).toBeInViewport();
});

test('day 5 with a running fast: the first screen is the clock, to the minute, with the time left, the end, one filled button and 192', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date(NOON.getTime() + 12 * 60_000));
  await seedStorage(page, DAY_5_FASTING);
  await gotoApp(page, '/');
  const clock = page.getByRole('region', { name: FAST_CLOCK.region });
  // 20:00 on day 3 to 12:12 on day 5: 40 h 12 min fasted, 31 h 48 min left.
  await expect(clock.getByRole('progressbar', { name: FAST_CLOCK.ringLabel })).toBeInViewport();
  // The ring as drawn, its stroke included, not only its box.
  const drawn = await clock
    .getByRole('progressbar', { name: FAST_CLOCK.ringLabel })
    .locator('circle')
    .first()
    .evaluate((c) => 2 * Number(c.getAttribute('r')) + Number(c.getAttribute('stroke-width')));
  expect(drawn).toBeGreaterThanOrEqual(240);
  await expect(clock.getByText('40 h 12 min', { exact: true })).toBeInViewport();
  await expect(clock.getByText('faltam 31 h 48 min', { exact: true })).toBeInViewport();
  await expect(clock.getByTestId('fast-end')).toBeInViewport();
  await expect(clock.getByTestId('fast-next')).toHaveText('Próxima marca: 48 h, em 7 h 48 min.');
  await expect(clock.getByTestId('hero-bottles')).toHaveText('Eletrólitos: 0 de 1');
  // One filled button in the first screen: ending the fast.
  // Mantine marks a filled button by its variant, or by none (filled is its default).
  const filled = page.locator(
    'main button[data-variant="filled"], main button.mantine-Button-root:not([data-variant])',
  );
  const inView = [];
  for (const b of await filled.all()) {
    const box = await b.boundingBox();
    if (box && box.y + box.height <= 640) inView.push(await b.innerText());
  }
  expect(inView).toEqual([FAST_CLOCK.end]);
  // 192 above the bottom bar.
  const navTop = (await page.getByRole('navigation').last().boundingBox())!.y;
  const line = (await emergency(page).boundingBox())!;
  expect(line.y + line.height).toBeLessThanOrEqual(navTop);
  // In the type scale's caption size at least, never the smallest text of the screen.
  expect(await emergency(page).evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(14);
  // The bottle has its own tap, right there.
  await clock.getByRole('button', { name: ELECTROLYTES_TODAY.tickShort }).click();
  await expect(clock.getByTestId('hero-bottles')).toHaveText('Eletrólitos: 1 de 1');
  expect(await readStorage(page, 'm15-electrolytes')).toEqual([{ date: isoDay(0), bottles: 1 }]);
});

/** Where the bottom of the check's card falls on the page, in px from its top. */
const checkBottom = (page: Page) =>
  checkCard(page).evaluate((el) => Math.round(el.getBoundingClientRect().bottom + window.scrollY));

for (const [day, hhmm] of [
  [3, '18:00'],
  [4, '12:00'],
  [10, '12:00'],
] as const) {
  test(`the check before the fast on day ${day} at ${hhmm}: each of its pages and the review end within two screens of a 360 × 640 phone`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(at(0, hhmm));
    await seedStorage(page, userOnDay(day));
    await gotoApp(page, '/');
    const check = checkCard(page);
    await expect(check).toBeVisible();
    const bottoms: number[] = [];
    for (;;) {
      bottoms.push(await checkBottom(page));
      await answerShownPage(page);
      const next = check.getByRole('button', { name: PRE_FAST_CHECK.next, exact: true });
      if ((await next.count()) === 0) break;
      const part = await check.getByTestId('check-part').innerText();
      await next.click();
      await expect(check.getByTestId('check-part')).not.toHaveText(part);
    }
    await check.getByRole('button', { name: PRE_FAST_CHECK.review }).click();
    await expect(check.getByRole('heading', { name: PRE_FAST_CHECK.reviewTitle })).toBeVisible();
    bottoms.push(await checkBottom(page));
    // A page at a time, each read in one scroll at most: the bottom bar covers the foot of every screen, so each ends
    // above it on the second. (The whole check on one page would end at 1,435 to 1,777 px: within three screens.)
    const bar = (await page.getByRole('navigation').last().boundingBox())!;
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    test
      .info()
      .annotations.push({ type: 'check bottoms, page height', description: `${bottoms.join(', ')}; ${pageHeight} px` });
    for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(2 * 640 - bar.height);
  });
}
