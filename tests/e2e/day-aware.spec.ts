import type { Page } from '@playwright/test';
import { DAY_PHRASES } from '../../app/content/day-phrases';
import { FASTING_SAFETY } from '../../app/content/safety';
import {
  expect,
  expectNoAxeViolations,
  gotoApp,
  phrasesIn,
  readStorage,
  seedStorage,
  storageKeys,
  test,
  toast,
} from '../fixtures';
import { makeImage, photoInput, readPhotoBlobs } from './results-helpers';
import { isoDay, NOON, profileStartingOn } from '../users';

/** Day 7 of 15: started 6 days ago, days 1-6 ticked, the diary going from 82 down to 79 kg. */
const DAY_7 = {
  'm15-profile': profileStartingOn(isoDay(-6)),
  'm15-completed-days': [1, 2, 3, 4, 5, 6],
  'm15-diary': [
    { date: isoDay(-1), weight: '79', water: '2' },
    { date: isoDay(-3), weight: '80.2', water: '2' },
    { date: isoDay(-6), weight: '82', water: '2' },
  ],
};
const day = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Dia ${n}(\\b|$)`) });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(NOON);
});

test.describe('Resultados fits the day', () => {
  test('day 7: no congratulations and no restart, but which day it is and the kilograms lost so far', async ({
    page,
  }) => {
    await seedStorage(page, DAY_7);
    await gotoApp(page, '/resultados');
    await expect(page.getByTestId('kg-eliminados')).toHaveText('3,0 kg');
    await expect(page.getByTestId('kg-ate-agora')).toContainText('até agora');
    await expect(page.getByTestId('mensagem-resultado')).toHaveText('Incrível! Você está eliminando peso!');
    await expect(page.getByTestId('challenge-underway')).toHaveText(
      'Hoje é o dia 7 de 15 · Cetocarnívora II. Faltam 8 dias.',
    );
    await expect(page.getByText('Parabéns! Você venceu o desafio!')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Veja no Perfil' }).click();
    await expect(page.getByRole('region', { name: 'Recomeçar o desafio' })).toBeVisible();
  });

  test('day 16 with the 15 days ticked: the closing card and the restart, as the specification says; the final weight wins', async ({
    page,
  }) => {
    // Fewer days ticked is not a victory: tests/e2e/true-states.spec.ts.
    await seedStorage(page, {
      'm15-profile': profileStartingOn(isoDay(-15)),
      'm15-completed-days': Array.from({ length: 15 }, (_, i) => i + 1),
      'm15-results': { finalWeight: '76', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    await expect(page.getByText('Parabéns! Você venceu o desafio! 🏆')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeVisible();
    await expect(page.getByTestId('kg-eliminados')).toHaveText('6,0 kg');
    await expect(page.getByTestId('kg-ate-agora')).toHaveCount(0);
  });

  test('all 15 days ticked before day 15 is over too; no start date keeps the specification’s screen', async ({
    page,
  }) => {
    await seedStorage(page, { ...DAY_7, 'm15-completed-days': Array.from({ length: 15 }, (_, i) => i + 1) });
    await gotoApp(page, '/resultados');
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('m15-profile', JSON.stringify({ name: 'Ana', startDate: '' })));
    await page.evaluate(() => localStorage.setItem('m15-completed-days', '[]'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeVisible();
  });
});

test.describe('Fases opens on today’s phase', () => {
  test('day 7 opens on Ceto II; an explicit tab in the URL wins', async ({ page }) => {
    await seedStorage(page, DAY_7);
    await gotoApp(page, '/fases');
    await expect(page.getByRole('tab', { name: 'Ceto II' })).toHaveAttribute('aria-selected', 'true');
    await gotoApp(page, '/fases?fase=jejum-1');
    await expect(page.getByRole('tab', { name: 'Jejum I' })).toHaveAttribute('aria-selected', 'true');
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
    for (const text of [/tontura/i, /desmaio/i, /palpitações/i, /confusão/i, /fraqueza intensa/i]) {
      await expect(safety).toContainText(text);
    }
    await expect(safety).toContainText(FASTING_SAFETY.breakFast.day16.title);
    await expect(safety).toContainText(FASTING_SAFETY.notADoctor);
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Jejum I' }).click();
    await expect(page.getByRole('region', { name: 'Jejum com segurança' })).toContainText(
      FASTING_SAFETY.breakFast.day7.title,
    );
    await page.getByRole('tab', { name: 'Ceto I', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Jejum com segurança' })).toHaveCount(0);
  });
});

test.describe('Jornada knows the day', () => {
  test('day 1: ticking day 12 asks first; Cancelar ticks nothing; confirming marks it without praise', async ({
    page,
  }) => {
    await seedStorage(page, { 'm15-profile': profileStartingOn(isoDay(0)) });
    await gotoApp(page, '/jornada');
    await day(page, 12).click();
    const dialog = page.getByRole('dialog', { name: 'Marcar o dia 12?' });
    await expect(dialog).toContainText('Hoje é o dia 1 do seu desafio. O dia 12 ainda não chegou.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(day(page, 12)).toHaveAttribute('aria-pressed', 'false');
    expect(await readStorage(page, 'm15-completed-days')).toBeNull();

    await day(page, 12).click();
    await page.getByRole('dialog', { name: 'Marcar o dia 12?' }).getByRole('button', { name: 'Sim, marcar' }).click();
    await expect(day(page, 12)).toHaveAttribute('aria-pressed', 'true');
    const t = toast(page, 'Dia 12 marcado');
    await expect(t).toContainText('Esse dia ainda não chegou.');
    await expect(toast(page, 'Dia concluído! 🎉')).toHaveCount(0);
    expect(await readStorage(page, 'm15-completed-days')).toEqual([12]);
    // Today's own day is praised with its pool, without asking.
    await day(page, 1).click();
    const praise = toast(page, 'Dia concluído! 🎉');
    await expect(praise).toBeVisible();
    expect(phrasesIn(await praise.innerText(), DAY_PHRASES['ceto-1'])).toHaveLength(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('without a start date, ticking works exactly as the specification says', async ({ page }) => {
    await gotoApp(page, '/jornada');
    await day(page, 12).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(toast(page, 'Dia concluído! 🎉')).toBeVisible();
    expect(await readStorage(page, 'm15-completed-days')).toEqual([12]);
  });

  test('ticking the last of the 15 days celebrates and leads to Resultados, in the page', async ({ page }) => {
    await seedStorage(page, {
      'm15-profile': profileStartingOn(isoDay(-14)),
      'm15-completed-days': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
    });
    await gotoApp(page, '/jornada');
    await expect(page.getByTestId('challenge-done')).toHaveCount(0);
    await day(page, 15).click();
    await expect(toast(page, 'Desafio concluído! 🏆')).toBeVisible();
    await expect(page.locator('canvas.m15-confetti')).toBeAttached();
    const done = page.getByTestId('challenge-done');
    await expect(done).toContainText('Você concluiu os 15 dias! 🏆');
    await expectNoAxeViolations(page);
    await done.getByRole('link', { name: 'Ver seus resultados' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Seus Resultados' })).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the 15th day celebrates with the toast and no confetti', async ({ page }) => {
      await seedStorage(page, { 'm15-completed-days': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] });
      await gotoApp(page, '/jornada');
      await day(page, 15).click();
      await expect(toast(page, 'Desafio concluído! 🏆')).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.locator('canvas.m15-confetti')).toHaveCount(0);
    });
  });
});

test.describe('Perfil', () => {
  test('a new profile starts today, and the first save leads to Hoje', async ({ page }) => {
    await gotoApp(page, '/perfil');
    await expect(page.getByLabel('Data de início', { exact: true })).toHaveValue('2026-11-23');
    await page.getByLabel('Nome', { exact: true }).fill('Ana');
    await page.getByLabel('Peso inicial (kg)', { exact: true }).fill('82');
    await page.getByLabel('Altura (cm)', { exact: true }).fill('165');
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
    expect(await readStorage(page, 'm15-profile')).toMatchObject({ startDate: '2026-11-23' });
    const next = page.getByTestId('next-step');
    await expect(next).toContainText('Perfil pronto!');
    await next.getByRole('link', { name: 'Ir para Hoje' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hoje' })).toBeVisible();
    await expect(page.getByTestId('challenge-today')).toHaveText('Dia 1 de 15 · Cetocarnívora I');
  });

  test('a save closes the form’s earlier error toast', async ({ page }) => {
    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expect(toast(page, 'Preencha todos os campos')).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Ana');
    await page.getByLabel('Peso inicial (kg)', { exact: true }).fill('82');
    await page.getByLabel('Altura (cm)', { exact: true }).fill('165');
    await page.getByRole('button', { name: 'Salvar Perfil' }).click();
    await expect(toast(page, 'Perfil salvo com sucesso! 🎉')).toBeVisible();
    await expect(toast(page, 'Preencha todos os campos')).toHaveCount(0);
  });

  test('restarting before the end says what goes and what stays, and does just that', async ({ page }) => {
    await seedStorage(page, {
      ...DAY_7,
      'm15-notes': [{ id: 1, text: 'Nota', date: '2026-11-20T10:00:00.000Z' }],
      'm15-photo-history': [{ id: 1, date: '20/11/2026', beforePhoto: '', afterPhoto: '', weight: '80' }],
      recipeRatings: { '101': 'amei' },
    });
    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Recomeçar o desafio' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recomeçar o desafio hoje?' });
    await expect(dialog).toContainText('Será apagado deste aparelho:');
    await expect(dialog).toContainText('o diário');
    await expect(dialog).toContainText('Fica como está:');
    await expect(dialog).toContainText('o histórico de fotos e o histórico de protocolos');
    await expect(dialog).toContainText('não entra no histórico de protocolos');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sim, recomeçar' }).click();
    await expect(toast(page, 'Desafio recomeçado 🔄')).toBeVisible();
    expect(await readStorage(page, 'm15-diary')).toBeNull();
    expect(await readStorage(page, 'm15-completed-days')).toBeNull();
    expect(await readStorage(page, 'm15-notes')).toBeNull();
    expect(await readStorage(page, 'm15-protocol-history')).toBeNull();
    expect(await readStorage(page, 'm15-photo-history')).toHaveLength(1);
    expect(await readStorage(page, 'recipeRatings')).toEqual({ '101': 'amei' });
    expect(await readStorage(page, 'm15-profile')).toMatchObject({ name: 'Ana', startDate: '2026-11-23' });
  });

  test('the reset button says what it erases; the specification’s dialog and keys are unchanged', async ({ page }) => {
    await seedStorage(page, DAY_7);
    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Apagar perfil, jornada, diário, anotações e depoimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tem certeza?' });
    await expect(dialog).toContainText(
      'Esta ação vai apagar seu perfil, jornada, diário, anotações e depoimento. Ela não pode ser desfeita.',
    );
    await dialog.getByRole('button', { name: 'Sim, apagar tudo' }).click();
    await expect(toast(page, 'Tudo foi apagado! 🔄')).toContainText('Você pode começar novamente do zero.');
  });

  test('"Apagar tudo deste aparelho" lists everything, then erases every key, kept copy and photo', async ({
    page,
  }) => {
    await seedStorage(page, { ...DAY_7, 'm15-notes.corrupt': '{oops', recipeRatings: { '101': 'amei' } });
    await gotoApp(page, '/resultados');
    await page.getByLabel('Peso Final (kg)').fill('78');
    const png = await makeImage(page, { width: 120, height: 160, type: 'image/png' });
    await photoInput(page, 'Foto Antes').setInputFiles({ name: 'antes.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Salvar Resultados' }).click();
    await expect(toast(page, 'Resultados salvos! 🎉')).toBeVisible();
    expect(await readPhotoBlobs(page)).toHaveLength(1);

    await gotoApp(page, '/perfil');
    await page.getByRole('button', { name: 'Apagar tudo deste aparelho' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apagar tudo deste aparelho?' });
    await expect(dialog).toContainText('as fotos de antes e depois e o histórico de fotos');
    await expect(dialog).toContainText('as anotações, a lista de compras e as avaliações de receitas');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await readPhotoBlobs(page)).toHaveLength(1);

    await page.getByRole('button', { name: 'Apagar tudo deste aparelho' }).click();
    await page
      .getByRole('dialog', { name: 'Apagar tudo deste aparelho?' })
      .getByRole('button', { name: 'Sim, apagar tudo' })
      .click();
    await expect(toast(page, 'Tudo foi apagado deste aparelho')).toBeVisible();
    await expect.poll(() => storageKeys(page)).toEqual([]);
    expect(await readPhotoBlobs(page)).toHaveLength(0);
  });
});
