import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
// Button's CSS stays global: most screens use Button and rely on it being here,
// with the Loader it shows while a form is saving (without it the spinner is invisible).
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/CloseButton.css';
import './global.css';

import { ColorSchemeScript, MantineProvider, mantineHtmlProps, Stack, Text, Title } from '@mantine/core';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useRevalidator,
  useRouteError,
} from '@remix-run/react';
import { PWAManifest } from '@vite-pwa/remix/components';
import { useEffect } from 'react';
import { THEME_COLOR } from '../pwa.config';
import { BackupReminder } from '~/components/shell/backup-reminder-notice';
import { CtaLink } from '~/components/shell/cta-link';
import { Footer } from '~/components/shell/footer';
import { KeptAsideNotice } from '~/components/shell/kept-aside-notice';
import { MainNav } from '~/components/shell/main-nav';
import { RouteAnnouncer } from '~/components/shell/route-announcer';
import { Toaster } from '~/components/shell/toaster';
import { APP_DESCRIPTION, SCREEN_FAILED, SKIP_TO_CONTENT } from '~/content/shell';
import { localIsoDate } from '~/domain/dates';
import { keepFocusThroughBusyButtons } from '~/lib/focus-through-busy';
import { whenIdle } from '~/lib/idle';
import { OtherTabs } from '~/components/other-tabs';
import { useReadAgainOnReturn } from '~/components/use-read-again-on-return';
import { registerServiceWorker } from '~/lib/pwa.client';
import { runningAsApp, sevenDayRule } from '~/lib/seven-day-rule';
import { backupReminderDue } from '~/storage/backup-meta';
import { listKeptAside, scanStoredData } from '~/storage/kept-aside';
import { sweepKeptPhotos } from '~/storage/kept-photos';
import { subscribeToOtherTabs } from '~/storage/local';
import { theme } from '~/theme';

const CSP_PLACEHOLDER = '__M15_CSP__';

/** The document. Static markup only: it must never throw. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        {import.meta.env.PROD ? (
          // Filled in after the build with the hashes of the inline scripts (scripts/post-build.mjs).
          <meta httpEquiv="Content-Security-Policy" content={CSP_PLACEHOLDER} />
        ) : null}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="description" content={APP_DESCRIPTION} />
        <meta name="theme-color" content={THEME_COLOR} />
        <meta name="color-scheme" content="light dark" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="M15" />
        <meta name="apple-mobile-web-app-status-bar-style" content="default" />
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" sizes="any" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon-180x180.png" />
        <PWAManifest />
        <Meta />
        <Links />
        <ColorSchemeScript defaultColorScheme="auto" />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="auto">
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children, installed }: { children: React.ReactNode; installed: boolean }) {
  return (
    <div className="m15-shell">
      <a className="m15-skip" href="#conteudo">
        {SKIP_TO_CONTENT}
      </a>
      {/* Before the content, as the rail shows it on a desktop; the skip link jumps over it. */}
      <MainNav />
      <main id="conteudo" className="m15-main" tabIndex={-1}>
        {children}
      </main>
      <Footer installed={installed} />
      <RouteAnnouncer />
    </div>
  );
}

/** What the notices on every screen say: read with the screen, and cheap. */
export function clientLoader() {
  return {
    keptAside: listKeptAside(),
    // Sooner where Safari's 7-day rule applies.
    backupReminder: backupReminderDue(localIsoDate(new Date()), { sevenDayRule: sevenDayRule() === 'applies' }),
    // Installed, the app does not offer to install itself.
    installed: runningAsApp(),
  };
}

// A listing and three small keys, and what the notices say can change on any screen.
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

/** The service worker (offline after the first visit): registered once the first screen is shown. */
const registerWhenIdle = () => whenIdle(() => void registerServiceWorker().catch(() => {}), 3000);

export default function App() {
  const { keptAside, backupReminder, installed } = useLoaderData<typeof clientLoader>();
  const { revalidate } = useRevalidator();
  // Another tab changed the data: every loader reads storage again.
  useEffect(() => subscribeToOtherTabs(() => revalidate()), [revalidate]);
  // Back after a while (the next morning, in an app the phone kept open): the day may have changed.
  useReadAgainOnReturn(revalidate);
  useEffect(registerWhenIdle, []);
  // A button disabled while it works (a save) gives the focus back when it is done, to the fresh form's too.
  useEffect(() => keepFocusThroughBusyButtons(), []);
  // Every key is read once, so data no screen has read yet is kept aside if unreadable, and the notice says so.
  // Then the photos kept for a form that was never saved are removed (decision 011).
  useEffect(
    () =>
      whenIdle(() => {
        if (scanStoredData() > 0) revalidate();
        void sweepKeptPhotos(new Date());
      }, 3000),
    [revalidate],
  );
  return (
    <OtherTabs.Provider value={subscribeToOtherTabs}>
      <Shell installed={installed}>
        {/* From the loader, so in the screen's first frame: nothing is pushed down later. */}
        {backupReminder ? <BackupReminder /> : null}
        <KeptAsideNotice items={keptAside} />
        <Outlet />
        <Toaster />
      </Shell>
    </OtherTabs.Provider>
  );
}

/** Shown in index.html until the app has started (SPA mode). */
export function HydrateFallback() {
  return (
    <div className="m15-shell">
      <main className="m15-main m15-loading" aria-busy="true">
        <Stack align="center" gap="sm">
          <Text fw={800} size="xl" c="var(--m15-accent-text)">
            M15
          </Text>
          <span className="m15-spinner" aria-hidden="true" />
          <Text size="sm">Carregando…</Text>
        </Stack>
      </main>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  useEffect(() => {
    console.error(error);
  }, [error]);
  // The worker still registers, so the app can be reopened offline.
  useEffect(registerWhenIdle, []);
  return (
    <Shell installed={runningAsApp()}>
      <Stack gap="md" role="alert">
        <Title order={1}>{SCREEN_FAILED.title}</Title>
        <Text>{SCREEN_FAILED.text}</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            {SCREEN_FAILED.detail(detail)}
          </Text>
        ) : null}
        <div>
          <CtaLink to="/" reloadDocument>
            {SCREEN_FAILED.home}
          </CtaLink>
        </div>
      </Stack>
    </Shell>
  );
}
