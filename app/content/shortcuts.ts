/**
 * The installed app's shortcuts, offered when its icon is long-pressed: the
 * manifest's `shortcuts` (pwa.config.ts). "Registrar o dia" opens Início at
 * its check-in, which the screen scrolls to and readies for typing.
 */
export const CHECKIN_ANCHOR = 'registro-do-dia';

export const APP_SHORTCUTS = [
  {
    name: 'Registrar o dia',
    short_name: 'Registrar',
    description: 'Peso, água e cintura de hoje',
    url: `/#${CHECKIN_ANCHOR}`,
    icon: '/shortcut-registrar-96x96.png',
  },
  {
    name: 'Jornada',
    short_name: 'Jornada',
    description: 'Os 15 dias do desafio',
    url: '/jornada',
    icon: '/shortcut-jornada-96x96.png',
  },
] as const;

/** Resultados' form of the final weight and the photos: where "Adicionar em Resultados" lands. */
export const RESULTS_FORM_ANCHOR = 'registrar-resultado';

/** The check before a fast on Hoje, which the day's hero leads to when it is the action of the moment. */
export const PRE_FAST_CHECK_ANCHOR = 'verificacao-jejum';
