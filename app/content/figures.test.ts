/** The same figure always has the same form on screen: one decimal for weights and litres, the unit held to it. */
import { describe, expect, it } from 'vitest';
import { DIARY_FIGURES, DIARY_LIST_TEXT } from './diary-screen';
import { FAST_CLOCK } from './fasting-clock';
import { HISTORY_TEXT, RESULTS_HERO } from './results-screen';
import { TODAY_FIGURES } from './today';
import { NBSP, withUnit } from './words';

describe('figures on screen', () => {
  it('hold a figure and its unit with a no-break space', () => {
    expect(withUnit('80,0', 'kg')).toBe('80,0\u00a0kg');
    expect(NBSP).toBe('\u00a0');
    expect(DIARY_FIGURES.weight('80,0')).toBe('Peso: 80,0\u00a0kg');
    expect(DIARY_FIGURES.water('3,0')).toBe('Água: 3,0\u00a0L');
    expect(DIARY_FIGURES.waist('84,0')).toBe('Cintura: 84,0\u00a0cm');
    expect(DIARY_LIST_TEXT.figures('80,0', '2,5', null)).toBe('Peso: 80,0\u00a0kg · Água: 2,5\u00a0L');
    expect(TODAY_FIGURES.kg('2,5')).toBe('2,5\u00a0kg');
    expect(HISTORY_TEXT.protocols.lost('2,5')).toBe('Peso eliminado: 2,5\u00a0kg');
    expect(RESULTS_HERO.waistFromTo('90,0', '88,5')).toBe('de 90,0\u00a0cm para 88,5\u00a0cm');
    expect(FAST_CLOCK.hoursOf(38, 72)).toBe('38\u00a0h de 72\u00a0h');
  });

  it('no unit in a text of app/content follows its figure after an ordinary space', () => {
    const texts = [
      DIARY_FIGURES.weight('80,0'),
      DIARY_FIGURES.water('2,5'),
      TODAY_FIGURES.litres('1,5', '2,9', false),
      TODAY_FIGURES.litres('3,0', null, false),
      HISTORY_TEXT.protocols.weights('80,0', '77,5'),
      FAST_CLOCK.ringHours(38),
      FAST_CLOCK.ringOf(72),
    ];
    for (const text of texts) expect(text).not.toMatch(/\d (kg|cm|L|h)\b/);
  });

  it('says when the water goal is met, and only then', () => {
    expect(TODAY_FIGURES.litres('3,0', '2,9', true)).toBe('3,0 de 2,9\u00a0L · meta batida');
    expect(TODAY_FIGURES.litres('1,5', '2,9', false)).toBe('1,5 de 2,9\u00a0L');
    expect(TODAY_FIGURES.litres('1,5', null, false)).toBe('1,5\u00a0L');
  });
});
