// Remix 2 in SPA mode with Mantine: the app's stack with nothing of M15 in it
// but the way it is served: a service worker (vite-plugin-pwa's registerSW)
// registered once the first screen is up and the browser is idle, as M15 does.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps, Text } from '@mantine/core';
import { Links, Meta, Outlet, Scripts } from '@remix-run/react';
import { type ReactNode, useEffect } from 'react';

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

export default function Floor() {
  useEffect(() => {
    const register = () =>
      void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
    const id = requestIdleCallback(register, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }, []);
  return <Outlet />;
}

export function HydrateFallback() {
  return <Text>Carregando…</Text>;
}
