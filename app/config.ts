/**
 * Build-time settings (Vite env, see README "Settings"). Read once here so
 * the rest of the app never touches import.meta.env.
 */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'contato@m15app.com.br';
export const TUTORIAL_VIDEO_URL: string =
  import.meta.env.VITE_TUTORIAL_VIDEO_URL || 'https://drive.google.com/file/d/1M15tutorialVideo/preview';
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || '1.0.0';
