import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { MeasureFigure } from '~/components/measure-figure';
import { SectionCard } from '~/components/section-card';
import { EVOLUTION_SERIES_TEXT, EVOLUTION_TEXT } from '~/content/results-screen';
import type { WaistSeries, WeightSeries } from '~/domain/chart';

/**
 * The trend: the figures at its ends, then the weight chart and, once the
 * diary has a waist, a switch to the waist in cm, in the same 300 px box. A
 * card of its own, after the form on a phone and beside it on a desktop.
 */
export function WeightEvolution({
  weight,
  waist,
  weightEndsOver,
  children,
}: {
  weight: WeightSeries;
  waist: WaistSeries;
  /** The figures over the chart say both ends of the weight's line (an initial weight is known). */
  weightEndsOver: boolean;
  /** Over the chart: the figures at its ends (results-figures.tsx). */
  children?: React.ReactNode;
}) {
  const [showWaist, setShowWaist] = useState(false);
  const series = showWaist && waist.points.length > 0 ? waist : weight;
  const text = EVOLUTION_SERIES_TEXT[series.measure];
  return (
    <SectionCard id="evolucao-titulo" title={text.title}>
      {children}
      {waist.points.length > 0 ? (
        // A switch, not an action: the pressed one is tinted, so the screen keeps one filled button.
        <Group gap="xs" mb="sm" role="group" aria-label={EVOLUTION_TEXT.switchLabel}>
          <Button
            variant={series === weight ? 'light' : 'default'}
            aria-pressed={series === weight}
            onClick={() => setShowWaist(false)}
          >
            {EVOLUTION_TEXT.weight}
          </Button>
          <Button
            variant={series === waist ? 'light' : 'default'}
            aria-pressed={series === waist}
            onClick={() => setShowWaist(true)}
          >
            {EVOLUTION_TEXT.waist}
          </Button>
        </Group>
      ) : null}
      {series.points.length === 0 ? (
        <Text c="dimmed">{EVOLUTION_TEXT.empty}</Text>
      ) : (
        // The caption leaves the ends to the figures only where they say them: the weight's, with its start known.
        <MeasureFigure series={series} label={text.figure} endsOver={series === weight && weightEndsOver} />
      )}
    </SectionCard>
  );
}
