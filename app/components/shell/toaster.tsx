/**
 * Where toasts appear (bottom-right, spec §9), with "Nova versão disponível".
 * Alt+T (spec §9) focuses the toasts: the region, or the newest toast's close button.
 */
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { UpdatePrompt } from './update-prompt';

const REGION_CLASS = 'm15-notifications';

function focusToasts() {
  const region = document.querySelector<HTMLElement>(`.${REGION_CLASS}[data-position="bottom-right"]`);
  if (!region) return;
  const target = region.querySelector<HTMLElement>('button') ?? region;
  if (target === region) region.tabIndex = -1;
  target.focus();
}

export function Toaster() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.code !== 'KeyT') return;
      e.preventDefault();
      focusToasts();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Notifications position="bottom-right" className={REGION_CLASS} limit={5} />
      <UpdatePrompt />
    </>
  );
}
