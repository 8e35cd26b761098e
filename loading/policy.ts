/**
 * The loading policy: which file of the build each module's code goes in,
 * which code is loaded lazily and why, and the rules the build checks on its
 * own output. vite.config.ts reads it; docs/decisions/014-loading-policy.md
 * gives each mechanism's figure.
 *
 * Where a new screen's code goes: nowhere to decide. Its folder
 * (app/routes/<url>/) is its chunk; what it shares with another screen
 * lands in `screens`, and what the shell already imports stays in the
 * shell's files. Only a heavy part that most visits never run is lazy, and
 * it gets a row in LAZY_PARTS (the build fails without one).
 */
import type { ManualChunkMeta, Plugin } from 'rollup';

/** The files of the build, in the order a screen loads them. */
export const GROUPS = [
  {
    file: 'framework',
    holds: 'React, React DOM, Remix and its router',
    why: 'changes only with the stack, so a new version of the app leaves it cached',
  },
  {
    file: 'libraries',
    holds:
      "the packages the shell (client entry and root.tsx) imports up front: Mantine's provider and the frame's components",
    why: 'every screen needs them before its first paint',
  },
  {
    file: 'shared',
    holds:
      "the app's components, content, domain, lib and storage that the shell imports up front, and what Início (the welcome) shares with another screen or a part",
    why: 'every screen needs them before its first paint; a first visit lands on Início, which opens no file of `screens`',
  },
  {
    file: 'screens',
    holds:
      'packages and app modules (CSS modules too) that two screens or more import up front, or one screen and a part it loads',
    why: 'one request for what screens share, instead of one small file per shared module',
  },
  {
    file: '<screen>',
    holds:
      "its route folder (app/routes/<url>/), named by the URL, and everything only it imports, Mantine's per-component CSS included",
    why: 'a screen is one chunk (ARCHITECTURE, "Loading")',
  },
  {
    file: '<part>',
    holds: 'each row of LAZY_PARTS, loaded with loadPart (lib/import-with-retry.ts) or useLazyPart',
    why: 'heavy code that most visits never run',
  },
] as const;

/** The shell's files: every screen loads them, so they never import a screen's. */
export const SHELL_FILES = ['framework', 'libraries', 'shared'] as const;

/**
 * The only modules loaded with import(), each with why it is lazy. `module`
 * is how the module's id ends (or, for a package, its folder). Each has a box of
 * fixed size or a place that floats, so nothing moves when it arrives.
 */
export const LAZY_PARTS = [
  { module: '/app/components/weight-chart.tsx', why: "recharts (400 KB raw): only Resultados' and Diário's chart" },
  { module: '/app/lib/progress-card/share.ts', why: 'draws the progress card: only on "Compartilhar progresso"' },
  { module: '/app/lib/report-pdf.ts', why: "jsPDF (390 KB raw): only the report's PDF" },
  { module: '/app/lib/image-encode.ts', why: 'photo decoding and encoding: only when a photo is picked or restored' },
  { module: '/app/storage/backup.ts', why: 'backup and restore: only when she makes or restores a backup' },
  { module: '/app/lib/qr-code.ts', why: "the QR code: only Instalar's desktop view" },
  {
    module: '/app/routes/_index/today-screen.ts',
    why: "Hoje (Início with a profile): a first visit is a new user's, who sees the welcome; without it her `/` downloads 72 KB less",
  },
  { module: '/app/components/photo-drop.tsx', why: "Mantine's Dropzone: only an empty photo slot" },
  { module: '/node_modules/js-confetti/', why: 'confetti: only when the goal is reached' },
  {
    module: '/app/components/shell/toast-region.tsx',
    why: "Mantine's Notifications: mounted once the first screen is shown and the browser is idle",
  },
  { module: '/node_modules/workbox-window/', why: "the worker's page side, which virtual:pwa-register loads" },
  { module: 'virtual:pwa-register', why: "Workbox's registration: runs once the first screen is shown" },
] as const;

// ---------------------------------------------------------------------------
// How vite.config.ts applies the table.

const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|@remix-run\/react|@remix-run\/router|@remix-run\/server-runtime|react-router|react-router-dom|turbo-stream)\//;
/** Shared app code, texts and build-time settings; a screen's own parts (routes/<url>/) stay with it. */
/** A screen's own folder: its code never goes in the shell's files. */
const ROUTES = /\/app\/routes\//;
const SHARED_APP = /\/app\/((components|content|domain|lib|storage)\/|config\.ts$)/;
/**
 * Mantine's core and hooks indexes, which re-export all of them. The app and
 * Mantine's add-ons import each name from its own module (direct-imports.ts),
 * but core imports hooks through the index, and following it would count
 * every hook as the shell's.
 */
