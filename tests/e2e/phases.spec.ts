import type { Page } from '@playwright/test';
import { BLOCK_TEXT } from '../../app/content/blocks';
import { ELECTROLYTES, FAST_INTRO } from '../../app/content/phases';
import { PRE_FAST_CHECK } from '../../app/content/pre-fast-check';
import { FASTING_SAFETY, WATER_WEIGHT_NOTE } from '../../app/content/safety';
import { expect, expectNoAxeViolations, gotoApp, seedStorage, test } from '../fixtures';
import { DAY_7_USER, instantOn, isoDay, NOON, userOnDay } from '../users';

const TABS = ['Ceto I', 'Jejum I', 'Ceto II', 'Jejum Final'];
const panel = (page: Page) => page.getByRole('tabpanel');

async function expectCeto(page: Page) {
  const p = panel(page);
  await expect(p).toContainText('Coma até sentir saciedade: não precisa pesar a comida nem contar calorias.');
  await expect(p).toContainText('Evite vegetais e alimentos ultraprocessados.');
  await expect(p).toContainText('Use sal rosa');
  await expect(p).toContainText('Hidrate-se');
  await expect(p.getByRole('heading', { name: 'Cardápio base' })).toBeVisible();
  await expect(p).toContainText('Café da manhãOvos, bacon e café preto');
  await expect(p).toContainText('AlmoçoCarne com manteiga');
  await expect(p).toContainText('JantarPeixe gordo, queijo ou ovos');
}

async function expectFast(page: Page) {
  const p = panel(page);
  for (const item of ['Água', 'Café preto sem açúcar', 'Chá sem adoçante', 'Eletrólitos']) {
    await expect(p.getByRole('listitem').filter({ hasText: item }).first()).toBeVisible();
  }
  await expect(p.getByRole('heading', { name: 'Receita de eletrólitos' })).toBeVisible();
  await expect(p).toContainText('75 g de cloreto de sódio');
  await expect(p).toContainText('11,5 g de cloreto de potássio');
  await expect(p).toContainText('11,7 g de malato de magnésio ou 8 g de malato de dimagnésio');
  await expect(p).toContainText('1 colher de chá rasa em 500 mL de água');
  await expect(p).toContainText('ao longo do dia');
  await expect(p).toContainText('Não adicione limão nem adoçante.');
}

