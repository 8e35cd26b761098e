import { useAfterFirstPaint } from './use-after-first-paint';

/**
 * Renders `fallback` for the first paint and `children` from the next frame.
 * Only this subtree re-renders when it switches, not the whole screen.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: React.ReactNode; children: React.ReactNode }) {
  return <>{useAfterFirstPaint() ? children : fallback}</>;
}
