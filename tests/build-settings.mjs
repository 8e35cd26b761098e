/**
 * The build-time settings the end-to-end suite builds with (scripts/e2e.mjs),
 * so the e-mail flow, which a build without them leaves out, is tested too.
 * Addresses under .test never resolve.
 */
export const E2E_BUILD_SETTINGS = {
  VITE_SUPPORT_EMAIL: 'depoimentos@m15.test',
};
