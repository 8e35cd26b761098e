import { Paper, Skeleton, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { useRef } from 'react';
import { PartUnavailable, useLazyPart } from '~/components/lazy-part';
import { TREND_SERIES, type WeightSeries } from '~/domain/chart';
import { formatDecimal } from '~/domain/format';
import { useNearViewport } from './use-near-viewport';

// The chart library (recharts) is the biggest chunk of the app and most visits
// never scroll to it: it loads when its box comes near the screen.
const loadChart = () => import('./weight-chart');

/** The chart's box: 300 px (spec §9) whatever is in it, so nothing moves when the chart arrives. */
const CHART_HEIGHT = 300;

function summary(series: WeightSeries): string {
  const first = series.points[0];
  const last = series.points[series.points.length - 1];
  if (!first || !last) return '';
  const trend = series.withTrend ? ` Linha de ${TREND_SERIES.toLowerCase()}: média móvel de 7 dias.` : '';
  return `${series.points.length} pontos, de ${formatDecimal(first.Peso)} kg (${first.label}) a ${formatDecimal(last.Peso)} kg (${last.label}).${trend}`;
}

export function WeightEvolution({ series }: { series: WeightSeries }) {
  const figure = useRef<HTMLElement>(null);
  const near = useNearViewport(figure);
  const chart = useLazyPart(loadChart, near && series.points.length > 0);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="evolucao-titulo">
      <Text component="h2" fw={800} size="lg" id="evolucao-titulo" mb="xs">
        Evolução do Peso
      </Text>
      {series.points.length === 0 ? (
        <Text c="dimmed">Registre seu peso no Diário para ver o gráfico da sua evolução.</Text>
      ) : (
        <figure ref={figure} style={{ margin: 0 }} aria-label={`Gráfico da evolução do peso: ${summary(series)}`}>
          <div style={{ height: CHART_HEIGHT }}>
            {chart.part ? (
              <chart.part.WeightChart series={series} />
            ) : chart.failure ? (
              <PartUnavailable what="O gráfico" failure={chart.failure} onRetry={chart.retry} h={CHART_HEIGHT} />
            ) : (
              <Skeleton h={CHART_HEIGHT} radius="md" />
            )}
          </div>
          <Text component="figcaption" size="sm" c="dimmed" mt="xs">
            {summary(series)}
          </Text>
        </figure>
      )}
    </Paper>
  );
}
