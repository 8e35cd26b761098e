// Resultados as one screen: the hero first, the form right under it, then the trend, the histories last,
// and one primary button in each state. The flows themselves are in results.spec.ts and its siblings.
import type { Locator, Page } from '@playwright/test';
import { expect, gotoApp, seedStorage, settle, test } from '../fixtures';
import { DAY_7_USER, NOON, userOnDay } from '../users';
import { TINY_PNG_DATA_URL } from './results-helpers';

test.describe('one hero, one primary button', () => {
  /** The filled buttons of the screen's main content, by name. */
  const filled = (page: Page) =>
    page
      .getByRole('main')
      .locator('.mantine-Button-root[data-variant="filled"]')
      .evaluateAll((list) => list.filter((b) => b.getClientRects().length > 0).map((b) => b.textContent?.trim()));

  test('opens on the kilograms lost, large, the form right under them, then the trend, the histories last', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, DAY_7_USER);
    await gotoApp(page, '/resultados');
    const hero = page.getByRole('region', { name: 'kg eliminados' });
    await expect(hero.getByTestId('kg-eliminados')).toHaveText('3,0 kg');
    await expect(hero.getByTestId('kg-ate-agora')).toBeVisible();
    // Large: bigger than the screen's own title.
    const size = (l: Locator) => l.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(await size(hero.getByTestId('kg-eliminados'))).toBeGreaterThan(
      await size(page.getByRole('heading', { level: 1 })),
    );
    // In reading order, one under the other on the phone.
    const names = [
      'kg eliminados',
      'Registre seu resultado',
      'Seu progresso em imagem',
      'Evolução do peso',
      'Para levar à consulta',
      'Seu desafio está em andamento',
      'Histórico de fotos',
      'Histórico de protocolos',
    ];
    const tops: number[] = [];
    for (const name of names) tops.push((await page.getByRole('region', { name, exact: true }).boundingBox())!.y);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    // "Salvar Resultados" whole in the first phone screen, above the bottom bar.
    const save = (await page.getByRole('button', { name: 'Salvar Resultados' }).boundingBox())!;
    const bar = (await page.getByRole('navigation', { name: 'Navegação principal' }).boundingBox())!;
    expect(save.y + save.height).toBeLessThanOrEqual(bar.y);
    // The trend's card holds the weights it goes between, and its chart.
    const trend = page.getByRole('region', { name: 'Evolução do peso' });
    await expect(trend.getByTestId('peso-inicial')).toHaveText('82,0 kg');
    await expect(trend.getByRole('figure', { name: /^Gráfico da evolução do peso/ })).toBeVisible();
  });

  test('during the challenge "Salvar Resultados" is the one filled button; the others look secondary', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, {
      ...DAY_7_USER,
      'm15-results': { finalWeight: '79', beforePhoto: '', afterPhoto: '' },
    });
    await gotoApp(page, '/resultados');
    await expect(page.getByRole('button', { name: 'Compartilhar progresso' })).toBeVisible();
    expect(await filled(page)).toEqual(['Salvar Resultados']);
  });

  test('after the last day, with the result saved, sharing it is the one filled button', async ({ page }) => {
    await page.clock.setFixedTime(NOON);
    await seedStorage(page, userOnDay(16, { 'm15-results': { finalWeight: '75', beforePhoto: '', afterPhoto: '' } }));
    await gotoApp(page, '/resultados');
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeVisible();
    expect(await filled(page)).toEqual(['Compartilhar progresso']);
    // Without a result saved yet, recording it comes first.
    await page.evaluate(() => localStorage.removeItem('m15-results'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Recomeçar o M15' })).toBeVisible();
    expect(await filled(page)).toEqual(['Salvar Resultados']);
  });
});

