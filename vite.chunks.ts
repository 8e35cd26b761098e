/**
 * How the build groups code into files (docs/decisions/006-a-screen-is-one-chunk.md).
 *
 * A first visit over slow mobile data pays a round trip for every file, and
 * Rollup's default grouping gave a small file for every set of screens that
 * share a module (~90 files, many under 1 KB; ~20 to open one screen). Here
 * each module goes with the places that load it:
 *
 * - framework: React, Remix and its router, which everything needs;
 * - shell: what the root (the frame around every screen) uses;
 * - a screen's own file, for what only that screen uses;
 * - common: what two or more screens use (shared widgets and rules);
 * - each lazy part (chart, confetti, photo encoding, backup) and Início's
 *   "Hoje" (decision 007): a file of its own with what nothing else uses, so
 *   no screen downloads it up front.
 *
 * Opening a screen fetches entry, framework, shell, common and the screen,
 * all at once (the preload in index.html); the home screen's welcome, which
 * every first visit opens, needs no common file: what it shares goes with the
 * shell (Hoje, for a user with a profile, uses common; decision 007).
 *
 * Libraries such as @mantine/core are imported through one index file that
 * re-exports every component: following that file would make every component
 * look used by everyone, so the plugin reads which names each module imports
 * from such an index and follows only those.
 */
import path from 'node:path';
import type { ManualChunkMeta, Plugin } from 'rollup';

const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|@remix-run\/server-runtime|react-router|react-router-dom|turbo-stream)\/|^\0commonjsHelpers|vite\/preload-helper|vite\/modulepreload-polyfill/;
const ROUTE = /\/app\/routes\/([^/]+)\/route\.tsx(\?.*)?$/;
const ROOT = /\/app\/root\.tsx(\?.*)?$/;
const HOME = 'index';

export interface Barrel {
  /** Exported name → the module that defines it. */
  exports: Map<string, string>;
  /** Modules the index imports for their side effects: every user of the index loads them. */
  sideEffects: Set<string>;
}

export interface ModuleGraph {
  ids: readonly string[];
  importedIds(id: string): readonly string[];
  /** True for a module loaded only by import() (a lazy part) or by nothing (an entry). */
  isRoot(id: string): boolean;
  barrels: ReadonlyMap<string, Barrel>;
  /** What each module imports by name from each index file ('*' for a namespace). */
  namesImported: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>;
}

/** 'resultados' for app/routes/resultados/route.tsx ('index' for _index, 'not-found' for $). */
export function routeName(moduleId: string | null): string | null {
  const folder = ROUTE.exec(moduleId ?? '')?.[1];
  if (!folder) return null;
  return folder === '_index' ? 'index' : folder === '$' ? 'not-found' : folder;
}

/** A place's file name: 'shell', a screen by its URL ('resultados'), a lazy part by its module ('weight-chart'). */
function placeOf(id: string, graph: ModuleGraph): string | null {
  if (ROOT.test(id)) return 'shell';
  const screen = routeName(id);
  if (screen) return screen;
  if (!graph.isRoot(id)) return null;
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
  return pkg ?? path.basename(id).replace(/\.[^.]+$/, '');
}

/** The imports that really load code: through an index file, only the modules whose names are imported. */
function edges(id: string, graph: ModuleGraph): string[] {
  const out: string[] = [];
  for (const target of graph.importedIds(id)) {
    const barrel = graph.barrels.get(target);
    const names = graph.namesImported.get(id)?.get(target);
    if (!barrel || !names || names.has('*')) {
      out.push(target);
      continue;
    }
    // The index file itself goes with its users (it adds no code of its own).
    out.push(target, ...barrel.sideEffects);
    for (const name of names) {
      const defined = barrel.exports.get(name);
      if (defined) out.push(defined);
    }
  }
  return out;
}

