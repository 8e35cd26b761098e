import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ERASE_DIALOG } from '~/content/erase';
import { useBackup } from './use-backup';

/** "Fazer backup antes": the file is made and handed over while the dialog waits; it says when it is ready. */
export function BackupFirst() {
  const backup = useBackup();
  const answer = backup.answer;
  const said = answer?.backup
    ? ERASE_DIALOG.backupMade(answer.backup.fileName)
    : answer?.toast && !answer.ok
      ? [answer.toast.title, answer.toast.message].filter(Boolean).join('. ')
      : '';
  return (
    <Stack gap={4} mt="md">
      <Button
        variant="light"
        fullWidth
        leftSection={<IconDownload size={18} aria-hidden="true" />}
        loading={backup.busy}
        onClick={backup.make}
      >
        {ERASE_DIALOG.backupFirst}
      </Button>
      {/* Always there, so a screen reader hears when the file is ready. */}
      <Text size="sm" role="status" data-testid="backup-first-status">
        {said}
      </Text>
    </Stack>
  );
}
