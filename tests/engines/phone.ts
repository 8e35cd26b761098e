/** The phone the WebKit and Firefox flows run on: the Playwright suite's (playwright.config.ts). */
export const PHONE = { width: 360, height: 780, timeZone: 'America/Sao_Paulo', locale: 'pt-BR' } as const;
