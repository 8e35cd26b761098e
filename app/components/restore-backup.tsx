import { Button, type ButtonProps, FileButton, List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useFetcher } from '@remix-run/react';
import { useRef, useState } from 'react';
import { fileUnreadableToast, summaryLines } from '~/content/data';
import { DATA_SECTION } from '~/content/profile-screen';
import type { BackupSummary } from '~/domain/backup';
import { formatDayBR } from '~/domain/format';
import type { Toast } from '~/domain/toast';
import { ConfirmModal } from './confirm-modal';
import { showToast, useResultToast } from './show-toast';

/** What a restore post answers (routes/perfil/action.ts, intents 'restore-check' and 'restore'). */
export interface RestoreAnswer {
  ok: boolean;
  toast?: Toast;
  /** A checked backup waiting for the user's confirmation. */
  check?: { summary: BackupSummary; text: string };
}

/** Perfil's action restores every backup, as it makes every one (use-backup.ts). */
const RESTORE_ACTION = '/perfil';

/**
 * "Restaurar backup", wherever it is offered (Perfil → Seus dados, the
 * welcome of an empty app): the file is read, checked by Perfil's action,
 * and what it holds is shown in a dialog; only a confirmation replaces the
 * data. A bad file is refused with a toast and nothing changes.
 */
export function RestoreBackup({
  label = DATA_SECTION.restore,
  ...button
}: Omit<ButtonProps, 'loading' | 'onClick' | 'children'> & { label?: string }) {
  const fetcher = useFetcher<RestoreAnswer>();
  // The checked backup waiting for confirmation: the latest result, until answered.
  const [answered, setAnswered] = useState<RestoreAnswer | null>(null);
  const pending = fetcher.data?.check && answered !== fetcher.data ? fetcher.data.check : null;
  const close = () => setAnswered(fetcher.data ?? null);
  const resetFile = useRef<() => void>(null);
  useResultToast(fetcher.data);

  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post', action: RESTORE_ACTION });

  const pickFile = async (file: File | null) => {
    resetFile.current?.();
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      showToast(fileUnreadableToast);
      return;
    }
    submit({ intent: 'restore-check', text });
  };

  return (
    <>
      <FileButton onChange={pickFile} accept="application/json,.json" resetRef={resetFile}>
        {(props) => (
          <Button
            variant="default"
            {...button}
            {...props}
            loading={fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'restore-check'}
          >
            {label}
          </Button>
        )}
      </FileButton>
      <ConfirmModal
        opened={pending !== null}
        title={DATA_SECTION.restoreTitle}
        confirmLabel={DATA_SECTION.restoreConfirm}
        destructive
        onCancel={close}
        onConfirm={() => {
          if (pending) submit({ intent: 'restore', text: pending.text });
          close();
        }}
      >
        <Text size="sm">{DATA_SECTION.backupOf(pending ? formatDayBR(new Date(pending.summary.exportedAt)) : '')}</Text>
        <List size="sm" mt="xs" data-testid="backup-summary">
          {pending ? summaryLines(pending.summary).map((line) => <List.Item key={line}>{line}</List.Item>) : null}
        </List>
        <Text size="sm" mt="sm" fw={700}>
          {DATA_SECTION.restoreWarning}
        </Text>
      </ConfirmModal>
    </>
  );
}
