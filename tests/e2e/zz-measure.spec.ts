import { gotoApp, seedStorage, settle, test } from '../fixtures';
import { isoDay, NOON, userOnDay } from '../users';

const at = (offset: number, hhmm: string) => new Date(`${isoDay(offset)}T${hhmm}:00-03:00`).toISOString();
const checked = { 'jejum-1': { at: at(-2, '09:00'), outcome: 'go' } };
const CASES: Record<string, Record<string, unknown>> = {
  new: {},
  'day4-check': userOnDay(4),
  'day5-check': userOnDay(5),
  'day4-running': userOnDay(4, {
    'm15-safety-checks': checked,
    'm15-fasting': { startedAt: at(-1, '20:00'), endedAt: '', block: 'jejum-1', plannedEndAt: at(2, '20:00') },
  }),
  'day5-running': userOnDay(5, {
    'm15-safety-checks': checked,
    'm15-fasting': { startedAt: at(-2, '20:00'), endedAt: '', block: 'jejum-1', plannedEndAt: at(1, '20:00') },
  }),
  'day5-ready': userOnDay(5, { 'm15-safety-checks': checked }),
  day7: userOnDay(7),
  day16: userOnDay(16),
  day17: userOnDay(17),
};
for (const [name, storage] of Object.entries(CASES)) {
  test(`measure ${name}`, async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, storage);
    await gotoApp(page, '/');
    await settle(page);
    const h = await page.evaluate(() => document.documentElement.scrollHeight);
    const cards = await page.evaluate(() =>
      [...document.querySelectorAll('main section, main [data-testid]')].slice(0, 0).map(() => ''),
    );
    console.log(`HEIGHT ${name} ${h}`, cards.join());
    await page.screenshot({ path: `/tmp/hoje-${name}.png`, fullPage: true });
  });
}
