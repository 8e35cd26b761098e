import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { UpdatePrompt } from './update-prompt';

/** The app's one toaster and the update prompt that uses it (loaded after the first paint, see DeferredNotifications). */
export default function NotificationsHost({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <>
      <Notifications position="bottom-right" className="m15-notifications" />
      <UpdatePrompt />
    </>
  );
}
