import { Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MeasureFigure } from '~/components/measure-figure';
import type { WaistSeries, WeightSeries } from '~/domain/chart';

const TEXT = {
  Peso: { title: 'Evolução do peso', figure: 'Gráfico da evolução do peso' },
  Cintura: { title: 'Evolução da cintura', figure: 'Gráfico da evolução da cintura' },
} as const;

/**
 * The trend under the hero's figure: the weight chart and, once the diary
 * has a waist (issue 24), a switch to the waist in cm, in the same 300 px
 * box. A part of the hero's section, with a level-3 title.
 */
export function WeightEvolution({ weight, waist }: { weight: WeightSeries; waist: WaistSeries }) {
  const [showWaist, setShowWaist] = useState(false);
  const series = showWaist && waist.points.length > 0 ? waist : weight;
  const text = TEXT[series.measure];
  return (
    <section aria-labelledby="evolucao-titulo">
      <Title order={3} size="h4" id="evolucao-titulo" mb="xs">
        {text.title}
      </Title>
      {waist.points.length > 0 ? (
        // A switch, not an action: the pressed one is tinted, so the screen keeps one filled button.
        <Group gap="xs" mb="sm" role="group" aria-label="Mostrar no gráfico">
          <Button
            variant={series === weight ? 'light' : 'default'}
            aria-pressed={series === weight}
            onClick={() => setShowWaist(false)}
          >
            Peso (kg)
          </Button>
          <Button
            variant={series === waist ? 'light' : 'default'}
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
    </section>
  );
}
