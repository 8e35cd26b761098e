import { describe, expect, it } from 'vitest';
import { CARD_WORDS } from '~/content/progress-card';
import {
  cardTexts as cardTextsIn,
  missingPhotos,
  progressCardData,
  progressFileName,
  type ProgressCardData,
  type ProgressRecords,
} from './progress-card-data';

/** The card's texts in its own words (content/progress-card.ts). */
const cardTexts = (data: Parameters<typeof cardTextsIn>[0]) => cardTextsIn(data, CARD_WORDS);

describe('cardTexts', () => {
  const base = { daysDone: 7, totalDays: 15, kgLost: '3,5', finished: true, dateText: '23/11/2026' };

  it('writes the figures as the card shows them', () => {
    expect(cardTexts(base)).toEqual({
      days: '7 de 15',
      daysLabel: 'dias concluídos',
      kg: '3,5',
      kgLabel: 'kg eliminados',
      date: '23/11/2026',
    });
  });

  it('shows a dash when the weight lost is unknown', () => {
    expect(cardTexts({ ...base, kgLost: '' })).toMatchObject({ kg: '—', kgLabel: 'kg eliminados' });
  });

  it('says the kilograms are "até agora" while the challenge runs, and when it cannot tell', () => {
    expect(cardTexts({ ...base, finished: false }).kgLabel).toBe('kg eliminados até agora');
    expect(cardTexts({ ...base, finished: 'yes' } as unknown as ProgressCardData).kgLabel).toBe(
      'kg eliminados até agora',
    );
  });

  it.each([
    [NaN, '0 de 15'],
    [Infinity, '0 de 15'],
    [-3, '0 de 15'],
    [2.5, '0 de 15'],
    [99, '15 de 15'],
    [15, '15 de 15'],
  ])('clamps %d days done', (daysDone, days) => {
    expect(cardTexts({ ...base, daysDone }).days).toBe(days);
  });

  it.each([NaN, 0, -15, 1.5, Infinity])('falls back to the 15-day challenge for %d total days', (totalDays) => {
    expect(cardTexts({ ...base, totalDays }).days).toBe('7 de 15');
  });

  it('puts texts on one line', () => {
    const t = cardTexts({ ...base, kgLost: '3,5\n', dateText: ' 23/11/2026\n' });
    expect(t.kg).toBe('3,5');
    expect(t.date).toBe('23/11/2026');
  });

  it('survives values that are not strings', () => {
    const t = cardTexts({ ...base, kgLost: null, dateText: 42 } as unknown as typeof base);
    expect(t).toMatchObject({ kg: '—', date: '' });
  });
});

const records = (over: Partial<ProgressRecords> = {}): ProgressRecords => ({
  completedDays: [1, 2, 3],
  diary: [
    { date: '2026-11-24', weight: '81.2' },
    { date: '2026-11-23', weight: '81.6' },
  ],
  initialWeight: '82',
  finalWeight: '',
  finished: false,
  ...over,
});

describe('progressCardData', () => {
  it('takes the figures of the records: days ticked, kg lost so far, the chart’s weights, today', () => {
    expect(progressCardData(records(), NOW)).toEqual({
      daysDone: 3,
      totalDays: 15,
      kgLost: '0,8',
      finished: false,
      weights: [82, 81.6, 81.2],
      dateText: '08/12/2026',
    });
  });

  it('a finished challenge with a final weight: the kilograms are the result, the final weight ends the chart', () => {
    const data = progressCardData(
      records({ completedDays: Array.from({ length: 15 }, (_, i) => i + 1), finalWeight: '74.5', finished: true }),
      NOW,
    );
    expect(data).toMatchObject({ daysDone: 15, kgLost: '7,5', finished: true });
    expect(data.weights).toEqual([82, 81.6, 81.2, 74.5]);
    expect(cardTexts(data)).toMatchObject({ days: '15 de 15', kg: '7,5', kgLabel: 'kg eliminados' });
  });

  it('counts each real day once: repeats, 0, 16 and non-numbers are not days', () => {
    const hostile = [1, 1, 2, 0, 16, -3, 2.5, NaN, '4'] as unknown as number[];
    expect(progressCardData(records({ completedDays: hostile }), NOW).daysDone).toBe(2);
    expect(progressCardData(records({ completedDays: null as unknown as number[] }), NOW).daysDone).toBe(0);
  });

  it('without a weight to compare, the kilograms are unknown (the card shows —), not 0', () => {
    const noDiary = progressCardData(records({ diary: [] }), NOW);
    expect(noDiary.kgLost).toBe('');
    expect(noDiary.weights).toEqual([82]);
    expect(cardTexts(noDiary).kg).toBe('—');
    const noInitial = progressCardData(records({ initialWeight: '' }), NOW);
    expect(noInitial.kgLost).toBe('');
    expect(noInitial.weights).toEqual([81.6, 81.2]);
    const nothing = progressCardData(records({ initialWeight: '', diary: [], completedDays: [] }), NOW);
    expect(nothing).toMatchObject({ daysDone: 0, kgLost: '', weights: [] });
  });

  it('a gain is shown as the Resultados screen shows it (a negative figure), not hidden', () => {
    expect(progressCardData(records({ finalWeight: '83.4' }), NOW).kgLost).toBe('-1,4');
  });

  it('leaves out diary weights that are not weights, and sorts by date', () => {
    const data = progressCardData(
      records({
        diary: [
          { date: '2026-11-25', weight: 'abc' },
          { date: 'ontem', weight: '80' },
          { date: '2026-11-26', weight: '80.9' },
          { date: '2026-11-23', weight: '81.6' },
        ],
      }),
      NOW,
    );
    expect(data.weights).toEqual([82, 81.6, 80.9]);
    expect(data.kgLost).toBe('1,1');
  });
});

/** Local time: the date on the card and in the file name is the user's calendar day. */
const NOW = new Date(2026, 11, 8, 23, 30);

describe('progressFileName', () => {
  it('is m15-progresso-AAAA-MM-DD with the local date: .png, or .jpg for a JPEG', () => {
    expect(progressFileName(NOW, 'image/png')).toBe('m15-progresso-2026-12-08.png');
    expect(progressFileName(NOW, 'image/jpeg')).toBe('m15-progresso-2026-12-08.jpg');
    expect(progressFileName(new Date(2027, 0, 1, 0, 5), 'image/png')).toBe('m15-progresso-2027-01-01.png');
  });
  it('names anything that is not a JPEG .png (the renderer only makes the two)', () => {
    expect(progressFileName(NOW, '')).toBe('m15-progresso-2026-12-08.png');
  });
});

describe('missingPhotos', () => {
  const both = { before: 'photo-a', after: 'photo-b' };
  it('none when every stored photo was read (an empty field is no photo, not a missing one)', () => {
    expect(missingPhotos(both, { before: 'blob', after: 'blob' })).toBe('none');
    expect(missingPhotos({ before: 'photo-a', after: '' }, { before: 'blob', after: null })).toBe('none');
    expect(missingPhotos({ before: '', after: '' }, { before: null, after: null })).toBe('none');
  });
  it('one when the other photo is still drawn', () => {
    expect(missingPhotos(both, { before: null, after: 'blob' })).toBe('one');
    expect(missingPhotos(both, { before: 'blob', after: null })).toBe('one');
  });
  it('all when no photo is left to draw (the card is made without them)', () => {
    expect(missingPhotos(both, { before: null, after: null })).toBe('all');
    expect(missingPhotos({ before: '', after: 'photo-b' }, { before: null, after: null })).toBe('all');
  });
});
