import { describe, expect, it } from 'vitest';
import { buildWaistSeries, buildWeightSeries, seriesFacts } from '~/domain/chart';
import { CHART_SERIES, pointLabel, seriesEnds, seriesSummary, TREND_NOTE } from './chart';

const entry = (date: string, weight: string) => ({ date, weight, water: '2' });
const summary = (series: Parameters<typeof seriesFacts>[0]) => seriesSummary(seriesFacts(series));

describe('seriesSummary', () => {
  it('says the chart in words, in its unit', () => {
    const weight = buildWeightSeries({
      diary: [entry('2026-03-02', '79.5'), entry('2026-03-03', '79')],
      initialWeight: '80',
      finalWeight: '77',
    });
    expect(summary(weight)).toBe('4 pontos, de 80,0 kg (Início) a 77,0 kg (Final).');
    const waist = buildWaistSeries({ diary: [{ date: '2026-03-02', waist: '80.5' }], initialWaist: '82' });
    expect(summary(waist)).toBe('2 pontos, de 82,0 cm (Início) a 80,5 cm (02/03).');
    expect(summary(buildWaistSeries({ diary: [{ date: '2026-03-02', waist: '80' }] }))).toBe(
      '1 ponto, de 80,0 cm (02/03) a 80,0 cm (02/03).',
    );
    expect(summary(buildWaistSeries({ diary: [] }))).toBe('');
  });
  it('names the trend line when there is one', () => {
    const week = Array.from({ length: 7 }, (_, i) => entry(`2026-03-0${i + 1}`, String(80 - i)));
    expect(summary(buildWeightSeries({ diary: week, initialWeight: '', finalWeight: '' }))).toBe(
      '7 pontos, de 80,0 kg (01/03) a 74,0 kg (07/03). Linha de tendência: média móvel de 7 dias.',
    );
  });
  it('is the ends, then the trend note: Resultados shows the note alone, its figures say the ends', () => {
    const week = Array.from({ length: 7 }, (_, i) => entry(`2026-03-0${i + 1}`, String(80 - i)));
    const facts = seriesFacts(buildWeightSeries({ diary: week, initialWeight: '', finalWeight: '' }));
    expect(seriesEnds(facts)).toBe('7 pontos, de 80,0 kg (01/03) a 74,0 kg (07/03).');
    expect(seriesSummary(facts)).toBe(`${seriesEnds(facts)} ${TREND_NOTE}`);
    expect(seriesEnds(null)).toBe('');
  });
});

describe('the chart in words', () => {
  it('names the ends and keeps a day as it is', () => {
    expect(pointLabel('start')).toBe('Início');
    expect(pointLabel('final')).toBe('Final');
    expect(pointLabel('07/03')).toBe('07/03');
    expect(pointLabel('')).toBe('');
  });
  it('names each series', () => {
    expect(CHART_SERIES).toEqual({ weight: 'Peso', waist: 'Cintura', trend: 'Tendência' });
  });
});
