import { Paper, Skeleton, Text } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { lazy, Suspense, useRef } from 'react';
import { TREND_SERIES, type WeightSeries } from '~/domain/chart';
import { formatDecimal } from '~/domain/results';
import { useAfterFirstPaint, useNearViewport } from './use-after-first-paint';
import { retryImport } from './retry-import';

// The chart code (recharts) is its own chunk: the numbers render before it arrives.
const WeightChart = lazy(() => retryImport(() => import('./weight-chart')));

function summary(series: WeightSeries): string {
  const first = series.points[0];
  const last = series.points[series.points.length - 1];
  if (!first || !last) return '';
  const trend = series.withTrend ? ` Linha de ${TREND_SERIES.toLowerCase()}: média móvel de 7 dias.` : '';
  return `${series.points.length} pontos, de ${formatDecimal(first.Peso)} kg (${first.label}) a ${formatDecimal(last.Peso)} kg (${last.label}).${trend}`;
}

export function WeightEvolution({ series }: { series: WeightSeries }) {
  // The chart (recharts, the biggest chunk of the app) loads when it is about to be seen.
  const figure = useRef<HTMLElement>(null);
  const near = useNearViewport(figure, '0px');
  const painted = useAfterFirstPaint();
  const ready = near && painted;
  const skeleton = <Skeleton h={300} radius="md" />;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="evolucao-titulo">
      <Text component="h2" fw={800} size="lg" id="evolucao-titulo" mb="xs">
        Evolução do Peso
      </Text>
      {series.points.length === 0 ? (
        <Text c="dimmed">Registre seu peso no Diário para ver o gráfico da sua evolução.</Text>
      ) : (
        <figure ref={figure} style={{ margin: 0 }} aria-label={`Gráfico da evolução do peso: ${summary(series)}`}>
          <Suspense fallback={skeleton}>{ready ? <WeightChart series={series} /> : skeleton}</Suspense>
          <Text component="figcaption" size="sm" c="dimmed" mt="xs">
            {summary(series)}
          </Text>
        </figure>
      )}
    </Paper>
  );
}
