/**
 * Build-time settings (Vite env, see README "Build-time settings"). Read once
 * here so the rest of the app never touches import.meta.env.
 *
 * The support mailbox and the tutorial video have no default on purpose: a
 * made-up address or video id gives users a dead end (an e-mail nobody reads,
 * a player that shows an error). Unset, the screens leave those options out.
 */

/** A setting's value, or null when it is unset or blank. */
export function optionalSetting(value: string | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/** Where the testimonial e-mail goes; null: the e-mail option is not offered. */
export const SUPPORT_EMAIL: string | null = optionalSetting(import.meta.env.VITE_SUPPORT_EMAIL);
/** The tutorial video's embeddable preview; null: the cover says there is no video in this version. */
export const TUTORIAL_VIDEO_URL: string | null = optionalSetting(import.meta.env.VITE_TUTORIAL_VIDEO_URL);
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION || '1.0.0';
