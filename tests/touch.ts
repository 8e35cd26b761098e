import { expect, type Page } from '@playwright/test';

/**
 * Every visible control in the page's main content is at least 44 px tall and wide (inline links: tall
 * enough to tap; a radio: the label it sits in).
 */
export async function expectTouchTargets(page: Page) {
  const small = await page.locator('main').evaluate((main) => {
    const found: string[] = [];
    const controls = main.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]):not([type="checkbox"]):not([type="file"]), textarea, [role="tab"], .mantine-Checkbox-label',
    );
    for (const control of controls) {
      // A radio inside its label is tapped anywhere on the label: the label is the target.
      const el = control.matches('input[type="radio"]') ? (control.closest('label') ?? control) : control;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const inlineLink = el.tagName === 'A' && getComputedStyle(el).display === 'inline';
      if (inlineLink) continue;
      if (r.height < 43.5 || r.width < 43.5)
        found.push(
          `${el.tagName} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    return found;
  });
  expect(small, 'touch targets smaller than 44 px').toEqual([]);
}
