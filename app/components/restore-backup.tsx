import { Button, type ButtonProps, FileButton, List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useRef, useState } from 'react';
import { fileUnreadableToast, summaryLines } from '~/content/data';
import { DATA_SECTION } from '~/content/profile-screen';
import { holdsData } from '~/domain/backup';
import { formatDayBR } from '~/domain/format';
import type { DataActionResult } from '~/routes/dados/action';
import { BackupFirst } from './backup-first';
import { ConfirmModal } from './confirm-modal';
import { useDataPost } from './data-post';
import { showToast, useResultToast } from './show-toast';

/**
 * "Restaurar backup", wherever it is offered (Perfil → Seus dados, the
 * welcome of an empty app): the file is read, checked by the data route,
 * and what it holds is shown in a dialog; only a confirmation replaces the
 * data. A bad file is refused with a toast and nothing changes.
 */
export function RestoreBackup({
  label = DATA_SECTION.restore,
  ...button
}: Omit<ButtonProps, 'loading' | 'onClick' | 'children'> & { label?: string }) {
  const { post, answer, posting } = useDataPost();
  // The checked backup waiting for confirmation: the latest result, until answered.
  const [answered, setAnswered] = useState<DataActionResult | null>(null);
  const pending = answer?.check && answered !== answer ? answer.check : null;
  // Something of hers is here: the dialog lists it and offers a backup of it first.
  const here = pending && holdsData(pending.here) ? pending.here : null;
  const close = () => setAnswered(answer ?? null);
  const resetFile = useRef<() => void>(null);
  useResultToast(answer);

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
    post('restore-check', { text });
  };

  return (
    <>
      <FileButton onChange={pickFile} accept="application/json,.json" resetRef={resetFile}>
        {(props) => (
          <Button variant="default" {...button} {...props} loading={posting('restore-check')}>
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
          if (pending) post('restore', { text: pending.text });
          close();
        }}
      >
        <Text size="sm">{DATA_SECTION.backupOf(pending ? formatDayBR(new Date(pending.summary.exportedAt)) : '')}</Text>
        <List size="sm" mt="xs" data-testid="backup-summary">
          {pending ? summaryLines(pending.summary).map((line) => <List.Item key={line}>{line}</List.Item>) : null}
        </List>
        {here ? (
          <>
            <Text size="sm" mt="sm">
              {DATA_SECTION.hereNow}
            </Text>
            <List size="sm" mt="xs" data-testid="here-summary">
              {summaryLines(here).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </>
        ) : null}
        <Text size="sm" mt="sm" fw={700}>
          {DATA_SECTION.restoreWarning}
        </Text>
        {/* A way back, when there is something here to lose; never an empty file that could take the real one's name. */}
        {here ? <BackupFirst /> : null}
      </ConfirmModal>
    </>
  );
}