test.describe('at most three phone screens (docs/design.md, 5)', () => {
  /** One phone screen: the tests' viewport (playwright.config.ts). */
  const SCREEN_HEIGHT = 780;
  /** 10:00 in São Paulo on day 5 of a challenge that started on 1 March, as the screenshots take it. */
  const DAY_5 = new Date('2026-03-05T10:00:00-03:00');
  const at = (day: number, hhmm: string) => new Date(`2026-03-0${day}T${hhmm}:00-03:00`).toISOString();

  /**
   * The screenshots' day-5 user (scripts/screenshots.mjs): a diary with feelings, the final weight,
   * both photos and their history record, a past protocol, and the fast of the day running.
   */
  const day5User = ({ photos }: { photos: boolean }) => {
    const photo = photos ? TINY_PNG_DATA_URL : '';
    return {
      'm15-profile': { name: 'Ana', startDate: '2026-03-01', initialWeight: '82', height: '165', waterGoal: '2.9' },
      'm15-completed-days': [1, 2, 3, 4],
      'm15-diary': [
        {
          date: '2026-03-05',
          weight: '79.4',
          water: '2.5',
          feeling: 'Primeiro dia de jejum: mais fácil do que eu pensava.',
        },
        { date: '2026-03-04', weight: '80', water: '3' },
        { date: '2026-03-03', weight: '80.6', water: '2.5', feeling: 'Muita disposição à tarde.' },
        { date: '2026-03-02', weight: '81.2', water: '2' },
        { date: '2026-03-01', weight: '82', water: '2', feeling: 'Começando!' },
      ],
      'm15-results': { finalWeight: '79.4', beforePhoto: photo, afterPhoto: photo },
      'm15-photo-history': photos
        ? [
            {
              id: 1,
              date: '05/03/2026',
              beforePhoto: photo,
              afterPhoto: photo,
              weight: '79.4',
              startDate: '01/03/2026',
              initialWeight: '82',
            },
          ]
        : [],
      'm15-protocol-history': [
        {
          id: 1,
          startDate: '2025-11-03',
          endDate: '18/11/2025',
          initialWeight: '85',
          finalWeight: '81.5',
          weightLoss: '3.5',
          message: 'Cada dia conta. Você provou que consegue!',
        },
      ],
      'm15-backup-meta': { lastBackupOn: '2026-03-05', lastReminderOn: '' },
      'm15-safety-checks': { 'jejum-1': { at: at(3, '09:00'), outcome: 'go' } },
      'm15-fasting': { startedAt: at(3, '20:00'), endedAt: '' },
    };
  };

  const DAY_16 = new Date('2026-03-16T10:00:00-03:00');

  /** Day 16 as the screenshots take it: both fasts behind her, a backup made that day. */
  const day16User = {
    ...day5User({ photos: true }),
    'm15-safety-checks': {
      'jejum-1': { at: at(3, '09:00'), outcome: 'go' },
      'jejum-final': { at: at(9, '09:00'), outcome: 'go' },
    },
    'm15-fasting': { startedAt: at(9, '20:00'), endedAt: '' },
    'm15-fast-log': [
      {
        block: 'jejum-1',
        startedAt: at(3, '20:00'),
        endedAt: at(6, '20:00'),
        plannedEndAt: at(6, '20:00'),
        outcome: 'goal',
      },
    ],
    'm15-backup-meta': { lastBackupOn: '2026-03-16', lastReminderOn: '' },
  };

  const CASES = [
    { name: 'day 5 without photos', now: DAY_5, storage: day5User({ photos: false }), photos: 0 },
    { name: 'day 5 with photos', now: DAY_5, storage: day5User({ photos: true }), photos: 1 },
    // The last day's longest state: the closing card, and the share card's note on the days left unticked.
    { name: 'day 16 with photos', now: DAY_16, storage: day16User, photos: 1 },
  ];

  for (const { name, now, storage, photos } of CASES) {
    test(`${name}: the screen is at most 3 × 780 px at 360 px`, async ({ page }) => {
      await page.clock.setFixedTime(now);
      await seedStorage(page, storage);
      await gotoApp(page, '/resultados');
      await expect(page.getByRole('img', { name: 'Foto antes salva' })).toHaveCount(photos);
      await settle(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      test.info().annotations.push({ type: 'height', description: `${height} px` });
      expect(height, 'page height at 360 px').toBeLessThanOrEqual(3 * SCREEN_HEIGHT);
    });
  }
});

test('after the last day the way to the report stands in the closing card, under its advice to see the doctor', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOON);
  await seedStorage(page, userOnDay(16, { 'm15-results': { finalWeight: '75', beforePhoto: '', afterPhoto: '' } }));
  await gotoApp(page, '/resultados');
  // Every day ticked: the specification's closing card.
  const closing = page.getByRole('region', { name: 'Parabéns! Você venceu o desafio! 🏆' });
  await expect(closing.getByTestId('restart-advice')).toContainText('converse com seu médico antes');
  // The report, then the restart: in that order, in the card; no separate card for it.
  const report = closing.getByRole('link', { name: 'Relatório para a consulta' });
  const restart = closing.getByRole('button', { name: 'Recomeçar o M15' });
  expect((await report.boundingBox())!.y).toBeLessThan((await restart.boundingBox())!.y);
  await expect(page.getByRole('region', { name: 'Para levar à consulta' })).toHaveCount(0);
  // The spreadsheet is one tap on, beside the report's PDF.
  await report.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório para a consulta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Baixar planilha do diário' })).toBeVisible();
});
