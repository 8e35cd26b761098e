import { Accordion, Button, Stack, Text } from '@mantine/core';
import { SectionCard } from '~/components/section-card';
import '@mantine/core/styles/Accordion.css';
import { usageText } from '~/content/data';
import { DATA_SECTION } from '~/content/profile-screen';
import { type OwnDataUsage, usageFigures } from '~/domain/usage';
import type { StorageStatus } from '~/storage/quota';
import { BackupButton } from '~/components/backup-button';
import { useDataPost } from '~/components/data-post';
import { RestoreBackup } from '~/components/restore-backup';
import { TransferSteps } from '~/components/transfer-steps';
import { HomeScreenNotice } from '~/components/home-screen-notice';
import { useResultToast } from '~/components/show-toast';
import ui from '~/components/ui.module.css';

/**
 * 'Seus dados': backup and restore in view, then two folds that start closed
 * (docs/design.md, "Long content folds"): the space used and whether the
 * browser protects the data ("Proteger meus dados"), and how to take the data
 * to another device. Where Safari's 7-day rule applies (`homeScreenNotice`),
 * asking the browser to protect the data would not keep it past those 7
 * days: the notice that says so, and how to add M15 to the home screen, comes
 * first and stays open, with the backup button in its first step. From the
 * home screen, the button asks again as everywhere else.
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
  const { post, answer, posting } = useDataPost();
  useResultToast(answer);

  return (
    <SectionCard id="seus-dados" title={DATA_SECTION.title} sectionId="seus-dados-secao" gap="sm">
      <Text size="sm">{DATA_SECTION.intro}</Text>
      {homeScreenNotice ? <HomeScreenNotice /> : null}
      {/* As wide as the section: each label on one line. */}
      <Stack gap="xs">
        {/* Where the notice is shown, its first step holds the backup button. */}
        {homeScreenNotice ? null : <BackupButton variant="light" fullWidth />}
        <RestoreBackup fullWidth />
      </Stack>
      <Accordion variant="contained" radius="md" order={3}>
        <Accordion.Item value="status">
          <Accordion.Control className={ui.tap}>{DATA_SECTION.status}</Accordion.Control>
          <Accordion.Panel>
            <Stack gap="xs" align="flex-start">
              <Text size="sm" data-testid="storage-usage">
                {usageText(usageFigures(own, storage.quota))}
              </Text>
              {homeScreenNotice ? null : (
                <>
                  <Text size="sm" data-testid="storage-persisted">
                    {storage.persisted ? DATA_SECTION.persisted : DATA_SECTION.notPersisted}
                  </Text>
                  {storage.persisted ? null : (
                    <Button variant="default" loading={posting('persist')} onClick={() => post('persist')}>
                      {DATA_SECTION.persist}
                    </Button>
                  )}
                </>
              )}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <TransferSteps target="other" order={3} folded />
    </SectionCard>
  );
}
