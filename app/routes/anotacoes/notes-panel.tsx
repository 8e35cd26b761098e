import { ActionIcon, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import { notifications } from '@mantine/notifications';
import { useFetcher } from '@remix-run/react';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { formatTimestampBR } from '~/domain/format';
import { NOTE_UNDO, noteDeletedToast } from '~/content/notes';
import { NOTES_PANEL_TEXT } from '~/content/notes-screen';
import type { Note } from '~/domain/stored';
import type { NotesActionResult } from './action';
import ui from '~/components/ui.module.css';
import styles from './notes.module.css';
import { showToast, useResultToast } from '~/components/show-toast';
import { useFocusFirstError } from '~/components/use-focus-first-error';

export function NotesPanel({ notes }: { notes: Note[] }) {
  const add = useFetcher<NotesActionResult>({ key: 'note-add' });
  const remove = useFetcher<NotesActionResult>({ key: 'note-delete' });
  const restore = useFetcher<NotesActionResult>({ key: 'note-restore' });
  const form = useRef<HTMLFormElement>(null);
  useResultToast(add.data);
  useResultToast(restore.data);

  const errors = add.state === 'idle' ? add.data?.errors : undefined;
  useFocusFirstError(form, errors);
  useEffect(() => {
    if (add.state === 'idle' && add.data?.ok) form.current?.reset();
  }, [add.state, add.data]);

  // A deleted note can be brought back from its toast, through the same action.
  const shownDelete = useRef<unknown>(null);
  useEffect(() => {
    const data = remove.data;
    if (!data?.deleted || shownDelete.current === data) return;
    shownDelete.current = data;
    const { note, index } = data.deleted;
    const id = `note-undo-${note.id}`;
    const undo = () => {
      notifications.hide(id);
      restore.submit(
        { intent: 'note-restore', id: String(note.id), text: note.text, date: note.date, index: String(index) },
        { method: 'post', action: '/anotacoes' },
      );
    };
    showToast(data.toast ?? noteDeletedToast, {
      id,
      autoClose: 10_000,
      message: (
        <Stack gap={6} align="flex-start">
          <span>{noteDeletedToast.message}</span>
          <Button size="xs" variant="light" className={ui.tap} onClick={undo}>
            {NOTE_UNDO}
          </Button>
        </Stack>
      ),
    });
  }, [remove.data, restore]);
  useResultToast(remove.data && !remove.data.ok ? remove.data : null);

  return (
    <Stack gap="md">
      <add.Form method="post" ref={form} noValidate>
        <input type="hidden" name="intent" value="note-add" />
        <Stack gap="sm">
          <Textarea
            name="text"
            label={NOTES_PANEL_TEXT.label}
            placeholder={NOTES_PANEL_TEXT.placeholder}
            minRows={3}
            autosize
            maxRows={10}
            error={errors?.text}
          />
          <Button type="submit" loading={add.state !== 'idle'} className={ui.tap}>
            {NOTES_PANEL_TEXT.add}
          </Button>
        </Stack>
      </add.Form>
      {notes.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          {NOTES_PANEL_TEXT.empty}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={NOTES_PANEL_TEXT.listLabel}
        >
          {notes.map((note) => (
            <Paper component="li" key={note.id} withBorder radius="md" p="sm" data-testid="note">
              <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="xs" c="dimmed" fw={600}>
                    {formatTimestampBR(note.date)}
                  </Text>
                  <Text className={styles.noteText} mt={2}>
                    {note.text}
                  </Text>
                </div>
                <remove.Form method="post">
                  <input type="hidden" name="intent" value="note-delete" />
                  <input type="hidden" name="id" value={String(note.id)} />
                  <ActionIcon
                    type="submit"
                    variant="subtle"
                    color="red.8"
                    size="xl"
                    aria-label={NOTES_PANEL_TEXT.deleteLabel(formatTimestampBR(note.date))}
                  >
                    <IconTrash size={20} aria-hidden="true" />
                  </ActionIcon>
                </remove.Form>
              </div>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
