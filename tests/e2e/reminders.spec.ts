import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DAY_GUIDE } from '../../app/content/day-guide';
import { FASTING_REMINDER } from '../../app/content/reminders';
import { expect, expectNoAxeViolations, gotoApp, seedStorage, test, toast } from '../fixtures';
import { expectTouchTargets } from '../touch';

// The suite runs in America/Sao_Paulo (playwright.config.ts): UTC−3 all year, so 07:00 there is 10:00Z.
const PROFILE = { name: 'Ana', startDate: '2026-11-22', initialWeight: '80', height: '165', waterGoal: '2.8' };
const TIME_ERROR = 'Informe um horário válido, entre 00:00 e 23:59 (por exemplo, 07:00).';

const reminders = (page: Page) => page.getByRole('region', { name: 'Lembretes na agenda' });
const timeField = (page: Page) => reminders(page).getByLabel('Horário do lembrete');
const addButton = (page: Page) => reminders(page).getByRole('button', { name: 'Adicionar lembretes à agenda' });

/** The control's own field and button are at least 44 px tall and wide. */
async function expectOwnTouchTargets(page: Page) {
  for (const control of [timeField(page), addButton(page)]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(43.5);
    expect(box?.width).toBeGreaterThanOrEqual(43.5);
  }
}

/** Taps the button and reads the file the browser downloads. */
async function downloadCalendar(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await addButton(page).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('m15-lembretes.ics');
  return readFile(await file.path(), 'utf8');
}

/** The content lines: folded lines joined again (RFC 5545 §3.1). */
const contentLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const unescapeText = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** The properties of each VEVENT, in order (the VALARM's lines left out). */
function events(ics: string) {
  const out: Map<string, string>[] = [];
  let inAlarm = false;
  for (const line of contentLines(ics)) {
    if (line === 'BEGIN:VEVENT') out.push(new Map());
    else if (line === 'BEGIN:VALARM') inAlarm = true;
    else if (line === 'END:VALARM') inAlarm = false;
    else if (!inAlarm && out.length > 0 && !line.startsWith('END:')) {
      const colon = line.indexOf(':');
      out.at(-1)?.set(line.slice(0, colon), line.slice(colon + 1));
    }
  }
  return out;
}

test('Jornada: a calendar of the 15 days at 07:00 local time, each with its title, guide and alarm', async ({
  page,
}) => {
  await seedStorage(page, { 'm15-profile': PROFILE });
  await gotoApp(page, '/jornada');
  await expect(reminders(page)).toContainText('de 22/11/2026 (dia 1) a 06/12/2026 (dia 15)');
  await expect(reminders(page)).toContainText('confira se as notificações da agenda estão ativadas');
  await expect(timeField(page)).toHaveValue('07:00');

  const ics = await downloadCalendar(page);
  await expect(toast(page, 'Lembretes prontos! 📅')).toBeVisible();
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  // Every line ends with CRLF: no bare CR or LF anywhere.
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  expect(contentLines(ics).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(15);
  expect(contentLines(ics).filter((l) => l === 'BEGIN:VALARM')).toHaveLength(15);

  const evs = events(ics);
  expect(evs).toHaveLength(15);
  const day4 = evs[3]!;
  expect(day4.get('SUMMARY')).toBe('M15 · Dia 4 — Jejum I');
  // A fasting day's reminder says to open M15 and do the check, never what to fast.
  expect(unescapeText(day4.get('DESCRIPTION') ?? '')).toBe(FASTING_REMINDER.fast);
  expect(unescapeText(evs[0]!.get('DESCRIPTION') ?? '')).toBe(DAY_GUIDE[0]);
  expect(evs[0]!.get('SUMMARY')).toBe('M15 · Dia 1 — Cetocarnívora I');
  expect(evs[14]!.get('SUMMARY')).toBe('M15 · Dia 15 — Jejum Final');
  // 07:00 in São Paulo is 10:00 UTC, day 1 on the start date and day 15 fourteen days later.
  expect(evs.map((e) => e.get('DTSTART'))).toEqual(
    Array.from({ length: 15 }, (_, i) => {
      const utc = new Date(Date.UTC(2026, 10, 22 + i, 10));
      return `${utc.toISOString().slice(0, 10).replaceAll('-', '')}T100000Z`;
    }),
  );
  expect(evs[0]!.get('DTSTART')).toBe('20261122T100000Z');
  expect(evs[3]!.get('DTSTART')).toBe('20261125T100000Z');
  expect(evs[14]!.get('DTSTART')).toBe('20261206T100000Z');
});

test('Perfil: the picked time is the reminder time in the phone’s zone (21:30 there is 00:30Z next day)', async ({
  page,
}) => {
  await seedStorage(page, { 'm15-profile': PROFILE });
  await gotoApp(page, '/perfil');
  await timeField(page).fill('21:30');
  const evs = events(await downloadCalendar(page));
  expect(evs).toHaveLength(15);
  expect(evs[0]!.get('DTSTART')).toBe('20261123T003000Z');
  expect(evs[0]!.get('SUMMARY')).toBe('M15 · Dia 1 — Cetocarnívora I');
});

test('without a start date, it says the date is needed and makes no file; saving one brings the control', async ({
  page,
}) => {
  await seedStorage(page, { 'm15-profile': { ...PROFILE, startDate: '' } });
  await gotoApp(page, '/jornada');
  await expect(reminders(page)).toContainText('precisamos da data de início do desafio');
  await expect(timeField(page)).toHaveCount(0);
  await expect(addButton(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectTouchTargets(page);

  await reminders(page).getByRole('link', { name: 'Informar a data de início' }).click();
  await expect(page).toHaveURL('/perfil');
  await expect(reminders(page)).toContainText('Preencha a data de início acima e toque em Salvar perfil.');
  await expect(addButton(page)).toHaveCount(0);
  await page.getByLabel('Data de início').fill('2026-11-22');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(addButton(page)).toBeVisible();
  await expect(reminders(page)).toContainText('de 22/11/2026 (dia 1)');
});

test('a wrong time gets a clear message and nothing is downloaded', async ({ page }) => {
  await seedStorage(page, { 'm15-profile': PROFILE });
  await gotoApp(page, '/jornada');
  let downloads = 0;
  page.on('download', () => downloads++);
  // An <input type="time"> holds '' for a time it cannot read.
  await timeField(page).fill('');
  await addButton(page).click();
  await expect(reminders(page).getByText(TIME_ERROR)).toBeVisible();
  await expect(timeField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(timeField(page)).toBeFocused();
  expect(downloads).toBe(0);
  await expectNoAxeViolations(page);

  // A time fixes it.
  await timeField(page).fill('06:15');
  await expect(reminders(page).getByText(TIME_ERROR)).toHaveCount(0);
  expect(events(await downloadCalendar(page))[0]!.get('DTSTART')).toBe('20261122T091500Z');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe-core is clean with the control shown, no sideways scroll at 360 px (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await seedStorage(page, { 'm15-profile': PROFILE });
    for (const path of ['/jornada', '/perfil']) {
      await gotoApp(page, path);
      await reminders(page).scrollIntoViewIfNeeded();
      await expect(addButton(page)).toBeVisible();
      await expectNoAxeViolations(page);
      // Perfil's own form fields are not this control's (see expectOwnTouchTargets).
      if (path === '/jornada') await expectTouchTargets(page);
      await expectOwnTouchTargets(page);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(sideways).toBe(false);
    }
  });
}
