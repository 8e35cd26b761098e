import '@mantine/core/styles/List.css';
import { Button, List, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { type DataLine, ERASE_DIALOG, type EraseText } from '~/content/erase';
import { ConfirmModal } from './confirm-modal';
import { BackupFirst } from './backup-first';
import classes from './danger-action.module.css';
import ui from './ui.module.css';

/**
 * An action that erases data: its button, named by what it erases, with
 * when to use it under it; then a dialog that lists what goes and what
 * stays and offers a real backup first ("Fazer backup antes", the same
 * backup as Perfil's Seus dados). The words are content/erase.ts's; the
 * screen says what confirming does (`onConfirm`).
 *
 * Confirming closes the dialog at once, or, with `waitForAnswer`, keeps it
 * open, its button busy, until the erase's `answer` arrives: a second tap
 * then lands on nothing.
 */
export function DangerAction({
  text,
  onConfirm,
  onOpen,
  busy = false,
  waitForAnswer = false,
  answer,
  anchor,
  children,
}: {
  text: EraseText;
  /** An id that links can land on (`/perfil#recomecar`). */
  anchor?: string;
  onConfirm: () => void;
  /** The dialog opens (the screen may pick what it shows in it). */
  onOpen?: () => void;
  /** The erase is under way. */
  busy?: boolean;
  /** The dialog stays open after confirming, its button busy, until a new `answer` arrives. */
  waitForAnswer?: boolean;
  /** The erase's answer (a fetcher's data). */
  answer?: unknown;
  /** What the screen adds to the dialog, above its first paragraph. */
  children?: React.ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const summaryId = useId();
  // Confirmed, waiting for the answer: a ref, so a second tap in the same instant is refused too.
  const waiting = useRef(false);
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    if (!waiting.current) return;
    waiting.current = false;
    setConfirmed(false);
    close();
  }, [answer, close]);
  return (
    <Stack gap={6} className={classes.action} id={anchor}>
      <Button
        variant="default"
        fullWidth
        className={ui.danger}
        onClick={() => {
          onOpen?.();
          open();
        }}
        loading={busy}
        aria-describedby={summaryId}
      >
        {text.name}
      </Button>
      <Text size="sm" c="dimmed" id={summaryId}>
        {text.summary}
      </Text>
      <ConfirmModal
        opened={opened}
        title={text.title}
        confirmLabel={text.confirm}
        destructive
        loading={confirmed}
        onCancel={() => {
          if (!waiting.current) close();
        }}
        onConfirm={() => {
          if (waiting.current) return;
          if (waitForAnswer) {
            waiting.current = true;
            setConfirmed(true);
          } else close();
          onConfirm();
        }}
      >
        {children}
        <Text size="sm">{text.intro}</Text>
        <DataList heading={ERASE_DIALOG.erases} lines={text.erases} testId="erases" />
        {text.keeps.length > 0 ? <DataList heading={ERASE_DIALOG.keeps} lines={text.keeps} testId="keeps" /> : null}
        <BackupFirst />
      </ConfirmModal>
    </Stack>
  );
}

function DataList({ heading, lines, testId }: { heading: string; lines: readonly DataLine[]; testId: string }) {
  return (
    <>
      <Text size="sm" fw={700} mt="sm">
        {heading}
      </Text>
      <List size="sm" spacing={2} data-testid={testId}>
        {lines.map((line) => (
          <List.Item key={line.text}>{line.text}</List.Item>
        ))}
      </List>
    </>
  );
}
