import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { formatDecimal, formatOneDecimal, formatWeight } from '~/domain/format';
import type { WaistSoFar } from '~/domain/waist';

/**
 * The initial weight, the kilograms lost (so far, when no final weight is
 * saved), the centimetres of waist lost once there are two measurements
 * (issue 24) and the message card (spec §4).
 */
export function ResultsSummary({
  initialWeight,
  lost,
  soFar,
  message,
  waist,
}: {
  initialWeight: string;
  lost: string;
  /** No final weight yet: `lost` comes from the latest weight of the diary. */
  soFar: boolean;
  message: string;
  waist: WaistSoFar | null;
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
      {waist ? (
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            Cm de cintura eliminados até agora
          </Text>
          <Text fw={800} size="xl" c="var(--m15-accent-text)" data-testid="cm-eliminados">
            {formatDecimal(waist.lost)} cm
          </Text>
          <Text size="xs" c="dimmed">
            de {formatOneDecimal(waist.first)} cm para {formatOneDecimal(waist.latest)} cm
          </Text>
        </Paper>
      ) : null}
      <Paper withBorder radius="lg" p="md" className="m15-quote" role="status" aria-live="polite">
        <Text fw={700} size="lg" data-testid="mensagem-resultado">
          {message}
        </Text>
      </Paper>
    </Stack>
  );
}
