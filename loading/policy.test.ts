import { describe, expect, it } from 'vitest';
import type { ManualChunkMeta } from 'rollup';
import {
  type BuiltChunk,
  fileName,
  GROUPS,
  LAZY_PARTS,
  manualChunks,
  policyProblems,
  routeName,
  SHELL_FILES,
} from './policy';

const chunk = (fileName: string, name: string, more: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  name,
  screen: false,
  lazyModule: null,
  imports: [],
  modules: [],
  ...more,
});

describe('the loading policy (loading/policy.ts)', () => {
  const framework = chunk('framework.js', 'framework', { modules: ['/repo/node_modules/react/index.js'] });
  const libraries = chunk('libraries.js', 'libraries', { imports: ['framework.js'] });
  const shared = chunk('shared.js', 'shared', {
    imports: ['framework.js', 'libraries.js'],
    modules: ['/repo/app/components/shell/footer.tsx', '/repo/app/content/shell.ts'],
  });
  const screens = chunk('screens.js', 'screens', { imports: ['shared.js', 'libraries.js'] });
  const jornada = chunk('jornada.js', 'jornada', {
    screen: true,
    imports: ['screens.js', 'shared.js'],
    modules: ['/repo/app/routes/jornada/route.tsx'],
  });
  const index = chunk('index.js', 'index', { screen: true, imports: ['shared.js', 'libraries.js'] });
  const chart = chunk('weight-chart.js', 'weight-chart', { lazyModule: '/repo/app/components/weight-chart.tsx' });
  const asBuilt = [framework, libraries, shared, screens, jornada, index, chart];

  it('finds nothing in a build that follows it', () => {
    expect(policyProblems(asBuilt)).toEqual([]);
  });

  it("fails when a screen's code lands in the shell's file", () => {
    const withScreen = chunk('shared.js', 'shared', {
      imports: ['libraries.js'],
      modules: ['/repo/app/content/shell.ts', '/repo/app/routes/_index/today.tsx'],
    });
    expect(policyProblems([framework, libraries, withScreen, screens, jornada, index])).toEqual([
      "shared.js (the shell) holds a screen's code: /repo/app/routes/_index/today.tsx",
    ]);
  });

  it("names a shell file that imports screens or a screen's file", () => {
    const intoScreens = chunk('shared.js', 'shared', { imports: ['libraries.js', 'screens.js'] });
    const intoScreen = chunk('libraries.js', 'libraries', { imports: ['jornada.js'] });
    expect(policyProblems([framework, intoScreen, intoScreens, screens, jornada, index])).toEqual([
      'libraries.js (the shell) imports jornada.js',
      'shared.js (the shell) imports screens.js',
    ]);
  });

  it("names Início when it imports screens, where a first visit would download the other screens' code", () => {
    const landing = chunk('index.js', 'index', { screen: true, imports: ['shared.js', 'screens.js'] });
    expect(policyProblems([framework, libraries, shared, screens, jornada, landing])).toEqual([
      'index.js (Início) imports screens.js',
    ]);
  });

  it('fails when a file is loaded with import() and LAZY_PARTS has no row for it', () => {
    const lazyScreenPart = chunk('today.js', 'today', { lazyModule: '/repo/app/routes/_index/today.tsx' });
    const todayPart = chunk('today-screen.js', 'today-screen', {
      lazyModule: '/repo/app/routes/_index/today-screen.ts',
    });
    expect(policyProblems([...asBuilt, todayPart, lazyScreenPart])).toEqual([
      'today.js is loaded with import() but LAZY_PARTS has no row for /repo/app/routes/_index/today.tsx',
    ]);
    // A package part and the worker's registration are found by their folder and their virtual id.
    const confetti = chunk('c.js', 'c', { lazyModule: '/repo/node_modules/js-confetti/dist/es/index.js' });
    const register = chunk('r.js', 'r', { lazyModule: '\0virtual:pwa-register' });
    expect(policyProblems([confetti, register])).toEqual([]);
  });

  it('gives every group and every lazy part its reason, and names the shell files among the groups', () => {
    for (const g of [...GROUPS, ...LAZY_PARTS]) expect(g.why.length).toBeGreaterThan(10);
    const files: readonly string[] = GROUPS.map((g) => g.file);
    for (const f of [...SHELL_FILES, 'screens']) expect(files).toContain(f);
  });

  it('names a screen by its URL, and a part of lib by its folder and name', () => {
    expect(routeName('/repo/app/routes/resultados/route.tsx')).toBe('resultados');
    expect(routeName('/repo/app/routes/_index/route.tsx')).toBe('index');
    expect(routeName('/repo/app/routes/$/route.tsx?v=1')).toBe('not-found');
    expect(routeName('/repo/app/routes/resultados/photo-drop.tsx')).toBeNull();
    expect(fileName('/repo/app/lib/progress-card/share.ts')).toBe('progress-card-share');
    expect(fileName('/repo/app/lib/qr-code.ts')).toBe('[name]');
  });
});

