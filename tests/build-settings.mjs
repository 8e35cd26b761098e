/**
 * The build-time settings the end-to-end suite builds with (scripts/e2e.mjs),
 * so the e-mail and video flows, which a build without them leaves out, are
 * tested too. Addresses under .test never resolve; the specs answer for them.
 */
export const E2E_BUILD_SETTINGS = {
  VITE_SUPPORT_EMAIL: 'depoimentos@m15.test',
  VITE_TUTORIAL_VIDEO_URL: 'https://video.m15.test/tutorial/preview',
};
