// The static probe of `npm run lower-bound` (scripts/lower-bound.mjs): the
// app's root, changed to draw a screen's finished HTML instead of its
// component tree.

/**
 * app/root.tsx's source with App drawing `PROBE_HTML` (imported from
 * `~/probe-html`) once its hooks have run, so the loaders' data are read and
 * the service worker registers as in the app. The rest of App stays in the
 * bundle, behind a condition Rollup cannot fold, so the probe loads and
 * evaluates the same code. Throws when App no longer has that shape.
 */
export function probeRoot(source) {
  const app = source.indexOf('export default function App()');
  const body = app < 0 ? -1 : source.indexOf('\n  return (', app);
  if (body < 0) throw new Error('app/root.tsx: no `export default function App()` ending in `return (`');
  return (
    `import { PROBE_HTML } from '~/probe-html';\n${source.slice(0, body)}\n` +
    `  if (Math.random() < 2) return <div className="m15-shell" dangerouslySetInnerHTML={{ __html: PROBE_HTML }} />;` +
    source.slice(body)
  );
}
