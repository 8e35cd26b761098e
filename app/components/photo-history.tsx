import { Paper, Stack, Text } from '@mantine/core';
import { countLabel } from '~/domain/history';
import type { PhotoRecord } from '~/domain/stored';
import { formatWeight } from '~/domain/results';
import { HistorySection } from './history-section';
import { PhotoComparison } from './photo-comparison';
import type { PhotoResolver } from './stored-photo';

const kg = (w: string) => (formatWeight(w) === '—' ? '' : `${formatWeight(w)} kg`);

export function PhotoHistory({ records, resolve }: { records: PhotoRecord[]; resolve: PhotoResolver }) {
  return (
    <HistorySection
      title="Histórico de Fotos"
      count={records.length}
      countText={countLabel(records.length, 'registro salvo', 'registros salvos')}
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
                {kg(r.weight) ? ` · ${kg(r.weight)}` : ''}
              </Text>
              <PhotoComparison
                lazy
                resolve={resolve}
                before={{ photo: r.beforePhoto, date: r.startDate ?? '', weight: kg(r.initialWeight ?? '') }}
                after={{ photo: r.afterPhoto, date: r.date, weight: kg(r.weight) }}
              />
            </Paper>
          ))}
        </Stack>
      )}
    </HistorySection>
  );
}