describe('manualChunks (loading/policy.ts): where a module goes', () => {
  // A small app: the shell, Início (the welcome, and Hoje as a lazy part), Jornada and Diário.
  const graph: Record<string, { entry?: boolean; imports?: string[]; lazy?: string[] }> = {
    '/r/app/entry.client.tsx': { entry: true, imports: ['/r/app/root.tsx'] },
    '/r/app/root.tsx': {
      entry: true,
      imports: [
        '/r/node_modules/react/index.js',
        '/r/node_modules/@mantine/core/esm/Paper.mjs',
        '/r/app/components/shell/footer.tsx',
      ],
    },
    '/r/app/routes/_index/route.tsx': {
      entry: true,
      imports: ['/r/app/routes/_index/welcome.tsx'],
      lazy: ['/r/app/routes/_index/today-screen.ts'],
    },
    '/r/app/routes/_index/welcome.tsx': {
      imports: ['/r/app/content/quotes.ts', '/r/app/routes/_index/quote-card.tsx', '/r/app/components/ui.module.css'],
    },
    '/r/app/routes/_index/today-screen.ts': {
      imports: ['/r/app/content/quotes.ts', '/r/app/components/card.tsx', '/r/app/routes/_index/quote-card.tsx'],
    },
    '/r/app/routes/jornada/route.tsx': {
      entry: true,
      imports: [
        '/r/app/routes/jornada/calendar.tsx',
        '/r/app/components/card.tsx',
        '/r/node_modules/@mantine/core/esm/Paper.mjs',
      ],
    },
    '/r/app/routes/diario/route.tsx': {
      entry: true,
      imports: ['/r/app/components/card.tsx', '/r/app/content/quotes.ts', '/r/app/components/ui.module.css'],
    },
  };
  const ids = new Set(Object.entries(graph).flatMap(([id, m]) => [id, ...(m.imports ?? []), ...(m.lazy ?? [])]));
  const meta = {
    getModuleIds: () => ids.values(),
    getModuleInfo: (id: string) => ({
      isEntry: graph[id]?.entry ?? false,
      importedIds: graph[id]?.imports ?? [],
      dynamicImporters: Object.entries(graph)
        .filter(([, m]) => m.lazy?.includes(id))
        .map(([importer]) => importer),
    }),
  } as unknown as ManualChunkMeta;
  const group = (id: string) => manualChunks(id, meta);

  it("puts the framework and what the shell imports in the shell's files", () => {
    expect(group('/r/node_modules/react/index.js')).toBe('framework');
    expect(group('/r/node_modules/@mantine/core/esm/Paper.mjs')).toBe('libraries');
    expect(group('/r/app/components/shell/footer.tsx')).toBe('shared');
  });

  it("keeps a screen's own code with the screen, never in the shell's files", () => {
    expect(group('/r/app/routes/jornada/calendar.tsx')).toBeUndefined();
    expect(group('/r/app/routes/_index/welcome.tsx')).toBeUndefined();
    // Shared by the welcome and Hoje's part: Início's own, so in Início's file.
    expect(group('/r/app/routes/_index/quote-card.tsx')).toBeUndefined();
    expect(group('/r/app/routes/jornada/route.tsx')).toBeUndefined();
  });

  it('puts what screens share in screens, and what the welcome shares in the shell', () => {
    expect(group('/r/app/components/card.tsx')).toBe('screens');
    expect(group('/r/app/content/quotes.ts')).toBe('shared');
    expect(group('/r/app/components/ui.module.css')).toBe('shared');
  });
});
