import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/** The app's one toaster (loaded after the first paint, see DeferredNotifications). */
export default function NotificationsHost({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return <Notifications position="bottom-right" className="m15-notifications" />;
}
