/**
 * `import { Button } from '@mantine/core'` names one component, but the
 * package's index re-exports every part of the package (Mantine: every
 * component and hook; Tabler: ~6,300 icons). This plugin points each named
 * import of the app at the module that defines the name, the very module the
 * index re-exports, so the app gets the same code. A name the index
 * re-exports from another package (Mantine's `RemoveScroll`) points at the
 * module that package resolves to from the index. Type imports keep
 * importing from the index.
 *
 * Mantine's add-on packages (dropzone, charts) get the same for their own
 * imports of core and hooks.
 *
 * Two things depend on it:
 * - the build's grouping (vite.config.ts) follows the shell's imports to
 *   the library modules it uses; through an index it would reach every
 *   component of the package, and a first visit would download the
 *   components only other screens use;
 * - Rollup reads only the icon modules the app uses, not 6,300 of them
 *   (over half the build's time).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const DIRECT_PACKAGES = ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@tabler/icons-react'] as const;

/**
 * Mantine's add-on packages import core and hooks through their indexes: their
 * imports are pointed at the modules too, so the grouping sees what the photo
 * picker (Dropzone) and the chart use of core, not all of it.
 */
const MANTINE_ADD_ON = /\/node_modules\/@mantine\/(charts|dropzone|notifications)\/esm\//;

/** Whether the plugin rewrites the imports of module `id`: the app's code and Mantine's add-ons. */
export function rewrites(id: string): boolean {
  if (!/\.[cm]?[jt]sx?(\?|$)/.test(id)) return false;
  return !id.includes('/node_modules/') || MANTINE_ADD_ON.test(id);
}

/** Where an exported name is defined: the module's absolute path and its name there ('default' for an icon). */
export interface Definition {
  file: string;
  name: string;
  /** For a name re-exported from another package: `file` is that package, as the index at `via` imports it. */
  via?: string;
}

/** Exported name → where it is defined, read from the package's ESM index. */
export function definitions(root: string, pkgName: string): Map<string, Definition> {
  const require = createRequire(path.join(root, 'package.json'));
  // The package's folder, from its main file (its exports may not list package.json).
  const main = require.resolve(pkgName);
  const pkgDir = main.slice(0, main.lastIndexOf(`node_modules/${pkgName}/`) + `node_modules/${pkgName}`.length);
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as { module: string };
  const index = path.join(pkgDir, pkg.module);
  const map = new Map<string, Definition>();
  const exportLine = /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g;
  for (const m of readFileSync(index, 'utf8').matchAll(exportLine)) {
    const from = m[2]!;
    const own = from.startsWith('./');
    const file = own ? path.join(path.dirname(index), from) : from;
    for (const spec of m[1]!.split(',')) {
      const [name, exported = name] = spec.trim().split(/\s+as\s+/) as [string, string?];
      if (name) map.set(exported, own ? { file, name } : { file, name, via: index });
    }
  }
  return map;
}

const IMPORT = new RegExp(
  `import\\s*\\{([^}]*)\\}\\s*from\\s*(['"])(${DIRECT_PACKAGES.map((p) => p.replace('/', '\\/')).join('|')})\\2;?`,
  'g',
);

/** The source with each named import of those packages pointing at its module (null when nothing changes). */
export function rewriteImports(
  code: string,
  packages: ReadonlyMap<string, ReadonlyMap<string, Definition>>,
): string | null {
  if (!DIRECT_PACKAGES.some((p) => code.includes(p))) return null;
  let changed = false;
  const out = code.replace(IMPORT, (whole, list: string, quote: string, pkg: string) => {
    const known = packages.get(pkg);
    const byFile = new Map<string, string[]>();
    const rest: string[] = [];
    for (const spec of list.split(',').map((s) => s.trim())) {
      if (!spec) continue;
      const [imported, local = imported] = spec.split(/\s+as\s+/) as [string, string?];
      const def = imported.startsWith('type ') ? undefined : known?.get(imported);
      if (!def) {
        rest.push(spec);
        continue;
      }
      byFile.set(def.file, [...(byFile.get(def.file) ?? []), def.name === local ? local : `${def.name} as ${local}`]);
    }
    if (byFile.size === 0) return whole;
    changed = true;
    const keep = rest.length > 0 ? [`import { ${rest.join(', ')} } from ${quote}${pkg}${quote};`] : [];
    const direct = [...byFile].map(([file, names]) => `import { ${names.join(', ')} } from ${quote}${file}${quote};`);
    // One line, as before, so line numbers (and source maps) stay right.
    return [...keep, ...direct].join(' ');
  });
  return changed ? out : null;
}

export function directImports(): Plugin {
  let root = process.cwd();
  let packages: Map<string, Map<string, Definition>> | null = null;
  return {
    name: 'm15-direct-imports',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      packages = new Map(DIRECT_PACKAGES.map((p) => [p, definitions(root, p)]));
      // Another package's module, as the index would have it resolved (hoisted or not).
      for (const defs of packages.values()) {
        for (const [exported, def] of defs) {
          if (!def.via) continue;
          const resolved = await this.resolve(def.file, def.via);
          if (resolved && !resolved.external) defs.set(exported, { file: resolved.id, name: def.name });
          else defs.delete(exported);
        }
      }
    },
    transform(code, id) {
      if (!rewrites(id) || !packages) return null;
      const out = rewriteImports(code, packages);
      return out === null ? null : { code: out, map: null };
    },
  };
}
