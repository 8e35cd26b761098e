/**
 * An installed app kept open by the phone: she leaves Hoje and comes back
 * hours later, with no reload. The screen reads storage again and says the
 * moment she comes back to, not the one she left.
 */
import type { Page } from '@playwright/test';
import { PRE_FAST_CHECK } from '../../app/content/pre-fast-check';
import { CHECKIN } from '../../app/content/today-screen';
import { expect, openOnDay, test } from '../fixtures';
import { NOON } from '../users';
import { checkCard } from './pre-fast-check-helpers';

/** NOON of the seeded day, `hours` later. */
const later = (hours: number) => new Date(NOON.getTime() + hours * 3_600_000);

/**
 * She switches to another app, the clock moves on to `at`, and she switches back: the page is hidden
 * and shown again as a phone does it (headless Chromium never hides a page, so its state is set here).
 */
async function awayUntil(page: Page, at: Date) {
  const become = (state: DocumentVisibilityState) =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await become('hidden');
  await page.clock.setFixedTime(at);
  await become('visible');
}

test('Hoje left open on day 2: back the next morning it says day 3, its tick, and the check before Jejum I', async ({
  page,
}) => {
  await openOnDay(page, 2);
  await expect(page.getByTestId('challenge-today')).toContainText('Dia 2 de 15');
  await expect(page.getByRole('button', { name: CHECKIN.dayDoneButton(2) })).toBeVisible();
  await expect(checkCard(page)).toHaveCount(0);

  // An hour away on the same day: storage is read again, and what she was typing stays.
  const feeling = page.getByLabel('Como você está se sentindo? (opcional)');
  await feeling.fill('Bem disposta');
  await awayUntil(page, later(1));
  await expect(page.getByTestId('challenge-today')).toContainText('Dia 2 de 15');
  await expect(feeling).toHaveValue('Bem disposta');

  // 09:00 the next day, the eve of Jejum I: the header, the tick and what to do now are day 3's.
  await awayUntil(page, later(21));
  await expect(page.getByTestId('challenge-today')).toContainText('Dia 3 de 15');
  await expect(page.getByRole('button', { name: CHECKIN.dayDoneButton(3) })).toBeVisible();
  await expect(page.getByRole('button', { name: CHECKIN.dayDoneButton(2) })).toHaveCount(0);
  await expect(checkCard(page).getByRole('heading', { name: PRE_FAST_CHECK.title['jejum-1'] })).toBeVisible();
});
