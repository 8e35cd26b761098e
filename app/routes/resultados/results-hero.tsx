import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import ui from '~/components/ui.module.css';
import { formatDifference } from '~/domain/format';
import { RESULTS_HERO } from '~/content/results-screen';
import { withUnit } from '~/content/words';

/**
 * The screen's hero: the kilograms lost so far, large, with the
 * specification's message card under them (§4). Compact, so "Salvar
 * Resultados" follows it within a phone's first screen; the weights the
 * kilograms come from open the trend's card, after the form. Not a
 * SectionCard: its heading is a small eyebrow over the figure, not a title.
 */
export function ResultsHero({
  lost,
  soFar,
  message,
}: {
  /** Spec §4: initial minus the result, one decimal; '0' without both. */
  lost: string;
  /** The result is the diary's newest weigh-in: the kilograms are "até agora". */
  soFar: boolean;
  message: string;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="kg-titulo"
      className={ui.hero}
    >
      {/* The figure, then the message: one under the other on a phone, side by side on a desktop. */}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="xs" style={{ alignItems: 'end' }}>
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
        </div>
        {/* Spec §4, the message card: said again when a save changes it. */}
        <Text
          fw={700}
          fz={{ base: 'md', sm: 'lg' }}
          lh={1.35}
          role="status"
          aria-live="polite"
          data-testid="mensagem-resultado"
        >
          {message}
        </Text>
      </SimpleGrid>
    </Paper>
  );
}
