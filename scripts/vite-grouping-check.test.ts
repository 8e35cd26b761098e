import { describe, expect, it } from 'vitest';
import { type BuiltChunk, groupingProblems } from '../vite.grouping-check';

const chunk = (fileName: string, name: string, imports: string[] = [], screen = false): BuiltChunk => ({
  fileName,
  name,
  screen,
  imports,
});

describe('groupingProblems (vite.grouping-check.ts)', () => {
  const framework = chunk('framework.js', 'framework');
  const libraries = chunk('libraries.js', 'libraries', ['framework.js']);
  const shared = chunk('shared.js', 'shared', ['framework.js', 'libraries.js']);
  const screens = chunk('screens.js', 'screens', ['shared.js', 'libraries.js']);
  const jornada = chunk('jornada.js', 'jornada', ['screens.js', 'shared.js'], true);
  const index = chunk('index.js', 'index', ['shared.js', 'libraries.js'], true);

  it('finds nothing in the grouping as it should be', () => {
    expect(groupingProblems([framework, libraries, shared, screens, jornada, index])).toEqual([]);
  });

  it("names a shell group that imports screens or a screen's file", () => {
    const intoScreens = chunk('shared.js', 'shared', ['libraries.js', 'screens.js']);
    const intoScreen = chunk('libraries.js', 'libraries', ['jornada.js']);
    expect(groupingProblems([framework, intoScreen, intoScreens, screens, jornada, index])).toEqual([
      'libraries.js imports jornada.js',
      'shared.js imports screens.js',
    ]);
  });

  it('names Início when it imports screens; another screen may', () => {
    const landing = chunk('index.js', 'index', ['shared.js', 'screens.js'], true);
    expect(groupingProblems([framework, libraries, shared, screens, jornada, landing])).toEqual([
      'index.js imports screens.js',
    ]);
  });
});
