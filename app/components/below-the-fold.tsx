import { useEffect, useState } from 'react';
import { afterFirstPaint, deferBelowTheFold } from '~/lib/first-paint';

/**
 * What a screen shows below its first viewport (ARCHITECTURE, "Loading").
 * On the app's start it renders in the frame after the screen's first paint,
 * so a cheap phone draws what the user sees first sooner; it only adds to
 * the end of the page, so nothing visible moves. With an #anchor in the
 * address, and on every later screen (where a return through history
 * restores the scroll position), it renders at once. Its code is the
 * screen's: nothing is fetched.
 */
export function BelowTheFold({ children }: { children: React.ReactNode }) {
  const [shown, setShown] = useState(() => !deferBelowTheFold());
  useEffect(() => (shown ? undefined : afterFirstPaint(() => setShown(true))), [shown]);
  return shown ? children : null;
}
