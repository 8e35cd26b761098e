import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
// Button's CSS stays global: most screens use Button and rely on it being here.
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import './global.css';

import { ColorSchemeScript, MantineProvider, mantineHtmlProps, Stack, Text, Title } from '@mantine/core';
import {
  type ClientActionFunctionArgs,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRevalidator,
  useRouteError,
} from '@remix-run/react';
import { PWAManifest } from '@vite-pwa/remix/components';
import { lazy, Suspense, useEffect } from 'react';
import { THEME_COLOR } from '../pwa.config';
import { BottomNav } from './components/bottom-nav';
import { CtaLink } from './components/cta-link';
import { Footer } from './components/footer';
import { DeferredNotifications } from './components/notifications-hotkey';
import { afterLoad, screenShown } from './after-load';
import { localIsoDate } from './domain/dates';
import { backupReminderDue } from './storage/backup-meta';
import { listKeptAside } from './storage/kept-aside';
import { subscribeToOtherTabs } from './storage/raw';
import { theme } from './theme';

const CSP_PLACEHOLDER = '__M15_CSP__';

/** The document. Static markup only: it must never throw. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        {import.meta.env.PROD ? (
          // Filled in after the build with the hashes of the inline scripts (scripts/csp.mjs).
          <meta httpEquiv="Content-Security-Policy" content={CSP_PLACEHOLDER} />
        ) : null}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta
          name="description"
          content="M15: acompanhe seu desafio de 15 dias de ativação metabólica — jornada, diário, resultados, receitas e anotações, mesmo sem internet."
        />
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
          <DeferredNotifications />
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="m15-shell">
      <a className="m15-skip" href="#conteudo">
        Pular para o conteúdo
      </a>
      <main id="conteudo" className="m15-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <BottomNav />
    </div>
  );
}

export function clientLoader() {
  return { keptAside: listKeptAside(), backupReminder: backupReminderDue(localIsoDate(new Date())) };
}

// Shown only when needed, so neither is part of a normal first load.
// If their code cannot be fetched (offline before the worker has cached it),
// they are simply not shown: an optional notice never takes a screen down.
const nothing = { default: () => null };
const KeptAsideNotice = lazy(() => import('./components/kept-aside-notice').catch(() => nothing));
const BackupReminder = lazy(() => import('./components/backup-reminder').catch(() => nothing));

export async function clientAction({ request }: ClientActionFunctionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'put-off-backup-reminder') {
    const { putOffBackupReminder } = await import('./storage/backup-meta-write');
    try {
      putOffBackupReminder({ today: localIsoDate(new Date()) });
    } catch {
      // The reminder simply shows again; nothing is lost.
    }
    return { ok: true };
  }
  if (form.get('intent') !== 'discard-kept-aside') return { ok: false };
  const [{ discardKeptAside }, { storageErrorToast }] = await Promise.all([
    import('./storage/kept-aside-scan'),
    import('./storage/local'),
  ]);
  try {
    discardKeptAside({ asideKey: String(form.get('asideKey') ?? '') });
  } catch (e) {
    return { ok: false, toast: storageErrorToast(e) };
  }
  return { ok: true, toast: { kind: 'success', title: 'Cópia descartada' } as const };
}

export default function App() {
  const { keptAside, backupReminder } = useLoaderData<typeof clientLoader>();
  const { revalidate } = useRevalidator();
  // The first screen is on the page: deferred work may start once it is painted.
  useEffect(screenShown, []);
  // Another tab changed the data: every loader reads storage again.
  useEffect(() => subscribeToOtherTabs(() => revalidate()), [revalidate]);
  // Once the page has loaded, read every key so unreadable data is found (and
  // kept aside) even on screens that do not use it.
  useEffect(
    () =>
      afterLoad(async () => {
        try {
          const { scanStoredData } = await import('./storage/kept-aside-scan');
          if (scanStoredData() > 0) revalidate();
        } catch {
          // Offline before the worker has cached the scan: it runs on the next screen.
        }
      }),
    [revalidate],
  );
  return (
    <Shell>
      {keptAside.length > 0 || backupReminder ? (
        <Suspense fallback={null}>
          {keptAside.length > 0 ? <KeptAsideNotice items={keptAside} /> : null}
          {backupReminder ? <BackupReminder /> : null}
        </Suspense>
      ) : null}
      <Outlet />
    </Shell>
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
  useEffect(screenShown, []);
  return (
    <Shell>
      <Stack gap="md" role="alert">
        <Title order={1}>Algo deu errado</Title>
        <Text>Desculpe, esta tela encontrou um problema inesperado. Seus dados continuam guardados no aparelho.</Text>
        {detail ? (
          <Text size="sm" c="dimmed">
            Detalhe técnico: {detail}
          </Text>
        ) : null}
        <div>
          <CtaLink to="/" reloadDocument>
            Voltar ao Início
          </CtaLink>
        </div>
      </Stack>
    </Shell>
  );
}
