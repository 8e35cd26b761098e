/**
 * Where toasts appear (bottom-right, spec §9), with "Nova versão disponível".
 * Loaded by toaster.tsx once the first screen is shown (decision 006); toasts
 * asked for before then wait in the notifications store.
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { UpdatePrompt } from './update-prompt';

export function ToastRegion({ className, onReady }: { className: string; onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <>
      <Notifications position="bottom-right" className={className} limit={5} />
      <UpdatePrompt />
    </>
  );
}
