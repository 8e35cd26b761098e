import { Paper, Stack, Text } from '@mantine/core';
import type { PhotoRecord } from '~/domain/stored';
import { formatKg } from '~/domain/format';
import { plural } from '~/content/words';
import { HistorySection } from './history-section';
import { PhotoComparison } from '~/components/photo-comparison';
import type { PhotoResolver } from '~/domain/photo-ref';

export function PhotoHistory({ records, resolvePhoto }: { records: PhotoRecord[]; resolvePhoto: PhotoResolver }) {
  return (
    <HistorySection
      title="Histórico de fotos"
      count={records.length}
      countText={plural(records.length, 'registro salvo', 'registros salvos')}
      emptyText="Nenhuma foto salva ainda."
      showLabel="Ver Todas"
      clearIntent="clear-photos"
      confirmText="Tem certeza que deseja apagar todo o histórico de fotos?"
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
