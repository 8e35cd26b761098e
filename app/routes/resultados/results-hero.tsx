import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Divider, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { WaistSeries, WeightSeries } from '~/domain/chart';
import { formatDateBR, formatDifference, formatOneDecimal, formatWeight } from '~/domain/format';
import type { currentWeight } from '~/domain/results';
import type { WaistSoFar } from '~/domain/waist';
import { RESULTS_HERO } from '~/content/results-screen';
import { withUnit } from '~/content/words';
import { WeightEvolution } from './weight-evolution';

/**
 * The screen's hero: the kilograms lost so far, large, with the
 * specification's message card under them (§4), the weights they come from
 * and the waist, then the trend line right under it: the weight
 * chart in its 300 px box.
 */
export function ResultsHero({
  initialWeight,
  lost,
  now,
  message,
  waist,
  series,
}: {
  initialWeight: string;
  /** Spec §4: initial minus the result, one decimal; '0' without both. */
  lost: string;
  /** The result: the newest weigh-in (domain/results.ts); from the diary, the kilograms are "até agora". */
  now: ReturnType<typeof currentWeight>;
  message: string;
  waist: WaistSoFar | null;
  series: { weight: WeightSeries; waist: WaistSeries };
}) {
  const soFar = now.source === 'diary';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="kg-titulo">
      <Stack gap="lg">
        {/* The figure, then the weights it comes from: one under the other on a phone, side by side on a desktop. */}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg" style={{ alignItems: 'end' }}>
          <div>
            <Title order={2} size="h5" c="var(--m15-accent-text)" id="kg-titulo">
              {RESULTS_HERO.lost}
            </Title>
            <Text fz="display" fw={800} lh={1.1} data-testid="kg-eliminados">
              {withUnit(formatDifference(lost), 'kg')}
            </Text>
            {soFar ? (
              <Text size="sm" c="dimmed" data-testid="kg-ate-agora">
                {RESULTS_HERO.lostSoFar}
              </Text>
            ) : null}
            {/* Spec §4, the message card: said again when a save changes it. */}
            <Text
              fw={700}
              size="lg"
              lh={1.35}
              mt="sm"
              role="status"
              aria-live="polite"
              data-testid="mensagem-resultado"
            >
              {message}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 2, sm: waist ? 3 : 2 }} spacing="md">
            <Figure label={RESULTS_HERO.initialWeight} testId="peso-inicial">
              {initialWeight ? withUnit(formatWeight(initialWeight), 'kg') : '—'}
            </Figure>
            <Figure label={RESULTS_HERO.current[now.source]} note={now.date ? formatDateBR(now.date) : ''}>
              {now.weight ? withUnit(formatWeight(now.weight), 'kg') : '—'}
            </Figure>
            {waist ? (
              <Figure
                label={RESULTS_HERO.waistLost}
                testId="cm-eliminados"
                note={RESULTS_HERO.waistFromTo(formatOneDecimal(waist.first), formatOneDecimal(waist.latest))}
              >
                {withUnit(formatDifference(waist.lost), 'cm')}
              </Figure>
            ) : null}
          </SimpleGrid>
        </SimpleGrid>
        <Divider />
        <WeightEvolution weight={series.weight} waist={series.waist} />
      </Stack>
    </Paper>
  );
}

/** A figure beside the hero's: its label, its value and, under it, where it comes from. */
function Figure({
  label,
  testId,
  note = '',
  children,
}: {
  label: string;
  testId?: string;
  note?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={800} size="xl" data-testid={testId}>
        {children}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </div>
  );
}
