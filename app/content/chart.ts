/** The evolution chart in words: its series, its two ends, and its summary (domain/chart.ts `seriesFacts`). */
import type { ChartEnd, Measure, SeriesFacts } from '~/domain/chart';
import { plural } from './words';

/** Each series of the chart by its code: the legend, the tooltip and the PDF's legend. */
export const CHART_SERIES: Record<Measure | 'trend', string> = {
  weight: 'Peso',
  waist: 'Cintura',
  trend: 'Tendência',
};

const CHART_END_TEXT: Record<ChartEnd, string> = { start: 'Início', final: 'Final' };

/** A point's label on the X axis: its day as it is ('07/03'), or the name of an end. */
export const pointLabel = (label: string): string =>
  Object.hasOwn(CHART_END_TEXT, label) ? CHART_END_TEXT[label as ChartEnd] : label;

/** Under the chart when it draws its trend line: what the line is. */
export const TREND_NOTE = 'Linha de tendência: média móvel de 7 dias.';

/** '5 pontos, de 80,0 kg (Início) a 77,0 kg (Final).': the chart's points and its two ends; '' for no chart. */
export function seriesEnds(facts: SeriesFacts | null): string {
  if (!facts) return '';
  const { first, last, unit } = facts;
  return `${plural(facts.points, 'ponto', 'pontos')}, de ${first.value} ${unit} (${pointLabel(first.label)}) a ${last.value} ${unit} (${pointLabel(last.label)}).`;
}

/** The whole summary: `seriesEnds`, and the trend line when there is one; '' for no chart. */
export function seriesSummary(facts: SeriesFacts | null): string {
  if (!facts) return '';
  return facts.trend ? `${seriesEnds(facts)} ${TREND_NOTE}` : seriesEnds(facts);
}
