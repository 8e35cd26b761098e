/**
 * `import { IconTrash } from '@tabler/icons-react'` names one icon, but the
 * package's index re-exports all ~6,300 of them: Rollup (and Vitest) would
 * load and parse every icon module before tree-shaking dropped all but the
 * ~16 the app uses: 6,300 of the 7,700 modules of a build, and over half
 * its time. This plugin points each named import at the icon's own module,
 * the very module the index re-exports, so the app gets the same components.
 * Names the index does not map to an icon module (type imports, helpers such
 * as createReactComponent) keep importing from the index.
 *
 * It also lets Rollup see which screen uses which icon, so an icon only one
 * screen uses goes in that screen's file rather than with every screen's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = '@tabler/icons-react';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@tabler\/icons-react\2;?/g;

/** Exported name → the icon module that defines it, read from the package's ESM index. */
export function iconModules(root: string): Map<string, string> {
  const require = createRequire(path.join(root, 'package.json'));
  const pkgDir = path.dirname(require.resolve(`${PACKAGE}/package.json`));
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { module: string };
  const index = path.join(pkgDir, pkg.module);
  const map = new Map<string, string>();
  const exportLine = /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+\.mjs)'/g;
  for (const m of readFileSync(index, 'utf8').matchAll(exportLine)) {
    const file = path.posix.join(PACKAGE, path.posix.dirname(pkg.module), m[2]!);
    for (const spec of m[1]!.split(',')) {
      const [local, exported] = spec.trim().split(/\s+as\s+/);
      if (local === 'default' && exported) map.set(exported, file);
    }
  }
  return map;
}

/** The source with each named icon import pointing at the icon's module (null when there is none). */
export function rewriteIconImports(code: string, icons: ReadonlyMap<string, string>): string | null {
  if (!code.includes(PACKAGE)) return null;
  let changed = false;
  const out = code.replace(IMPORT, (whole, list: string, quote: string) => {
    const direct: string[] = [];
    const rest: string[] = [];
    for (const spec of list.split(',').map((s) => s.trim())) {
      if (!spec) continue;
      const [imported, local = imported] = spec.split(/\s+as\s+/) as [string, string?];
      const file = icons.get(imported);
      if (file && !imported.startsWith('type ')) direct.push(`import ${local} from ${quote}${file}${quote};`);
      else rest.push(spec);
    }
    if (direct.length === 0) return whole;
    changed = true;
    const keep = rest.length > 0 ? [`import { ${rest.join(', ')} } from ${quote}${PACKAGE}${quote};`] : [];
    // One line, as before, so line numbers (and source maps) stay right.
    return [...keep, ...direct].join(' ');
  });
  return changed ? out : null;
}

export function tablerIconsDirect(): Plugin {
  let root = process.cwd();
  let icons: Map<string, string> | null = null;
  return {
    name: 'm15-tabler-icons-direct',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?(\?|$)/.test(id)) return null;
      icons ??= iconModules(root);
      const out = rewriteIconImports(code, icons);
      return out === null ? null : { code: out, map: null };
    },
  };
}
