import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { MeasureFigure } from '~/components/measure-figure';
import type { WaistSeries, WeightSeries } from '~/domain/chart';

const TEXT = {
  Peso: { title: 'Evolução do Peso', figure: 'Gráfico da evolução do peso' },
  Cintura: { title: 'Evolução da Cintura', figure: 'Gráfico da evolução da cintura' },
} as const;

/**
 * 'Evolução do Peso': the weight chart and, once the diary has a waist
 * (issue 24), a switch to the waist in cm, in the same 300 px box.
 */
export function WeightEvolution({ weight, waist }: { weight: WeightSeries; waist: WaistSeries }) {
  const [showWaist, setShowWaist] = useState(false);
  const series = showWaist && waist.points.length > 0 ? waist : weight;
  const text = TEXT[series.measure];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="evolucao-titulo">
      <Text component="h2" fw={800} size="lg" id="evolucao-titulo" mb="xs">
        {text.title}
      </Text>
      {waist.points.length > 0 ? (
        <Group gap="xs" mb="sm" role="group" aria-label="Mostrar no gráfico">
          <Button
            variant={series === weight ? 'filled' : 'default'}
            aria-pressed={series === weight}
            onClick={() => setShowWaist(false)}
          >
            Peso (kg)
          </Button>
          <Button
            variant={series === waist ? 'filled' : 'default'}
            aria-pressed={series === waist}
            onClick={() => setShowWaist(true)}
          >
            Cintura (cm)
          </Button>
        </Group>
      ) : null}
      {series.points.length === 0 ? (
        <Text c="dimmed">Registre seu peso no Diário para ver o gráfico da sua evolução.</Text>
      ) : (
        <MeasureFigure series={series} label={text.figure} />
      )}
    </Paper>
  );
}
