import { Button } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { INSTALL_TEXT } from '~/content/install';
import { canInstall, onInstallAvailabilityChange, promptInstall } from '~/lib/pwa.client';

/** A one-tap install, shown only where the browser offers it (Chrome on Android and desktop). */
export function InstallButton() {
  const available = useSyncExternalStore(onInstallAvailabilityChange, canInstall, () => false);
  if (!available) return null;
  return (
    <Button size="lg" onClick={() => void promptInstall()}>
      {INSTALL_TEXT.installNow}
    </Button>
  );
}
