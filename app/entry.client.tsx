import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterLoad } from './after-load';
import { registerServiceWorker } from './pwa.client';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

afterLoad(() => {
  registerServiceWorker().catch(() => {
    // Offline on a first visit: the worker registers on the next one.
  });
});
