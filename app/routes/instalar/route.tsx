import { Button, List, Stack, Text } from '@mantine/core';
import { SectionCard } from '~/components/section-card';
import '@mantine/core/styles/List.css';
import { Link, useLoaderData } from '@remix-run/react';
import { InstallButton } from './install-button';
import { InstallHero } from './install-hero';
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
      {/* On a phone, the install of this device first; on an iPhone, its guide leads. */}
      {installed ? null : <InstallHero guide={appApart ? 'iphone' : 'android'} primary={!(appApart && hasData)} />}
      {/* On a computer, the way to the phone comes first; installing here is secondary. */}
      <OpenOnPhone backupVariant={backupVariant} />
      {installed ? null : <InstallButton computer visibleFrom="md" w="fit-content" />}
      {/* On an iPhone, its own guide first. */}
      {(appApart ? [...INSTALL_GUIDES].reverse() : INSTALL_GUIDES).map((guide) => (
        <SectionCard id={installGuideAnchor(guide.id)} title={guide.title} key={guide.id} titleProps={{ mb: 'sm' }}>
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
        </SectionCard>
      ))}
      {/* Information, not a warning: a guidance card, as docs/design.md gives each colour one role. */}
      <SectionCard id="funciona-sem-internet" kind="guidance" title={INSTALL_TEXT.offlineTitle}>
        <Text>{INSTALL_TEXT.offline}</Text>
      </SectionCard>
      <div>
        <Button component={Link} to="/" size="lg" variant="light">
          {BACK_HOME}
        </Button>
      </div>
    </Stack>
  );
}
