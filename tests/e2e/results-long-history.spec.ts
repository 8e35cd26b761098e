import { expect, gotoApp, seedStorage, test } from '../fixtures';
import { PROFILE, showChart } from './results-helpers';

/**
 * A long-time user's Resultados shows everything. How fast it renders, and
 * which files each screen loads, are the bench's to measure (`npm run bench`).
 */
test('with 1,000 diary entries and 100 photo records /resultados shows every figure and the chart', async ({
  page,
}) => {
  const diary = Array.from({ length: 1000 }, (_, i) => ({
    date: new Date(Date.UTC(2023, 0, 1 + i)).toISOString().slice(0, 10),
    weight: (95 - i / 50 + (i % 5) * 0.3).toFixed(1),
    water: '2.5',
    feeling: `Dia ${i + 1}`,
  })).reverse();
  const photoHistory = Array.from({ length: 100 }, (_, i) => ({
    id: 1700000000000 + i,
    date: '05/03/2026',
    beforePhoto: `photo-before-${i}`,
    afterPhoto: `photo-after-${i}`,
    weight: '76.5',
  }));
  await seedStorage(page, {
    'm15-profile': PROFILE,
    'm15-diary': diary,
    'm15-results': { finalWeight: '74', beforePhoto: '', afterPhoto: '' },
    'm15-photo-history': photoHistory,
  });
  await gotoApp(page, '/resultados');
  await expect(page.getByTestId('kg-eliminados')).toHaveText('6,0 kg');
  await expect(page.getByTestId('clear-photos-count')).toHaveText('100 registros salvos');
  await expect((await showChart(page)).locator('svg path').first()).toBeVisible();
});
