/**
 * A check the build runs on its own grouping (vite.config.ts, decision 008):
 * - the shell's groups (`shared`, `libraries`) import neither `screens` nor a
 *   screen's file: the two would import each other, and the app would crash
 *   at start on a value used before its module ran;
 * - Início (the `index` screen, where a first visit lands) imports no file of
 *   `screens`: its first visit would download the other screens' code.
 * A module the grouping leaves to Rollup can end up in either place (a
 * stylesheet, a hook Mantine's index reaches), so the build fails with the
 * files named rather than shipping it.
 */
import type { Plugin } from 'vite';

/** What the check needs of each JS file the build writes. */
export interface BuiltChunk {
  fileName: string;
  /** The group (`shared`, `screens`…) or, for a screen, its name ('index', 'jornada'…). */
  name: string;
  /** Whether it is a screen's own file (a route module). */
  screen: boolean;
  imports: readonly string[];
}

const SHELL_GROUPS = new Set(['shared', 'libraries']);

/** Each file that imports what it must not, with what: [] when the grouping holds. */
export function groupingProblems(chunks: readonly BuiltChunk[]): string[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const problems: string[] = [];
  for (const chunk of chunks) {
    const shell = SHELL_GROUPS.has(chunk.name);
    const landing = chunk.screen && chunk.name === 'index';
    if (!shell && !landing) continue;
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (!imported) continue;
      if (imported.name === 'screens' || (shell && imported.screen)) {
        problems.push(`${chunk.fileName} imports ${file}`);
      }
    }
  }
  return problems;
}

/** The plugin: reads the written chunks, fails the build on a problem. */
export function groupingCheck(isScreen: (moduleId: string | null) => string | null): Plugin {
  return {
    name: 'm15-grouping-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: BuiltChunk[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const screen = out.isEntry ? isScreen(out.facadeModuleId) : null;
        chunks.push({
          fileName: out.fileName,
          name: screen ?? out.name,
          screen: screen !== null,
          imports: out.imports,
        });
      }
      const problems = groupingProblems(chunks);
      if (problems.length > 0) {
        this.error(`The grouping (vite.config.ts) broke its rules (decision 008):\n${problems.join('\n')}`);
      }
    },
  };
}
