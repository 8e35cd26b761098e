import { Button, type ButtonProps } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { INSTALL_TEXT } from '~/content/install';
import { canInstall, onInstallAvailabilityChange, promptInstall } from '~/lib/pwa.client';

/** Whether the browser offers its one-tap install now (Chrome on Android and desktop). */
export function useCanInstall(): boolean {
  return useSyncExternalStore(onInstallAvailabilityChange, canInstall, () => false);
}

/**
 * A one-tap install, shown only where the browser offers it: "Instalar
 * agora" on a phone, in the hero; on a computer (`computer`), "Instalar
 * neste computador", a secondary action after the way to the phone, which is
 * what she came for.
 */
export function InstallButton({ computer = false, ...props }: { computer?: boolean } & ButtonProps) {
  const available = useCanInstall();
  if (!available) return null;
  return (
    <Button size="lg" variant={computer ? 'default' : 'filled'} {...props} onClick={() => void promptInstall()}>
      {computer ? INSTALL_TEXT.installHere : INSTALL_TEXT.installNow}
    </Button>
  );
}
