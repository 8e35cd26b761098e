import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { formatDecimal, formatWeight } from '~/domain/format';

/** The initial weight, the kilograms lost (so far, when no final weight is saved) and the message card (spec §4). */
export function ResultsSummary({
  initialWeight,
  lost,
  soFar,
  message,
}: {
  initialWeight: string;
  lost: string;
  /** No final weight yet: `lost` comes from the latest weight of the diary. */
  soFar: boolean;
  message: string;
}) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            Peso Inicial
          </Text>
          <Text fw={800} size="xl" data-testid="peso-inicial">
            {initialWeight ? `${formatWeight(initialWeight)} kg` : '—'}
          </Text>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            Kg Eliminados
          </Text>
          <Text fw={800} size="xl" c="var(--m15-accent-text)" data-testid="kg-eliminados">
            {formatDecimal(lost)} kg
          </Text>
          {soFar ? (
            <Text size="xs" c="dimmed" data-testid="kg-ate-agora">
              até agora, pelo último registro do diário
            </Text>
          ) : null}
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="lg" p="md" className="m15-quote" role="status" aria-live="polite">
        <Text fw={700} size="lg" data-testid="mensagem-resultado">
          {message}
        </Text>
      </Paper>
    </Stack>
  );
}
