import { Paper, Stack, Text } from '@mantine/core';
import { formatDecimal, formatWeight } from '~/domain/format';
import { protocolCountText, protocolDaysText } from '~/content/results';
import { protocolCounts, protocolDays } from '~/domain/history';
import type { ProtocolRecord } from '~/domain/stored';
import { HistorySection } from './history-section';

export function ProtocolHistory({ records }: { records: ProtocolRecord[] }) {
  return (
    <HistorySection
      title="Histórico de protocolos"
      count={records.length}
      countText={protocolCountText(protocolCounts(records))}
      emptyText="Nenhum protocolo concluído ainda."
      showLabel="Ver Todos"
      clearIntent="clear-protocols"
      confirmText="Tem certeza que deseja apagar todo o histórico de protocolos?"
    >
      {() => (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {[...records].reverse().map((r) => (
            <Paper component="li" key={String(r.id)} withBorder radius="md" p="sm">
              <Text fw={700}>
                {r.startDate} → {r.endDate}
              </Text>
              {protocolDays(r) ? <Text>{protocolDaysText(protocolDays(r))}</Text> : null}
              <Text>Peso eliminado: {formatDecimal(r.weightLoss)} kg</Text>
              <Text size="sm" c="dimmed">
                Inicial: {formatWeight(r.initialWeight)} kg · Final: {formatWeight(r.finalWeight)} kg
              </Text>
              <Text size="sm" fs="italic" mt={4}>
                {r.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </HistorySection>
  );
}
