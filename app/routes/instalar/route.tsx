import { Alert, Button, List, Paper, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import { Link, useLoaderData } from '@remix-run/react';
import { IconWifiOff } from '@tabler/icons-react';
import { InstallButton } from './install-button';
import { OpenOnPhone } from './open-on-phone';
import { BackupButton } from '~/components/backup-button';
import { PageHeader } from '~/components/page-header';
import { INSTALL_GUIDES, INSTALL_TEXT, installGuideAnchor, IPHONE_GUIDE_BACKUP_STEP } from '~/content/install';
import { BACK_HOME } from '~/content/shell';
import { appStorage } from '~/lib/app-storage';
import { pageTitle } from '~/lib/meta';
import { runningAsApp } from '~/lib/seven-day-rule';
import { hasDataToCarry } from '~/storage/usage';

export const meta = () => pageTitle(INSTALL_TEXT.title);

export function clientLoader() {
  return {
    // Opened directly inside the installed app, the screen still works, without offering to install.
    installed: runningAsApp(),
    // In an iPhone's browser the home-screen app starts empty: the iPhone guide has the backup button.
    appApart: appStorage() === 'separate',
    // "Fazer backup" is the filled button only when there is something to carry.
    hasData: hasDataToCarry(),
  };
}

export default function InstallScreen() {
  const { installed, appApart, hasData } = useLoaderData<typeof clientLoader>();
  const backupVariant = hasData ? 'filled' : 'default';
  return (
    <Stack gap="lg">
      <PageHeader title={INSTALL_TEXT.title} subtitle={INSTALL_TEXT.subtitle} />
      {installed ? null : <InstallButton hiddenFrom="md" />}
      {/* On a computer, the way to the phone comes first; installing here is secondary. */}
      <OpenOnPhone backupVariant={backupVariant} />
      {installed ? null : <InstallButton computer visibleFrom="md" w="fit-content" />}
      {/* On an iPhone, its own guide first. */}
      {(appApart ? [...INSTALL_GUIDES].reverse() : INSTALL_GUIDES).map((guide) => (
        <Paper
          key={guide.id}
          withBorder
          p="md"
          radius="lg"
          component="section"
          aria-labelledby={installGuideAnchor(guide.id)}
        >
          <Title order={2} size="h4" id={installGuideAnchor(guide.id)} mb="sm">
            {guide.title}
          </Title>
          <List type="ordered" spacing="xs">
            {guide.steps.map((step, i) => (
              <List.Item key={step}>
                {step}
                {guide.id === 'iphone' && appApart && i === IPHONE_GUIDE_BACKUP_STEP ? (
                  <div style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
                    <BackupButton variant={backupVariant} />
                  </div>
                ) : null}
              </List.Item>
            ))}
          </List>
        </Paper>
      ))}
      <Alert
        icon={<IconWifiOff aria-hidden="true" />}
        title={INSTALL_TEXT.offlineTitle}
        color="brand"
        variant="outline"
      >
        {INSTALL_TEXT.offline}
      </Alert>
      <div>
        <Button component={Link} to="/" size="lg" variant="light">
          {BACK_HOME}
        </Button>
      </div>
    </Stack>
  );
}
