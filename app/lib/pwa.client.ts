// `.client`: the Remix server build (used to prerender index.html) gets an
// empty module; this code only means something in the browser.

/**
 * Service-worker registration (vite-plugin-pwa, registerType "prompt") and
 * the install prompt. The root starts the registration once the first screen
 * is on the page and the browser is idle; a new version waits until the user
 * taps "Atualizar".
 */
import { loadPart } from './import-with-retry';

let waiting = false;
let registering = false;
let updateSW: ((reloadPage?: boolean) => Promise<void>) | undefined;
const listeners = new Set<() => void>();

export async function registerServiceWorker() {
  if (registering || !('serviceWorker' in navigator)) return;
  registering = true;
  let registerSW: typeof import('virtual:pwa-register').registerSW;
  try {
    ({ registerSW } = await loadPart(() => import('virtual:pwa-register')));
  } catch (e) {
    // A later call (the next idle time of another screen, the error page) tries again.
    registering = false;
    throw e;
  }
  updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      waiting = true;
      listeners.forEach((l) => l());
    },
  });
}

export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  if (waiting) listener();
  return () => listeners.delete(listener);
}

/**
 * Activates the waiting version and reloads once it controls the page. The
 * reload is ours: workbox-window reloads only for updates it found itself,
 * not for one the browser found while the app stayed open ("external").
 */
export function applyUpdate() {
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  void updateSW?.(true);
}

/** Chrome's install prompt, kept so the install screen can offer a one-tap install. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
let installPrompt: InstallPromptEvent | null = null;
const installListeners = new Set<() => void>();

window.addEventListener('beforeinstallprompt', (e) => {
  e.preventDefault();
  installPrompt = e as InstallPromptEvent;
  installListeners.forEach((l) => l());
});
window.addEventListener('appinstalled', () => {
  installPrompt = null;
  installListeners.forEach((l) => l());
});

export function canInstall(): boolean {
  return installPrompt !== null;
}

export function onInstallAvailabilityChange(listener: () => void): () => void {
  installListeners.add(listener);
  return () => installListeners.delete(listener);
}

export async function promptInstall(): Promise<boolean> {
  const event = installPrompt;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  installPrompt = null;
  installListeners.forEach((l) => l());
  return outcome === 'accepted';
}
