import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useFetcher } from '@remix-run/react';
import { usageText } from '~/content/data';
import { DATA_SECTION } from '~/content/profile-screen';
import { type OwnDataUsage, usageFigures } from '~/domain/usage';
import type { StorageStatus } from '~/storage/quota';
import type { ProfileActionResult } from './action';
import { BackupButton } from '~/components/backup-button';
import { RestoreBackup } from '~/components/restore-backup';
import { TransferSteps } from '~/components/transfer-steps';
import { HomeScreenNotice } from '~/components/home-screen-notice';
import { useResultToast } from '~/components/show-toast';

/**
 * 'Seus dados': space used, persistent storage, backup and restore. Where
 * Safari's 7-day rule applies (`homeScreenNotice`), asking the browser
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
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';

  const submit = (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post', action: '/perfil' });

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
          {/* Where the notice is shown, its first step holds the backup button. */}
          {homeScreenNotice ? null : <BackupButton variant="light" fullWidth />}
          <RestoreBackup fullWidth />
        </Stack>
        <TransferSteps target="other" headingId="levar-dados" order={3} folded />
      </Stack>
    </Paper>
  );
}