/** For each module, the places that load it (a walk down from every place). */
export function placesOfModules(graph: ModuleGraph): Map<string, Set<string>> {
  const places = new Map<string, Set<string>>();
  // What the framework imports is framework too (server-runtime's cookie parsers, say).
  const framework = graph.ids.filter((id) => FRAMEWORK.test(id));
  for (let i = 0; i < framework.length; i++) {
    for (const next of edges(framework[i]!, graph)) {
      if (places.has(next)) continue;
      places.set(next, new Set(['framework']));
      framework.push(next);
    }
  }
  for (const start of graph.ids) {
    const place = placeOf(start, graph);
    if (!place) continue;
    const queue = [start];
    const seen = new Set(queue);
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (places.get(id)?.has('framework')) continue;
      const set = places.get(id) ?? new Set<string>();
      set.add(place);
      places.set(id, set);
      // An index file is not walked through: its users' edges name what they use.
      for (const next of graph.barrels.has(id) ? [] : edges(id, graph)) {
        if (seen.has(next)) continue;
        // Another place's start is not part of this place (a route module reached from the root, say).
        if (next !== start && placeOf(next, graph)) continue;
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return places;
}

const RANK: Record<string, number> = { framework: 0, shell: 1, common: 2 };
const rank = (file: string) => RANK[file] ?? 3;

/**
 * The file of every module. Every module gets one: Rollup puts the
 * dependencies of a named file into that file unless they are named too.
 * A module no place reaches is code the build drops (a component nobody
 * uses); it still imports, so it goes with the most specific file of what
 * it imports, where it adds no edge that would make a screen load more.
 */
export function filesOfModules(graph: ModuleGraph, places: ReadonlyMap<string, ReadonlySet<string>>) {
  const files = new Map<string, string>();
  const placed = (id: string): string | null => {
    const where = places.get(id);
    if (FRAMEWORK.test(id) || where?.has('framework')) return 'framework';
    if (!where || where.size === 0) return null;
    // The home screen is where most visits start: what it shares goes with the shell,
    // so opening it needs no 'common' file.
    if (where.has('shell') || (where.has(HOME) && where.size > 1)) return 'shell';
    return where.size === 1 ? [...where][0]! : 'common';
  };
  const visiting = new Set<string>();
  const fileOf = (id: string): string => {
    const known = files.get(id) ?? placed(id);
    if (known) return known;
    if (visiting.has(id)) return 'common';
    visiting.add(id);
    let file = 'common';
    for (const target of graph.importedIds(id)) {
      const f = fileOf(target);
      if (rank(f) > rank(file)) file = f;
    }
    visiting.delete(id);
    files.set(id, file);
    return file;
  };
  for (const id of graph.ids) files.set(id, fileOf(id));
  return files;
}

type AstNode = { type: string; [key: string]: unknown };

/** The Rollup plugin that reads index files and named imports, and the manualChunks function that uses them. */
export function chunking(): { plugin: Plugin; manualChunks: (id: string, meta: ManualChunkMeta) => string } {
  const barrels = new Map<string, Barrel>();
  const imports: { importer: string; source: string; names: Set<string> }[] = [];
  let files: Map<string, string> | null = null;

  const plugin: Plugin = {
    name: 'm15-chunking',
    moduleParsed(info) {
      const body = ((info.ast as unknown as { body?: AstNode[] } | null)?.body ?? []) as AstNode[];
      for (const n of body) {
        if (n.type !== 'ImportDeclaration' && !(n.type === 'ExportNamedDeclaration' && n.source)) continue;
        const specifiers = (n.specifiers as AstNode[] | undefined) ?? [];
        if (specifiers.length === 0) continue;
        const names = new Set(
          specifiers.map((s) => {
            if (s.type === 'ImportSpecifier') return String((s.imported as { name: string }).name);
            if (s.type === 'ImportDefaultSpecifier') return 'default';
            if (s.type === 'ExportSpecifier') return String((s.local as { name: string }).name);
            return '*';
          }),
        );
        imports.push({ importer: info.id, source: String((n.source as AstNode).value), names });
      }
      const onlyReexports =
        info.id.includes('/node_modules/') &&
        body.length > 0 &&
        body.every((n) => n.type === 'ImportDeclaration' || (n.type === 'ExportNamedDeclaration' && n.source));
      if (!onlyReexports) return;
      const barrel: Barrel = { exports: new Map(), sideEffects: new Set() };
      const at = (source: string) => (source.startsWith('.') ? path.resolve(path.dirname(info.id), source) : source);
      for (const n of body) {
        const source = at(String((n.source as AstNode).value));
        const specifiers = (n.specifiers as AstNode[] | undefined) ?? [];
        if (n.type === 'ImportDeclaration' && specifiers.length === 0) barrel.sideEffects.add(source);
        if (n.type !== 'ExportNamedDeclaration') continue;
        for (const s of specifiers) {
          const exported = s.exported as { name?: string; value?: string };
          barrel.exports.set(String(exported.name ?? exported.value), source);
        }
      }
      barrels.set(info.id, barrel);
    },
  };

  function buildGraph(meta: ManualChunkMeta): ModuleGraph {
    const info = (id: string) => meta.getModuleInfo(id);
    // Relative sources ('./Tabs') become the modules they resolved to ('./Tabs.mjs').
    const resolved = (from: string, source: string) => {
      const ids = info(from)?.importedIds ?? [];
      const p = source.startsWith('.') ? path.resolve(path.dirname(from), source) : source;
      return (
        ids.find((i) => i === p || i.startsWith(`${p}.`) || i.startsWith(`${p}/index.`)) ??
        // A package name: its index file among what the module imports (not, say, its CSS).
        ids.find((i) => barrels.has(i) && i.includes(`/node_modules/${source}/`)) ??
        ids.find((i) => /\.[cm]?js$/.test(i) && i.includes(`/node_modules/${source}/`)) ??
        null
      );
    };
    for (const [id, barrel] of barrels) {
      for (const [name, target] of barrel.exports) barrel.exports.set(name, resolved(id, target) ?? target);
      barrel.sideEffects = new Set([...barrel.sideEffects].map((t) => resolved(id, t) ?? t));
    }
    const namesImported = new Map<string, Map<string, Set<string>>>();
    for (const { importer, source, names } of imports) {
      const target = resolved(importer, source);
      if (!target || !barrels.has(target)) continue;
      const byBarrel = namesImported.get(importer) ?? new Map<string, Set<string>>();
      byBarrel.set(target, new Set([...(byBarrel.get(target) ?? []), ...names]));
      namesImported.set(importer, byBarrel);
    }
    return {
      ids: [...meta.getModuleIds()],
      importedIds: (id) => info(id)?.importedIds ?? [],
      isRoot: (id) => (info(id)?.importers.length ?? 0) === 0,
      barrels,
      namesImported,
    };
  }

  return {
    plugin,
    manualChunks(id, meta) {
      if (!files) {
        const graph = buildGraph(meta);
        files = filesOfModules(graph, placesOfModules(graph));
      }
      return files.get(id) ?? 'common';
    },
  };
}