const INDEX = /\/node_modules\/@mantine\/(core|hooks)\/esm\/index\.mjs$/;

/** The modules `entry` imports without import(), directly or not; through Mantine's indexes too with `throughIndexes`. */
function importedUpFront(entry: string, info: ManualChunkMeta['getModuleInfo'], throughIndexes = false): Set<string> {
  const queue = [entry];
  const found = new Set(queue);
  for (let id = queue.pop(); id; id = queue.pop()) {
    for (const next of info(id)?.importedIds ?? []) {
      if (found.has(next) || (INDEX.test(next) && !throughIndexes)) continue;
      found.add(next);
      queue.push(next);
    }
  }
  return found;
}

interface UpFront {
  /** The prerender build (Remix renders index.html with it): left to Rollup, so its stylesheet keeps the name the precache leaves out. */
  prerender: boolean;
  /** What the client entry and the root import up front. */
  shell: Set<string>;
  /**
   * The same, through Mantine's indexes: what the shell's libraries may use. Such a
   * module is left to Rollup, which keeps it with the shell if it is used there; in
   * `screens` the shell's files would import a screen's, and the two would import each other.
   */
  shellMayUse: Set<string>;
  /** What Início imports up front: the welcome, where a first visit lands (Hoje is a lazy part). */
  landing: Set<string>;
  /** How many screens import each module up front. */
  screens: Map<string, number>;
  /** How many lazy parts import each module up front. */
  parts: Map<string, number>;
}

function upFrontOf(meta: ManualChunkMeta): UpFront {
  const shell = new Set<string>();
  const shellMayUse = new Set<string>();
  let landing = new Set<string>();
  const screens = new Map<string, number>();
  const parts = new Map<string, number>();
  const count = (tally: Map<string, number>, ids: Set<string>) => {
    for (const id of ids) tally.set(id, (tally.get(id) ?? 0) + 1);
  };
  let prerender = false;
  for (const id of meta.getModuleIds()) {
    const info = meta.getModuleInfo(id);
    if (info?.isEntry) {
      prerender ||= id.includes('remix/server-build');
      const reached = importedUpFront(id, meta.getModuleInfo);
      if (routeName(id) === 'index') landing = reached;
      if (routeName(id)) count(screens, reached);
      else {
        for (const m of reached) shell.add(m);
        for (const m of importedUpFront(id, meta.getModuleInfo, true)) shellMayUse.add(m);
      }
    } else if (info?.dynamicImporters.length) count(parts, importedUpFront(id, meta.getModuleInfo));
  }
  return { prerender, shell, shellMayUse, landing, screens, parts };
}

// Worked out once per build: Remix runs the client build and the prerender build in one process.
const upFrontByBuild = new WeakMap<ManualChunkMeta['getModuleInfo'], UpFront>();

/** Rollup's `manualChunks`: the group of GROUPS a module goes in (undefined: its screen's or its part's file). */
export function manualChunks(id: string, meta: ManualChunkMeta): string | undefined {
  let upFront = upFrontByBuild.get(meta.getModuleInfo);
  if (!upFront) upFrontByBuild.set(meta.getModuleInfo, (upFront = upFrontOf(meta)));
  if (upFront.prerender) return undefined;
  if (FRAMEWORK.test(id)) return 'framework';
  // A stylesheet stays with the module that imports it, so the cascade keeps the order of the imports;
  // a CSS module's class names are its own, so it may go with the shared code.
  const cssModule = /\.module\.css(\?|$)/.test(id);
  if (/\.css(\?|$)/.test(id) && !cssModule) return undefined;
  // Entries (the client entry, the root, each screen) keep their own files.
  if (meta.getModuleInfo(id)?.isEntry) return undefined;
  const library = id.includes('/node_modules/');
  const shared = library || (SHARED_APP.test(id) && !cssModule);
  if (upFront.shell.has(id)) return !shared ? undefined : library ? 'libraries' : 'shared';
  const screens = upFront.screens.get(id) ?? 0;
  const parts = upFront.parts.get(id) ?? 0;
  // Shared by two screens, or by a screen and a part it loads later, a screen's own module too
  // (Resultados' photos.module.css, for its picker and the drop area): each such file would be one
  // more request, and a screen's file could become a facade that re-exports another.
  // What the landing screen shares with another screen or a part goes with the shell, so that a
  // first visit opens no file of `screens`. Início's own module that Hoje shares (its quote) stays
  // in Início's file, which Hoje's part imports.
  if (upFront.landing.has(id) && (screens > 1 || parts > 0))
    return library ? 'libraries' : ROUTES.test(id) ? undefined : 'shared';
  const withPart = screens === 1 && parts > 0 && !upFront.shellMayUse.has(id);
  return ((shared || cssModule) && screens > 1) || withPart ? 'screens' : undefined;
}

