/**
 * Build-time settings (Vite env, see README "Build-time settings"). Read once
 * here so the rest of the app never touches import.meta.env.
 *
 * The support mailbox has no default on purpose: a made-up address gives
 * users a dead end (an e-mail nobody reads). Unset, the screen leaves the
 * e-mail option out.
 */

/** A setting's value, or null when it is unset or blank. */
export function optionalSetting(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/** Where the testimonial e-mail goes; null: the e-mail option is not offered. */
export const SUPPORT_EMAIL: string | null = optionalSetting(import.meta.env.VITE_SUPPORT_EMAIL);
export const TUTORIAL_VIDEO_URL: string =
  import.meta.env.VITE_TUTORIAL_VIDEO_URL || 'https://drive.google.com/file/d/1M15tutorialVideo/preview';
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || '1.0.0';
