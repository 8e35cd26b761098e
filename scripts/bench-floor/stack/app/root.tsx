// Remix 2 in SPA mode with Mantine: the app's stack with nothing of M15 in it
// but the way it is served: the app's own service-worker registration, started
// as app/root.tsx starts it, once the first screen is up and the browser is idle.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps, Text } from '@mantine/core';
import { Links, Meta, Outlet, Scripts } from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';
import { whenIdle } from '../../../../app/lib/idle';
import { registerServiceWorker } from '../../../../app/lib/pwa.client';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content="Piso do Remix com Mantine nesta máquina" />
        <title>Piso: Remix + Mantine</title>
        <Meta />
        <Links />
        <ColorSchemeScript />
      </head>
      <body>
        <MantineProvider>{children}</MantineProvider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => whenIdle(() => void registerServiceWorker().catch(() => {}), 3000), []);
  return <Outlet />;
}

export function HydrateFallback() {
  return <Text>Carregando…</Text>;
}