test.describe('phases', () => {
  test('four tabs, Ceto I by default, each at least 44 px tall', async ({ page }) => {
    await gotoApp(page, '/fases');
    await expect(page.getByRole('heading', { level: 1, name: 'Fases do Protocolo' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(TABS);
    await expect(page.getByRole('tab', { name: 'Ceto I', exact: true })).toHaveAttribute('aria-selected', 'true');
    for (const tab of await page.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      await expect(tab).toBeInViewport({ ratio: 1 });
    }
    await expectCeto(page);
  });

  test('choosing a tab shows its content and puts it in the address', async ({ page }) => {
    await gotoApp(page, '/fases');
    await page.getByRole('tab', { name: 'Jejum I', exact: true }).click();
    await expect(page).toHaveURL('/fases?fase=jejum-1');
    await expect(panel(page)).toContainText('Dias 4 a 6');
    await expectFast(page);
    await page.getByRole('tab', { name: 'Ceto II', exact: true }).click();
    await expect(page).toHaveURL('/fases?fase=ceto-2');
    await expect(panel(page)).toContainText('Dias 7 a 9');
    await expectCeto(page);
    // Keyboard: arrows move between tabs.
    await page.getByRole('tab', { name: 'Ceto II', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Jejum Final' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/fases?fase=jejum-final');
    await expect(panel(page)).toContainText('Dias 10 a 15: jejum total.');
  });

  test('an address with a phase opens its tab; an unknown one opens Ceto I', async ({ page }) => {
    for (const [fase, tab] of [
      ['ceto-1', 'Ceto I'],
      ['jejum-1', 'Jejum I'],
      ['ceto-2', 'Ceto II'],
      ['jejum-final', 'Jejum Final'],
      ['nao-existe', 'Ceto I'],
    ] as const) {
      await gotoApp(page, `/fases?fase=${fase}`);
      await expect(page.getByRole('tab', { name: tab, exact: true }), fase).toHaveAttribute('aria-selected', 'true');
      if (tab.startsWith('Jejum')) await expectFast(page);
      else await expectCeto(page);
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    test.describe(scheme, () => {
      test.use({ colorScheme: scheme });
      test('axe-core is clean on a fasting tab', async ({ page }) => {
        await gotoApp(page, '/fases?fase=jejum-final');
        await expectFast(page);
        await expectNoAxeViolations(page);
      });
    });
  }
});

test.describe('Fases opens on today’s phase', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOON);
  });

  test('day 7 opens on Ceto II; an explicit tab in the URL wins', async ({ page }) => {
    await seedStorage(page, DAY_7_USER);
    await gotoApp(page, '/fases');
    await expect(page.getByRole('tab', { name: 'Ceto II' })).toHaveAttribute('aria-selected', 'true');
    await gotoApp(page, '/fases?fase=jejum-1');
    await expect(page.getByRole('tab', { name: 'Jejum I' })).toHaveAttribute('aria-selected', 'true');
  });

  test('on a fasting day she does not fast, the hero says so in Hoje’s words; on one she fasts, it does not', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    // Day 5, Jejum I: the check said "sim" on the eve.
    await seedStorage(
      page,
      userOnDay(5, {
        'm15-safety-checks': {
          'jejum-1': { at: instantOn(-2, '21:00'), outcome: 'stop', until: isoDay(1) },
        },
      }),
    );
    await gotoApp(page, '/fases');
    await expect(page.getByTestId('phase-today')).toHaveText('Jejum I');
    await expect(page.getByTestId('phase-eating')).toHaveText(PRE_FAST_CHECK.stoppedSummary);
    // The check said go, and no fast ended: nothing more.
    await page.evaluate(
      (at) => localStorage.setItem('m15-safety-checks', JSON.stringify({ 'jejum-1': { at, outcome: 'go' } })),
      new Date(`${isoDay(-2)}T12:00:00-03:00`).toISOString(),
    );
    await gotoApp(page, '/fases');
    await expect(page.getByTestId('phase-today')).toHaveText('Jejum I');
    await expect(page.getByTestId('phase-eating')).toHaveCount(0);
  });

  test('without a start date it opens on Ceto I (spec)', async ({ page }) => {
    await gotoApp(page, '/fases');
    await expect(page.getByRole('tab', { name: 'Ceto I', exact: true })).toHaveAttribute('aria-selected', 'true');
  });

  test('the fasting tabs carry the safety guidance: who must see a doctor, when to stop, how to break the fast', async ({
    page,
  }) => {
    await gotoApp(page, '/fases?fase=jejum-final');
    const safety = page.getByRole('region', { name: 'Jejum com segurança' });
    for (const text of [/grávidas/i, /diabetes/i, /rins/i, /transtorno alimentar/i, /18 anos/i]) {
      await expect(safety).toContainText(text);
    }
    for (const text of [/tontura/i, /desmaio/i, /palpitações/i, /confusão/i, /fraqueza forte/i]) {
      await expect(safety).toContainText(text);
    }
    await expect(safety).toContainText(FASTING_SAFETY.breakFast['jejum-final'].title);
    await expect(safety).toContainText(FASTING_SAFETY.breakFast['jejum-final'].steps['small-meals']);
    await expect(safety).toContainText(WATER_WEIGHT_NOTE);
    await expect(safety).toContainText(FASTING_SAFETY.notADoctor);
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Jejum I' }).click();
    await expect(page.getByRole('region', { name: 'Jejum com segurança' })).toContainText(
      FASTING_SAFETY.breakFast['jejum-1'].title,
    );
    await page.getByRole('tab', { name: 'Ceto I', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Jejum com segurança' })).toHaveCount(0);
  });

  test('"Jejum total" says what is allowed on Jornada and Fases; the recipe has its daily limit and its caution', async ({
    page,
  }) => {
    await gotoApp(page, '/jornada');
    await expect(page.getByRole('region', { name: 'Jejum Final', exact: true })).toContainText(
      BLOCK_TEXT['jejum-final'].summary,
    );
    await gotoApp(page, '/fases?fase=jejum-final');
    await expect(panel(page)).toContainText(FAST_INTRO['jejum-final']);
    await expect(panel(page)).toContainText('75 g de cloreto de sódio (sal de cozinha)');
    await expect(panel(page).getByTestId('electrolyte-limit')).toHaveText(ELECTROLYTES.limit);
    await expect(panel(page).getByTestId('potassium-caution')).toHaveText(ELECTROLYTES.potassiumCaution);
  });
});

test('the long safety texts fold, closed, under the 192 line; a link to #seguranca opens them', async ({ page }) => {
  await gotoApp(page, '/fases?fase=jejum-final');
  const safety = page.getByRole('region', { name: 'Jejum com segurança' });
  await expect(safety.getByTestId('emergency-192')).toBeVisible();
  for (const title of [FASTING_SAFETY.whoShouldNot.title, FASTING_SAFETY.warningSigns.title]) {
    await expect(safety.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(panel(page).getByTestId('potassium-caution')).toBeHidden();
  // A new document, as when a link from another screen lands here.
  await page.goto('about:blank');
  await gotoApp(page, '/fases?fase=jejum-final#seguranca');
  await expect(
    page
      .getByRole('region', { name: 'Jejum com segurança' })
      .getByRole('button', { name: FASTING_SAFETY.warningSigns.title }),
  ).toHaveAttribute('aria-expanded', 'true');
});
