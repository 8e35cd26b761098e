// Every route as a new user sees it on a 360 px phone, loaded directly: its
// nav item marked current and scrolled into view, its title, axe-core in
// light and dark, every control a 44 px target, and the shared footer. A user in the
// middle of the challenge is checked the same way in layout.spec.ts.
import { ROUTES } from '../routes';
import { expect, expectNoAxeViolations, gotoApp, test } from '../fixtures';
import { expectTouchTargets } from '../touch';

for (const route of ROUTES) {
  test(`${route.path}: current nav item, no axe-core violation in light and dark, 44 px controls, the footer`, async ({
    page,
  }) => {
    await gotoApp(page, route.path);
    await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
    await expect(page).toHaveTitle(/ · M15$/);
    const current = page.getByRole('navigation', { name: 'Navegação principal' }).locator('[aria-current="page"]');
    if (route.nav) {
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(route.nav);
      await expect(current).toBeInViewport({ ratio: 1 });
    } else {
      await expect(current).toHaveCount(0);
    }
    await expect(page.getByRole('contentinfo')).toContainText('M15 · Ativação Metabólica em 15 Dias');
    await expectTouchTargets(page);
    await expectNoAxeViolations(page);
    // Mantine follows the system scheme live: the same screen, now dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoAxeViolations(page);
  });
}
