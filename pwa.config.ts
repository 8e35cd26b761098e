import type { ManifestOptions } from 'vite-plugin-pwa';
import { APP_SHORTCUTS } from './app/content/shortcuts';

export const THEME_COLOR = '#c2410c';
export const BACKGROUND_COLOR = '#fff7ed';

export const appManifest: Partial<ManifestOptions> = {
  name: 'M15 — Ativação Metabólica em 15 Dias',
  short_name: 'M15',
  description:
    'Acompanhe o desafio de 15 dias de ativação metabólica: jornada, diário, resultados, receitas e anotações. Funciona sem internet e seus dados ficam no seu celular.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  id: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['health', 'lifestyle', 'food'],
  icons: [
    { src: '/pwa-64x64.png', sizes: '64x64', type: 'image/png' },
    { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
    { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
    { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // A long press on the installed app's icon; the icons are precached with the rest of public/.
  shortcuts: APP_SHORTCUTS.map(({ icon, ...shortcut }) => ({
    ...shortcut,
    icons: [{ src: icon, sizes: '96x96', type: 'image/png' }],
  })),
};
