import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Group, Paper, Text, Title } from '@mantine/core';
import { useSubmit } from '@remix-run/react';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { BLOCK_TEXT } from '~/content/blocks';
import { entryContexts } from '~/domain/diary';
import { formatDateBR, formatDayMonth, formatKgChange, formatLitres, formatMeasure } from '~/domain/format';
import { DIARY_LIST_TEXT } from '~/content/diary-screen';
import type { DiaryEntry } from '~/domain/stored';
import { ConfirmModal } from '~/components/confirm-modal';
import { useScrollEdges } from '~/components/use-scroll-edges';
import classes from './diary.module.css';

/**
 * 'Registros Anteriores': newest first, scrolling at 400px (spec §2), each
 * entry with its day of the challenge and the change since the entry before,
 * editable and deletable.
 */
export function DiaryList({
  entries,
  startDate,
  onEdit,
}: {
  entries: DiaryEntry[];
  /** The profile's start date ('' when there is none): day 1 of the challenge. */
  startDate: string;
  onEdit: (entry: DiaryEntry) => void;
}) {
  const [toDelete, setToDelete] = useState<DiaryEntry | null>(null);
  const submit = useSubmit();
  const scroll = useScrollEdges<HTMLDivElement>('y');
  const contexts = useMemo(() => entryContexts(entries, startDate), [entries, startDate]);
  return (
    // The scrolling list below is the landmark, named like this heading.
    <section>
      <Group justify="space-between" align="baseline" gap="xs" mb="sm">
        <Title order={2} size="h4" id="registros-anteriores">
          {DIARY_LIST_TEXT.title}
        </Title>
        {entries.length > 0 ? (
          <Text size="sm" c="dimmed" data-testid="diary-count">
            {DIARY_LIST_TEXT.count(entries.length)}
          </Text>
        ) : null}
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed">{DIARY_LIST_TEXT.empty}</Text>
      ) : (
        <div className={classes.frame}>
          {/* Focusable so the list can be scrolled from the keyboard. */}
          <div
            ref={scroll}
            className={classes.scroll}
            tabIndex={0}
            role="region"
            aria-label={DIARY_LIST_TEXT.title}
            data-testid="diary-list"
          >
            <ul className={classes.list}>
              {entries.map((entry, i) => {
                const date = formatDateBR(entry.date);
                const { day, change } = contexts[i]!;
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
                        {day ? (
                          <Text size="sm" fw={700} className={classes.day} data-testid="entry-day">
                            {DIARY_LIST_TEXT.day(day.day, BLOCK_TEXT[day.block].name)}
                          </Text>
                        ) : null}
                        <Text size="sm">
                          {DIARY_LIST_TEXT.figures(
                            entry.weight ? formatMeasure(entry.weight) : null,
                            formatLitres(entry.water),
                            entry.waist ? formatMeasure(entry.waist) : null,
                          )}
                        </Text>
                        {change ? (
                          <Text size="sm" data-testid="entry-change">
                            {formatKgChange(change.kg)}{' '}
                            <Text span size="sm" c="dimmed">
                              {DIARY_LIST_TEXT.since(formatDayMonth(change.since))}
                            </Text>
                          </Text>
                        ) : null}
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
                          aria-label={DIARY_LIST_TEXT.edit(date)}
                          onClick={() => onEdit(entry)}
                        >
                          <IconPencil size={20} aria-hidden="true" />
                        </ActionIcon>
                        <ActionIcon
                          size={44}
                          variant="default"
                          aria-label={DIARY_LIST_TEXT.delete(date)}
                          onClick={() => setToDelete(entry)}
                        >
                          <IconTrash size={20} aria-hidden="true" />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Paper>
                );
              })}
            </ul>
          </div>
        </div>
      )}
      <ConfirmModal
        opened={toDelete !== null}
        title={DIARY_LIST_TEXT.deleteTitle}
        confirmLabel={DIARY_LIST_TEXT.deleteConfirm}
        destructive
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) submit({ intent: 'delete', date: toDelete.date }, { method: 'post' });
          setToDelete(null);
        }}
      >
        {toDelete ? DIARY_LIST_TEXT.deleteText(formatDateBR(toDelete.date)) : null}
      </ConfirmModal>
    </section>
  );
}