/** 'resultados' for app/routes/resultados/route.tsx ('index' for _index, 'not-found' for $). */
export function routeName(moduleId: string | null): string | null {
  const folder = /\/app\/routes\/([^/]+)\/route\.tsx(\?.*)?$/.exec(moduleId ?? '')?.[1];
  if (!folder) return null;
  return folder === '_index' ? 'index' : folder === '$' ? 'not-found' : folder;
}

/** 'progress-card-share' for app/lib/progress-card/share.ts: a lazy part in a folder of lib, named by both. */
function libPartName(moduleId: string | null): string | null {
  const m = /\/app\/lib\/([^/]+)\/([^/.]+)\.tsx?(\?.*)?$/.exec(moduleId ?? '');
  return m ? `${m[1]}-${m[2]}` : null;
}

/** The file name of a chunk: a screen by its URL, a part of lib by its folder and name, else Rollup's name. */
export const fileName = (moduleId: string | null) => routeName(moduleId) ?? libPartName(moduleId) ?? '[name]';

// ---------------------------------------------------------------------------
// The rules the build checks on what it wrote.

/** What the check needs of each JS file the build writes. */
export interface BuiltChunk {
  fileName: string;
  /** The group (`shared`, `screens`…) or, for a screen, its name ('index', 'jornada'…). */
  name: string;
  /** Whether it is a screen's own file (a route module). */
  screen: boolean;
  /** The module a file loaded with import() is for (null for any other file). */
  lazyModule: string | null;
  imports: readonly string[];
  /** The modules whose code the file holds. */
  modules: readonly string[];
}

const isShellFile = (name: string) => (SHELL_FILES as readonly string[]).includes(name);

/** Each broken rule, naming the files: [] when the build follows the policy. */
export function policyProblems(chunks: readonly BuiltChunk[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const problems: string[] = [];
  for (const chunk of chunks) {
    if (isShellFile(chunk.name)) {
      // The two would import each other, and the app would crash at start on a value used before its module ran.
      for (const file of chunk.imports) {
        const imported = byFile.get(file);
        if (imported && (imported.name === 'screens' || imported.screen)) {
          problems.push(`${chunk.fileName} (the shell) imports ${file}`);
        }
      }
      // Every screen would download it before its first paint.
      for (const id of chunk.modules) {
        if (ROUTES.test(id)) problems.push(`${chunk.fileName} (the shell) holds a screen's code: ${id}`);
      }
    }
    // Início is where a first visit lands: the welcome downloads no other screen's code.
    if (chunk.screen && chunk.name === 'index') {
      for (const file of chunk.imports) {
        if (byFile.get(file)?.name === 'screens') problems.push(`${chunk.fileName} (Início) imports ${file}`);
      }
    }
    const lazy = chunk.lazyModule;
    if (lazy !== null && !LAZY_PARTS.some((p) => lazy.endsWith(p.module) || lazy.includes(p.module))) {
      problems.push(`${chunk.fileName} is loaded with import() but LAZY_PARTS has no row for ${lazy}`);
    }
  }
  return problems;
}

/** The build's plugin: reads the written chunks, fails the build on a broken rule. */
export function policyCheck(): Plugin {
  return {
    name: 'm15-loading-policy',
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const screen = out.isEntry ? routeName(out.facadeModuleId) : null;
        chunks.push({
          fileName: out.fileName,
          name: screen ?? out.name,
          screen: screen !== null,
          lazyModule: out.isDynamicEntry && !out.isEntry ? out.facadeModuleId : null,
          imports: out.imports,
          modules: out.moduleIds,
        });
      }
      const problems = policyProblems(chunks);
      if (problems.length > 0) {
        this.error(`The build broke the loading policy (loading/policy.ts):\n${problems.join('\n')}`);
      }
    },
  };
}
