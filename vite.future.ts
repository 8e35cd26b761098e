/**
 * Remix's future flags, one list for the app (vite.config.ts) and for the
 * bench's floor page (scripts/bench-floor/stack), so the floor runs the
 * same Remix as the app.
 */
export const remixFuture = {
  v3_fetcherPersist: true,
  v3_relativeSplatPath: true,
  v3_throwAbortReason: true,
  v3_singleFetch: true,
  v3_lazyRouteDiscovery: true,
  v3_routeConfig: true,
} as const;
