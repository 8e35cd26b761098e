import { E2E_BUILD_SETTINGS } from '../build-settings.mjs';
import { expect, requireE2eBuild, test } from '../fixtures';

test.beforeAll(requireE2eBuild);

test('the built index.html carries a strict Content-Security-Policy', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const policy = html.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
  expect(policy).toContain("script-src 'self' 'sha256-");
  expect(policy).not.toContain('unsafe-eval');
  expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("base-uri 'self'");
  expect(policy).toContain("connect-src 'self'");
  expect(policy).toContain("img-src 'self' blob: data:");
  // Only the tutorial video's host (without a video in the build, 'none': scripts/csp.test.mjs).
  expect(policy).toContain(`frame-src ${new URL(E2E_BUILD_SETTINGS.VITE_TUTORIAL_VIDEO_URL).origin};`);
});

test('the policy is enforced and the suite sees violations', async ({ page, cspViolations }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __m15Injected?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.__m15Injected = true';
    const seen = new Promise<void>((resolve) =>
      document.addEventListener('securitypolicyviolation', () => resolve(), { once: true }),
    );
    document.head.append(s);
    await seen;
    return w.__m15Injected === true;
  });
  expect(ran).toBe(false);
  // The fixture that fails every other test on a violation saw this one.
  await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
  expect(cspViolations[0]).toContain('script-src');
  cspViolations.length = 0;
});
