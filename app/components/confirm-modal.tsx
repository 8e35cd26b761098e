import { Button, CloseButton, Group, Text } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for actions that erase data. */
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one confirmation dialog of the app, on the browser's own modal
 * `<dialog>`: the page behind it is inert, focus stays inside, Esc and a tap
 * outside cancel — with none of a modal library's code on every screen
 * (docs/decisions/006-a-screen-is-one-chunk.md). Focus starts on the safe
 * choice, 'Cancelar', with the dialog at its top and its content as its
 * description, and returns to where it was when the dialog closes.
 */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  destructive = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (opened && !d.open) {
      d.showModal();
      // The safe choice has the focus, but the dialog opens at its top: in a tall one (what an erase
      // takes, what it keeps) 'Cancelar' is below the fold, and scrolling to it would hide the title.
      cancel.current?.focus({ preventScroll: true });
      d.scrollTop = 0;
    } else if (!opened && d.open) {
      d.close();
    }
  }, [opened]);
  // Unmounted while open (the screen changed): the page must not stay inert.
  useEffect(() => () => dialog.current?.close(), []);

  return (
    <dialog
      ref={dialog}
      className="m15-dialog"
      aria-labelledby={titleId}
      // Read with the title when the dialog opens: what confirming does, not only its name and 'Cancelar'.
      aria-describedby={bodyId}
      onCancel={(e) => {
        // Esc: the screen decides (it closes the dialog by setting `opened`).
        e.preventDefault();
        onCancel();
      }}
      onClick={(e) => {
        // A tap on the backdrop lands on the <dialog> itself, never on its content.
        if (e.target === e.currentTarget) onCancel();
      }}
    >
      {opened ? (
        <div className="m15-dialog-body">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            <Text component="h2" fw={800} size="lg" id={titleId} m={0}>
              {title}
            </Text>
            <CloseButton aria-label="Fechar" size="xl" onClick={onCancel} />
          </Group>
          <Text component="div" mt="sm" id={bodyId}>
            {children}
          </Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button ref={cancel} variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button color={destructive ? 'red.9' : undefined} onClick={onConfirm} loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </div>
      ) : null}
    </dialog>
  );
}
