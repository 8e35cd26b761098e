import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSubmit } from '@remix-run/react';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateBR, showDecimal } from '~/domain/format';
import type { DiaryEntry } from '~/domain/stored';
import { ConfirmModal } from '~/components/confirm-modal';

/** 'Registros Anteriores': newest first, scrolling at 400px (spec §2), each entry editable and deletable. */
export function DiaryList({ entries, onEdit }: { entries: DiaryEntry[]; onEdit: (entry: DiaryEntry) => void }) {
  const [toDelete, setToDelete] = useState<DiaryEntry | null>(null);
  const submit = useSubmit();
  return (
    // The scrolling list below is the landmark, named like this heading.
    <section>
      <Title order={2} size="h3" id="registros-anteriores" mb="sm">
        Registros Anteriores
      </Title>
      {entries.length === 0 ? (
        <Text c="dimmed">Nenhum registro ainda. Salve o primeiro acima!</Text>
      ) : (
        // Focusable so the list can be scrolled from the keyboard.
        <div
          className="m15-diary-scroll"
          style={{ maxHeight: 400, overflowY: 'auto' }}
          tabIndex={0}
          role="region"
          aria-label="Registros Anteriores"
          data-testid="diary-list"
        >
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {entries.map((entry, i) => {
              const date = formatDateBR(entry.date);
              return (
                <Paper
                  component="li"
                  key={`${entry.date}-${i}`}
                  withBorder
                  p="sm"
                  radius="md"
                  data-testid="diary-entry"
                >
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={700}>{date}</Text>
                      <Text size="sm">
                        Peso: {showDecimal(entry.weight)} kg · Água: {showDecimal(entry.water)} L
                      </Text>
                      {entry.feeling ? (
                        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                          {entry.feeling}
                        </Text>
                      ) : null}
                    </div>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        size={44}
                        variant="default"
                        aria-label={`Editar registro de ${date}`}
                        onClick={() => onEdit(entry)}
                      >
                        <IconPencil size={20} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon
                        size={44}
                        variant="default"
                        aria-label={`Excluir registro de ${date}`}
                        onClick={() => setToDelete(entry)}
                      >
                        <IconTrash size={20} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </div>
      )}
      <ConfirmModal
        opened={toDelete !== null}
        title="Excluir registro?"
        confirmLabel="Sim, excluir"
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) submit({ intent: 'delete', date: toDelete.date }, { method: 'post' });
          setToDelete(null);
        }}
      >
        {toDelete
          ? `O registro de ${formatDateBR(toDelete.date)} será apagado. Esta ação não pode ser desfeita.`
          : null}
      </ConfirmModal>
    </section>
  );
}
