import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { probeRoot } from './probe.mjs';

describe('probeRoot', () => {
  const root = readFileSync('app/root.tsx', 'utf8');

  it("draws the probe's HTML in the app's own root, after App's hooks and before its tree", () => {
    const probe = probeRoot(root);
    expect(probe.startsWith("import { PROBE_HTML } from '~/probe-html';\n")).toBe(true);
    const app = probe.indexOf('export default function App()');
    const early = probe.indexOf('dangerouslySetInnerHTML={{ __html: PROBE_HTML }}');
    const hooks = probe.indexOf('useEffect(registerWhenIdle', app);
    const tree = probe.indexOf('<Shell>', app);
    expect(app).toBeGreaterThan(0);
    expect(hooks).toBeGreaterThan(app);
    expect(early).toBeGreaterThan(hooks);
    expect(tree).toBeGreaterThan(early);
    // Nothing of the root is lost: the probe is the root plus two lines.
    expect(
      probe.replace(/^import \{ PROBE_HTML \}.*\n/, '').replace(/\n {2}if \(Math\.random\(\) < 2\).*\/>;/, ''),
    ).toBe(root);
  });

  it('refuses a root whose App it cannot find', () => {
    expect(() => probeRoot('export default function Root() { return null; }')).toThrow(/export default function App/);
    expect(() => probeRoot('export default function App() {\n  return null;\n}')).toThrow(/return \(/);
  });
});
