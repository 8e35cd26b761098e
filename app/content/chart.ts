/** The evolution chart in words (domain/chart.ts `seriesFacts`): its caption and its accessible name. */
import type { SeriesFacts } from '~/domain/chart';
import { plural } from './words';

/** '5 pontos, de 80,0 kg (Início) a 77,0 kg (Final).', and the trend line when there is one; '' for no chart. */
export function seriesSummary(facts: SeriesFacts | null): string {
  if (!facts) return '';
  const { first, last, unit } = facts;
  const trend = facts.trend ? ' Linha de tendência: média móvel de 7 dias.' : '';
  return `${plural(facts.points, 'ponto', 'pontos')}, de ${first.value} ${unit} (${first.label}) a ${last.value} ${unit} (${last.label}).${trend}`;
}
