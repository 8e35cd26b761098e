import { useHotkeys } from '@mantine/hooks';

/**
 * Alt+T moves keyboard focus to the notifications (spec §9, the toaster's
 * default hotkey): to the newest toast's close button when one is open,
 * otherwise to the (empty) notifications region.
 */
export function focusNotifications() {
  const region = document.querySelector<HTMLElement>('.m15-notifications[data-position="bottom-right"]');
  if (!region) return;
  const target = region.querySelector<HTMLElement>('button') ?? region;
  if (target === region) {
    region.tabIndex = -1;
  }
  target.focus();
}

export function NotificationsHotkey() {
  useHotkeys([['alt+T', focusNotifications]], []);
  return null;
}
