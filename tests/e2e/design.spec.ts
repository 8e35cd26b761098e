import type { Page } from '@playwright/test';
import { expect, gotoApp, seedStorage, settle, test } from '../fixtures';
import { ROUTES } from '../routes';
import { FAST_GATE } from '../../app/content/fasting-clock';
import { isoDay, NOON, userOnDay } from '../users';
import { TINY_PNG_DATA_URL } from './results-helpers';

/**
 * The rules of docs/design.md that a machine can check, on every screen at
 * 360 px: one filled button in the first screen, no screen longer than three
 * screens (the report and the recipes aside), no button label on two lines,
 * no sentence of body text set bold.
 */

/** One phone screen: the tests' viewport (playwright.config.ts). */
const SCREEN_HEIGHT = 780;
/** The two screens that are long by nature: a document to print, and sixteen recipes. */
const LONG_BY_NATURE = new Set(['/relatorio', '/receitas']);

const USERS = {
  'a new user': {},
  'a user on day 7': userOnDay(7),
  // A fasting day: the check before the fast is Hoje's action, Receitas speaks of the fast.
  'a user on day 5': userOnDay(5),
} as const;

/**
 * The filled buttons that the first screen shows, by their text: Mantine writes
 * data-variant="filled" when a screen asks for it and no data-variant at all
 * for its default variant, which is filled too; a link drawn as a button
 * (shell/cta-link.tsx) writes its variant.
 */
function filledInFirstScreen(page: Page) {
  return page.evaluate((limit) => {
    return [
      ...document.querySelectorAll<HTMLElement>(
        ':is(a, button)[data-variant="filled"], .mantine-Button-root:not([data-variant])',
      ),
    ]
      .filter((b) => {
        const r = b.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.top + window.scrollY < limit;
      })
      .map((b) => b.innerText.trim());
  }, SCREEN_HEIGHT);
}

/** The labels of the buttons and tabs whose words take more than one line (their line boxes' tops, counted). */
function wrappedLabels(page: Page) {
  return page.evaluate(() =>
    // Mantine's buttons and tabs, and the links drawn as buttons (shell/cta-link.tsx: a link with a variant and a size).
    [
      ...document.querySelectorAll<HTMLElement>(
        '.mantine-Button-label, .mantine-Tabs-tabLabel, a[data-variant][data-size] > span',
      ),
    ]
      .filter((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.top / 4)),
        );
        return tops.size > 1;
      })
      .map((label) => label.innerText.trim()),
  );
}

/** Longer than a label: a sentence of body text, which is never bold (bold marks a few words at most). */
const BODY_WORDS = 10;

/** The texts of more than BODY_WORDS words set bold (600 or more); headings, quotes, links and controls aside. */
function boldSentences(page: Page) {
  return page.evaluate((limit) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *, footer *')) {
      if (el.closest('h1, h2, h3, h4, h5, h6, blockquote, a, button, label, legend, [role="button"]')) continue;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join(' ')
        .trim();
      const words = own.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      if (words > limit && Number(getComputedStyle(el).fontWeight) >= 600 && el.getClientRects().length > 0)
        found.push(own);
    }
    return found;
  }, BODY_WORDS);
}

for (const [who, storage] of Object.entries(USERS)) {
  test.describe(`design rules, ${who}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(NOON);
      await seedStorage(page, storage);
    });

    for (const { id, path } of ROUTES) {
      test(`${id}: one filled button in the first screen, at most three screens, labels on one line`, async ({
        page,
      }) => {
        await gotoApp(page, path);
        await settle(page);
        expect(await filledInFirstScreen(page), 'filled buttons in the first 780 px').toHaveLength(1);
        expect(await wrappedLabels(page), 'button labels on two lines').toEqual([]);
        expect(await boldSentences(page), 'sentences set bold').toEqual([]);
        if (!LONG_BY_NATURE.has(path)) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          expect(height, 'page height at 360 px').toBeLessThanOrEqual(3 * SCREEN_HEIGHT);
        }
      });
    }
  });
}

/**
 * Hoje's longest states: the way out of a fast with what follows it. A backup made today: the shell's reminder
 * of one, which she answers once, is not Hoje's length.
 */
const BACKED_UP = { 'm15-backup-meta': { lastBackupOn: isoDay(0), lastReminderOn: '' } };
const LONG_TODAYS = {
  // The day she breaks the 6-day fast: the way out, the result with both photos saved, the record.
  'day 16, both photos saved': userOnDay(16, {
    ...BACKED_UP,
    'm15-results': { finalWeight: '75', beforePhoto: TINY_PNG_DATA_URL, afterPhoto: TINY_PNG_DATA_URL },
  }),
  // The eve of the Final, 16 h after a 72 h Jejum I ended: the way out, and beside it the refusal of the next fast.
  'day 9, the next fast refused': userOnDay(9, {
    ...BACKED_UP,
    'm15-safety-checks': { 'jejum-1': { at: `${isoDay(-6)}T09:00:00-03:00`, outcome: 'go' } },
    'm15-fast-record': [
      {
        startedAt: new Date(`${isoDay(-4)}T20:00:00-03:00`).toISOString(),
        plannedEndAt: new Date(`${isoDay(-1)}T20:00:00-03:00`).toISOString(),
        endedAt: new Date(`${isoDay(-1)}T20:00:00-03:00`).toISOString(),
      },
    ],
  }),
};

test.describe('design rules, Hoje in its longest states', () => {
  for (const [state, storage] of Object.entries(LONG_TODAYS)) {
    test(`${state}: the way out, at most three screens, labels on one line`, async ({ page }) => {
      await page.clock.setFixedTime(NOON);
      await seedStorage(page, storage);
      await gotoApp(page, '/');
      await expect(page.getByTestId('refeed')).toBeVisible();
      if (state.startsWith('day 9')) await expect(page.getByRole('heading', { name: FAST_GATE.title })).toBeVisible();
      await settle(page);
      expect(await wrappedLabels(page), 'button labels on two lines').toEqual([]);
      expect(await boldSentences(page), 'sentences set bold').toEqual([]);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      test.info().annotations.push({ type: 'height', description: `${height} px` });
      expect(height, 'page height at 360 px').toBeLessThanOrEqual(3 * SCREEN_HEIGHT);
    });
  }
});

/** WCAG's contrast ratio of two 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? [])
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme}: a focused field's border stands out from the field, 3:1 at least`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await gotoApp(page, '/perfil');
    const name = page.getByLabel('Nome', { exact: true });
    await name.focus();
    // The border changes colour in a 100 ms transition: the colour it settles on is the one she sees.
    const ratio = async () => {
      const [border, field] = await name.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.borderTopColor, style.backgroundColor];
      });
      return contrast(border!, field!);
    };
    await expect.poll(ratio).toBeGreaterThanOrEqual(3);
  });
}
