import { TUTORIAL_GUIDES } from '../../app/content/tutorial';
import { E2E_BUILD_SETTINGS } from '../build-settings.mjs';
import { expect, expectNoAxeViolations, gotoApp, requireE2eBuild, seedStorage, test } from '../fixtures';
import { NOON, userOnDay } from '../users';
import { expectTouchTargets } from '../touch';

// The e2e build sets a test video (tests/build-settings.mjs); a build without one is
// covered by the unit test of the cover (app/routes/tutorial/tutorial-video.test.tsx).
const VIDEO_URL = E2E_BUILD_SETTINGS.VITE_TUTORIAL_VIDEO_URL;

test.beforeAll(requireE2eBuild);

test.beforeEach(async ({ page }) => {
  // No request ever leaves the machine: the video host answers with an empty page.
  await page.route(`${new URL(VIDEO_URL).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>vídeo</title>' }),
  );
});

test('the frame is created only after the cover is clicked, with the configured URL', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await gotoApp(page, '/tutorial');
  await expect(page.locator('iframe')).toHaveCount(0);
  const cover = page.getByRole('button', { name: 'Assistir ao vídeo tutorial' });
  await expect(cover.locator('img')).toHaveAttribute('src', '/tutorial-cover.svg');
  expect(requests.filter((u) => !u.startsWith('http://localhost'))).toEqual([]);

  await cover.click();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', VIDEO_URL);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect(frame).toHaveAttribute('title', 'Vídeo tutorial do App M15');
  await expect(cover).toHaveCount(0);
  await expect.poll(() => requests.some((u) => u === VIDEO_URL)).toBe(true);
});

test('offline, the cover says the video needs internet instead of a broken frame', async ({ page, context }) => {
  await gotoApp(page, '/tutorial');
  // The toaster is the last part the app loads (once the browser is idle): offline before it
  // has arrived, its chunk cannot load (no service worker here) and the root's error page shows.
  await expect(page.locator('.m15-notifications[data-position="bottom-right"]')).toBeAttached();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Assistir ao vídeo tutorial' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'O vídeo precisa de internet' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Assistir ao vídeo tutorial' }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', VIDEO_URL);
  await expect(page.getByText('O vídeo precisa de internet')).toHaveCount(0);
});

test('nine guides with description and numbered steps, and the tips box', async ({ page }) => {
  await gotoApp(page, '/tutorial');
  const guides = page.getByTestId('guide');
  await expect(guides.getByRole('button')).toHaveText(TUTORIAL_GUIDES.map((g) => g.title));
  const diary = TUTORIAL_GUIDES.find((g) => g.id === 'diario')!;
  await page.getByRole('button', { name: 'Diário' }).click();
  const panel = page.getByRole('region', { name: 'Diário' });
  await expect(panel).toContainText(diary.description);
  await expect(panel.locator('ol > li')).toHaveText([...diary.steps]);
  await expectNoAxeViolations(page);
  await expectTouchTargets(page);
  await panel.getByRole('link', { name: 'Abrir Diário' }).click();
  await expect(page).toHaveURL('/diario');

  await gotoApp(page, '/tutorial');
  const tips = page.getByRole('region', { name: '💡 Dicas' });
  await expect(tips.getByRole('listitem')).toHaveCount(5);
  await expect(tips).toContainText('neste aparelho');
  await expect(tips).toContainText('todos os dias');
  await expect(tips).toContainText('tela inicial');
  await expect(tips).toContainText('sem internet');
  await expect(tips).toContainText('menu inferior');
});

test('axe-core is clean with the video open, in dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoApp(page, '/tutorial');
  await page.getByRole('button', { name: 'Assistir ao vídeo tutorial' }).click();
  await expect(page.locator('iframe')).toBeVisible();
  await expectNoAxeViolations(page);
  await expectTouchTargets(page);
});

test('the hero leads to the screen she needs next: the profile for a new user, the day for one in the challenge', async ({
  page,
}) => {
  await gotoApp(page, '/tutorial');
  const hero = page.getByRole('region', { name: 'Comece pelo seu perfil' });
  await expect(hero.getByRole('link', { name: 'Criar meu perfil' })).toHaveAttribute('data-variant', 'filled');
  await hero.getByRole('link', { name: 'Criar meu perfil' }).click();
  await expect(page).toHaveURL('/perfil');
});

test('on day 7 the hero says the day and leads to it on Hoje', async ({ page }) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(7));
  await gotoApp(page, '/tutorial');
  const hero = page.getByRole('region', { name: 'Você está no dia 7 de 15' });
  await hero.getByRole('link', { name: 'Ir para o dia 7' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
});
