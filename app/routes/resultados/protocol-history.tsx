import { Paper, Stack, Text } from '@mantine/core';
import { formatDifference, formatWeight } from '~/domain/format';
import { protocolCountText, protocolDaysText } from '~/content/results';
import { HISTORY_TEXT } from '~/content/results-screen';
import { protocolCounts, protocolDays } from '~/domain/history';
import type { ProtocolRecord } from '~/domain/stored';
import { HistorySection } from './history-section';

export function ProtocolHistory({ records }: { records: ProtocolRecord[] }) {
  return (
    <HistorySection
      title={HISTORY_TEXT.protocols.title}
      count={records.length}
      countText={protocolCountText(protocolCounts(records))}
      emptyText={HISTORY_TEXT.protocols.empty}
      showLabel={HISTORY_TEXT.protocols.show}
      clearIntent="clear-protocols"
      confirmText={HISTORY_TEXT.protocols.confirm}
    >
      {() => (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {[...records].reverse().map((r) => (
            <Paper component="li" key={String(r.id)} withBorder radius="md" p="sm">
              <Text fw={700}>
                {r.startDate} → {r.endDate}
              </Text>
              {protocolDays(r) ? <Text>{protocolDaysText(protocolDays(r))}</Text> : null}
              <Text>{HISTORY_TEXT.protocols.lost(formatDifference(r.weightLoss))}</Text>
              <Text size="sm" c="dimmed">
                {HISTORY_TEXT.protocols.weights(formatWeight(r.initialWeight), formatWeight(r.finalWeight))}
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
