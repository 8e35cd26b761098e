import { Button, FileButton, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { useFetcher } from '@remix-run/react';
import { useRef, useState } from 'react';
import { fileUnreadableToast, summaryLines, usageText } from '~/content/data';
import { DATA_SECTION } from '~/content/profile-screen';
import { formatDayBR } from '~/domain/format';
import { type OwnDataUsage, usageFigures } from '~/domain/usage';
import type { StorageStatus } from '~/storage/quota';
import type { ProfileActionResult } from './action';
import { BackupButton } from '~/components/backup-button';
import { ConfirmModal } from '~/components/confirm-modal';
import { TransferSteps } from '~/components/transfer-steps';
import { HomeScreenNotice } from '~/components/home-screen-notice';
import { showToast, useResultToast } from '~/components/show-toast';

/**
 * 'Seus dados': space used, persistent storage, backup and restore. Where
 * Safari's 7-day rule applies (`homeScreenNotice`, issue 36), asking the browser
 * to protect the data would not keep it past those 7 days: the notice that
 * says so, and how to add M15 to the home screen, takes the place of
 * "Proteger meus dados", with the backup button right under it. From the home
 * screen, the button asks again as everywhere else.
 */
export function DataSection({
  storage,
  own,
  homeScreenNotice = false,
}: {
  storage: StorageStatus;
  own: OwnDataUsage;
  homeScreenNotice?: boolean;
}) {
  const fetcher = useFetcher<ProfileActionResult>();
  // The checked backup waiting for confirmation: the latest result, until answered.
  const [answered, setAnswered] = useState<ProfileActionResult | null>(null);
  const pending = fetcher.data?.check && answered !== fetcher.data ? fetcher.data.check : null;
  const close = () => setAnswered(fetcher.data ?? null);
  const resetFile = useRef<() => void>(null);
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';

  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post', action: '/perfil' });

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
    <Paper withBorder p="md" radius="lg" component="section" aria-labelledby="seus-dados" id="seus-dados-secao">
      <Stack gap="sm">
        <Title order={2} size="h3" id="seus-dados">
          {DATA_SECTION.title}
        </Title>
        <Text size="sm">{DATA_SECTION.intro}</Text>
        <Text size="sm" data-testid="storage-usage">
          {usageText(usageFigures(own, storage.quota))}
        </Text>
        {homeScreenNotice ? (
          <HomeScreenNotice />
        ) : (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" data-testid="storage-persisted">
              {storage.persisted ? DATA_SECTION.persisted : DATA_SECTION.notPersisted}
            </Text>
            {storage.persisted ? null : (
              <Button
                variant="default"
                loading={busy && fetcher.formData?.get('intent') === 'persist'}
                onClick={() => submit({ intent: 'persist' })}
              >
                {DATA_SECTION.persist}
              </Button>
            )}
          </Group>
        )}
        {/* As wide as the section, like the actions that erase below: each label on one line. */}
        <Stack gap="xs">
          <BackupButton variant="light" fullWidth />
          <FileButton onChange={pickFile} accept="application/json,.json" resetRef={resetFile}>
            {(props) => (
              <Button
                variant="default"
                fullWidth
                {...props}
                loading={busy && fetcher.formData?.get('intent') === 'restore-check'}
              >
                {DATA_SECTION.restore}
              </Button>
            )}
          </FileButton>
        </Stack>
        <TransferSteps target="other" headingId="levar-dados" order={3} folded />
      </Stack>
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
        <Text size="sm" mt="sm" c="var(--m15-danger-text)">
          {DATA_SECTION.restoreWarning}
        </Text>
      </ConfirmModal>
    </Paper>
  );
}
