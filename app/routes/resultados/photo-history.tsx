import { Paper, Stack, Text } from '@mantine/core';
import type { PhotoRecord } from '~/domain/stored';
import { formatKg } from '~/domain/format';
import { HISTORY_TEXT } from '~/content/results-screen';
import { HistorySection } from './history-section';
import { PhotoComparison } from '~/components/photo-comparison';
import type { PhotoResolver } from '~/domain/photo-ref';

export function PhotoHistory({ records, resolvePhoto }: { records: PhotoRecord[]; resolvePhoto: PhotoResolver }) {
  return (
    <HistorySection
      title={HISTORY_TEXT.photos.title}
      count={records.length}
      countText={HISTORY_TEXT.photos.count(records.length)}
      emptyText={HISTORY_TEXT.photos.empty}
      showLabel={HISTORY_TEXT.photos.show}
      clearIntent="clear-photos"
      confirmText={HISTORY_TEXT.photos.confirm}
    >
      {() => (
        <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {[...records].reverse().map((r) => (
            <Paper component="li" key={String(r.id)} withBorder radius="md" p="sm">
              <Text fw={700} mb={6}>
                {r.date}
                {formatKg(r.weight) ? ` · ${formatKg(r.weight)}` : ''}
              </Text>
              <PhotoComparison
                lazy
                resolvePhoto={resolvePhoto}
                before={{ photo: r.beforePhoto, date: r.startDate ?? '', weight: formatKg(r.initialWeight ?? '') }}
                after={{ photo: r.afterPhoto, date: r.date, weight: formatKg(r.weight) }}
              />
            </Paper>
          ))}
        </Stack>
      )}
    </HistorySection>
  );
}
