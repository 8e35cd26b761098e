import { ROUTES } from '../routes';
import { expectNoAxeViolations, gotoApp, test } from '../fixtures';

for (const route of ROUTES) {
  test(`axe-core finds no violation on ${route.path}`, async ({ page }) => {
    await gotoApp(page, route.path);
    await expectNoAxeViolations(page);
  });
}

test.describe('dark colour scheme', () => {
  test.use({ colorScheme: 'dark' });
  for (const route of ROUTES) {
    test(`axe-core finds no violation on ${route.path} (dark)`, async ({ page }) => {
      await gotoApp(page, route.path);
      await expectNoAxeViolations(page);
    });
  }
});
